import Foundation
import Geometry
import Matchcut
import Motion
import Render
import ViewTree
import XCTest

/// `Transaction`, `withTransaction` and `.transaction { }` from the app's own code: the
/// animation a change takes, and `disablesAnimations` making a change, a push and a sheet
/// instant (docs/motion.md, "Transactions").
final class TransactionTests: XCTestCase {
    static func scene(_ name: String, _ text: String) throws -> CompiledScene {
        let folder = Repo.temporaryFolder("transactions")
        let path = folder + "/\(name).scene"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return try CompiledScene.load(path: path, engine: RenderEngine())
    }

    static let app = """
    struct Page: View {
        @State private var path: [Int] = []
        @State private var wide = false
        @State private var sheet = false
        var body: some View {
            NavigationStack(path: $path) {
                VStack(spacing: 20) {
                    Color.blue.frame(width: wide ? 300 : 100, height: 40)
                    Button("Grow") { withTransaction(Transaction(animation: .linear(duration: 1))) { wide = true } }
                    Button("Open") {
                        var t = Transaction()
                        t.disablesAnimations = true
                        withTransaction(t) { path.append(1) }
                    }
                    Button("Present") { withTransaction(\\.disablesAnimations, true) { sheet = true } }
                }
                .navigationDestination(for: Int.self) { n in Text("Page \\(n)") }
            }
            .sheet(isPresented: $sheet) { Text("Sheet") }
        }
    }
    """

    func testWithTransactionGivesItsAnimationAndDisablesAnimationsMakesAPushAndASheetInstant() throws {
        let s = try Self.scene("with-transaction", Self.app + """

        scene("Transactions") {
            device(.iPhone14)
            root(Page())
            timeline {
                wait(0.2)
                tap("Grow")
                wait(1.2)
                tap("Open")
                wait(0.6)
            }
        }
        """)
        let changes = s.description.changes
        XCTAssertEqual(changes.map(\.time).map { ($0 * 1000).rounded() / 1000 }, [0.2, 1.4])
        XCTAssertEqual(changes[0].animation?.curve, .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 1))
        // Halfway through the linear second (t = 0.7 s, frame 42): 100 → 300 is at 200.
        let bar = s.plan.sample(at: s.time(ofFrame: 42)).elements.first { $0.element.frame.height == 40 }
        XCTAssertEqual(try XCTUnwrap(bar).element.frame.width, 200, accuracy: 0.01)
        // The push under 'disablesAnimations': no animation, and the page is all there at once.
        XCTAssertNil(changes[1].animation)
        XCTAssertFalse(changes[1].scopedAnimations.contains { $0.animation == .systemTransition })
        XCTAssertTrue(SeedSceneTests.texts(s, frame: 85).contains("Page 1"), "t = 1.417 s: pushed at once")
        XCTAssertFalse(SeedSceneTests.texts(s, frame: 85).contains("Grow"))
    }

    func testASheetPresentedWithDisabledAnimationsIsThereAtOnce() throws {
        let s = try Self.scene("sheet", Self.app + """

        scene("Sheet") {
            device(.iPhone14)
            root(Page())
            timeline {
                wait(0.2)
                tap("Present")
                wait(0.5)
            }
        }
        """)
        let change = try XCTUnwrap(s.description.changes.first)
        XCTAssertNil(change.animation)
        XCTAssertEqual(change.scopedAnimations.filter { $0.root.description.hasPrefix("sheet@") }.count, 0)
        let sheet = try XCTUnwrap(PresentationTests.element(s, "sheet-background", frame: 13)).element.frame
        XCTAssertEqual(sheet.minY, 57, accuracy: 0.01, "t = 0.217 s: at rest already")
    }

    func testTheTransactionModifierRewritesTheAnimationOfTheViewsInside() throws {
        let s = try Self.scene("modifier", """
        struct Bars: View {
            @State private var wide = false
            var body: some View {
                VStack(spacing: 20) {
                    Color.red.frame(width: wide ? 300 : 100, height: 30)
                        .transaction { $0.animation = nil }
                    Color.green.frame(width: wide ? 300 : 100, height: 31)
                        .transaction { t in t.animation = .linear(duration: 2) }
                    Color.blue.frame(width: wide ? 300 : 100, height: 32)
                    Button("Go") { withAnimation(.linear(duration: 1)) { wide = true } }
                }
            }
        }
        scene("Modifier") {
            device(.iPhone14)
            root(Bars())
            timeline {
                wait(0.2)
                tap("Go")
                wait(2.2)
            }
        }
        """)
        // Half a second in (frame 42): red is there at once, green a quarter of its 2 s, blue half of its 1 s.
        let sample = s.plan.sample(at: s.time(ofFrame: 42))
        func width(_ height: Double) throws -> Double {
            try XCTUnwrap(sample.elements.first { $0.element.frame.height == height }).element.frame.width
        }
        XCTAssertEqual(try width(30), 300, accuracy: 0.01)
        XCTAssertEqual(try width(31), 150, accuracy: 0.01)
        XCTAssertEqual(try width(32), 200, accuracy: 0.01)
    }

    static let mixed = """
    struct Card: View {
        @State private var wide = false
        @State private var label = "Closed"
        @State private var hint = true
        var body: some View {
            VStack(spacing: 20) {
                Color.blue.frame(width: wide ? 300 : 100, height: 40)
                Text(label)
                if hint { Text("Tap to open") }
                Button("After") {
                    withAnimation(.linear(duration: 1)) { wide.toggle() }
                    label = "Open"
                    hint = false
                }
                Button("Before") {
                    label = "Open"
                    withAnimation(.linear(duration: 1)) { wide.toggle() }
                }
            }
        }
    }
    """

    static func mixedScene(_ button: String) throws -> CompiledScene {
        try scene("mixed-\(button)", mixed + """

        scene("Mixed") {
            device(.iPhone14)
            root(Card())
            timeline {
                wait(0.2)
                tap("\(button)")
                wait(1.2)
            }
        }
        """)
    }

    /// `withAnimation { wide.toggle() }` then `label = "Open"` in one tap: SwiftUI commits each
    /// transaction as an update of its own, so the bar animates over its second while the
    /// label changes and the hint goes at once (docs/motion.md, "Transactions").
    func testWritesOutsideWithAnimationAfterItChangeAtOnceWhileTheRestAnimates() throws {
        let s = try Self.mixedScene("After")
        let change = try XCTUnwrap(s.description.changes.first)
        XCTAssertEqual(change.animation?.curve, .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 1))
        XCTAssertNotNil(change.animatedEnd)
        XCTAssertNil(change.instantStart)
        // Frame 13 (t = 0.217 s, 1/60 s in) and frame 42 (t = 0.7 s, half way): 100 → 300.
        for (frame, width) in [(13, 100 + 200.0 / 60), (42, 200.0)] {
            let sample = s.plan.sample(at: s.time(ofFrame: frame))
            let bar = try XCTUnwrap(sample.elements.first { $0.element.frame.height == 40 })
            XCTAssertEqual(bar.element.frame.width, width, accuracy: 0.01, "frame \(frame)")
            let texts = SeedSceneTests.texts(s, frame: frame)
            XCTAssertTrue(texts.contains("Open"), "frame \(frame): \(texts)")
            XCTAssertFalse(texts.contains("Closed"), "frame \(frame): \(texts)")
            XCTAssertFalse(texts.contains("Tap to open"), "frame \(frame): \(texts)")
            let label = try XCTUnwrap(sample.elements.first { if case let .text(run) = $0.element.content { run.string == "Open" } else { false } })
            XCTAssertEqual(label.opacity, 1, "frame \(frame): the new label is all there, not fading in")
        }
    }

    /// The same writes the other way round: the label changes at once and the bar animates.
    func testWritesOutsideWithAnimationBeforeItChangeAtOnceWhileTheRestAnimates() throws {
        let s = try Self.mixedScene("Before")
        let change = try XCTUnwrap(s.description.changes.first)
        XCTAssertEqual(change.animation?.curve, .bezier(x1: 0, y1: 0, x2: 1, y2: 1, duration: 1))
        XCTAssertNotNil(change.instantStart)
        XCTAssertNil(change.animatedEnd)
        for (frame, width) in [(13, 100 + 200.0 / 60), (42, 200.0)] {
            let sample = s.plan.sample(at: s.time(ofFrame: frame))
            let bar = try XCTUnwrap(sample.elements.first { $0.element.frame.height == 40 })
            XCTAssertEqual(bar.element.frame.width, width, accuracy: 0.01, "frame \(frame)")
            let texts = SeedSceneTests.texts(s, frame: frame)
            XCTAssertTrue(texts.contains("Open"), "frame \(frame): \(texts)")
            XCTAssertFalse(texts.contains("Closed"), "frame \(frame): \(texts)")
            XCTAssertTrue(texts.contains("Tap to open"), "frame \(frame): \(texts)")
        }
    }

    /// Two animations in one action: Matchcut gives every change the last one, with a note at
    /// the action; one animation (the mixed scenes above) gives no note.
    func testTwoAnimationsInOneActionAreNoted() throws {
        let s = try Self.scene("two-animations", """
        struct Bars: View {
            @State private var wide = false
            @State private var tall = false
            var body: some View {
                VStack {
                    Color.blue.frame(width: wide ? 300 : 100, height: tall ? 80 : 40)
                    Button("Go") {
                        withAnimation(.linear(duration: 1)) { wide = true }
                        withAnimation(.easeIn(duration: 0.5)) { tall = true }
                    }
                }
            }
        }
        scene("Two") {
            device(.iPhone14)
            root(Bars())
            timeline {
                wait(0.2)
                tap("Go")
                wait(1.2)
            }
        }
        """)
        XCTAssertEqual(s.description.changes.first?.animation?.curve, .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 0.5))
        let notes = s.diagnostics.filter { $0.message.contains("two animations in one action") }
        XCTAssertEqual(notes.map(\.location.line), [9], s.warnings)  // the second withAnimation
        XCTAssertFalse(try Self.mixedScene("After").diagnostics.contains { $0.message.contains("two animations") })
    }

    /// `path.append(…)` in a Button's action, no `withAnimation`: iOS slides the page in with
    /// UIKit's push all the same (docs/motion.md, "System transitions"); 0.1 s in, UIKit's
    /// spring is 0.545 of the way, so the page's text has 45.5 % of 390 pt still to go.
    func testAPushOutsideWithAnimationSlidesWithUIKitsTiming() throws {
        let s = try Self.scene("plain-push", """
        struct Pages: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Next") { path.append(7) }
                        .navigationDestination(for: Int.self) { n in Text("Page \\(n)") }
                }
            }
        }
        scene("Plain push") {
            device(.iPhone14)
            root(Pages())
            timeline {
                wait(0.5)
                tap("Next")
                wait(1)
            }
        }
        """)
        let change = try XCTUnwrap(s.description.changes.first)
        XCTAssertNil(change.animation)
        XCTAssertFalse(change.disablesAnimations)
        func pageText(at time: Double) throws -> Rect {
            try XCTUnwrap(s.plan.sample(at: time).elements.first {
                if case let .text(run) = $0.element.content { run.string == "Page 7" } else { false }
            }).element.frame
        }
        let rest = try pageText(at: 2)
        XCTAssertEqual(try pageText(at: 0.6).minX - rest.minX, 390 * (1 - 0.545), accuracy: 1.5)
        XCTAssertEqual(s.plan.transitions.first?.duration ?? 0, 0.5057, accuracy: 0.01)
    }

    /// A view a plain write inserts while its parent still fades in (a public Kavsoft hero's
    /// heart and close buttons, shown 0.2 s into the card's spring) is drawn at once, in its
    /// own draw order: the heart over its white circle, as at rest. Before, it was added in
    /// reverse and the heart sat under its background until the spring ended.
    func testAViewInsertedAtOnceDuringAnAnimationKeepsItsDrawOrder() throws {
        let s = try Self.scene("inserted-order", """
        struct P: View {
            @State var show = false
            @State var load = false
            var body: some View {
                ZStack {
                    Color.gray
                    if show {
                        VStack {
                            if load {
                                Image(systemName: "heart.fill")
                                    .foregroundColor(.red)
                                    .padding()
                                    .background(Color.white)
                                    .clipShape(Circle())
                            }
                        }
                        .frame(width: 200, height: 200)
                        .background(Color.yellow)
                    }
                }
            }
        }
        scene("inserted order") {
            root(P())
            timeline {
                wait(0.2)
                withAnimation(.spring()) { show = true }
                wait(0.2)
                load = true
                wait(1.2)
            }
        }
        """)
        for index in [25, 30, 60] {
            let order = s.plan.sample(at: s.time(ofFrame: index)).elements.map(\.element.identity.description)
            let heart = try XCTUnwrap(order.firstIndex { $0.hasSuffix("if:true/0:Image") }, "frame \(index)")
            let circle = try XCTUnwrap(order.firstIndex { $0.hasSuffix("0:Image/background") }, "frame \(index)")
            XCTAssertLessThan(circle, heart, "frame \(index): \(order)")
        }
    }
}
