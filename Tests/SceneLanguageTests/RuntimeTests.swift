import SwiftCore
import ViewTree
import XCTest
@testable import SceneLanguage

/// The runtime the app's code runs on: state kept by view identity, bindings that write
/// where they point, classes shared by reference, environment objects, and closures run
/// later within a transaction (what the interactions will do with taps and timers).
final class RuntimeTests: XCTestCase {
    /// A running scene, its root's initial state built.
    struct Running {
        let it: Interpreter
        let session: SceneSession
        var snap: SceneSession.Snapshot

        init(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
            let source = SourceFile(path: "runtime.scene", text: text)
            let (program, syntax) = Parser.parse(source, dialect: .swiftUI)
            XCTAssertEqual(syntax, [], file: file, line: line)
            it = Interpreter(program: program, file: source.path)
            it.evaluateGlobals()
            let settings = try SceneBlock(decl: try XCTUnwrap(program.scenes.first), it: it).settings()
            XCTAssertEqual(it.diagnostics.all, [], file: file, line: line)
            let root = try XCTUnwrap(settings.root)
            session = try SceneSession(it, root: root.instance, decl: root.decl, environment: settings.environment)
            _ = try session.start(at: .unknown)
            snap = try session.snapshot(at: .unknown)
            XCTAssertEqual(it.diagnostics.all, [], file: file, line: line)
        }

        /// The text of every Text on screen, in tree order.
        var texts: [String] { Running.texts(snap.tree) }

        static func texts(_ tree: ViewNode) -> [String] {
            allNodes(tree).compactMap(\.kind.textString)
        }

        /// Runs the `index`th handler of `kind` the screen holds, and builds the screen again.
        @discardableResult
        mutating func run(_ kind: Handler.Kind, _ index: Int = 0, animation: AnimationSpec? = nil) throws -> SceneSession.Update {
            let handlers = it.build.handlers.filter { $0.kind == kind }
            let handler = handlers[index]
            let update = try session.run(handler.closure, transaction: Transaction(animation: animation), at: handler.location)
            snap = try session.snapshot(at: .unknown)
            return update
        }
    }

    func testStateLivesAsLongAsTheViewsIdentity() throws {
        var scene = try Running("""
        struct Counter: View {
            @State private var count = 0
            var body: some View { Button("\\(count)") { count += 1 } }
        }
        struct Root: View {
            @State var shown = true
            var body: some View {
                VStack {
                    if shown { Counter() }
                    Button("toggle") { shown.toggle() }
                }
            }
        }
        scene("s") { root(Root()) }
        """)
        XCTAssertEqual(scene.texts, ["0", "toggle"])
        try scene.run(.action, 0)
        try scene.run(.action, 0)
        XCTAssertEqual(scene.texts, ["2", "toggle"], "the counter's state survives each rebuild")
        try scene.run(.action, 1)
        XCTAssertEqual(scene.texts, ["toggle"])
        try scene.run(.action, 0)
        XCTAssertEqual(scene.texts, ["0", "toggle"], "a view that left and came back starts again")
    }

    func testABindingWritesTheStateItCameFrom() throws {
        var scene = try Running("""
        struct Switch: View {
            @Binding var isOn: Bool
            var body: some View { Button(isOn ? "on" : "off") { isOn.toggle() } }
        }
        struct Root: View {
            @State private var lamp = false
            var body: some View {
                VStack {
                    Switch(isOn: $lamp)
                    Text(lamp ? "lit" : "dark")
                }
            }
        }
        scene("s") { root(Root()) }
        """)
        XCTAssertEqual(scene.texts, ["off", "dark"])
        let update = try scene.run(.action)
        XCTAssertTrue(update.changed)
        XCTAssertEqual(scene.texts, ["on", "lit"])
    }

    func testABindingIntoAStructAndAnArrayElement() throws {
        var scene = try Running("""
        struct Item { var title: String; var done = false }
        struct Row: View {
            @Binding var item: Item
            var body: some View { Button(item.title + (item.done ? " ✓" : "")) { item.done = true } }
        }
        struct Root: View {
            @State private var items = [Item(title: "a"), Item(title: "b")]
            var body: some View {
                VStack {
                    Row(item: $items[1])
                    Text("\\(items.filter { $0.done }.count) done")
                }
            }
        }
        scene("s") { root(Root()) }
        """)
        try scene.run(.action)
        XCTAssertEqual(scene.texts, ["b ✓", "1 done"])
    }

    func testAnObservableObjectIsSharedByReference() throws {
        var scene = try Running("""
        final class Basket: ObservableObject {
            @Published var count = 0
            var note = "quiet"
            func add() { count += 1 }
        }
        struct Badge: View {
            @ObservedObject var basket: Basket
            var body: some View { Text("badge \\(basket.count)") }
        }
        struct Root: View {
            @StateObject private var basket = Basket()
            var body: some View {
                VStack {
                    Badge(basket: basket)
                    Button("add") { basket.add() }
                    Button("note") { basket.note = "loud" }
                    Text(basket.note)
                }
            }
        }
        scene("s") { root(Root()) }
        """)
        XCTAssertEqual(scene.texts, ["badge 0", "add", "note", "quiet"])
        XCTAssertTrue(try scene.run(.action, 0).changed)
        XCTAssertEqual(scene.texts, ["badge 1", "add", "note", "quiet"], "the @StateObject is made once and shared")
        XCTAssertFalse(try scene.run(.action, 1).changed, "a property without @Published is not observed")
    }

    func testObservationIgnoredIsNotObserved() throws {
        var scene = try Running("""
        @Observable final class Model {
            var title = "A"
            @ObservationIgnored var cache = 0
        }
        struct Root: View {
            @State private var model = Model()
            var body: some View {
                VStack {
                    Text(model.title)
                    Button("title") { model.title = "B" }
                    Button("cache") { model.cache += 1 }
                }
            }
        }
        scene("s") { root(Root()) }
        """)
        XCTAssertFalse(try scene.run(.action, 1).changed)
        XCTAssertTrue(try scene.run(.action, 0).changed)
        XCTAssertEqual(scene.texts.first, "B")
    }

    func testEnvironmentObjectsAndBindable() throws {
        var scene = try Running("""
        final class Store: ObservableObject { @Published var name = "Ana" }
        @Observable final class Profile { var city = "Lima" }
        struct NameField: View {
            @Binding var text: String
            var body: some View { Button(text) { text = "Bea" } }
        }
        struct Card: View {
            @EnvironmentObject var store: Store
            @Environment(Profile.self) private var profile
            var body: some View {
                @Bindable var profile = profile
                VStack {
                    NameField(text: $store.name)
                    NameField(text: $profile.city)
                }
            }
        }
        struct Root: View {
            var body: some View { Card() }
        }
        scene("s") { root(Root().environmentObject(Store()).environment(Profile())) }
        """)
        XCTAssertEqual(scene.texts, ["Ana", "Lima"])
        try scene.run(.action, 0)
        try scene.run(.action, 1)
        XCTAssertEqual(scene.texts, ["Bea", "Bea"], "bindings into an environment object and a @Bindable")
    }

    func testSystemEnvironmentValuesAndEnvironmentModifiers() throws {
        let scene = try Running("""
        struct Scheme: View {
            @Environment(\\.colorScheme) private var scheme
            @Environment(\\.horizontalSizeClass) private var width
            var body: some View { Text("\\(scheme) \\(width)") }
        }
        struct Root: View {
            var body: some View {
                VStack {
                    Scheme()
                    Scheme().environment(\\.colorScheme, .dark)
                }
            }
        }
        scene("s") { root(Root()) }
        """)
        XCTAssertEqual(scene.texts, ["light compact", "dark compact"])
        // Drawn, not noted (`Running` asserts no diagnostics): the view inside takes the dark
        // values of its colours (docs/drawing.md, "Dark mode"; MaterialAndAppearanceTests).
        let dark = allNodes(scene.snap.tree).filter { $0.modifiers.contains { if case .colorScheme(.dark) = $0 { true } else { false } } }
        XCTAssertEqual(dark.count, 1, "the second Scheme is drawn in dark")
    }

    func testWithAnimationInAClosureAnimatesTheChange() throws {
        var scene = try Running("""
        struct Root: View {
            @State private var selected = 0
            @State private var open = false
            var body: some View {
                VStack {
                    Text(open ? "open \\(selected)" : "closed")
                    Button("go") {
                        selected = 2
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) { open = true }
                    }
                }
            }
        }
        scene("s") { root(Root()) }
        """)
        let update = try scene.run(.action)
        XCTAssertEqual(update.animation?.label, ".spring(response: 0.4, dampingFraction: 0.8)")
        XCTAssertEqual(scene.texts.first, "open 2")
    }

    func testExplicitInitsAndStateInitialValues() throws {
        var scene = try Running("""
        struct Stepper: View {
            let step: Int
            @State private var value: Int
            init(start: Int, step: Int = 5) {
                self.step = step
                _value = State(initialValue: start)
            }
            var body: some View { Button("\\(value)") { value += step } }
        }
        struct Root: View {
            var body: some View { Stepper(start: 10) }
        }
        scene("s") { root(Root()) }
        """)
        XCTAssertEqual(scene.texts, ["10"])
        try scene.run(.action)
        XCTAssertEqual(scene.texts, ["15"])
    }

    func testOnChangeRunsItsAssignments() throws {
        var scene = try Running("""
        struct Root: View {
            @State private var query = ""
            @State private var length = 0
            var body: some View {
                VStack {
                    Text("\\(length)")
                    Button("type") { query = "swift" }
                }
                .onChange(of: query) { _, new in length = new.count }
            }
        }
        scene("s") { root(Root()) }
        """)
        let update = try scene.run(.action)
        XCTAssertEqual(Running.texts(update.tree).first, "5", "the change settles: onChange's assignment is built too")
    }

    func testAMutatingMethodOnState() throws {
        var scene = try Running("""
        struct Tally {
            var n = 0
            mutating func bump() { n += 1 }
        }
        struct Root: View {
            @State private var tally = Tally()
            var body: some View { Button("\\(tally.n)") { tally.bump() } }
        }
        scene("s") { root(Root()) }
        """)
        try scene.run(.action)
        try scene.run(.action)
        XCTAssertEqual(scene.texts, ["2"])
    }

    func testLayoutAssignmentsReachAStateObject() throws {
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "l.scene", text: """
        final class Feed: ObservableObject {
            @Published var selected: Int? = nil
            let names = ["a", "b", "c"]
        }
        struct Root: View {
            @StateObject var feed = Feed()
            var body: some View {
                if let i = feed.selected { Text(feed.names[i]) } else { Text("none") }
            }
        }
        scene("s") {
            root(Root())
            layout("list") { }
            layout("detail") { feed.selected = 2 }
        }
        """))
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(scene?.layouts.map { Running.texts($0.tree) }, [["none"], ["c"]])
    }

    func testAMissingEnvironmentObjectIsALocatedError() {
        let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "e.scene", text: """
        final class Store: ObservableObject {}
        struct Root: View {
            @EnvironmentObject var store: Store
            var body: some View { Text("x") }
        }
        scene("s") { root(Root()) }
        """))
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column) \($0.text)" },
                       ["3:5 no object of type 'Store' in the environment of this view"])
    }
}
