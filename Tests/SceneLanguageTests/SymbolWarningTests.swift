import SwiftCore
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

    /// A known symbol draws without a warning; one no iOS reference measures carries the note
    /// that its frame is its stand-in glyph's, once a scene (docs/symbols.md, "Frames").
    func testAKnownSymbolIsQuiet() {
        XCTAssertEqual(compile("star.fill").filter { $0.severity != .note }, [])
        XCTAssertEqual(compile("star.fill").map(\.id), ["symbol-frame"])
        XCTAssertEqual(compile("square.and.arrow.up"), [], "measured on iOS: no note")
    }

    func testTheStandInNoteComesOnceAScene() {
        let text = """
        struct V: View {
            var body: some View {
                HStack { Image(systemName: "star.fill"); Label("Go", systemImage: "heart"); Image(systemName: "bell") }
            }
        }
        scene("s") { root(V()) }
        """
        let diagnostics = SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text)).1
        XCTAssertEqual(diagnostics.map(\.id), ["symbol-frame"])
        XCTAssertEqual(diagnostics.first.map { "\($0.location.line):\($0.location.column)" }, "3:24")
        XCTAssertEqual(diagnostics.first?.hint, "docs/symbols.md, \"Frames\", lists the symbols measured on iOS and how a measurement is added")
    }

    /// A new user's grid of category icons came out as "?" boxes: each of these is mapped now.
    func testCategoryIconsAreDrawn() {
        for name in ["cart.fill", "gift.fill", "film.fill", "bag.fill", "house.fill", "book.fill", "car.fill",
                     "airplane", "fork.knife", "music.note", "gamecontroller", "pawprint.fill"] {
            XCTAssertEqual(compile(name).filter { $0.severity != .note }, [], name)
        }
    }

    /// Suggestions are typos of the name, never another meaning.
    func testSuggestionsKeepTheMeaning() {
        func hint(_ name: String) -> String? { compile(name).first?.hint }
        XCTAssertEqual(hint("cart.fil"), "did you mean 'cart.fill'? the symbols drawn are listed in docs/symbols.md")
        XCTAssertEqual(hint("magnifingglass"), "did you mean 'magnifyingglass'? the symbols drawn are listed in docs/symbols.md")
        XCTAssertEqual(hint("exclamationmark.trangle.fill"), "did you mean 'exclamationmark.triangle.fill'? the symbols drawn are listed in docs/symbols.md",
                       "an inner word with one letter dropped")
        // Not typos: another word, or a short word one letter off.
        XCTAssertEqual(hint("cart.circle"), "the symbols drawn are listed in docs/symbols.md", "no 'heart.circle' or 'cart'")
        XCTAssertEqual(hint("hart.fill"), "the symbols drawn are listed in docs/symbols.md", "'heart' is not a typo of 'hart'")
        XCTAssertEqual(hint("card.fill"), "the symbols drawn are listed in docs/symbols.md", "no 'cart.fill' for 'card.fill'")
    }

    func testAnUnknownSymbolWarnsWithASuggestion() {
        let warning = compile("star.fil").first
        XCTAssertEqual(warning?.severity, .warning)
        XCTAssertEqual(warning?.text, "Matchcut has no drawing of the symbol 'star.fil'; a placeholder is drawn")
        XCTAssertEqual(warning?.hint, "did you mean 'star.fill'? the symbols drawn are listed in docs/symbols.md")
        XCTAssertEqual(warning?.location.line, 2)
        XCTAssertEqual(warning?.location.column, 33, "at the systemName: argument")
    }
}
