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

    /// Every golden of the slide scene, by name: what a refused accept must leave as it was.
    static func goldenFiles(in folder: String) throws -> [String: Data] {
        let goldens = folder + "/scenes/__goldens__/slide"
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: goldens) {
            out[name] = try Data(contentsOf: URL(fileURLWithPath: goldens + "/" + name))
        }
        return out
    }

    /// The failing golden now holds the run's actual frame, and the next CI run passes.
    func assertTaken(from actual: String, in folder: String, line: UInt = #line) throws {
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/scenes/__goldens__/slide/t0-p050.png")),
                       try Data(contentsOf: URL(fileURLWithPath: actual)), line: line)
        let next = try runMatchcut(["test", "scenes", "-o", "again"], environment: ["CI": "true"], directory: folder)
        XCTAssertEqual(next.status, 0, next.stdout + next.stderr, line: line)
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
        try assertTaken(from: folder + "/out/slide/t0-p050.actual.png", in: folder)
    }

    func testAReportItCannotTrustIsRefusedWithNothingWritten() throws {
        let folder = try failingRun()
        let snapshot = { try Self.goldenFiles(in: folder) }
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

    // MARK: A CI run's artifact, as downloaded: a zip file

    /// Writes a zip with Python's zipfile (`/usr/bin/python3`, which `make deps` installs):
    /// `script` runs with `z` open for writing at `path` and `src` the folder to read from.
    func zip(_ path: String, from source: String, _ script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import os, sys, zipfile
            src = sys.argv[2]
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
            \(script.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
            """, path, source]
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "python could not write \(path)")
    }

    /// Every file of the report folder, at the top of the zip as GitHub's artifact download has it.
    static let wholeReport = """
        for root, dirs, files in os.walk(src):
            for f in sorted(files):
                full = os.path.join(root, f)
                z.write(full, os.path.relpath(full, src))
        """

    func testACIRunsArtifactZipIsAcceptedAsDownloaded() throws {
        let folder = try failingRun()
        try zip(folder + "/golden-report.zip", from: folder + "/out", Self.wholeReport)
        try FileManager.default.moveItem(atPath: folder + "/out", toPath: folder + "/elsewhere")
        let accept = try runMatchcut(["accept", "golden-report.zip"], environment: ["CI": "false"], directory: folder)
        XCTAssertEqual(accept.status, 0, accept.stderr)
        XCTAssertTrue(accept.stdout.contains("accepted scenes/__goldens__/slide/t0-p050.png (from golden-report.zip:slide/t0-p050.actual.png)"), accept.stdout)
        try assertTaken(from: folder + "/elsewhere/slide/t0-p050.actual.png", in: folder)
    }

    /// The report inside the one folder a zip holds (an archive made of the folder itself).
    func testAZipHoldingTheReportsFolderIsAcceptedToo() throws {
        let folder = try failingRun()
        try zip(folder + "/report.zip", from: folder + "/out", """
            for root, dirs, files in os.walk(src):
                for f in sorted(files):
                    full = os.path.join(root, f)
                    z.write(full, os.path.join("golden-report", os.path.relpath(full, src)))
            """)
        let accept = try runMatchcut(["accept", "report.zip"], environment: ["CI": "false"], directory: folder)
        XCTAssertEqual(accept.status, 0, accept.stderr)
        XCTAssertTrue(accept.stdout.contains("(from report.zip:golden-report/slide/t0-p050.actual.png)"), accept.stdout)
    }

    /// A zip bomb, an entry that inflates past what it declares, a link, a name that climbs out,
    /// and an archive inside the archive: each refused with exit 2, nothing written.
    func testAnArchiveThatCouldHurtIsRefusedWithNothingWritten() throws {
        let folder = try failingRun()
        let original = try Self.goldenFiles(in: folder)
        func refused(_ name: String, _ script: String, _ message: String, line: UInt = #line) throws {
            try zip(folder + "/" + name, from: folder + "/out", script)
            let result = try runMatchcut(["accept", name], environment: ["CI": "false"], directory: folder)
            XCTAssertEqual(result.status, 2, result.stdout + result.stderr, line: line)
            XCTAssertTrue(result.stderr.contains(message), result.stderr, line: line)
            XCTAssertEqual(try Self.goldenFiles(in: folder), original, "nothing written", line: line)
        }
        // 200 MB of zeros inflate from about 200 KB.
        try refused("bomb.zip", Self.wholeReport + """

            z.writestr("slide/zeros.png", bytes(200 * 1024 * 1024))
            """, "a zip bomb's ratio")
        try refused("link.zip", """
            for root, dirs, files in os.walk(src):
                for f in sorted(files):
                    full = os.path.join(root, f)
                    name = os.path.relpath(full, src)
                    if name.endswith("t0-p050.actual.png"):
                        info = zipfile.ZipInfo(name)
                        info.create_system = 3
                        info.external_attr = 0o120777 << 16
                        z.writestr(info, "/etc/hostname")
                    else:
                        z.write(full, name)
            """, "'slide/t0-p050.actual.png' is a link")
        try refused("climb.zip", Self.wholeReport + """

            z.writestr("../../evil.png", b"x")
            """, "the entry '../../evil.png' leaves the archive's folder")
        try refused("nested.zip", Self.wholeReport + """

            z.writestr("inner.zip", b"PK")
            """, "'inner.zip' is an archive inside the archive")
        try refused("notzip.zip", "pass", "holds no report.json")

        // An entry whose central directory declares fewer bytes than it inflates to:
        // renderer.json, written last, so its directory entry is the last one.
        try zip(folder + "/lying.zip", from: folder + "/out", """
            for root, dirs, files in os.walk(src):
                for f in sorted(files):
                    full = os.path.join(root, f)
                    if f != "renderer.json":
                        z.write(full, os.path.relpath(full, src))
            z.write(os.path.join(src, "renderer.json"), "renderer.json")
            """)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/lying.zip"))
        let central = try XCTUnwrap(bytes.range(of: Data([0x50, 0x4b, 0x01, 0x02]), options: .backwards))
        XCTAssertEqual(String(decoding: bytes[central.lowerBound + 46 ..< central.lowerBound + 46 + 13], as: UTF8.self), "renderer.json")
        bytes.replaceSubrange(central.lowerBound + 24 ..< central.lowerBound + 28, with: [1, 0, 0, 0])
        try bytes.write(to: URL(fileURLWithPath: folder + "/lying.zip"))
        let lying = try runMatchcut(["accept", "lying.zip"], environment: ["CI": "false"], directory: folder)
        XCTAssertEqual(lying.status, 2, lying.stdout)
        XCTAssertTrue(lying.stderr.contains("lying.zip: 'renderer.json' inflates to more than the 1 bytes it declares"), lying.stderr)
    }
}
