import Foundation
import Geometry
import Layout
import XCTest
@testable import Motion
import ViewTree

/// A card that stays in its list and a detail inserted with the same id, both sources
/// (SwiftUI: undefined; docs/motion.md, "Two sources of one id"). Linear, 1 s, from t = 0.
final class TwoSourcesTests: XCTestCase {
    let card = Rect(x: 20, y: 300, width: 160, height: 100)
    let detail = Rect(x: 0, y: 0, width: 390, height: 400)
    let linear = Animation(curve: .bezier(.linear, duration: 1))

    var cardElement: PlacedElement { Fixture.matched(Fixture.rect("List/card", card), id: "hero") }
    var detailElement: PlacedElement { Fixture.matched(Fixture.rect("Overlay/detail", detail), id: "hero") }

    func plan(from start: [PlacedElement], to end: [PlacedElement]) -> MotionPlan {
        MotionPlan(initial: Fixture.snapshot(start),
                   changes: [PlannedChange(time: 0, animation: linear, target: Fixture.snapshot(end))], timelineEnd: 0)
    }

    func testAnInsertedSourceFliesOutOfTheStayingCardWhileTheCardStays() {
        let plan = plan(from: [cardElement], to: [cardElement, detailElement])
        for p in [0.25, 0.5, 0.75] {
            let frame = plan.sample(at: p)
            guard let staying = frame.element("List/card"), let shown = frame.element("Overlay/detail") else {
                return XCTFail("\(frame.elements.map(\.element.identity))")
            }
            // The detail's frame: the card's at p = 0, its own at 1, linearly between.
            assertRect(shown.frame, card.interpolated(to: detail, by: p), "p = \(p)")
            XCTAssertEqual(shown.opacity, p, accuracy: 1e-9, "it fades in as it flies")
            XCTAssertEqual(shown.phase, "flight")
            XCTAssertEqual(staying.frame, card, "the card stays where its list puts it")
            XCTAssertEqual(staying.opacity, 1)
        }
        let end = plan.sample(at: 1)
        XCTAssertEqual(end.element("Overlay/detail")?.frame, detail)
        XCTAssertEqual(end.element("Overlay/detail")?.opacity, 1)
        XCTAssertEqual(end.element("List/card")?.frame, card)
    }

    func testARemovedSourceFliesBackIntoTheStayingCard() {
        let plan = plan(from: [cardElement, detailElement], to: [cardElement])
        for p in [0.25, 0.5, 0.75] {
            let frame = plan.sample(at: p)
            guard let leaving = frame.element("Overlay/detail") else { return XCTFail("the detail vanished at p = \(p)") }
            assertRect(leaving.frame, detail.interpolated(to: card, by: p), "p = \(p)")
            XCTAssertEqual(leaving.opacity, 1 - p, accuracy: 1e-9, "it fades out as it flies")
            XCTAssertEqual(frame.element("List/card")?.frame, card)
        }
        XCTAssertNil(plan.sample(at: 1).element("Overlay/detail"))
    }

    func testOneSourceAndAFollowerStillCrossFadeNothingNew() {
        // A detail written `isSource: false` follows the card: no flight is made for it here.
        let follower = Fixture.matched(Fixture.rect("Overlay/detail", detail), id: "hero", isSource: false)
        let frame = plan(from: [cardElement], to: [cardElement, follower]).sample(at: 0.5)
        XCTAssertNotEqual(frame.element("Overlay/detail")?.phase, "flight")
    }
}
