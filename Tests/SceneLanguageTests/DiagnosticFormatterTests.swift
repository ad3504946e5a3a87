import SwiftCore
import ViewTree
import XCTest
@testable import SceneLanguage

final class DiagnosticFormatterTests: XCTestCase {
    func testFormatsLocationSourceLineCaretAndHint() {
        let text = "struct V: View {\n    var body: some View {\n        Circel()\n    }\n}\nscene(\"é\") { root(V()) }\n"
        let source = SourceFile(path: "scenes/bad.scene", text: text)
        let (_, diagnostics) = SceneCompiler.compile(source: source)
        XCTAssertEqual(DiagnosticFormatter().format(diagnostics, in: source), """
        scenes/bad.scene:3:9: error: unknown view 'Circel'
        3 |         Circel()
          |         ^
        hint: did you mean 'Circle'?

        """)
    }

    func testColumnsCountCharactersNotBytes() {
        let source = SourceFile(path: "a.scene", text: "let s = \"héllo\" \\\n")
        let (_, diagnostics) = SceneCompiler.compile(source: source)
        let bad = diagnostics.first { $0.id == "unexpected-character" }
        XCTAssertEqual(bad?.location.column, 17)
        XCTAssertEqual(bad?.text, "unexpected character '\\'")
    }
}
