import Geometry
import Layout
import XCTest
@testable import Motion
import ViewTree

/// Every transition at q = 0, ½ and 1 of an insertion and of a removal (reference §2), on a
/// 50 × 40 view at (100, 200).
final class TransitionTests: XCTestCase {
    let view = Rect(x: 100, y: 200, width: 50, height: 40)

    struct Row {
        let transition: Transition
        let insertion: Bool
        let q: Double
        let frame: Rect
        let opacity: Double
    }

    func row(_ t: Transition, _ insertion: Bool, _ q: Double, _ x: Double, _ y: Double, _ w: Double = 50, _ h: Double = 40,
             opacity: Double = 1) -> Row {
        Row(transition: t, insertion: insertion, q: q, frame: Rect(x: x, y: y, width: w, height: h), opacity: opacity)
    }

    var rows: [Row] {
        let s = 1e-5
        return [
            row(.identity, true, 0, 100, 200), row(.identity, false, 1, 100, 200),
            row(.opacity, true, 0, 100, 200, opacity: 0), row(.opacity, true, 0.5, 100, 200, opacity: 0.5),
            row(.opacity, true, 1, 100, 200), row(.opacity, false, 0.5, 100, 200, opacity: 0.5),
            row(.opacity, false, 1, 100, 200, opacity: 0),
            row(.move(edge: .top), true, 0, 100, 160), row(.move(edge: .top), true, 0.5, 100, 180),
            row(.move(edge: .top), true, 1, 100, 200), row(.move(edge: .top), false, 0.5, 100, 180),
            row(.move(edge: .top), false, 1, 100, 160),
            row(.move(edge: .bottom), true, 0.5, 100, 220), row(.move(edge: .leading), false, 1, 50, 200),
            row(.move(edge: .trailing), true, 0, 150, 200),
            row(.slide, true, 0, 50, 200), row(.slide, true, 0.5, 75, 200), row(.slide, true, 1, 100, 200),
            row(.slide, false, 0.5, 125, 200), row(.slide, false, 1, 150, 200),
            row(.push(from: .trailing), true, 0, 150, 200, opacity: 0),
            row(.push(from: .trailing), true, 0.5, 125, 200, opacity: 0.5),
            row(.push(from: .trailing), true, 1, 100, 200),
            row(.push(from: .trailing), false, 0.5, 75, 200, opacity: 0.5),
            row(.push(from: .trailing), false, 1, 50, 200, opacity: 0),
            // `.scale`: from 1e-5 about the centre (125, 220).
            row(.scaleDefault, true, 0, 125 - 25 * s, 220 - 20 * s, 50 * s, 40 * s),
            row(.scaleDefault, true, 0.5, 125 - 25 * (0.5 + s / 2), 220 - 20 * (0.5 + s / 2), 50 * (0.5 + s / 2), 40 * (0.5 + s / 2)),
            row(.scaleDefault, true, 1, 100, 200), row(.scaleDefault, false, 1, 125 - 25 * s, 220 - 20 * s, 50 * s, 40 * s),
            // `.scale(0.5, anchor: .topLeading)`: 0.75 at q = ½, pinned at (100, 200).
            row(.scale(scale: 0.5, anchor: .topLeading), true, 0, 100, 200, 25, 20),
            row(.scale(scale: 0.5, anchor: .topLeading), true, 0.5, 100, 200, 37.5, 30),
            row(.scale(scale: 0.5, anchor: .topLeading), false, 0.5, 100, 200, 37.5, 30),
            row(.scale(scale: 0.5, anchor: .topLeading), false, 1, 100, 200, 25, 20),
            row(.offset(x: 30, y: -10), true, 0, 130, 190), row(.offset(x: 30, y: -10), true, 0.5, 115, 195),
            row(.offset(x: 30, y: -10), true, 1, 100, 200), row(.offset(x: 30, y: -10), false, 1, 130, 190),
            // `.asymmetric(insertion: .move(edge: .bottom), removal: .opacity)`
            row(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity), true, 0.5, 100, 220),
            row(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity), false, 0.5, 100, 200, opacity: 0.5),
            row(.asymmetric(insertion: .move(edge: .bottom), removal: .opacity), true, 1, 100, 200),
            // `.opacity.combined(with: .scale(scale: 0.5, anchor: .center))`
            row(.combined(.opacity, .scale(scale: 0.5, anchor: .center)), true, 0, 112.5, 210, 25, 20, opacity: 0),
            row(.combined(.opacity, .scale(scale: 0.5, anchor: .center)), true, 0.5, 106.25, 205, 37.5, 30, opacity: 0.5),
            row(.combined(.opacity, .scale(scale: 0.5, anchor: .center)), false, 1, 112.5, 210, 25, 20, opacity: 0),
        ]
    }

    func testEveryTransitionAtTheStartMiddleAndEnd() {
        for row in rows {
            var e = Fixture.rect("V/r", view)
            // An insertion at progress q has presence q; a removal at q has presence 1 − q.
            TransitionEffect.apply(row.transition, isInsertion: row.insertion, presence: row.insertion ? row.q : 1 - row.q,
                                   viewFrame: view, to: &e)
            let label = "\(row.transition) \(row.insertion ? "in" : "out") q = \(row.q)"
            XCTAssertEqual(e.frame.minX, row.frame.minX, accuracy: 1e-9, label)
            XCTAssertEqual(e.frame.minY, row.frame.minY, accuracy: 1e-9, label)
            XCTAssertEqual(e.frame.width, row.frame.width, accuracy: 1e-9, label)
            XCTAssertEqual(e.frame.height, row.frame.height, accuracy: 1e-9, label)
            XCTAssertEqual(e.opacity, row.opacity, accuracy: 1e-12, label)
        }
    }

    func testARemovedViewKeepsItsLastFrameWhileItsSiblingReflows() {
        // A VStack of A (0…100) and B (100…200); A is removed with `.linear(duration: 1)`.
        let a = Fixture.rect("S/A", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = Fixture.rect("S/B", Rect(x: 0, y: 100, width: 100, height: 100))
        let plan = MotionPlan(initial: Fixture.snapshot([a, b]),
                              changes: [PlannedChange(time: 0, animation: .linear(duration: 1),
                                                      target: Fixture.snapshot([b.moved(to: Rect(x: 0, y: 50, width: 100, height: 100))]))],
                              timelineEnd: 0)
        for (t, y, opacity) in [(0.0, 100.0, 1.0), (0.5, 75, 0.5), (0.75, 62.5, 0.25)] {
            // t = 0.5 s: A fades at its last frame; B is halfway to its new place.
            let frame = plan.sample(at: t)
            XCTAssertEqual(frame.element("S/A")?.frame, a.frame)
            XCTAssertEqual(frame.element("S/A")!.opacity, opacity, accuracy: 1e-12)
            XCTAssertEqual(frame.element("S/A")?.phase, "removal")
            XCTAssertEqual(frame.element("S/B")!.frame.minY, y, accuracy: 1e-9)
        }
        XCTAssertNil(plan.sample(at: 1).element("S/A"), "gone when its removal ends")
    }

    func testAFlyingViewWithAHigherZIndexDrawsAboveAndRemovedViewsKeepTheirs() {
        // Seed 004: the detail has `.zIndex(1)`; a list row after it in layout order stays below.
        let from = Fixture.matched(Fixture.rect("L/card", Rect(x: 0, y: 0, width: 100, height: 100)), id: "bg")
        var to = Fixture.matched(Fixture.rect("D/card", Rect(x: 0, y: 0, width: 390, height: 300), zIndex: 1), id: "bg")
        to.content = .shape(.roundedRectangle(cornerRadius: 20, style: .continuous), fill: .color(Color(red: 1, green: 0, blue: 0)), stroke: nil)
        let row = Fixture.rect("L/row", Rect(x: 0, y: 120, width: 390, height: 60))
        let badge = Fixture.rect("L/badge", Rect(x: 0, y: 0, width: 20, height: 20), zIndex: 2)
        let plan = MotionPlan(initial: Fixture.snapshot([from, row, badge]),
                              changes: [PlannedChange(time: 0, animation: .linear(duration: 1), target: Fixture.snapshot([to, row]))],
                              timelineEnd: 0)
        // t = 0.5 s: row, then the flying card, then the leaving badge.
        let order = plan.sample(at: 0.5).elements.map(\.element.identity.description)
        XCTAssertEqual(order, ["L/row", "D/card", "L/badge"])
    }

    func testAZIndexOrdersAViewAmongItsSiblingsOnly() {
        // `ZStack { Child(); Color.red }` where Child's own ZStack inserts `Color.green.zIndex(1)`:
        // the zIndex orders the green view inside Child's ZStack, so the red bar, a later
        // sibling of Child, stays above it at every frame, as the layout draws both ends.
        var green = Fixture.rect("V/child/green", Rect(x: 0, y: 0, width: 390, height: 800), zIndex: 1)
        green.transitions = [TransitionScope(transition: .opacity, viewIdentity: green.identity, viewFrame: green.frame)]
        var text = Fixture.rect("V/child/text", Rect(x: 150, y: 400, width: 90, height: 20))
        // Both inside the outer ZStack's child `V/child`, as the layout records them.
        let child = ZLevel(container: Identity(["V"]), child: Identity(["V", "child"]), z: 0)
        green.zLevels.insert(child, at: 0)
        text.zLevels.insert(child, at: 0)
        let bar = Fixture.rect("V/bar", Rect(x: 0, y: 722, width: 390, height: 88))
        let plan = MotionPlan(initial: Fixture.snapshot([text, bar]),
                              changes: [PlannedChange(time: 0, animation: .linear(duration: 1), target: Fixture.snapshot([text, green, bar]))],
                              timelineEnd: 0)
        for t in [0.25, 0.5, 0.75] {
            XCTAssertEqual(plan.sample(at: t).elements.map(\.element.identity.description), ["V/child/text", "V/child/green", "V/bar"], "t = \(t)")
        }
    }

    func testARemovedViewKeepsItsZIndexAmongItsSiblings() {
        // `ZStack { if !open { Grid() }; if open { Detail().zIndex(1) } }` closing: the detail,
        // leaving, stays above the grid coming back until its removal ends.
        var detail = Fixture.rect("Z/detail", Rect(x: 0, y: 0, width: 390, height: 800), zIndex: 1)
        detail.transitions = [TransitionScope(transition: .opacity, viewIdentity: detail.identity, viewFrame: detail.frame)]
        var grid = Fixture.rect("Z/grid", Rect(x: 0, y: 0, width: 390, height: 800))
        grid.transitions = [TransitionScope(transition: .opacity, viewIdentity: grid.identity, viewFrame: grid.frame)]
        let plan = MotionPlan(initial: Fixture.snapshot([detail]),
                              changes: [PlannedChange(time: 0, animation: .linear(duration: 1), target: Fixture.snapshot([grid]))],
                              timelineEnd: 0)
        XCTAssertEqual(plan.sample(at: 0.5).elements.map(\.element.identity.description), ["Z/grid", "Z/detail"])
    }
}

extension PlacedElement {
    func moved(to frame: Rect) -> PlacedElement {
        var e = self
        e.frame = frame
        return e
    }
}
