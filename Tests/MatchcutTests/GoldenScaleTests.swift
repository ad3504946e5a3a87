import Foundation
import XCTest

/// `matchcut test` at scale, through the real binary: the same results at any `--jobs`,
/// shards merged by `merge-reports` into exactly one run's report, `--filter`.
///
/// Three scenes with 10, 5 and 1 golden frames: 16 in all, so shards of 3 take frames
/// 0..<5, 5..<10 and 10..<16, and the first scene is split between shards 1 and 2. The
/// first scene's first slide eases in after recording, so 3 of its frames (¼, ½, ¾) fail.
final class GoldenScaleTests: XCTestCase {
    let local = ["CI": "false"], ci = ["CI": "true"]

    /// The three scenes, recorded, then the first one changed; returns the folder.
    func recordedScenes(_ name: String) throws -> String {
        let folder = Repo.temporaryFolder(name)
        try GoldenLifecycleTests.slide(second: true).write(toFile: folder + "/a-slide.scene", atomically: true, encoding: .utf8)
        try GoldenLifecycleTests.slide().write(toFile: folder + "/b-slide.scene", atomically: true, encoding: .utf8)
        try GoldenCommandTests.square().write(toFile: folder + "/c-square.scene", atomically: true, encoding: .utf8)
        let record = try runMatchcut(["test", folder, "-o", folder + "/record", "--record", "missing"], environment: local)
        XCTAssertEqual(record.status, 0, record.stdout + record.stderr)
        XCTAssertTrue(record.stdout.contains("a-slide.scene: 0 of 10 frames match, 10 recorded"), record.stdout)
        try GoldenLifecycleTests.slide(animation: ".easeIn(duration: 0.5)", second: true)
            .write(toFile: folder + "/a-slide.scene", atomically: true, encoding: .utf8)
        return folder
    }

    /// Every file under `folder`, by relative path, with its bytes.
    func contents(_ folder: String) throws -> [String: Data] {
        let names = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [])
        var files: [String: Data] = [:]
        for name in names {
            var isFolder: ObjCBool = false
            FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            if !isFolder.boolValue { files[name] = FileManager.default.contents(atPath: folder + "/" + name) }
        }
        return files
    }

    /// The same files with the same bytes, but for what differs by nature: the times (in
    /// timings.json, where the same frames must be timed, and junit.xml's `time`), and the
    /// report folder's own path in junit.xml's first attachment of each frame.
    func assertSameFiles(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let left = try contents(a), right = try contents(b)
        XCTAssertEqual(left.keys.sorted(), right.keys.sorted(), file: file, line: line)
        for (name, data) in left where right[name] != data {
            switch name {
            case "timings.json":
                func frames(_ data: Data?) throws -> [String: [String]] {
                    try JSONDecoder().decode([String: [String: [String: Double]]].self, from: data ?? Data())["seconds"]!
                        .mapValues { $0.keys.sorted() }
                }
                XCTAssertEqual(try frames(data), try frames(right[name]), "timings.json times other frames", file: file, line: line)
            case "junit.xml":
                func untimed(_ data: Data?, _ root: String) -> String {
                    String(decoding: data ?? Data(), as: UTF8.self)
                        .replacingOccurrences(of: #"time="[0-9.]+""#, with: "time=\"\"", options: .regularExpression)
                        .replacingOccurrences(of: "[[ATTACHMENT|" + root + "/", with: "[[ATTACHMENT|<root>/")
                }
                XCTAssertEqual(untimed(data, a), untimed(right[name], b), "junit.xml differs beyond times", file: file, line: line)
            default:
                XCTFail("\(name) differs between \(a) and \(b)", file: file, line: line)
            }
        }
    }

    func testResultsAreTheSameAtAnyJobCount() throws {
        let folder = try recordedScenes("golden-jobs")
        let one = try runMatchcut(["test", folder, "-o", folder + "/one", "--jobs", "1"], environment: ci)
        let three = try runMatchcut(["test", folder, "-o", folder + "/three", "--jobs", "3"], environment: ci)
        XCTAssertEqual(one.status, 1, one.stdout + one.stderr)
        XCTAssertEqual(three.status, 1)
        XCTAssertTrue(one.stdout.contains("a-slide.scene: 7 of 10 frames match"), one.stdout)
        XCTAssertEqual(one.stdout.replacingOccurrences(of: "/one/", with: "/three/"), three.stdout)
        // The same but for the command that accepts the failures, which repeats each run's own.
        func unaccepted(_ text: String) -> String {
            text.replacingOccurrences(of: #"accept it on your machine \(without CI=true\) with: .*"#, with: "", options: .regularExpression)
        }
        XCTAssertEqual(unaccepted(one.stderr.replacingOccurrences(of: "/one/", with: "/three/")), unaccepted(three.stderr))
        XCTAssertTrue(one.stderr.contains("with: matchcut test \(folder) -o \(folder)/one --jobs 1 --record failed"), one.stderr)
        try assertSameFiles(folder + "/one", folder + "/three")
        XCTAssertNotNil(try contents(folder + "/one")["a-slide/t0-p050.diff.png"])
    }

    func testThreeShardsMergedEqualOneRun() throws {
        let folder = try recordedScenes("golden-shards")
        let whole = try runMatchcut(["test", folder, "-o", folder + "/whole"], environment: ci)
        XCTAssertEqual(whole.status, 1, whole.stdout + whole.stderr)
        var shardFolders: [String] = []
        for k in 1...3 {
            let out = folder + "/shard-\(k)"
            shardFolders.append(out)
            let result = try runMatchcut(["test", folder, "-o", out, "--shard", "\(k)/3"], environment: ci)
            XCTAssertEqual(result.status, k == 1 ? 1 : 0, "shard \(k): " + result.stdout + result.stderr)
        }
        // Shard 1 holds frames 0-4 of a-slide, shard 2 its frames 5-9, shard 3 the other two scenes.
        let second = try String(contentsOfFile: folder + "/shard-2/report.json", encoding: .utf8)
        XCTAssertTrue(second.contains("\"shard\" : \"2/3\""), second)
        XCTAssertTrue(second.contains("\"name\" : \"t1-p000.png\""), second)
        XCTAssertFalse(second.contains("\"name\" : \"t0-p000.png\""), second)

        let merged = try runMatchcut(["merge-reports"] + shardFolders.reversed() + ["-o", folder + "/merged"], environment: ci)
        XCTAssertEqual(merged.status, 1, merged.stdout + merged.stderr)
        XCTAssertTrue(merged.stdout.contains("merged 3 reports: 3 scenes, 16 frames, 3 failed"), merged.stdout)
        try assertSameFiles(folder + "/whole", folder + "/merged")

        let missing = try runMatchcut(["merge-reports", shardFolders[0], shardFolders[2], "-o", folder + "/bad"], environment: ci)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("Error: shards 2/3 are missing"), missing.stderr)
        let unsharded = try runMatchcut(["merge-reports", folder + "/whole", shardFolders[0], "-o", folder + "/bad"], environment: ci)
        XCTAssertEqual(unsharded.status, 2)
        XCTAssertTrue(unsharded.stderr.contains("is not the report of one 'test --shard K/N' run of the others"), unsharded.stderr)
    }

    func testFilterPicksScenesByNameOrGlob() throws {
        let folder = try recordedScenes("golden-filter")
        let glob = try runMatchcut(["test", folder, "-o", folder + "/out", "--filter", "?-slide", "--filter", "nothing"],
                                   environment: ci)
        XCTAssertTrue(glob.stdout.contains("a-slide.scene:"), glob.stdout)
        XCTAssertTrue(glob.stdout.contains("b-slide.scene:"), glob.stdout)
        XCTAssertFalse(glob.stdout.contains("c-square"), glob.stdout)
        let one = try runMatchcut(["test", folder, "-o", folder + "/out", "--filter", "c-square"], environment: ci)
        XCTAssertEqual(one.status, 0, one.stdout + one.stderr)
        XCTAssertTrue(one.stdout.contains("c-square.scene: 1 of 1 frames match"), one.stdout)
        XCTAssertFalse(one.stdout.contains("slide"), one.stdout)
        let path = try runMatchcut(["test", folder, "-o", folder + "/out", "--filter", "*/b-*"], environment: ci)
        XCTAssertEqual(path.status, 0, path.stdout + path.stderr)
        XCTAssertTrue(path.stdout.contains("b-slide.scene: 5 of 5 frames match"), path.stdout)

        for command in ["test", "render"] {
            let none = try runMatchcut([command, folder, "-o", folder + "/none", "--filter", "card-*"], environment: ci)
            XCTAssertEqual(none.status, 2, command)
            XCTAssertTrue(none.stderr.contains("Error: no scene matches '--filter card-*' among the 3 found"), none.stderr)
        }
    }
}
