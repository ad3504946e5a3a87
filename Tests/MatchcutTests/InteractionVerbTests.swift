import Foundation
import Matchcut
import Motion
import Render
import XCTest

/// The timeline's verbs, each asserting the frame at which the state the app's code sets
/// shows (60 fps), and the located errors for a verb that finds nothing or too much.
final class InteractionVerbTests: XCTestCase {
    typealias T = TimeSourceTests

    /// Diagnostics of a scene that does not load.
    func errors(_ text: String, _ name: String = #function) throws -> [SceneDiagnostic] {
        let folder = Repo.temporaryFolder("verbs")
        let path = folder + "/\(name.filter(\.isLetter)).scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return CompiledScene.check(path: path, engine: try RenderEngine()).diagnostics.filter { $0.severity == .error }
    }

    static let buttons = """
        HStack {
            Button("Add") { n += 1 }
            Button("Add twice") { withAnimation(.linear(duration: 0.5)) { n += 2 } }
            Text("Add").onTapGesture(count: 2) { n = 9 }
        }
        """

    func testTapRunsTheButtonsActionAtItsTime() throws {
        let s = try T.load(T.scene("", extra: "", timeline: "wait(0.5); tap(\"Add\", index: 0); wait(0.5); tap(\"Add twice\"); wait(1)")
            .replacingOccurrences(of: "Text(\"n = \\(n)\")", with: Self.buttons))
        XCTAssertEqual(s.description.changes.map(\.time), [0.5, 1])
        XCTAssertEqual(T.bar(s, frame: 29), 10)
        XCTAssertEqual(T.bar(s, frame: 30), 20, "tap at 0.5 s: a plain change, at once")
        XCTAssertEqual(T.bar(s, frame: 75)!, 30, accuracy: 1e-9, "t = 1.25 s: halfway through the action's own withAnimation")
        XCTAssertEqual(T.bar(s, frame: 90), 40)
    }

    func testADoubleTapRunsOnlyTheTwoTapGesture() throws {
        let s = try T.load(T.scene("", timeline: "wait(0.25); tap(\"Add\", count: 2); wait(0.25)")
            .replacingOccurrences(of: "Text(\"n = \\(n)\")", with: Self.buttons))
        XCTAssertEqual(T.bar(s, frame: 15), 100, "n = 9")
    }

    func testAnAmbiguousTapListsTheCandidatesWithTheirIndex() throws {
        let twice = Self.buttons.replacingOccurrences(of: "Button(\"Add twice\")", with: "Button(\"Add\")")
        let errors = try errors(T.scene("", timeline: "tap(\"Add\")").replacingOccurrences(of: "Text(\"n = \\(n)\")", with: twice))
        XCTAssertEqual(errors.map(\.id), ["ambiguous-touch-target"])
        XCTAssertEqual(errors.first?.message, "'tap(\"Add\")' matches 2 views on screen")
        XCTAssertEqual(errors.first?.hint, "add 'index:' to 'tap(\"Add\")' (0 is the first): 0 Button \"Add\", 1 Button \"Add\"")
        let s = try T.load(T.scene("", timeline: "tap(\"Add\", index: 1); wait(0.5)").replacingOccurrences(of: "Text(\"n = \\(n)\")", with: twice))
        XCTAssertEqual(T.bar(s, frame: 15)!, 20, accuracy: 1e-9, "the second 'Add' adds 2 in 0.5 s: halfway at 0.25 s")
    }

    func testATapThatFindsNothingNamesWhatIsOnScreen() throws {
        let errors = try errors(T.scene("", timeline: "wait(0.1)\n tap(\"Remove\")").replacingOccurrences(of: "Text(\"n = \\(n)\")", with: Self.buttons))
        XCTAssertEqual(errors.map(\.id), ["no-touch-target"])
        XCTAssertEqual(errors.first?.message, "'tap(\"Remove\")' finds nothing on screen to touch")
        XCTAssertEqual(errors.first?.hint, "on screen now: Button \"Add\", Button \"Add twice\"")
        XCTAssertEqual(errors.first.map { "\($0.location.line):\($0.location.column)" }, "22:2")
    }

    func testTapByIdAndAtAPoint() throws {
        let s = try T.load(T.scene(".accessibilityIdentifier(\"stack\").onTapGesture { n += 1 }",
                                   timeline: "wait(0.1); tap(id: \"stack\"); wait(0.1); tap(at: (195, 414)); wait(0.1)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.1, 0.2])
        XCTAssertEqual(T.bar(s, frame: 13), 30)
    }

    /// `.id(x)` renames a view and everything inside it; the code they hold goes with them
    /// (BuildContext.reidentifyCode, through CodeIndex): a tap finds the renamed button in an
    /// `.id`'d ForEach element and inside an `.id`'d container, by label and by accessibility
    /// identifier, and a sibling's code stays its own.
    func testCodeFollowsItsViewThroughId() throws {
        let views = """
            VStack {
                ForEach(0..<3, id: \\.self) { i in Button("Add \\(i)") { n += i + 1 }.id(i) }
                VStack { Button("Deep") { n = 5 }.id("deep") }.id("outer")
                Text("Seven").onTapGesture { n = 7 }.accessibilityIdentifier("panel").id("box")
            }
            """
        let s = try T.load(T.scene("", timeline: "wait(0.1); tap(\"Add 2\"); wait(0.1); tap(\"Deep\"); wait(0.1); tap(id: \"panel\"); wait(0.1)")
            .replacingOccurrences(of: "Text(\"n = \\(n)\")", with: views))
        XCTAssertEqual(s.description.changes.map(\.time), [0.1, 0.2, 0.3])
        XCTAssertEqual(T.bar(s, frame: 5), 10, "n = 0 before the first tap")
        XCTAssertEqual(T.bar(s, frame: 11), 40, "'Add 2' adds 3")
        XCTAssertEqual(T.bar(s, frame: 17), 60, "'Deep', two .ids down, sets 5")
        XCTAssertEqual(T.bar(s, frame: 24), 80, "the Text found by its identifier sets 7")
    }

    func testALongPressRunsAfterItsMinimumDuration() throws {
        let s = try T.load(T.scene(".onLongPressGesture { n = 1 }", timeline: "wait(0.2); longPress(\"n = 0\"); wait(0.3)"))
        // Pressed at 0.2 s, held 0.5 s: the press's code runs at 0.7 s.
        XCTAssertEqual(s.description.changes.map(\.time), [0.7])
        XCTAssertEqual(T.bar(s, frame: 41), 10)
        XCTAssertEqual(T.bar(s, frame: 42), 20)
    }

    func testADragFeedsOnChangedEachFrameAndOnEndedTheLastValue() throws {
        let s = try T.load(T.scene("""
            .offset(y: offset)
            .gesture(DragGesture()
                .onChanged { value in offset = value.translation.height }
                .onEnded { value in if value.predictedEndTranslation.height > 100 { n = 1 }; offset = 0 })
            """, extra: "@State private var offset: CGFloat = 0", timeline: "wait(0.1); drag(\"n = 0\", by: (0, 60), duration: 0.1); wait(0.2)"))
        // Frames at 0.1 + k/60 for k = 1…6: the bar follows the finger 10 pt a frame, then
        // the end (60 pt plus 600 pt/s carried 0.499 s: predicted 359 pt) sets n and springs back.
        let y0 = try XCTUnwrap(s.plan.sample(at: 0).elements.first { $0.kind == "Rectangle" }?.frame.minY)
        for k in 1...5 {
            let y = s.plan.sample(at: s.time(ofFrame: 6 + k)).elements.first { $0.kind == "Rectangle" }?.frame.minY
            XCTAssertEqual(y!, y0 + Double(10 * k), accuracy: 1e-6, "frame \(6 + k)")
        }
        XCTAssertEqual(T.bar(s, frame: 12), 20, "t = 0.2 s: onEnded")
        XCTAssertEqual(s.plan.sample(at: s.time(ofFrame: 12)).elements.first { $0.kind == "Rectangle" }?.frame.minY, y0)
    }

    func testOpenURLRunsOnOpenURLWithTheURL() throws {
        let s = try T.load(T.scene(".onOpenURL { url in if url.host == \"item\", let id = Int(url.lastPathComponent) { n = id } }",
                                   timeline: "wait(0.5); openURL(\"myapp://item/3\"); wait(0.1)"))
        XCTAssertEqual(s.description.changes.map(\.time), [0.5])
        XCTAssertEqual(T.bar(s, frame: 30), 40)
        let errors = try errors(T.scene("", timeline: "openURL(\"myapp://x\")"))
        XCTAssertEqual(errors.map(\.message), ["'openURL(\"myapp://x\")' reaches no 'onOpenURL' on screen"])
    }
}
