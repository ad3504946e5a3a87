import Foundation
import Geometry
import Layout
import XCTest
@testable import Motion
import ViewTree

/// Retargeting (reference §1.5): a flight from the list to the detail starts at t = 0; halfway
/// through its settle a second change sends the card back to the list.
final class InterruptionTests: XCTestCase {
    let list = Rect(x: 20, y: 100, width: 350, height: 180)
    let detail = Rect(x: 0, y: 47, width: 390, height: 320)
    let settle = SpringCurve(response: 0.5, dampingFraction: 0.8).settlingTime

    var listLayout: LayoutSnapshot { Fixture.snapshot([Fixture.cover("List/cover", list, radius: 16)]) }
    var detailLayout: LayoutSnapshot { Fixture.snapshot([Fixture.cover("Detail/cover", detail, radius: 24, image: "wide")]) }

    func plan(back: Animation) -> MotionPlan {
        MotionPlan(initial: listLayout,
                   changes: [PlannedChange(time: 0, animation: Fixture.cardAnimation, target: detailLayout),
                             PlannedChange(time: settle / 2, animation: back, target: listLayout)],
                   timelineEnd: 0)
    }

    func cover(_ plan: MotionPlan, _ t: Double) -> SampledElement { plan.sample(at: t).element("List/cover")! }

    func testASpringBackKeepsPositionAndVelocityContinuous() {
        let plan = plan(back: .spring(response: 0.5, dampingFraction: 0.8))
        let ti = settle / 2, h = 1e-5
        // t = 0.407 s − h, t = 0.407 s, t = 0.407 s + h: the list cover around the interruption.
        let before = cover(plan, ti - h).frame, at = cover(plan, ti).frame, after = cover(plan, ti + h).frame
        for (a, b, c) in [(before.minX, at.minX, after.minX), (before.minY, at.minY, after.minY),
                          (before.width, at.width, after.width), (before.height, at.height, after.height)] {
            XCTAssertEqual(b, a, accuracy: 0.01, "position is continuous")
            XCTAssertEqual(c, b, accuracy: 0.01)
            let incoming = (b - a) / h, outgoing = (c - b) / h
            XCTAssertGreaterThan(abs(incoming), 1, "the card is still moving when interrupted")
            XCTAssertEqual(outgoing, incoming, accuracy: 0.5, "velocity is continuous (points per second)")
        }
        // The cross-fade weight carries on from where it was.
        XCTAssertEqual(cover(plan, ti + h).opacity, cover(plan, ti - h).opacity, accuracy: 1e-3)
        // The merged spring still ends exactly on the list layout.
        let end = plan.sample(at: plan.duration)
        XCTAssertEqual(end.elements.count, 1)
        XCTAssertEqual(end.elements[0].frame, list)
        XCTAssertEqual(end.elements[0].opacity, 1)
        XCTAssertEqual(end.elements[0].cornerRadius, 16)
    }

    func testTheMergedSpringIsTheClosedFormWithTheCarriedVelocity() {
        // value(t) = S + (target − S) · x(t) + v · ∂x/∂v0(t), with S and v the card's position
        // and velocity at the interruption (reference §1.6: x is linear in v0).
        let plan = plan(back: .spring(response: 0.5, dampingFraction: 0.8))
        let ti = settle / 2, h = 1e-6
        let s = cover(plan, ti).frame.minY
        let v = (cover(plan, ti + h).frame.minY - cover(plan, ti - h).frame.minY) / (2 * h)
        let w = 4 * Double.pi, l = 0.8 * w, wd = w * 0.6
        for dt in [0.05, 0.1, 0.2, 0.3] {
            // t = 0.407 s + dt
            let g = exp(-l * dt) * sin(wd * dt) / wd
            let expected = s + (list.minY - s) * Fixture.cardSpring(dt) + v * g
            XCTAssertEqual(cover(plan, ti + dt).frame.minY, expected, accuracy: 1e-3, "dt = \(dt)")
        }
    }

    func testACurveArrivingMidFlightAnimatesFromTheLiveValue() {
        // result = old(t) + p_new(t) · (target − old(t)), with old(t) the first flight still running.
        let back = Animation.linear(duration: 0.2)
        let plan = plan(back: back)
        let ti = settle / 2
        for dt in [0.0, 0.05, 0.1, 0.15] {
            // t = 0.407 s + dt
            let t = ti + dt
            let p0 = Fixture.cardSpring(t), p1 = back.progress(at: dt)
            let old = list.interpolated(to: detail, by: p0)
            let expected = old.interpolated(to: list, by: p1)
            let frame = cover(plan, t).frame
            XCTAssertEqual(frame.minX, expected.minX, accuracy: 1e-6, "t = \(t)")
            XCTAssertEqual(frame.minY, expected.minY, accuracy: 1e-6, "t = \(t)")
            XCTAssertEqual(frame.width, expected.width, accuracy: 1e-6, "t = \(t)")
        }
        XCTAssertEqual(cover(plan, ti + 0.2).frame, list)
    }

    func testScrubbingListsTransitionsAndMapsProgressToTime() {
        let plan = plan(back: .linear(duration: 0.2))
        let spans = plan.transitions
        XCTAssertEqual(spans.count, 2)
        XCTAssertEqual(spans[0].time, 0)
        XCTAssertEqual(spans[0].duration, settle, accuracy: 1e-12)
        XCTAssertEqual(spans[1].time, settle / 2, accuracy: 1e-12)
        XCTAssertEqual(spans[1].duration, 0.2, accuracy: 1e-12)
        XCTAssertEqual(spans[1].label, ".linear")
        XCTAssertEqual(plan.time(transition: 1, progress: 0.5), settle / 2 + 0.1, accuracy: 1e-12)
        XCTAssertEqual(plan.time(transition: 0, progress: 1), settle, accuracy: 1e-12)
    }

    /// A card moving 0 → 200 pt over 2 s (linear, from t = 0); at t = 0.25 s a second change
    /// fades a badge out over 0.5 s (linear) and leaves the card's target where it was.
    func testAViewTheLaterChangeLeavesAloneKeepsItsOwnAnimation() {
        let card = { (x: Double) in Fixture.rect("Home/card", Rect(x: x, y: 100, width: 100, height: 60)) }
        var faded = Fixture.rect("Home/badge", Rect(x: 300, y: 20, width: 20, height: 20))
        faded.opacity = 0
        let plan = MotionPlan(initial: Fixture.snapshot([card(0), Fixture.rect("Home/badge", Rect(x: 300, y: 20, width: 20, height: 20))]),
                              changes: [PlannedChange(time: 0, animation: Animation(curve: .bezier(.linear, duration: 2)),
                                                      target: Fixture.snapshot([card(200), Fixture.rect("Home/badge", Rect(x: 300, y: 20, width: 20, height: 20))])),
                                        PlannedChange(time: 0.25, animation: Animation(curve: .bezier(.linear, duration: 0.5)),
                                                      target: Fixture.snapshot([card(200), faded]))],
                              timelineEnd: 0)
        // t = 0.5: the card at 0.5 / 2 of its way (50 pt), not pulled on by the fade's 50 %; the
        // badge half faded. t = 0.75, the fade's end: the card at 75 pt, not landed at 200.
        for (t, x, badge) in [(0.5, 50.0, 0.5), (0.75, 75.0, 0.0), (1.5, 150.0, 0.0)] {
            let frame = plan.sample(at: t)
            XCTAssertEqual(frame.element("Home/card")?.frame.minX ?? -1, x, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(frame.element("Home/card")?.progress ?? -1, x / 200, accuracy: 1e-9, "its own animation's progress")
            XCTAssertEqual(frame.element("Home/badge")?.opacity ?? -1, badge, accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(plan.duration, 2, accuracy: 1e-12, "the plan lasts until the card lands")
        XCTAssertEqual(plan.sample(at: 2).element("Home/card")?.frame.minX, 200)
    }
}
