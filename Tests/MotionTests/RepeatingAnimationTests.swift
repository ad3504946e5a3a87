import Geometry
import Motion
import ViewTree
import XCTest

/// `.repeatCount(_:autoreverses:)` and `.repeatForever(autoreverses:)`: the curve plays once
/// per cycle, backwards on odd cycles when it autoreverses (docs/motion.md, "Repeating").
final class RepeatingAnimationTests: XCTestCase {
    func linear(_ seconds: Double, _ repeats: AnimationSpec.Repeat?) -> Animation {
        var spec = AnimationSpec(curve: .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: seconds), label: ".linear")
        spec.repeats = repeats
        return Animation(spec)
    }

    func testForeverAutoreversingRunsThereAndBackEachCycle() {
        let a = linear(1, .init(count: nil, autoreverses: true))
        XCTAssertEqual(a.duration, .infinity)
        XCTAssertEqual(a.lengthShown, 2, "one cycle there and back")
        for (t, p) in [(0.25, 0.25), (0.75, 0.75), (1.25, 0.75), (1.75, 0.25), (2.25, 0.25), (10.5, 0.5), (11.1, 0.9)] {
            XCTAssertEqual(a.progress(at: t), p, accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(a.velocity(at: 1.5), -1, accuracy: 1e-6, "on its way back")
    }

    func testForeverWithoutAutoreversingStartsAgainFromTheStart() {
        let a = linear(0.5, .init(count: nil, autoreverses: false))
        XCTAssertEqual(a.lengthShown, 0.5)
        XCTAssertEqual(a.progress(at: 0.6), 0.2, accuracy: 1e-9)
        XCTAssertEqual(a.progress(at: 1.2), 0.4, accuracy: 1e-9)
    }

    /// Three plays that autoreverse end where the animation goes (there, back, there); two
    /// end back at the start and then jump to the end, as SwiftUI's do.
    func testACountedRepeatEndsAtItsTarget() {
        let three = linear(1, .init(count: 3, autoreverses: true))
        XCTAssertEqual(three.duration, 3)
        XCTAssertEqual(three.progress(at: 1.5), 0.5, accuracy: 1e-9)
        XCTAssertEqual(three.progress(at: 2.9), 0.9, accuracy: 1e-9)
        XCTAssertEqual(three.progress(at: 3), 1)
        let two = linear(1, .init(count: 2, autoreverses: true))
        XCTAssertEqual(two.progress(at: 1.9), 0.1, accuracy: 1e-9)
        XCTAssertEqual(two.progress(at: 2), 1)
    }

    /// With a delay and a speed, cycles run in the animation's own time.
    func testDelayAndSpeedApplyToEveryCycle() {
        var spec = AnimationSpec(curve: .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 1), delay: 0.5, speed: 2, label: ".linear")
        spec.repeats = .init(count: nil, autoreverses: true)
        let a = Animation(spec)
        XCTAssertEqual(a.progress(at: 0.4), 0)
        XCTAssertEqual(a.progress(at: 0.75), 0.5, accuracy: 1e-9)
        XCTAssertEqual(a.progress(at: 1.25), 0.5, accuracy: 1e-9, "half way back")
        XCTAssertEqual(a.lengthShown, 1.5)
    }

    /// A plan whose animation repeats forever lasts as long as its timeline says, and shows
    /// one cycle when the timeline is shorter; its transition spans the rest of the scene.
    func testAPlanWithAForeverAnimationEndsWithItsTimeline() {
        let start = Fixture.snapshot([Fixture.rect("dot", Rect(x: 0, y: 0, width: 10, height: 10))])
        let end = Fixture.snapshot([Fixture.rect("dot", Rect(x: 100, y: 0, width: 10, height: 10))])
        let animation = linear(1, .init(count: nil, autoreverses: true))
        let plan = MotionPlan(initial: start, changes: [PlannedChange(time: 0, animation: animation, target: end)], timelineEnd: 5)
        XCTAssertEqual(plan.duration, 5)
        XCTAssertEqual(plan.transitions.first?.duration, 5)
        XCTAssertEqual(plan.sample(at: 3.5).elements[0].element.frame.minX, 50, accuracy: 1e-6, "half way back in the fourth cycle")
        let short = MotionPlan(initial: start, changes: [PlannedChange(time: 0, animation: animation, target: end)], timelineEnd: 0)
        XCTAssertEqual(short.duration, 2)
    }

    /// The jumps the app asks for, which the continuity check allows: each new cycle of a
    /// repeat that does not autoreverse, and the end of an even count that does.
    func testTheJumpsARepeatMakes() {
        let restart = linear(0.5, .init(count: nil, autoreverses: false))
        XCTAssertTrue(restart.jumps(after: 0.49, through: 0.51))
        XCTAssertFalse(restart.jumps(after: 0.51, through: 0.6))
        XCTAssertTrue(restart.jumps(after: 9.99, through: 10.01))
        XCTAssertFalse(linear(0.5, .init(count: nil, autoreverses: true)).jumps(after: 0.49, through: 0.51))
        let three = linear(1, .init(count: 3, autoreverses: false))
        XCTAssertTrue(three.jumps(after: 1.9, through: 2.1))
        XCTAssertFalse(three.jumps(after: 2.9, through: 3.1), "the last play ends where it stays")
        let two = linear(1, .init(count: 2, autoreverses: true))
        XCTAssertFalse(two.jumps(after: 0.9, through: 1.1))
        XCTAssertTrue(two.jumps(after: 1.9, through: 2.1))
        XCTAssertFalse(linear(1, nil).jumps(after: 0.9, through: 1.1))
    }
}
