import Foundation
import XCTest

/// `matchcut render` and `merge` through the real binary: progress on stderr, batch
/// manifests, usage errors, and an interrupted render that leaves the old output alone.
final class RenderCommandTests: XCTestCase {
    func testProgressIsSilentOffATerminalJSONWhenAskedAndNothingWhenQuiet() throws {
        let root = Repo.temporaryFolder("progress")
        let scene = "scenes/shape-morph.scene"
        let plain = try runMatchcut(["render", scene, "-o", root + "/a", "--scale", "0.25"])
        XCTAssertEqual(plain.status, 0, plain.stderr)
        XCTAssertFalse(plain.stderr.contains("frames/s") || plain.stderr.contains("fps"), plain.stderr)
        XCTAssertTrue(plain.stdout.contains("64 frames →"))

        let json = try runMatchcut(["render", scene, "-o", root + "/b", "--scale", "0.25", "--progress-style", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let events = json.stderr.split(separator: "\n").compactMap { line in
            try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        }
        XCTAssertEqual(events.first?["event"] as? String, "start")
        XCTAssertEqual(events.first?["total"] as? Int, 64)
        XCTAssertEqual(events.last?["event"] as? String, "done")
        XCTAssertEqual(events.last?["done"] as? Int, 64)
        XCTAssertTrue(events.contains { $0["event"] as? String == "scene" && $0["frames"] as? Int == 64 })

        let quiet = try runMatchcut(["render", scene, "-o", root + "/c", "--scale", "0.25", "--quiet"])
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.stdout, "")
        XCTAssertEqual(quiet.stderr, "")
    }

    func testAFolderOfScenesGetsOneManifest() throws {
        let root = Repo.temporaryFolder("batch")
        let scenes = root + "/scenes"
        try FileManager.default.createDirectory(atPath: scenes + "/nested", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: Repo.path("scenes/shape-morph.scene"), encoding: .utf8)
        try text.write(toFile: scenes + "/one.scene", atomically: true, encoding: .utf8)
        try text.write(toFile: scenes + "/nested/two.scene", atomically: true, encoding: .utf8)
        let result = try runMatchcut(["render", scenes, "-o", root + "/out", "--scale", "0.25", "--frames", "10-12", "-q"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let data = try Data(contentsOf: URL(fileURLWithPath: root + "/out/manifest.json"))
        let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let entries = try XCTUnwrap(manifest["scenes"] as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["name"] as? String }, ["two", "one"])  // nested/two.scene sorts first
        XCTAssertEqual(entries[0]["frameCount"] as? Int, 64)
        XCTAssertEqual(entries[0]["renderedFrames"] as? Int, 3)
        XCTAssertEqual((entries[0]["files"] as? [[String: Any]])?.compactMap { $0["name"] as? String },
                       ["frame-00010.png", "frame-00011.png", "frame-00012.png"])
        XCTAssertEqual(entries[0]["layouts"] as? [String], ["circle", "rectangle"])
        XCTAssertEqual((manifest["settings"] as? [String: Any])?["frames"] as? String, "frames 10-12")
        XCTAssertNotNil(manifest["matchcut"] as? String)
    }

    func testUsageErrors() throws {
        let scene = "scenes/shape-morph.scene"
        let cases: [([String], String)] = [
            (["render", scene, "--format", "png,mov"], "invalid value 'mov' for '--format'"),
            (["render", scene, "--shard", "3/2"], "invalid value '3/2' for '--shard'"),
            (["render", scene, "--frames", "9-3"], "invalid value '9-3' for '--frames'"),
            (["render", scene, "--png-compression", "medium"], "expected fast or small"),
            (["render", scene, "--transition", "0"], "missing value for '--progress'"),
            (["render", scene, "--frames", "70-80", "-o", "/tmp/never"], "outside 'shape-morph'"),
            (["merge", "-o", "/tmp/never"], "missing expected argument '<shard dir>'"),
        ]
        for (arguments, message) in cases {
            let result = try runMatchcut(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    /// A long render (240 fps at 3x on one thread) is interrupted once its staging folder
    /// holds frames: SIGINT, then SIGKILL. The previous output is untouched either way, and
    /// what the killed run left is removed by the next.
    func testKillingARenderHalfwayLeavesThePreviousOutputIntact() throws {
        let root = Repo.temporaryFolder("kill")
        let folder = root + "/shape-morph"
        // A previous output Matchcut made (it holds its marker), with a file of the user's added.
        let first = try runMatchcut(["render", "scenes/shape-morph.scene", "-o", root, "--frames", "0", "-q"])
        XCTAssertEqual(first.status, 0, first.stderr)
        try Data("previous".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        var previous: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            previous[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        XCTAssertEqual(previous.keys.sorted(), [".matchcut-output", "frame-00000.png", "notes.txt"])

        for signals in [[SIGINT, SIGKILL], [SIGKILL]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Repo.binary)
            process.arguments = ["render", "scenes/shape-morph.scene", "-o", root, "--fps", "240", "--jobs", "1", "-q"]
            process.currentDirectoryURL = Repo.root
            process.standardError = FileHandle.nullDevice
            try process.run()
            let staging = root + "/.matchcut-run-\(process.processIdentifier)/new/shape-morph"
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: staging))?.count ?? 0) < 3 {
                usleep(20_000)
            }
            XCTAssertTrue(process.isRunning, "the render is still going when it is interrupted")
            for signo in signals {
                kill(process.processIdentifier, signo)
                usleep(100_000)
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            XCTAssertEqual(names, previous.keys.sorted(), "after \(signals)")
            for (name, data) in previous {
                XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)), data)
            }
        }
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: root).contains { $0.hasPrefix(".matchcut-run-") },
                      "the killed run left its folder")
        let next = try runMatchcut(["render", "scenes/shape-morph.scene", "-o", root, "--frames", "0", "-q"])
        XCTAssertEqual(next.status, 0, next.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root).sorted(), ["manifest.json", "shape-morph"])
    }
}
