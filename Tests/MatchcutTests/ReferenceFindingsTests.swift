import Foundation
import Matchcut
import XCTest

/// What the calibration pairs of 2026-12-07 found (docs/fidelity.md), each fixed or said:
/// `Font.custom` was an error and is drawn in Inter at its size with a located note; a
/// right-to-left layout direction was dropped silently and is now a warning at its value;
/// SF's wireframe `globe` is drawn as one, not as a filled earth.
final class ReferenceFindingsTests: XCTestCase {
    func check(_ body: String, name: String) throws -> (CompiledScene.Check, String) {
        let folder = Repo.temporaryFolder("reference-findings")
        let path = folder + "/\(name).scene"
        try """
        struct Subject: View {
            var body: some View {
        \(body)
            }
        }

        scene("\(name)") {
            canvas(width: 200, height: 100, scale: 1)
            root(Subject())
        }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return (try CompiledScene.check(path: path), path)
    }

    func testACustomFontIsDrawnInInterAtItsSizeWithANote() throws {
        let (check, _) = try self.check("""
                VStack {
                    Text("Title").font(.custom("Avenir-Heavy", size: 24))
                    Text("Fixed").font(Font.custom("Avenir", fixedSize: 13))
                    Text("Relative").font(.custom("Avenir", size: 15, relativeTo: .caption))
                }
        """, name: "custom")
        XCTAssertFalse(check.hasErrors, check.report)
        let notes = check.diagnostics.filter { $0.message.hasPrefix("the custom font") }.map(\.message)
        XCTAssertEqual(notes, [
            "the custom font 'Avenir-Heavy' is drawn in Inter at the size given, not scaled with Dynamic Type: Matchcut draws only with the fonts it pins",
            "the custom font 'Avenir' is drawn in Inter at the size given: Matchcut draws only with the fonts it pins",
            "the custom font 'Avenir' is drawn in Inter at the size given, not scaled with Dynamic Type: Matchcut draws only with the fonts it pins",
        ])
        XCTAssertEqual(check.diagnostics.first { $0.message.hasPrefix("the custom font") }?.location.line, 4)
        // The size asked: a line is the size times Inter's line height, 1.1934 em (docs/layout.md).
        let scene = try XCTUnwrap(check.scene)
        let texts = Trace(scene).frames[0].elements.filter { $0.kind == "Text" }.map(\.frame.height)
        XCTAssertEqual(texts.count, 3)
        XCTAssertEqual(texts[0], 24 * 1.1934, accuracy: 0.6)
        XCTAssertEqual(texts[1], 13 * 1.1934, accuracy: 0.6)
        XCTAssertEqual(texts[2], 15 * 1.1934, accuracy: 0.6)
    }

    func testARightToLeftLayoutIsAWarningAtItsValue() throws {
        let (check, _) = try self.check("""
                HStack {
                    Text("A")
                    Text("B")
                }
                .environment(\\.layoutDirection, .rightToLeft)
        """, name: "rtl")
        XCTAssertFalse(check.hasErrors, check.report)
        let warning = try XCTUnwrap(check.diagnostics.first { $0.message.contains("right-to-left") })
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.message, "a right-to-left layout direction is drawn left to right: Matchcut does not mirror layouts")
        XCTAssertEqual(warning.location.line, 7)
        let (plain, _) = try self.check("""
                Text("A").environment(\\.layoutDirection, .leftToRight)
        """, name: "ltr")
        XCTAssertFalse(plain.diagnostics.contains { $0.message.contains("right-to-left") })
    }

    /// `Text("\(count)")` is a localized string key, which writes an integer with thousands
    /// separators: doordash-oss/swiftui-preview-snapshots' iOS recording shows 1000 as "1,000"
    /// (docs/fidelity.md). `Text(verbatim:)` and a `String` do not.
    func testAnIntegerInATextsLiteralHasThousandsSeparators() throws {
        let (check, _) = try self.check("""
                VStack {
                    Text("\\(count) items")
                    Text("\\(-1234567)")
                    Text(verbatim: "\\(count)")
                    Text(String(count))
                    Text("\\(12)")
                }
            }
            let count = 1000
            var unused: Int { 0
        """, name: "grouped")
        XCTAssertFalse(check.hasErrors, check.report)
        let tree = try XCTUnwrap(check.scene).layoutTree(layout: nil)
        for shown in ["\"1,000 items\"", "\"-1,234,567\"", "\"1000\"", "\"12\""] {
            XCTAssertTrue(tree.contains(shown), "\(shown) in\n\(tree)")
        }
        XCTAssertEqual(tree.components(separatedBy: "\"1000\"").count - 1, 2, tree)
    }
}
