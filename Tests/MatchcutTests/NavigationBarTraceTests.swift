import Foundation
import Matchcut
import Motion
import Render
import XCTest

/// gallery/navigation-push-pop.scene, frame by frame: a list with a large title pushed into a
/// detail with a large title (at 0.3 s), then popped (at 1.3 s), on
/// an iPhone 14 (390 × 844, status bar 47 pt). Expected values come from docs/motion.md's
/// table for the bar (`NavigationBarFlight`), in closed form.
final class NavigationBarTraceTests: XCTestCase {
    static let stack = "ParksView/0:NavigationStack"

    func trace() throws -> Trace {
        Trace(try CompiledScene.load(path: Repo.path("gallery/navigation-push-pop.scene"), engine: RenderEngine()))
    }

    /// A frame's time before the trace rounds it to the microsecond: its index over the fps.
    func exactTime(_ frame: Trace.Frame, _ trace: Trace) -> Double { Double(frame.index) / Double(trace.fps) }

    /// UIKit's push, whatever the scene's `withAnimation(.easeInOut(duration: 0.5))` says: the
    /// critically damped spring at ω0 = √(1000/3), settled (exactly 1) after 0.50573 s.
    static let settle = 0.505735
    func uikit(_ t: Double) -> Double {
        let w = (1000.0 / 3).squareRoot()
        return t <= 0 ? 0 : t >= Self.settle ? 1 : 1 - exp(-w * t) * (1 + w * t)
    }

    /// The push's progress u at time t: 0 on the list, 1 on the detail.
    func pushProgress(_ t: Double) -> Double {
        t < 1.3 ? uikit(t - 0.3) : 1 - uikit(t - 1.3)
    }

    func testTheBarKeepsItsFrameInEveryFrameOfThePushAndThePop() throws {
        let trace = try trace()
        XCTAssertEqual(trace.frames.count, 127)
        for frame in trace.frames {
            // t = frame.time: the bar is 47 + 96 pt tall on both pages, transparent (nothing
            // is scrolled under it), and never moves.
            let bar = try XCTUnwrap(frame.elements.first { $0.identity == Self.stack + "/navigation-bar" }, "t = \(frame.time)")
            XCTAssertEqual(bar.frame, Trace.FrameRect(x: 0, y: 0, width: 390, height: 143), "t = \(frame.time)")
            XCTAssertEqual(bar.opacity, 0, "t = \(frame.time)")
            let hairline = try XCTUnwrap(frame.elements.first { $0.identity == Self.stack + "/navigation-bar/hairline" })
            XCTAssertEqual(hairline.frame.y, 143, "t = \(frame.time)")
            XCTAssertEqual(hairline.frame.height, 1.0 / 3, accuracy: 1e-9)
        }
    }

    func testTheBarDrawsAboveBothPagesWhileTheySlide() throws {
        let trace = try trace()
        // t = 0.55 s, halfway through the push: the bar's parts come after every page element.
        let frame = try XCTUnwrap(trace.frames.first { abs($0.time - 0.55) < 1e-9 })
        let ids = frame.elements.map(\.identity).filter { !$0.hasPrefix("StatusBar") }
        let bar = try XCTUnwrap(ids.firstIndex(of: Self.stack + "/navigation-bar"))
        XCTAssertTrue(ids[bar...].allSatisfy { $0.contains("navigation-bar") || $0.hasSuffix("/title") || $0.hasSuffix("/back-label") },
                      "\(ids[bar...])")
        XCTAssertTrue(ids[..<bar].contains(Self.stack + "/page:1:1/background"))
    }

    func testTheBackChevronSlidesInFromTwoWidthsAndFadesInFromSeventyPercent() throws {
        let trace = try trace()
        let chevronID = Self.stack + "/navigation-bar/back-chevron"
        for frame in trace.frames {
            let chevron = frame.elements.first { $0.identity == chevronID }
            let u = pushProgress(exactTime(frame, trace))
            if frame.time < 0.3 || frame.time >= 1.3 + Self.settle {
                XCTAssertNil(chevron, "t = \(frame.time): only a pushed page has a back button")
                continue
            }
            let c = try XCTUnwrap(chevron, "t = \(frame.time)")
            XCTAssertEqual(c.frame.x, 8 + 2 * 17 * (1 - u), accuracy: 1e-6, "t = \(frame.time)")
            XCTAssertEqual(c.frame.y, 58, accuracy: 1e-9)
            let fade = UnitBezier.easeIn.value(at: min(1, max(0, (u - 0.7) / 0.3)))
            XCTAssertEqual(c.opacity, fade, accuracy: 1e-9, "t = \(frame.time)")
        }
    }

    func testTheLargeTitlesCrossFadeAndTheListTitleShrinksIntoTheBackLabel() throws {
        let trace = try trace()
        let listTitle = Self.stack + "/page:0/title", detailTitle = Self.stack + "/page:1:1/title"
        let backLabel = Self.stack + "/page:1:1/back-label"
        let rest = try XCTUnwrap(trace.frames[0].elements.first { $0.identity == listTitle }).frame
        let end = try XCTUnwrap(trace.frames.first { abs($0.time - 1.0) < 1e-9 })
        let label = try XCTUnwrap(end.elements.first { $0.identity == backLabel }).frame
        let detail = try XCTUnwrap(end.elements.first { $0.identity == detailTitle }).frame
        XCTAssertEqual(label.x, 30)
        for frame in trace.frames where frame.time > 0.3 && frame.time < 0.3 + Self.settle {
            // t in the push: the list's title heads for the back label, at half its size
            // (34 pt → 17 pt), its leading edge's midpoint on the label's; it is gone by u = 0.6.
            let u = pushProgress(exactTime(frame, trace))
            let old = try XCTUnwrap(frame.elements.first { $0.identity == listTitle }, "t = \(frame.time)")
            let awayX = label.x, awayY = label.y + label.height / 2 - rest.height / 4
            XCTAssertEqual(old.frame.x, rest.x + (awayX - rest.x) * u, accuracy: 1e-6)
            XCTAssertEqual(old.frame.y, rest.y + (awayY - rest.y) * u, accuracy: 1e-6)
            XCTAssertEqual(old.frame.width, rest.width * (1 - u / 2), accuracy: 1e-6)
            XCTAssertEqual(old.opacity, 1 - UnitBezier.easeOut.value(at: min(1, u / 0.6)), accuracy: 1e-9)
            // The detail's title comes in from one bar width to the right, fading in from u = 0.3.
            let new = try XCTUnwrap(frame.elements.first { $0.identity == detailTitle })
            XCTAssertEqual(new.frame.x, detail.x + 390 * (1 - u), accuracy: 1e-6)
            XCTAssertEqual(new.opacity, UnitBezier.easeIn.value(at: max(0, (u - 0.3) / 0.7)), accuracy: 1e-9)
        }
        // Both ends exactly: the list alone before, the detail alone after.
        XCTAssertNil(trace.frames[0].elements.first { $0.identity == detailTitle })
        XCTAssertNil(end.elements.first { $0.identity == listTitle })
        XCTAssertEqual(trace.frames.last!.elements.first { $0.identity == listTitle }?.frame, rest)
    }
}
