import Foundation
import Matchcut
import XCTest

/// `matchcut.json` in an app's repository: found from a subfolder up to the repository's root
/// (never past it), its paths inside its own folder; a flag wins over `MATCHCUT_RECORD`, which
/// wins over the file; recording is refused under CI=true whatever asks for it.
final class ProjectConfigTests: XCTestCase {
    func app(_ config: String) throws -> String {
        let outer = Repo.temporaryFolder("project-config"), app = outer + "/app"
        for folder in [app + "/.git", app + "/Previews", app + "/Sources/Deep"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try GoldenCommandTests.square(offset: 0).write(toFile: app + "/Previews/card.scene", atomically: true, encoding: .utf8)
        try config.write(toFile: app + "/matchcut.json", atomically: true, encoding: .utf8)
        return app
    }

    func testTheFileGivesTheScenesGoldensAndRecordModeFromASubfolder() throws {
        let app = try app(#"{ "scenes": ["Previews"], "goldens": "Goldens", "strict": true, "record": "missing" }"#)
        let deep = app + "/Sources/Deep"
        let record = try runMatchcut(["test", "-o", app + "/out"], environment: ["CI": "false"], directory: deep)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: app + "/Goldens/card/t0-p000.png"), record.stdout)
        // In CI the file's record mode does not apply: the goldens are compared, nothing written.
        let ci = try runMatchcut(["test", "-o", app + "/out"], environment: ["CI": "true"], directory: deep)
        XCTAssertEqual(ci.status, 0, ci.stdout + ci.stderr)
        XCTAssertTrue(ci.stdout.contains("card.scene: 1 of 1 frames match (goldens in \(app)/Goldens/card)"), ci.stdout)
        // A flag wins over the file.
        let flag = try runMatchcut(["test", "-o", app + "/out", "--goldens", app + "/Other"], environment: ["CI": "true"], directory: deep)
        XCTAssertEqual(flag.status, 1, flag.stdout)
        XCTAssertTrue(flag.stdout.contains("MISSING t0-p000.png"), flag.stdout)
    }

    /// trace and layout take the file's project root too, so a scene that reads the app's
    /// views from outside its own folder is traced as it is tested; without the file it is an
    /// error at `sources(…)`, and `--project-root` does the same.
    func testTraceAndLayoutTakeTheFilesProjectRoot() throws {
        let app = try app(#"{ "projectRoot": "." }"#)
        try FileManager.default.createDirectory(atPath: app + "/Views", withIntermediateDirectories: true)
        try """
        struct Badge: View {
            var body: some View { Text("New").padding(8) }
        }
        """.write(toFile: app + "/Views/Badge.swift", atomically: true, encoding: .utf8)
        try """
        scene("Badge") {
            sources("../Views/*.swift")
            canvas(width: 100, height: 60, scale: 1)
            root(Badge())
        }
        """.write(toFile: app + "/Previews/badge.scene", atomically: true, encoding: .utf8)
        let trace = try runMatchcut(["trace", "Previews/badge.scene"], directory: app)
        XCTAssertEqual(trace.status, 0, trace.stderr)
        XCTAssertTrue(trace.stdout.contains(#""kind" : "Text""#) || trace.stdout.contains(#""kind":"Text""#), trace.stdout)
        let layout = try runMatchcut(["layout", "Previews/badge.scene"], directory: app + "/Sources/Deep")
        XCTAssertEqual(layout.status, 2, "a relative scene path from a subfolder is not found: \(layout.stderr)")
        let fromRoot = try runMatchcut(["layout", "Previews/badge.scene"], directory: app)
        XCTAssertEqual(fromRoot.status, 0, fromRoot.stderr)
        XCTAssertTrue(fromRoot.stdout.contains("Badge"), fromRoot.stdout)

        try FileManager.default.removeItem(atPath: app + "/matchcut.json")
        let without = try runMatchcut(["trace", "Previews/badge.scene"], directory: app)
        XCTAssertEqual(without.status, 2)
        XCTAssertTrue(without.stderr.contains("reaches outside the project root"), without.stderr)
        let flag = try runMatchcut(["trace", "Previews/badge.scene", "--project-root", "."], directory: app)
        XCTAssertEqual(flag.status, 0, flag.stderr)
    }

    func testMatchcutRecordIsTheEnvironmentsRecordModeAndIsRefusedInCI() throws {
        let app = try app(#"{ "scenes": ["Previews"] }"#)
        let recorded = try runMatchcut(["test", "-o", app + "/out"], environment: ["CI": "false", "MATCHCUT_RECORD": "all"], directory: app)
        XCTAssertEqual(recorded.status, 0, recorded.stderr)
        XCTAssertTrue(recorded.stdout.contains("1 recorded"), recorded.stdout)
        let refused = try runMatchcut(["test", "-o", app + "/out"], environment: ["CI": "true", "MATCHCUT_RECORD": "missing"], directory: app)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        let bad = try runMatchcut(["test", "-o", app + "/out"], environment: ["CI": "false", "MATCHCUT_RECORD": "sometimes"], directory: app)
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("MATCHCUT_RECORD=sometimes is not a record mode"), bad.stderr)
    }

    func testABadFileIsAnInputErrorNamingTheKey() throws {
        for (config, message) in [(#"{ "scene": ["Previews"] }"#, "unknown key 'scene' (did you mean 'scenes'?)"),
                                  (#"{ "goldens": "../elsewhere" }"#, "'goldens' names '../elsewhere', which is not inside the folder of matchcut.json"),
                                  (#"{ "threshold": 2 }"#, "'threshold' must be a number from 0.0 to 1.0"),
                                  (#"{ "dynamicTypeSize": "huge" }"#, "'dynamicTypeSize' must be a Dynamic Type size such as \"medium\""),
                                  ("[1, 2]", "not a JSON object")] {
            let app = try app(config)
            let result = try runMatchcut(["check"], directory: app)
            XCTAssertEqual(result.status, 2, config)
            XCTAssertTrue(result.stderr.contains("\(app)/matchcut.json: \(message)") || result.stderr.contains(message), "\(config): \(result.stderr)")
        }
    }

    /// The file's `dynamicTypeSize` is `--dynamic-type` for `test` (goldens.json keeps it).
    func testTheFilesTextSizeIsTheRunsAndGoldensJSONRecordsIt() throws {
        let app = try app(#"{ "scenes": ["Previews"], "goldens": "Goldens", "dynamicTypeSize": "accessibility2" }"#)
        let record = try runMatchcut(["test", "-o", app + "/out", "--record", "missing"], environment: ["CI": "false"], directory: app)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        let sidecar = try String(contentsOfFile: app + "/Goldens/card/goldens.json", encoding: .utf8)
        XCTAssertTrue(sidecar.contains(#""dynamicTypeSize" : "accessibility2""#) || sidecar.contains(#""dynamicTypeSize":"accessibility2""#), sidecar)
    }

    /// The file's `iOS` is `--ios` for `test`; goldens.json records it. A version with no
    /// measurements is refused with the ones there are.
    func testTheFilesIOSVersionIsTheRunsAndGoldensJSONRecordsIt() throws {
        let seventeen = try app(#"{ "scenes": ["Previews"], "goldens": "Goldens", "iOS": 17 }"#)
        let record = try runMatchcut(["test", "-o", seventeen + "/out", "--record", "missing"], environment: ["CI": "false"],
                                     directory: seventeen)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        let sidecar = try XCTUnwrap(GoldenSidecar.read(from: seventeen + "/Goldens/card"))
        XCTAssertEqual(sidecar.settings.iOS, 17)
        let wrong = try app(#"{ "scenes": ["Previews"], "iOS": 16 }"#)
        let refused = try runMatchcut(["test", "-o", wrong + "/out"], environment: ["CI": "true"], directory: wrong)
        XCTAssertEqual(refused.status, 2, refused.stdout)
        XCTAssertTrue(refused.stderr.contains("an iOS version: 17, 18, 26"), refused.stderr)
    }

    /// Above the repository's root the file is not looked for.
    func testAFileAboveTheRepositoryIsNotRead() throws {
        let app = try app(#"{ "scenes": ["Previews"] }"#)
        try FileManager.default.moveItem(atPath: app + "/matchcut.json", toPath: parentFolder(app) + "/matchcut.json")
        let result = try runMatchcut(["check"], directory: app + "/Previews")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("<scene|dir>"), result.stderr)
    }

    func parentFolder(_ path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().path }
}
