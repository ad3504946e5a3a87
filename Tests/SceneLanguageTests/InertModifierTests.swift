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
                    .preference(key: SizeKey.self, value: 4)
        """)
        XCTAssertEqual(diagnostics, [])
        let root = try XCTUnwrap(scene?.initial)
        guard case .text("Hello") = root.kind else { return XCTFail("\(root.kind)") }
        XCTAssertTrue(root.modifiers.isEmpty, "\(root.modifiers)")
    }

    /// Handlers SwiftUI calls with what layout found set state an iPhone draws on its next
    /// pass; Matchcut does not run them, so each says so where it is written (issue 31, item 3).
    func testLayoutObserversLeaveTheViewAsItWasAndSaySoWhereWritten() throws {
        let (scene, diagnostics) = compile("""
                Text("Hello")
                    .onPreferenceChange(SizeKey.self) { value in size = value }
                    .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in offset = y }
        """)
        XCTAssertEqual(diagnostics.map(\.id), ["not-drawn", "not-drawn", "not-drawn"])
        XCTAssertEqual(diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["5:14", "6:14", "7:14"])
        XCTAssertEqual(diagnostics.first?.text, "'onPreferenceChange' is accepted but Matchcut does not draw what its action changes: the action does not run")
        let root = try XCTUnwrap(scene?.initial)
        guard case .text("Hello") = root.kind else { return XCTFail("\(root.kind)") }
        XCTAssertTrue(root.modifiers.isEmpty, "\(root.modifiers)")
    }

    func testAnUnknownModifierStillSaysSo() {
        let (_, diagnostics) = compile("        Text(\"x\").accessibilityHiden(true)")
        XCTAssertEqual(diagnostics.map(\.id), ["unknown-modifier"])
        XCTAssertEqual(diagnostics.first?.hint, "did you mean 'accessibilityHidden'?")
    }
}
