import Foundation
import XCTest

/// A character no pinned font has is a located warning, never a silent box; emoji are drawn.
final class MissingGlyphTests: XCTestCase {
    func testACharacterNoFontHasIsWarnedAtItsText() throws {
        let folder = Repo.temporaryFolder("missing-glyph")
        let path = folder + "/glyphs.scene"
        try """
        struct V: View {
            var body: some View {
                VStack {
                    Text("Party 🎉 北京")
                    Text("Linear B \u{10000}")
                }
            }
        }
        scene("glyphs") { canvas(width: 200, height: 100, scale: 1); root(V()) }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runMatchcut(["check", path])
        XCTAssertEqual(result.status, 0, "a warning, not an error: \(result.stderr)")
        let output = result.stdout + result.stderr
        XCTAssertTrue(output.contains("glyphs.scene:5:13: warning: no pinned font has a glyph for '\u{10000}' (U+10000); it draws as a box"),
                      output)
        XCTAssertEqual(output.components(separatedBy: "no pinned font has").count, 2, "only the Linear B character: \(output)")
    }
}
