import Foundation
import XCTest

/// `matchcut check` through the real binary: malformed scenes as a table (output and exit
/// code), warnings, JSON, and the repository's own scenes.
final class SceneLanguageCLITests: XCTestCase {
    static let malformed = "Tests/SceneLanguageTests/Fixtures/malformed/"

    /// Fixtures from Tests/SceneLanguageTests/Fixtures/malformed, each with the line its
    /// first line promises (`// expect: …`) and the source line under it.
    static let table: [(file: String, line: String, source: String)] = [
        ("unknown-view", "5:9: error: unknown view 'Circel'", "5 |         Circel()"),
        ("unknown-modifier", "5:18: error: unknown modifier 'paddin'", "5 |         Circle().paddin()"),
        ("unclosed-call", "5:33: error: expected ')' to close 'frame('", "5 |         Circle().frame(width: 50"),
        ("asset-missing", "5:9: error: no image named 'lak' (looked for 'assets/lak.png')", "5 |         Image(\"lak\")"),
        ("asset-too-large", "5:9: error: image 'huge' is 20000 × 20000 pixels; the limit is 8192 pixels a side", "5 |         Image(\"huge\")"),
        ("asset-absolute", "5:9: error: image '/etc/hostname' is outside the scene's folder", "5 |         Image(\"/etc/hostname\")"),
        ("too-many-frames", "13:14: error: the timeline needs 48000 frames; the limit is 36000", "13 |         wait(400)"),
        ("recursive-view", "5:9: error: 'V' nests itself too deeply (more than 64 levels)", "5 |         V()"),
        ("nesting-too-deep", "3:209: error: code is nested too deeply (more than 200 levels)", "3 | let x = (((((("),
    ]

    func testMalformedScenesExitTwoWithTheirLocatedError() throws {
        for row in Self.table {
            let path = Self.malformed + row.file + ".scene"
            let result = try runMatchcut(["check", path])
            XCTAssertEqual(result.status, 2, row.file)
            XCTAssertTrue(result.stderr.contains(path + ":" + row.line + "\n"), "\(row.file):\n\(result.stderr)")
            XCTAssertTrue(result.stderr.contains(row.source), "\(row.file):\n\(result.stderr)")
            XCTAssertTrue(result.stderr.hasSuffix("Error: the scene has errors\n"), "\(row.file):\n\(result.stderr)")
            XCTAssertEqual(result.stdout, path + ": 1 error\n")
        }
    }

    func testEveryMalformedFixtureFailsWithoutCrashing() throws {
        let result = try runMatchcut(["check", Self.malformed])
        XCTAssertEqual(result.status, 2, result.stderr)
        let summaries = result.stdout.split(separator: "\n")
        XCTAssertGreaterThanOrEqual(summaries.count, 40)
        XCTAssertTrue(summaries.allSatisfy { $0.contains("error") }, result.stdout)
        XCTAssertTrue(result.stderr.hasSuffix("Error: \(summaries.count) of \(summaries.count) scenes have errors\n"))
    }

    func testJSONListsEveryDiagnostic() throws {
        let path = Self.malformed + "unknown-parameter.scene"
        let result = try runMatchcut(["check", "--format", "json", path])
        XCTAssertEqual(result.status, 2)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(json.count, 1)
        XCTAssertEqual(json[0]["file"] as? String, path)
        XCTAssertEqual(json[0]["line"] as? Int, 5)
        XCTAssertEqual(json[0]["column"] as? Int, 24)
        XCTAssertEqual(json[0]["severity"] as? String, "error")
        XCTAssertEqual(json[0]["id"] as? String, "unknown-parameter")
        XCTAssertEqual(json[0]["message"] as? String, "'frame' has no parameter 'widht'")
        XCTAssertEqual(json[0]["hint"] as? String, "did you mean 'width'?")
    }

    func testWarningsArePrintedAndExitZero() throws {
        let folder = Repo.temporaryFolder("check-warnings")
        let path = folder + "/tap.scene"
        try """
        struct V: View {
            @State var on = false
            var body: some View {
                Circle().onTapGesture { on.toggle() }
            }
        }
        scene("tap") { root(V()) }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try runMatchcut(["check", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, path + ": 1 warning\n")
        XCTAssertTrue(result.stderr.hasPrefix(path + ":4:18: warning: 'onTapGesture' runs when the user touches the view"), result.stderr)
        XCTAssertTrue(result.stderr.contains("hint: in 'timeline { }', write 'tap(\"…\")'"), result.stderr)

        let json = try runMatchcut(["check", "--format", "json", path])
        XCTAssertEqual(json.status, 0)
        let items = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(items.map { $0["severity"] as? String }, ["warning"])
    }

    func testAssetRootAdmitsImagesFromAnotherFolder() throws {
        let folder = Repo.temporaryFolder("check-asset-root")
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/shared", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.path(Self.malformed + "assets/lake.png"), toPath: folder + "/shared/lake.png")
        let path = folder + "/scenes/a.scene"
        try """
        struct V: View {
            var body: some View {
                Image("../shared/lake")
            }
        }
        scene("a") { root(V()) }
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let refused = try runMatchcut(["check", path])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("image '../shared/lake' is outside the scene's folder"), refused.stderr)
        let admitted = try runMatchcut(["check", "--asset-root", folder + "/shared", path])
        XCTAssertEqual(admitted.status, 0, admitted.stderr)
        XCTAssertEqual(admitted.stdout, path + ": ok\n")
    }

    /// No error and no warning on the project's own scenes; notes (Matchcut scaling a matched
    /// text where SwiftUI would re-wrap it) are information, not findings.
    func testEverySceneInTheRepositoryChecksClean() throws {
        let result = try runMatchcut(["check", "scenes"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains(": warning:"), result.stderr)
        XCTAssertFalse(result.stderr.contains(": error:"), result.stderr)
        // Each scene's summary, then (indented) what each of its timeline verbs reaches.
        let lines = result.stdout.split(separator: "\n")
        XCTAssertTrue(lines.filter { !$0.hasPrefix("  ") }.allSatisfy { $0.hasSuffix(": ok") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("  0.300 s  tap(\"湖\") (") && $0.contains("→ onTapGesture") }, result.stdout)
    }

    func testUsageErrors() throws {
        let bad = try runMatchcut(["check", "--format", "xml", "scenes"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("invalid value 'xml' for '--format': expected 'text' or 'json'"), bad.stderr)
        let help = try runMatchcut(["check", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("USAGE: matchcut check"))
    }
}
