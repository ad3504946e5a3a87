import SwiftCore
import Foundation
import SceneLanguage
import XCTest

/// `matchcut check` never answers "unknown view" or "unknown modifier" for a view or modifier
/// that two or more of the 546 real SwiftUI files of shared/data/swiftui-usage.tsv use
/// (copied into Fixtures/usage/ so the test runs anywhere). Each name is probed in a one-line
/// scene, as the file's own probe did: `Text("x").name()` for a modifier, `name()` for a view.
/// Other errors (a missing argument) are fine: the name is known. No name is skipped.
final class UsageCoverageTests: XCTestCase {

    struct Row {
        let kind: String
        let name: String
        let files: Int
    }

    static func rows() throws -> [Row] {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/usage/swiftui-usage.tsv").path
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t").map(String.init)
            guard f.count >= 3, let files = Int(f[2]), f[0] == "view" || f[0] == "modifier" else { return nil }
            return Row(kind: f[0], name: f[1], files: files)
        }
    }

    /// The "unknown" answers to a probe of the name: a view alone, a modifier on a Text, a
    /// shape and an image (`fill` is a shape's, `resizable` an image's); known on any is known.
    func unknownNames(_ row: Row) -> [String] {
        let probes = row.kind == "view" ? ["\(row.name)()"]
            : ["Text(\"x\")", "Circle()", "Image(systemName: \"star.fill\")"].map { "\($0).\(row.name)()" }
        var answers: [String] = []
        for probe in probes {
            let text = "struct V: View {\n    var body: some View { \(probe) }\n}\nscene(\"s\") { root(V()) }\n"
            let (_, diagnostics) = SceneCompiler.compile(source: SourceFile(path: "probe.scene", text: text))
            let unknown = diagnostics.filter { $0.id == "unknown-view" || $0.id == "unknown-modifier" }.map(\.text)
            if unknown.isEmpty { return [] }
            answers = unknown
        }
        return answers
    }

    func testNoNameUsedByTwoFilesIsUnknown() throws {
        let rows = try Self.rows().filter { $0.files >= 2 && !$0.name.contains("(") }
        XCTAssertEqual(rows.count, 179, "the usage file's views and modifiers used by two or more files")
        var unknown: [String] = []
        for row in rows {
            unknown += unknownNames(row).map { "\(row.kind) \(row.name) (\(row.files) files): \($0)" }
        }
        XCTAssertEqual(unknown, [], "\n" + unknown.joined(separator: "\n"))
    }
}
