import SceneLanguage
import XCTest

/// `Image(systemName:)` with a name Matchcut cannot draw renders a placeholder, with a warning.
final class SymbolWarningTests: XCTestCase {
    func compile(_ symbol: String) -> [Diagnostic] {
        let text = """
        struct V: View {
            var body: some View { Image(systemName: "\(symbol)") }
        }
        scene("s") { root(V()) }
        """
        return SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text)).1
    }

    func testAKnownSymbolIsQuiet() {
        XCTAssertEqual(compile("star.fill"), [])
    }

    func testAnUnknownSymbolWarnsWithASuggestion() {
        let warning = compile("star.fil").first
        XCTAssertEqual(warning?.severity, .warning)
        XCTAssertEqual(warning?.text, "Matchcut has no drawing of the symbol 'star.fil'; a placeholder is drawn")
        XCTAssertEqual(warning?.hint, "did you mean 'star.fill'? the symbols drawn are listed in docs/scene-language.md")
        XCTAssertEqual(warning?.location.line, 2)
        XCTAssertEqual(warning?.location.column, 33, "at the systemName: argument")
    }
}
