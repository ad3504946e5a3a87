import Foundation
import Layout
@testable import Matchcut
import Motion
import Render
import XCTest

/// `TimelineView` and the texts that count seconds, on the scene's clock: each test asserts the
/// frame at which the content changes (at 60 fps, frame i is at i / 60 s). The content draws
/// the seconds since the scene began as a bar `10 + 10 × s` points wide, so a frame's bar
/// says which entry it shows.
final class TimelineViewTests: XCTestCase {
    static func scene(_ schedule: String, width: String = "10 + 10 * context.date.timeIntervalSince(start)",
                      extra: String = "", timeline: String, fps: Int = 60) -> String {
        """
        struct V: View {
            let start = Date()
            @State private var n = 0
            \(extra)
            var body: some View {
                VStack {
                    TimelineView(\(schedule)) { context in
                        Rectangle().fill(Color.blue).frame(width: \(width), height: 10)
                    }
                    Capsule().fill(Color.red).frame(width: CGFloat(10 + 10 * n), height: 10)
                }
            }
        }
        scene("timeline view") {
            device(.iPhone14)
            fps(\(fps))
            root(V())
            timeline { \(timeline) }
        }
        """
    }

    static func bar(_ s: CompiledScene, frame i: Int, kind: String = "Rectangle") -> Double? {
        s.plan.sample(at: s.time(ofFrame: i)).elements.first { $0.kind == kind }?.frame.width
    }

    func testAPeriodicScheduleOfOneSecondChangesAtFrame60Not59() throws {
        let s = try TimeSourceTests.load(Self.scene(".periodic(from: start, by: 1)", timeline: "wait(2.5)"))
        XCTAssertEqual(s.description.changes.map(\.time), [1, 2])
        XCTAssertEqual(Self.bar(s, frame: 0), 10)
        XCTAssertEqual(Self.bar(s, frame: 59), 10, "t = 0.983 s: the first entry still")
        XCTAssertEqual(Self.bar(s, frame: 60), 20, "t = 1 s: the second entry, at once")
        XCTAssertEqual(Self.bar(s, frame: 119), 20)
        XCTAssertEqual(Self.bar(s, frame: 120), 30)
        XCTAssertEqual(s.frameCount, 151, "the scene ends with its timeline")
    }

    func testAPeriodicScheduleIsAlignedToItsStartDateBeforeIt() throws {
        // From 0.3 s after the start, by 0.6 s: entries at -0.3, 0.3, 0.9 … The first frame
        // shows -0.3 s (a 7-point bar); the next entry comes at frame 18, the one after at 54.
        let s = try TimeSourceTests.load(Self.scene(".periodic(from: start.addingTimeInterval(0.3), by: 0.6)", timeline: "wait(1)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.3, 0.9])
        XCTAssertEqual(Self.bar(s, frame: 17), 7)
        XCTAssertEqual(Self.bar(s, frame: 18), 13)
        XCTAssertEqual(Self.bar(s, frame: 53), 13)
        XCTAssertEqual(Self.bar(s, frame: 54), 19)
    }

    func testTheAnimationScheduleDrawsEveryFrameWithThatFramesDate() throws {
        let s = try TimeSourceTests.load(Self.scene(".animation", width: "10 + 120 * context.date.timeIntervalSince(start)",
                                                    timeline: "wait(0.5)"))
        XCTAssertEqual(s.description.changes.count, 30, "one build a frame, frames 1 … 30")
        XCTAssertEqual(s.description.changes.first?.time ?? 0, 1.0 / 60, accuracy: 1e-12)
        for i in [0, 1, 17, 30] { XCTAssertEqual(Self.bar(s, frame: i)!, 10 + 2 * Double(i), accuracy: 1e-6, "frame \(i)") }
    }

    /// Issue 29: `--fps` reaches the compiler, so the scene's clock runs on the frames' grid.
    /// It was written into the scene after compiling: at --fps 120 the timeline view still
    /// changed every other frame (the clock ran at the scene's 60).
    func testAtFPS120TheAnimationScheduleChangesOnEveryFrame() throws {
        let folder = Repo.temporaryFolder("fps-120")
        try Self.scene(".animation", width: "10 + 120 * context.date.timeIntervalSince(start)", timeline: "wait(0.25)")
            .write(toFile: folder + "/tv.scene", atomically: true, encoding: .utf8)
        let s = try CompiledScene.load(path: folder + "/tv.scene", engine: RenderEngine(), fps: 120)
        XCTAssertEqual(s.fps, 120)
        XCTAssertEqual(s.description.changes.count, 30, "one build a frame at 120 fps, frames 1 … 30")
        XCTAssertEqual(s.description.changes.first?.time ?? 0, 1.0 / 120, accuracy: 1e-12)
        // Every frame shows a wider bar than the one before (at 60 fps, every other frame did).
        let widths = (0...30).map { Self.bar(s, frame: $0)! }
        XCTAssertEqual(zip(widths, widths.dropFirst()).filter { $0.0 >= $0.1 }.count, 0, "\(widths)")
        XCTAssertEqual(widths[30], 40, accuracy: 1e-6, "30 frames at 120 fps are 0.25 s: 10 + 120 × 0.25")
    }

    func testAMinimumIntervalCountsFromWhenTheViewAppearsAndPausedNeverDrawsAgain() throws {
        let s = try TimeSourceTests.load(Self.scene(".animation(minimumInterval: 0.5, paused: false)", timeline: "wait(1.2)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.5, 1])
        XCTAssertEqual(Self.bar(s, frame: 29), 10)
        XCTAssertEqual(Self.bar(s, frame: 30), 15)
        let paused = try TimeSourceTests.load(Self.scene(".animation(minimumInterval: nil, paused: true)", timeline: "wait(1)"))
        XCTAssertEqual(paused.description.changes.count, 0)
        XCTAssertEqual(Self.bar(paused, frame: 60), 10)
    }

    /// A timeline view inside an `.id` keeps its start across builds: a change of state at
    /// 0.25 s builds it again, and its entries stay at 0.5 s and 1 s from when it appeared.
    func testAMinimumIntervalInsideAnIdKeepsItsStartAcrossBuilds() throws {
        let text = Self.scene(".animation(minimumInterval: 0.5, paused: false)", timeline: "wait(0.25); n = 1; wait(1)")
            .replacingOccurrences(of: "}\n            Capsule()", with: "}.id(\"clock\")\n            Capsule()")
        XCTAssertTrue(text.contains("}.id(\"clock\")"))
        let s = try TimeSourceTests.load(text)
        XCTAssertEqual(s.description.changes.map(\.time), [0.25, 0.5, 1])
        XCTAssertEqual(Self.bar(s, frame: 30), 15)
    }

    func testEveryMinuteChangesAtTheNextMinutesStart() throws {
        // The scene begins at 9:41:00: the next minute starts 60 s later, frame 600 at 10 fps.
        let s = try TimeSourceTests.load(Self.scene(".everyMinute", width: "10 + context.date.timeIntervalSince(start) / 6",
                                                    timeline: "wait(61)", fps: 10))
        XCTAssertEqual(s.description.changes.map(\.time), [60])
        XCTAssertEqual(Self.bar(s, frame: 599), 10)
        XCTAssertEqual(Self.bar(s, frame: 600), 20)
    }

    func testAnExplicitScheduleChangesAtItsDatesOnly() throws {
        let s = try TimeSourceTests.load(Self.scene(".explicit([start.addingTimeInterval(2), start.addingTimeInterval(0.5)])",
                                                    timeline: "wait(3)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.5, 2])
        XCTAssertEqual(Self.bar(s, frame: 29), 10, "before its first date the content shows the scene's now")
        XCTAssertEqual(Self.bar(s, frame: 30), 15)
        XCTAssertEqual(Self.bar(s, frame: 120), 30)
    }

    func testTheCadenceIsLive() throws {
        let s = try TimeSourceTests.load(Self.scene(".everyMinute", width: "context.cadence == .live ? 40 : 20", timeline: "wait(0.1)"))
        XCTAssertEqual(Self.bar(s, frame: 0), 40)
    }

    /// A timeline view drawn every frame leaves a running animation alone: the capsule grows
    /// linearly from 10 to 110 points over 1 s, as it would with no timeline view.
    func testDrawingEveryFrameLeavesARunningAnimationRunning() throws {
        let s = try TimeSourceTests.load(Self.scene(".animation", extra: "",
                                                    timeline: "withAnimation(.linear(duration: 1)) { n = 10 }; wait(1.2)"))
        XCTAssertGreaterThan(s.description.changes.count, 60)
        for i in [15, 30, 45] {
            XCTAssertEqual(Self.bar(s, frame: i, kind: "Capsule")!, 10 + 100 * Double(i) / 60, accuracy: 1e-6, "frame \(i)")
        }
        XCTAssertEqual(Self.bar(s, frame: 60, kind: "Capsule"), 110)
        XCTAssertEqual(Self.bar(s, frame: 30)!, 15, accuracy: 1e-6, "the timeline view draws frame 30's date")
    }

    /// A timeline view inside a view an animation moves flies with it: the bar is 100 points to
    /// the right at the end of a 1-second linear move, halfway at frame 30, and shows each
    /// frame's date meanwhile.
    func testATimelineViewInsideAMovingViewMovesWithIt() throws {
        let text = """
        struct V: View {
            let start = Date()
            @State private var moved = false
            var body: some View {
                TimelineView(.animation) { context in
                    Rectangle().fill(Color.blue).frame(width: 10 + 120 * context.date.timeIntervalSince(start), height: 10)
                }
                .frame(width: 200, height: 20, alignment: .leading)
                .offset(x: moved ? 100 : 0)
            }
        }
        scene("moving") { fps(60); root(V()); timeline { withAnimation(.linear(duration: 1)) { moved = true }; wait(1.2) } }
        """
        let s = try TimeSourceTests.load(text)
        func frame(_ i: Int) -> (x: Double, width: Double)? {
            s.plan.sample(at: s.time(ofFrame: i)).elements.first { $0.kind == "Rectangle" }.map { ($0.frame.minX, $0.frame.width) }
        }
        let x0 = try XCTUnwrap(frame(0)).x
        XCTAssertEqual(try XCTUnwrap(frame(30)).x, x0 + 50, accuracy: 0.34, "halfway along, within a pixel at 3×")
        XCTAssertEqual(try XCTUnwrap(frame(30)).width, 70, accuracy: 1e-6, "frame 30's date")
        XCTAssertEqual(try XCTUnwrap(frame(60)).x, x0 + 100, accuracy: 1e-6)
    }

    /// A frame animated inside the content keeps animating while the content is built every
    /// frame (SwiftUI's animations add to the new layout what they still have to go): the
    /// circle grows linearly from 100 to 200 points over 1 s, 150 at frame 30.
    func testAnAnimationInsideTheContentRunsOnWhileItIsBuiltEveryFrame() throws {
        let text = """
        struct V: View {
            let start = Date()
            @State private var grown = false
            var body: some View {
                TimelineView(.animation) { context in
                    VStack {
                        Circle().frame(width: grown ? 200 : 100, height: grown ? 200 : 100)
                        Rectangle().frame(width: 10 + 120 * context.date.timeIntervalSince(start), height: 4)
                    }
                }
            }
        }
        scene("growing") { fps(60); root(V()); timeline { withAnimation(.linear(duration: 1)) { grown = true }; wait(1.2) } }
        """
        let s = try TimeSourceTests.load(text)
        XCTAssertGreaterThan(s.description.changes.count, 60, "a build a frame")
        for (i, width) in [(15, 125.0), (30, 150), (45, 175), (60, 200)] {
            let circle = s.plan.sample(at: s.time(ofFrame: i)).elements.first { $0.kind == "Circle" }
            XCTAssertEqual(try XCTUnwrap(circle).frame.width, width, accuracy: 0.34, "frame \(i)")
        }
    }

    /// `Text(date, style: .timer)` counts on the scene's clock: 0:00, then 0:01 at frame 60.
    func testATimerTextTicksEverySecond() throws {
        let text = """
        struct V: View {
            let start = Date()
            let end = Date().addingTimeInterval(3)
            var body: some View {
                VStack {
                    Text(start, style: .timer)
                    Text(end, style: .timer)
                    Text(start, style: .relative)
                }
            }
        }
        scene("timer") { fps(60); root(V()); timeline { wait(2.5) } }
        """
        let s = try TimeSourceTests.load(text)
        XCTAssertEqual(s.description.changes.map(\.time), [1, 2])
        func texts(_ i: Int) -> [String] {
            s.plan.sample(at: s.time(ofFrame: i)).elements.compactMap {
                if case let .text(run) = $0.element.content, run.string != "9:41" { run.string } else { nil }
            }
        }
        XCTAssertEqual(texts(59), ["0:00", "0:03", "0 sec"])
        XCTAssertEqual(texts(60), ["0:01", "0:02", "1 sec"])
        XCTAssertEqual(texts(120), ["0:02", "0:01", "2 sec"])
    }

    /// `Date()` in code that runs later is the scene clock's now: a timer's tick at 3 s reads 9:41:03.
    func testDateInCodeThatRunsLaterIsTheScenesNow() throws {
        let text = """
        struct V: View {
            let start = Date()
            @State private var seen = 0.0
            let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()
            var body: some View {
                Rectangle().frame(width: 10 + 10 * seen, height: 10)
                    .onReceive(timer) { date in seen = date.timeIntervalSince(start) + Date().timeIntervalSince(start) }
            }
        }
        scene("now") { fps(60); root(V()); timeline { wait(3.5) } }
        """
        let s = try TimeSourceTests.load(text)
        XCTAssertEqual(Self.bar(s, frame: 180), 70, "3 s from the timer's date and 3 s from Date()")
    }
}
