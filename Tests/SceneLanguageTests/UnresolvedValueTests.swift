import SwiftCore
import SceneLanguage
import XCTest

/// Issue 30, item 2: nothing the evaluator cannot resolve ever stands for a value. Reading a
/// member a value does not have, or an implicit member nothing gives a type, is a located
/// error naming it; the probes below once drew the member's own name as text.
final class UnresolvedValueTests: XCTestCase {
    private func diagnostics(_ body: String, declarations: String = "") -> (compiled: Bool, [Diagnostic]) {
        let text = declarations + "struct P: View {\n\(body)\n}\nscene(\"s\") { root(P()) }\n"
        let (scene, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text))
        return (scene != nil, diagnostics)
    }

    func testAMemberACaseDoesNotHaveIsAnErrorNotItsName() {
        let (compiled, found) = diagnostics("""
            @Environment(\\.colorScheme) private var scheme
            var body: some View { Text("\\(scheme.title)") }
        """)
        XCTAssertFalse(compiled)
        XCTAssertEqual(found.map(\.id), ["unknown-member"])
        XCTAssertEqual(found.first?.text, "'.light' has no member 'title'")
        XCTAssertEqual(found.map { "\($0.location.line):\($0.location.column)" }, ["3:42"])
    }

    func testAnImplicitMemberOfAnEnumTheFileDeclaresStillResolves() {
        let (compiled, found) = diagnostics("""
            @State private var tab: Tab = .home
            var body: some View { Text(tab == .home ? "\\(tab)" : "other") }
        """, declarations: "enum Tab { case home, settings }\n")
        XCTAssertTrue(compiled, "\(found.map(\.text))")
        XCTAssertEqual(found, [])
    }

    func testAnInitWithNoTypeToResolveItIsAnError() {
        let (compiled, found) = diagnostics("""
            private let model = .init(title: "a")
            var body: some View { Text(model.title) }
        """)
        XCTAssertFalse(compiled)
        XCTAssertEqual(found.first?.id, "unresolved-member", "\(found.map(\.text))")
    }

    func testAMemberOfAnUnresolvedCaseInAChainIsAnError() {
        let (compiled, found) = diagnostics("""
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View { Text(sizeClass.debugName.uppercased()) }
        """)
        XCTAssertFalse(compiled)
        XCTAssertEqual(found.map(\.id), ["unknown-member"])
    }

    /// Issue 30, item 8: "unknown view" only where a view is written; a type made elsewhere
    /// is an unknown type, and a view's misspelling still gets its suggestion.
    func testAnUnknownTypeIsNotCalledAView() {
        let (_, asValue) = diagnostics("""
            var body: some View {
                let decoder = PropertyListDecoder()
                Text("x")
            }
        """)
        XCTAssertEqual(asValue.map(\.id), ["unknown-type"])
        XCTAssertEqual(asValue.first?.text, "unknown type 'PropertyListDecoder'")
        let (_, asView) = diagnostics("""
            var body: some View { Circel().frame(width: 10) }
        """)
        XCTAssertEqual(asView.map(\.id), ["unknown-view"])
        XCTAssertEqual(asView.first?.hint, "did you mean 'Circle'?")
    }
}
