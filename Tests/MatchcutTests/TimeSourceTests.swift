import Foundation
import Matchcut
import Motion
import Render
import XCTest

/// The app's time-driven code on the scene's clock, each asserting the frame at which the
/// state changes (at 60 fps, frame i is at i / 60 s). Every scene shows its state as the width
/// of a bar, `10 + 10 × n` points, so a frame's bar says which state it shows.
final class TimeSourceTests: XCTestCase {
    /// A view with state `n` drawn as a bar, and `code` around it.
    static func scene(_ modifiers: String, state: String = "@State private var n = 0", extra: String = "",
                      timeline: String = "", settings: String = "") -> String {
        """
        struct V: View {
            \(state)
            \(extra)
            var body: some View {
                VStack {
                    Rectangle().fill(Color.blue).frame(width: CGFloat(10 + 10 * n), height: 10)
                    Text("n = \\(n)")
                }
                \(modifiers)
            }
        }
        scene("time") {
            device(.iPhone14)
            fps(60)
            root(V())
            \(settings)
            timeline { \(timeline) }
        }
        """
    }

    /// Compiles scene text through the whole pipeline.
    static func load(_ text: String, _ name: String = #function) throws -> CompiledScene {
        let folder = Repo.temporaryFolder("time-sources")
        let path = folder + "/\(name.filter(\.isLetter)).scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try CompiledScene.load(path: path, engine: RenderEngine())
    }

    /// The bar's width in frame `i`.
    static func bar(_ scene: CompiledScene, frame i: Int) -> Double? {
        scene.plan.sample(at: scene.time(ofFrame: i)).elements.first { $0.kind == "Rectangle" }?.frame.width
    }

    func testATimerOfThreeSecondsTicksAtFrame180Not179() throws {
        let s = try Self.load(Self.scene(".onReceive(timer) { _ in n += 1 }",
                                         extra: "let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()",
                                         timeline: "wait(7)"))
        XCTAssertEqual(s.description.changes.map(\.time), [3, 6])
        XCTAssertEqual(Self.bar(s, frame: 179), 10, "t = 2.983 s: not yet")
        XCTAssertEqual(Self.bar(s, frame: 180), 20, "t = 3 s: the first tick")
        XCTAssertEqual(Self.bar(s, frame: 359), 20)
        XCTAssertEqual(Self.bar(s, frame: 360), 30, "t = 6 s: the second")
        XCTAssertEqual(s.frameCount, 421, "the scene ends with its timeline, at 7 s: the timer stops there")
    }

    /// An `onReceive` whose view goes cancels its subscription, and the autoconnected timer its
    /// connection; when the view comes back it connects again, and ticks 3 s from its return
    /// (docs/scene-language.md, "Time on the scene's clock"): at 7.5 s, not 6 s.
    func testATimerWhoseViewComesBackTicksFromItsReturn() throws {
        let text = """
        struct V: View {
            @State private var n = 0
            @State private var shown = true
            let timer = Timer.publish(every: 3, on: .main, in: .common).autoconnect()
            var body: some View {
                VStack {
                    Rectangle().fill(Color.blue).frame(width: CGFloat(10 + 10 * n), height: 10)
                    if shown { Text("ticking").onReceive(timer) { _ in n += 1 } }
                }
            }
        }
        scene("return") { fps(60); root(V()); timeline { wait(3.5); shown = false; wait(1); shown = true; wait(4) } }
        """
        let s = try Self.load(text)
        XCTAssertEqual(s.description.changes.map(\.time), [3, 3.5, 4.5, 7.5])
        XCTAssertEqual(Self.bar(s, frame: 360), 20, "t = 6 s: no tick, the view came back at 4.5 s")
        XCTAssertEqual(Self.bar(s, frame: 449), 20)
        XCTAssertEqual(Self.bar(s, frame: 450), 30, "t = 7.5 s: 3 s after its return")
    }

    func testATimerForeverIsBoundedByTheScenesDuration() throws {
        let s = try Self.load(Self.scene(".onReceive(timer) { _ in withAnimation(.linear(duration: 0.5)) { n += 1 } }",
                                         extra: "let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()",
                                         timeline: "wait(2.2)"))
        // Ticks at 1 and 2; the tick at 2 animates until 2.5, so the scene lasts 2.5 s, and the
        // tick due at 3 s never comes.
        XCTAssertEqual(s.description.changes.map(\.time), [1, 2])
        XCTAssertEqual(s.plan.duration, 2.5, accuracy: 1e-12)
        XCTAssertEqual(Self.bar(s, frame: 135)!, 25, accuracy: 1e-9, "t = 2.25 s: halfway from 20 to 30")
        let bounded = try Self.load(Self.scene(".onReceive(timer) { _ in n += 1 }",
                                               extra: "let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()",
                                               settings: "duration(4.5)"))
        XCTAssertEqual(bounded.description.changes.map(\.time), [1, 2, 3, 4])
        XCTAssertEqual(bounded.frameCount, 271)
    }

    func testAsyncAfterRunsItsClosureAtFrame3() throws {
        let s = try Self.load(Self.scene(".onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { n = 1 } }",
                                         timeline: "wait(0.2)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.05])
        XCTAssertEqual(Self.bar(s, frame: 2), 10)
        XCTAssertEqual(Self.bar(s, frame: 3), 20, "0.05 s × 60 = frame 3")
    }

    func testATaskSleepsOnTheClockAndGoesOn() throws {
        let s = try Self.load(Self.scene("""
            .task {
                try? await Task.sleep(for: .seconds(1))
                n = 1
                try? await Task.sleep(nanoseconds: 500_000_000)
                if n == 1 {
                    try? await Task.sleep(for: .milliseconds(250))
                    n = 2
                }
            }
            """, timeline: "wait(2)"))
        XCTAssertEqual(s.description.changes.map(\.time), [1, 1.75])
        XCTAssertEqual(Self.bar(s, frame: 59), 10)
        XCTAssertEqual(Self.bar(s, frame: 60), 20, "t = 1 s")
        XCTAssertEqual(Self.bar(s, frame: 104), 20)
        XCTAssertEqual(Self.bar(s, frame: 105), 30, "t = 1.75 s: 1 + 0.5 + 0.25")
    }

    /// `Task.detached { … }` is a task like `Task { … }` (the scene runs on one actor): it
    /// sleeps on the scene's clock and its write shows then. It was "'Task' has no member
    /// 'detached'" in a public App Store clone.
    func testADetachedTaskRunsOnTheClockAsATaskDoes() throws {
        let s = try Self.load(Self.scene("""
            .onAppear {
                Task.detached(priority: .background) {
                    try? await Task.sleep(for: .seconds(1))
                    await MainActor.run { n = 1 }
                }
            }
            """, timeline: "wait(2)"))
        XCTAssertEqual(s.description.changes.map(\.time), [1])
        XCTAssertEqual(Self.bar(s, frame: 59), 10)
        XCTAssertEqual(Self.bar(s, frame: 60), 20, "t = 1 s")
    }

    func testATaskLoopSleepsEachPass() throws {
        let s = try Self.load(Self.scene("""
            .task {
                while n < 3 {
                    try? await Task.sleep(for: .seconds(0.5))
                    n += 1
                }
                do {
                    for i in 4...5 where i != 10 {
                        try await Task.sleep(for: .milliseconds(250))
                        n = i
                        if i == 5 { break }
                    }
                } catch {}
            }
            """, timeline: "wait(3)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.5, 1, 1.5, 1.75, 2])
        XCTAssertEqual(Self.bar(s, frame: 89), 30)
        XCTAssertEqual(Self.bar(s, frame: 90), 40, "t = 1.5 s: the third pass")
        XCTAssertEqual(Self.bar(s, frame: 120), 60, "t = 2 s: the for loop's second pass")
    }

    func testATaskStartedInAnAppearanceRunsAfterItsSleep() throws {
        let s = try Self.load(Self.scene(".onAppear { Task { try await Task.sleep(for: .seconds(0.5)); n = 3 } }",
                                         timeline: "wait(1)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.5])
        XCTAssertEqual(Self.bar(s, frame: 29), 10)
        XCTAssertEqual(Self.bar(s, frame: 30), 40)
    }

    func testAnEntranceAnimationInOnAppearPlaysFromTheFirstFrame() throws {
        let s = try Self.load(Self.scene(".onAppear { withAnimation(.linear(duration: 0.5)) { n = 2 } }"))
        XCTAssertEqual(s.description.changes.map(\.time), [0])
        XCTAssertEqual(Self.bar(s, frame: 0), 10, "t = 0: the animation starts")
        XCTAssertEqual(Self.bar(s, frame: 15)!, 20, accuracy: 1e-9, "t = 0.25 s: halfway from 10 to 30")
        XCTAssertEqual(Self.bar(s, frame: 30), 30)
        XCTAssertEqual(s.plan.duration, 0.5, accuracy: 1e-12, "the scene lasts until the entrance settles")
    }

    func testWithAnimationsCompletionRunsWhenTheAnimationSettles() throws {
        let s = try Self.load(Self.scene("""
            .onAppear {
                withAnimation(.easeInOut(duration: 0.4), completionCriteria: .logicallyComplete) { n = 1 } completion: { n = 4 }
            }
            """, timeline: "wait(1)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0, 0.4])
        XCTAssertEqual(Self.bar(s, frame: 23)!, 10 + 10 * UnitBezier.easeInOut.value(at: 23.0 / 24), accuracy: 1e-9,
                       "t = 0.383 s: 23/24 of the way through the ease")
        XCTAssertEqual(Self.bar(s, frame: 24), 50, "t = 0.4 s: the completion's change, outside any transaction, at once")
        let spring = try Self.load(Self.scene(".onAppear { withAnimation(.spring()) { n = 1 } completion: { n = 2 } }",
                                              timeline: "wait(1)"))
        // `.spring()` settles after 0.7348 s (docs/motion.md), so the completion comes at frame 45.
        XCTAssertEqual(spring.description.changes[1].time, 0.7348, accuracy: 1e-4)
        XCTAssertEqual(Self.bar(spring, frame: 44)!, 20, accuracy: 0.02)
        XCTAssertEqual(Self.bar(spring, frame: 45), 30)
    }

    func testOnDisappearRunsWhenItsViewGoes() throws {
        let s = try Self.load(Self.scene("", state: "@State private var n = 0\n    @State private var shown = true",
                                         timeline: "wait(0.5); tap(\"Hide\"); wait(0.5)")
            .replacingOccurrences(of: "Text(\"n = \\(n)\")", with: """
            if shown { Text("Going").onDisappear { n = 5 } }
                    Button("Hide") { shown = false }
            """))
        XCTAssertEqual(s.description.changes.map(\.time), [0.5, 0.5], "the tap, then the disappearance it caused")
        XCTAssertEqual(Self.bar(s, frame: 29), 10)
        XCTAssertEqual(Self.bar(s, frame: 30), 60)
    }

    func testOnChangeRunsAfterTheChangeItObserves() throws {
        let s = try Self.load(Self.scene(".onChange(of: n) { newValue in if newValue == 1 { n = 2 } }",
                                         timeline: "wait(0.25); n = 1; wait(0.25)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.25])
        XCTAssertEqual(Self.bar(s, frame: 14), 10)
        XCTAssertEqual(Self.bar(s, frame: 15), 30, "the observer's write lands in the same update")
    }
}
