import SwiftCore
import SceneLanguage
import ViewTree
import XCTest

/// Modifiers that draw nothing never block a render: accepted with any arguments, which are
/// not evaluated, and leaving the view as it was (docs/scene-language.md).
final class InertModifierTests: XCTestCase {
    func compile(_ body: String) -> (SceneDescription?, [Diagnostic]) {
        let text = "struct V: View {\n    @State private var name = \"\"\n    var body: some View {\n\(body)\n    }\n}\nscene(\"s\") { root(V()) }\n"
        return SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
    }

    func testAccessibilityFocusInputHoverDropAndEditingModifiersLeaveTheViewAsItWas() throws {
        let (scene, diagnostics) = compile("""
                Text("Hello")
                    .accessibilityHidden(true)
                    .accessibilityElement(children: .combine)
                    .accessibilityAddTraits(.isHeader)
                    .focused($name, equals: "x")
                    .keyboardShortcut("s", modifiers: .command)
                    .textContentType(.emailAddress)
                    .autocorrectionDisabled()
                    .hoverEffect(.lift)
                    .onDrop(of: [UTType.plainText], isTargeted: nil) { providers in true }
                    .contextMenu { Button("Delete") { } }
                    .swipeActions(edge: .trailing) { Button(role: .destructive) { } label: { Label("Delete", systemImage: "trash") } }
                    .onDelete { offsets in items.remove(atOffsets: offsets) }
                    .sensoryFeedback(.success, trigger: name)
                    .transformPreference(SizeKey.self) { $0 += 4 }
        """)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(scene?.initial)
        guard case .text("Hello") = root.kind else { return XCTFail("\(root.kind)") }
        XCTAssertTrue(root.modifiers.isEmpty, "\(root.modifiers)")
    }

    /// Handlers SwiftUI calls with what layout or scrolling found set state an iPhone draws on
    /// its next pass; those Matchcut does not run yet say so where written (issue 31, item 3).
    func testLayoutObserversLeaveTheViewAsItWasAndSaySoWhereWritten() throws {
        let (scene, diagnostics) = compile("""
                Text("Hello")
                    .onScrollPhaseChange { _, phase in moving = phase.isScrolling }
                    .onScrollVisibilityChange(threshold: 0.5) { visible in shown = visible }
        """)
        XCTAssertEqual(diagnostics.map(\.id), ["not-drawn", "not-drawn"])
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["5:14", "6:14"])
        XCTAssertEqual(diagnostics.first?.text, "'onScrollPhaseChange' is accepted but Matchcut does not draw what its action changes: the action does not run")
        let root = try XCTUnwrap(scene?.initial)
        guard case .text("Hello") = root.kind else { return XCTFail("\(root.kind)") }
        XCTAssertTrue(root.modifiers.isEmpty, "\(root.modifiers)")
    }

    /// `onGeometryChange` runs once Matchcut lays the screen out (GeometryObserverTests); a
    /// scene compiled with no screen says where it is written that its action did not run.
    func testOnGeometryChangeWithNoScreenSaysItsActionDidNotRun() throws {
        let (scene, diagnostics) = compile("""
                Text("Hello")
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { name = "\\($0)" }
        """)
        XCTAssertNotNil(scene)
        XCTAssertEqual(diagnostics.map(\.id), ["not-drawn"])
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["5:14"])
        XCTAssertEqual(diagnostics.first?.text,
                       "'onGeometryChange' is accepted but Matchcut does not draw what its action changes: the scene was compiled with no screen to lay out")
    }

    /// So does `onPreferenceChange` (PreferenceObserverTests runs it on a laid-out screen).
    func testOnPreferenceChangeWithNoScreenSaysItsActionDidNotRun() throws {
        let text = """
        struct WidthKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
        }
        struct V: View {
            @State private var width: CGFloat = 0
            var body: some View {
                Text("Hello")
                    .background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
                    .onPreferenceChange(WidthKey.self) { width = $0 }
            }
        }
        scene("s") { root(V()) }
        """
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
        XCTAssertNotNil(scene)
        XCTAssertEqual(diagnostics.map(\.id), ["not-drawn"])
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["10:14"])
        XCTAssertEqual(diagnostics.first?.text,
                       "'onPreferenceChange' is accepted but Matchcut does not draw what its action changes: the scene was compiled with no screen to lay out")
    }

    func testAnUnknownModifierStillSaysSo() {
        let (_, diagnostics) = compile("        Text(\"x\").accessibilityHiden(true)")
        XCTAssertEqual(diagnostics.map(\.id), ["unknown-modifier"])
        XCTAssertEqual(diagnostics.first?.hint, "did you mean 'accessibilityHidden'?")
    }
}
