import Drawing
import Foundation
import Geometry
import Layout
import XCTest
@testable import Motion
import ViewTree

/// A card's cover and title fly from a list to a detail with
/// `spring(response: 0.5, dampingFraction: 0.8)` started at t = 0.2 s (settles 0.8143 s later).
final class MatchedFlightTimelineTests: XCTestCase {
    let list = Rect(x: 20, y: 100, width: 350, height: 180)
    let detail = Rect(x: 0, y: 47, width: 390, height: 320)
    let listTitle = Rect(x: 20, y: 290, width: 62, height: 24)
    let detailTitle = Rect(x: 20, y: 380, width: 105, height: 41)
    let settle = SpringCurve(response: 0.5, dampingFraction: 0.8).settlingTime

    var plan: MotionPlan {
        let start = Fixture.snapshot([Fixture.cover("List/card/cover", list, radius: 16),
                                      Fixture.matched(Fixture.text("List/card/title", "Lisbon", size: 20, listTitle), id: "title")])
        let end = Fixture.snapshot([Fixture.cover("Detail/cover", detail, radius: 24, image: "lisbon-wide"),
                                    Fixture.matched(Fixture.text("Detail/title", "Lisbon", size: 34, detailTitle), id: "title")])
        return MotionPlan(initial: start, changes: [PlannedChange(time: 0.2, animation: Fixture.cardAnimation, target: end)],
                          timelineEnd: 0.2)
    }

    func testTheCoverFliesAlongTheSpringWithItsClipRadiusMorphingAndNoDip() {
        for fraction in [0.0, 0.25, 0.5, 0.75] {
            // t = 0.2 s + 0, ¼, ½, ¾ of the settle (0, 0.204, 0.407, 0.611 s into the flight).
            let elapsed = settle * fraction, p = Fixture.cardSpring(elapsed)
            let frame = plan.sample(at: 0.2 + elapsed)
            let shared = list.interpolated(to: detail, by: p)
            guard let outgoing = frame.element("List/card/cover"), let incoming = frame.element("Detail/cover") else {
                return XCTFail("\(frame.elements.map { "\($0.element.identity) \($0.phase) \($0.frame)" })")
            }
            for (e, weight) in [(outgoing, 1 - p), (incoming, p)] {
                assertRect(e.frame, shared, "t = \(elapsed)")
                XCTAssertEqual(e.cornerRadius, 16 + 8 * p, accuracy: 1e-9, "the clip radius interpolates")
                XCTAssertEqual(e.opacity, min(1, max(0, weight)), accuracy: 1e-12)
                XCTAssertEqual(e.phase, "flight")
                XCTAssertEqual(e.source, Identity(["Detail", "cover"]))
            }
            XCTAssertEqual(outgoing.opacity + incoming.opacity, 1, accuracy: 1e-12, "coverage never dips")
            let groups = frame.displayList.items.filter { if case .group(_, .plusLighter) = $0.content { true } else { false } }
            // At p = 0, and past 1 as the spring overshoots, the weights are at their ends (1 and
            // 0): one side, drawn plainly.
            XCTAssertEqual(groups.count, p > 0 && p < 1 ? 2 : 0, "cover and title each cross-fade additively")
        }
        // t = 0.2 + 0.8143 s: the detail as laid out, the list cover gone.
        let end = plan.sample(at: 0.2 + settle)
        XCTAssertNil(end.element("List/card/cover"))
        XCTAssertEqual(end.element("Detail/cover")?.frame, detail)
        XCTAssertEqual(end.element("Detail/cover")?.cornerRadius, 24)
        XCTAssertEqual(end.element("Detail/cover")?.opacity, 1)
    }

    func testTheTitlesScaleUniformlyAndCrossFadeWithoutReWrapping() {
        for fraction in [0.0, 0.25, 0.5, 0.75] {
            let elapsed = settle * fraction, p = Fixture.cardSpring(elapsed)
            let frame = plan.sample(at: 0.2 + elapsed)
            let shared = listTitle.interpolated(to: detailTitle, by: p)
            for (name, laidOut, weight) in [("List/card/title", listTitle, 1 - p), ("Detail/title", detailTitle, p)] {
                let e = frame.element(name)!
                let scale = ((shared.width / laidOut.width) * (shared.height / laidOut.height)).squareRoot()
                XCTAssertEqual(e.textScale!, scale, accuracy: 1e-9, "\(name) at p = \(p)")
                XCTAssertEqual(e.textLayoutSize, laidOut.size, "wrapping never changes")
                XCTAssertEqual(e.frame.midX, shared.midX, accuracy: 1e-9)
                XCTAssertEqual(e.frame.midY, shared.midY, accuracy: 1e-9)
                XCTAssertEqual(e.opacity, min(1, max(0, weight)), accuracy: 1e-12)
                XCTAssertEqual(e.cornerRadius, 0)
            }
        }
        XCTAssertEqual(plan.sample(at: 0.2 + settle).element("Detail/title")?.textScale, 1)
    }

    func testIdenticalContentIsDrawnOnce() {
        let a = Fixture.matched(Fixture.text("List/title", "Lisbon", size: 20, listTitle), id: "title")
        let b = Fixture.matched(Fixture.text("Detail/title", "Lisbon", size: 20, listTitle.offsetBy(dx: 0, dy: 100)), id: "title")
        let plan = MotionPlan(initial: Fixture.snapshot([a]),
                              changes: [PlannedChange(time: 0, animation: .linear(duration: 1), target: Fixture.snapshot([b]))],
                              timelineEnd: 0)
        for (t, y) in [(0.0, 290.0), (0.25, 315), (0.5, 340), (0.75, 365), (1, 390)] {
            // t = 0.25 s: one text, a quarter of the way, fully opaque.
            let frame = plan.sample(at: t)
            XCTAssertEqual(frame.elements.count, 1)
            XCTAssertEqual(frame.elements[0].frame.minY, y, accuracy: 1e-9)
            XCTAssertEqual(frame.elements[0].opacity, 1)
            XCTAssertNil(frame.elements[0].crossFade)
            XCTAssertEqual(frame.elements[0].textScale!, 1, accuracy: 1e-12)
        }
    }

    func testTheSamePhotoOnBothSidesIsOneImageWhoseClipMorphs() {
        let plan = MotionPlan(initial: Fixture.snapshot([Fixture.cover("List/cover", list, radius: 16)]),
                              changes: [PlannedChange(time: 0, animation: .linear(duration: 1),
                                                      target: Fixture.snapshot([Fixture.cover("Detail/cover", detail, radius: 24)]))],
                              timelineEnd: 0)
        for (t, radius) in [(0.0, 16.0), (0.25, 18), (0.5, 20), (0.75, 22), (1, 24)] {
            // t = 0.5 s: one image, halfway between the frames, clipped at radius 20.
            let frame = plan.sample(at: t)
            XCTAssertEqual(frame.elements.count, 1)
            assertRect(frame.elements[0].frame, list.interpolated(to: detail, by: t), "t = \(t)")
            XCTAssertEqual(frame.elements[0].cornerRadius, radius, accuracy: 1e-9)
            XCTAssertEqual(frame.elements[0].opacity, 1)
        }
    }

    func testPositionMatchesKeepTheirOwnSizeAndMoveTheAnchor() {
        // `.position` with anchor .topLeading: each rect keeps its size; its top-left corner
        // travels from (10, 10) to (200, 400).
        let a = Fixture.matched(Fixture.rect("A/badge", Rect(x: 10, y: 10, width: 40, height: 40)), id: "badge",
                                properties: .position, anchor: .topLeading)
        var b = Fixture.matched(Fixture.rect("B/badge", Rect(x: 200, y: 400, width: 120, height: 60)), id: "badge",
                                properties: .position, anchor: .topLeading)
        b.content = .image(ImageContent(path: "/x.png", naturalSize: Size(width: 1, height: 1), contentMode: .stretch))
        let plan = MotionPlan(initial: Fixture.snapshot([a]),
                              changes: [PlannedChange(time: 0, animation: .linear(duration: 1), target: Fixture.snapshot([b]))],
                              timelineEnd: 0)
        // t = 0.5 s: the anchor is at (105, 205); the rect is 40 × 40, the image 120 × 60.
        let half = plan.sample(at: 0.5)
        assertRect(half.element("A/badge")!.frame, Rect(x: 105, y: 205, width: 40, height: 40), "")
        assertRect(half.element("B/badge")!.frame, Rect(x: 105, y: 205, width: 120, height: 60), "")
    }
}
