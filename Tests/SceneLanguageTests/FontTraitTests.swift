import SwiftCore
import SceneLanguage
import XCTest

/// Font designs and traits Matchcut cannot draw with its pinned faces warn where they are
/// asked for; those it can draw are quiet.
final class FontTraitTests: XCTestCase {
    func compile(_ view: String) -> [Diagnostic] {
        let text = """
        struct V: View {
            var body: some View {
                \(view)
            }
        }
        scene("s") { root(V()) }
        """
        return SceneCompiler.compile(source: SourceFile(path: "s.scene", text: text)).1
    }

    func testItalicAndMonospacedDigitAreQuiet() {
        XCTAssertEqual(compile(#"Text("3:05").font(.body.italic().monospacedDigit())"#), [])
        XCTAssertEqual(compile(#"Text("3:05").italic().monospacedDigit()"#), [])
        XCTAssertEqual(compile(#"Text("3:05").font(.system(size: 20, design: .default))"#), [])
    }

    func testMonospacedAndSerifDesignsAreQuiet() {
        XCTAssertEqual(compile(#"Text("let x = 1").font(.system(size: 13, design: .monospaced))"#), [])
        XCTAssertEqual(compile(#"Text("Title").font(.system(.title, design: .serif))"#), [])
        XCTAssertEqual(compile(#"Text("Title").fontDesign(.serif)"#), [])
    }

    func testTheRoundedDesignWarnsAtTheFont() {
        let warnings = compile(#"Text("12").font(.system(size: 40, weight: .bold, design: .rounded))"#)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(warnings.first?.severity, .warning)
        XCTAssertEqual(warnings.first?.text,
                       "the '.rounded' design is drawn in Inter, as the default design: Matchcut pins no rounded face")
        XCTAssertEqual(warnings.first?.hint,
                       "Matchcut draws only with the fonts it pins, so that every machine renders alike (docs/fonts.md)")
        XCTAssertEqual(warnings.first?.location.line, 3)
        XCTAssertEqual(warnings.first?.location.column, 25, "at the .font argument")

        let modifier = compile(#"Text("Title").fontDesign(.rounded)"#)
        XCTAssertEqual(modifier.map(\.text), ["the '.rounded' design is drawn in Inter, as the default design: Matchcut pins no rounded face"])
        XCTAssertEqual(modifier.first?.location.column, 34)
    }

    func testSmallCapsWarnsAtTheCall() {
        let warnings = compile(#"Text("Menu").font(.caption.smallCaps())"#)
        XCTAssertEqual(warnings.map(\.text),
                       ["'smallCaps()' is drawn in ordinary capitals and lower case: Inter has no small capitals"])
        XCTAssertEqual(warnings.first?.location.line, 3)
        XCTAssertEqual(warnings.first?.location.column, 36, "at smallCaps")
    }

    func testAnUnknownDesignIsAnErrorWithTheChoices() {
        let errors = compile(#"Text("x").fontDesign(.round)"#)
        XCTAssertEqual(errors.first?.severity, .error)
        XCTAssertTrue(errors.first?.text.contains("'Font.Design'") ?? false, errors.first?.text ?? "")
    }
}
