import Foundation
import Matchcut
import XCTest

/// `matchcut accept <report folder>`: a failing run's actual frames become the goldens and
/// the next run passes; a report drawn by another renderer, a golden path that leaves its
/// folder, a link among the frames and a CI run are each refused, with nothing written.
final class AcceptCommandTests: XCTestCase {
    /// A repository-like folder: the scene under `scenes/`, goldens recorded, then the slide's
    /// curve changed and the test run (as CI would) into `out/`.
    func failingRun() throws -> String {
        let folder = Repo.temporaryFolder("accept")
        try FileManager.default.createDirectory(atPath: folder + "/scenes", withIntermediateDirectories: true)
        try GoldenLifecycleTests.slide().write(toFile: folder + "/scenes/slide.scene", atomically: true, encoding: .utf8)
        let record = try runMatchcut(["test", "scenes", "-o", "r", "--record", "missing"], environment: ["CI": "false"], directory: folder)
        XCTAssertEqual(record.status, 0, record.stderr)
        try GoldenLifecycleTests.slide(animation: ".easeIn(duration: 0.5)").write(toFile: folder + "/scenes/slide.scene", atomically: true, encoding: .utf8)
        let failing = try runMatchcut(["test", "scenes", "-o", "out"], environment: ["CI": "true"], directory: folder)
        XCTAssertEqual(failing.status, 1, failing.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/out/renderer.json"))
        return folder
    }

    func testAFailingReportsFramesAreTakenAndTheNextRunPasses() throws {
        let folder = try failingRun()
        let golden = folder + "/scenes/__goldens__/slide/t0-p050.png"
        let before = try Data(contentsOf: URL(fileURLWithPath: golden))
        let accept = try runMatchcut(["accept", "out"], environment: ["CI": "false"], directory: folder)
        XCTAssertEqual(accept.status, 0, accept.stderr)
        XCTAssertTrue(accept.stdout.contains("accepted scenes/__goldens__/slide/t0-p050.png (from out/slide/t0-p050.actual.png)"), accept.stdout)
        XCTAssertFalse(accept.stdout.contains("t0-p000.png"), "a frame that matched is not touched")
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: golden)), before)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: golden)),
                       try Data(contentsOf: URL(fileURLWithPath: folder + "/out/slide/t0-p050.actual.png")))
        let next = try runMatchcut(["test", "scenes", "-o", "again"], environment: ["CI": "true"], directory: folder)
        XCTAssertEqual(next.status, 0, next.stdout + next.stderr)
    }

    func testAReportItCannotTrustIsRefusedWithNothingWritten() throws {
        let folder = try failingRun()
        let goldens = folder + "/scenes/__goldens__/slide"
        func snapshot() throws -> [String: Data] {
            var out: [String: Data] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: goldens) {
                out[name] = try Data(contentsOf: URL(fileURLWithPath: goldens + "/" + name))
            }
            return out
        }
        let original = try snapshot()
        func refused(_ message: String, environment: [String: String] = ["CI": "false"], file: StaticString = #filePath, line: UInt = #line) throws {
            let result = try runMatchcut(["accept", "out"], environment: environment, directory: folder)
            XCTAssertEqual(result.status, 2, result.stdout, file: file, line: line)
            XCTAssertTrue(result.stderr.contains(message), result.stderr, file: file, line: line)
            XCTAssertEqual(try snapshot(), original, "nothing written", file: file, line: line)
        }
        try refused("writes goldens, which a CI run never does", environment: ["CI": "true"])

        // Another renderer.
        let rendererPath = folder + "/out/renderer.json"
        let renderer = try Data(contentsOf: URL(fileURLWithPath: rendererPath))
        var other = try JSONDecoder().decode(RendererFingerprint.self, from: renderer)
        other.libraries[4].version = "2.10.0"
        try JSONEncoder().encode(other).write(to: URL(fileURLWithPath: rendererPath))
        try refused("the run was drawn by another renderer (freetype")
        try renderer.write(to: URL(fileURLWithPath: rendererPath))

        // A golden path that leaves the scene's goldens folder.
        let reportPath = folder + "/out/report.json"
        let report = try String(contentsOfFile: reportPath, encoding: .utf8)
        try report.replacingOccurrences(of: "scenes/__goldens__/slide/t0-p050.png", with: "scenes/__goldens__/slide/../../../evil.png")
            .write(toFile: reportPath, atomically: true, encoding: .utf8)
        try refused("which is not a golden of its scene's folder")
        try report.write(toFile: reportPath, atomically: true, encoding: .utf8)

        // A link among the actual frames.
        let actual = folder + "/out/slide/t0-p050.actual.png"
        try FileManager.default.removeItem(atPath: actual)
        try FileManager.default.createSymbolicLink(atPath: actual, withDestinationPath: "/etc/hostname")
        try refused("t0-p050.actual.png")
    }
}
