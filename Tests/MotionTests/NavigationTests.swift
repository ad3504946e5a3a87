import Geometry
import Layout
import XCTest
@testable import Motion
import ViewTree

/// NavigationStack push and pop on a 390-wide stack, built by hand as Layout will emit them.
final class NavigationTests: XCTestCase {
    let stackFrame = Rect(x: 0, y: 0, width: 390, height: 844)
    let stack = Identity(["App", "NavigationStack"])

    func page(_ depth: Int, _ name: String, _ frame: Rect) -> PlacedElement {
        var e = Fixture.rect("App/NavigationStack/\(depth)/\(name)", frame)
        e.navigation = NavigationMembership(stack: stack, depth: depth, page: stack.appending("\(depth)"), stackFrame: stackFrame)
        return e
    }

    var root: LayoutSnapshot { Fixture.snapshot([page(0, "list", Rect(x: 0, y: 100, width: 390, height: 600))]) }
    var pushed: LayoutSnapshot { Fixture.snapshot([page(1, "detail", Rect(x: 0, y: 50, width: 390, height: 700))]) }

    func testAPathChangedWithoutAnimationSwitchesPagesAtOnce() {
        // t = 0: the pushed page is simply there (seed 002's deep link assigned directly).
        let plan = MotionPlan(initial: root, changes: [PlannedChange(time: 0, animation: nil, target: pushed)], timelineEnd: 0)
        XCTAssertEqual(plan.duration, 0)
        XCTAssertEqual(plan.sample(at: 0).elements.map(\.frame), [pushed.elements[0].frame])
    }

    func testAPushSlidesTheNewPageInOverTheDimmedOldOne() {
        // No animation of its own, with UIKit's push asked for: critically damped, ω0 = √(1000/3).
        let plan = MotionPlan(initial: root, changes: [PlannedChange(time: 0, animation: nil, target: pushed)], timelineEnd: 0,
                              navigationAnimation: MotionPlan.defaultNavigationAnimation)
        let w = (1000.0 / 3).squareRoot()
        for t in [0.125, 0.25, 0.375] {
            // t = ¼, ½, ¾ of UIKit's 0.5 s
            let p = 1 - exp(-w * t) * (1 + w * t)
            let frame = plan.sample(at: t)
            XCTAssertEqual(frame.elements.map(\.element.identity.components.last!), ["list", "navigation-dim", "detail"])
            XCTAssertEqual(frame.element("App/NavigationStack/1/detail")!.frame.minX, 390 * (1 - p), accuracy: 1e-9)
            XCTAssertEqual(frame.element("App/NavigationStack/0/list")!.frame.minX, -117 * p, accuracy: 1e-9)
            XCTAssertEqual(frame.element("App/NavigationStack/0/list")!.opacity, 1, "the old page does not fade")
            let dim = frame.element("App/NavigationStack/navigation-dim")!
            XCTAssertEqual(dim.opacity, 0.1 * p, accuracy: 1e-12)
            XCTAssertEqual(dim.frame.minX, -117 * p, accuracy: 1e-9)
        }
        XCTAssertEqual(plan.duration, MotionPlan.defaultNavigationAnimation.duration, accuracy: 1e-12)
        XCTAssertEqual(plan.duration, 0.50573, accuracy: 1e-5, "UIKit's push settles (0.1 %) after 0.5057 s")
        XCTAssertEqual(plan.sample(at: plan.duration).elements.map(\.frame), [pushed.elements[0].frame])
    }

    func testAPopTakesUIKitsTimingWhateverTheChangesAnimation() {
        // withAnimation(.linear(duration: 1)) { path.removeLast() }: the pages still slide with UIKit's curve.
        let plan = MotionPlan(initial: pushed, changes: [PlannedChange(time: 0, animation: .linear(duration: 1), target: root)],
                              timelineEnd: 0)
        let w = (1000.0 / 3).squareRoot()
        // t = 0.125 s
        let p = 1 - exp(-w * 0.125) * (1 + w * 0.125)
        let frame = plan.sample(at: 0.125)
        XCTAssertEqual(frame.elements.map(\.element.identity.components.last!), ["list", "navigation-dim", "detail"])
        XCTAssertEqual(frame.element("App/NavigationStack/1/detail")!.frame.minX, 390 * p, accuracy: 1e-9)
        XCTAssertEqual(frame.element("App/NavigationStack/0/list")!.frame.minX, -117 * (1 - p), accuracy: 1e-9)
        XCTAssertEqual(frame.element("App/NavigationStack/navigation-dim")!.opacity, 0.1 * (1 - p), accuracy: 1e-12)
        XCTAssertEqual(plan.duration, 0.50573, accuracy: 1e-5, "the linear second is not the pop's")
    }

    func testAPushUnderAnAnimationOfItsOwnSpringStillSlidesWithUIKitsTiming() {
        let plan = MotionPlan(initial: root, changes: [PlannedChange(time: 0, animation: .spring(response: 0.4, dampingFraction: 0.8),
                                                                     target: pushed)], timelineEnd: 0)
        let w = (1000.0 / 3).squareRoot()
        // t = 0.25 s: half of UIKit's 0.5 s
        let p = 1 - exp(-w * 0.25) * (1 + w * 0.25)
        XCTAssertEqual(plan.sample(at: 0.25).element("App/NavigationStack/1/detail")!.frame.minX, 390 * (1 - p), accuracy: 1e-9)
        XCTAssertEqual(plan.duration, 0.50573, accuracy: 1e-5)
    }

    func testAScopedAnimationDrivesItsSubtreeAndTheInnermostRootWins() {
        let a = Fixture.rect("Screen/Carousel/page", Rect(x: 0, y: 0, width: 100, height: 100))
        let b = Fixture.rect("Screen/Carousel/Dots/dot", Rect(x: 0, y: 200, width: 8, height: 8))
        let c = Fixture.rect("Screen/title", Rect(x: 0, y: 300, width: 100, height: 20))
        let target = Fixture.snapshot([a.moved(to: Rect(x: -100, y: 0, width: 100, height: 100)),
                                       b.moved(to: Rect(x: 0, y: 200, width: 20, height: 8)),
                                       c.moved(to: Rect(x: 100, y: 300, width: 100, height: 20))])
        let change = PlannedChange(time: 0, animation: .linear(duration: 0.5), target: target,
                                   scoped: [ScopedChange(root: Identity(["Screen", "Carousel"]), animation: .linear(duration: 1)),
                                            ScopedChange(root: Identity(["Screen", "Carousel", "Dots"]), animation: nil)])
        let plan = MotionPlan(initial: Fixture.snapshot([a, b, c]), changes: [change], timelineEnd: 0)
        // t = 0.25 s: the page a quarter along (1 s), the dot already there (instant), the title halfway.
        let frame = plan.sample(at: 0.25)
        XCTAssertEqual(frame.element("Screen/Carousel/page")!.frame.minX, -25, accuracy: 1e-9)
        XCTAssertEqual(frame.element("Screen/Carousel/Dots/dot")!.frame.width, 20)
        XCTAssertEqual(frame.element("Screen/title")!.frame.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(plan.duration, 1)
    }
}
