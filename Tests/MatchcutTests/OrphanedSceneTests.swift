import Foundation
import XCTest

/// A scene deleted or renamed leaves its golden folder behind: a run given the whole folder
/// reports it, `--prune` removes it (only goldens inside), and a scene left out by naming files
/// or `--filter` is never taken for one.
final class OrphanedSceneTests: XCTestCase {
    let local = ["CI": "false"]

    func testAGoneScenesGoldenFolderIsReportedAndPruned() throws {
        let folder = Repo.temporaryFolder("orphan-scenes"), scenes = folder + "/scenes"
        try FileManager.default.createDirectory(atPath: scenes, withIntermediateDirectories: true)
        try GoldenCommandTests.square(offset: 0).write(toFile: scenes + "/a.scene", atomically: true, encoding: .utf8)
        try GoldenCommandTests.square(offset: 0).write(toFile: scenes + "/b.scene", atomically: true, encoding: .utf8)
        let record = try runMatchcut(["test", scenes, "-o", folder + "/r", "--record", "missing"], environment: local)
        XCTAssertEqual(record.status, 0, record.stderr)
        XCTAssertFalse(record.stdout.contains("ORPHAN"), record.stdout)
        try FileManager.default.removeItem(atPath: scenes + "/b.scene")

        let run = try runMatchcut(["test", scenes, "-o", folder + "/r"], environment: local)
        XCTAssertEqual(run.status, 0, "an orphan does not fail the run: \(run.stderr)")
        XCTAssertTrue(run.stdout.contains("ORPHAN \(scenes)/__goldens__/b: no scene of this run keeps its goldens there"), run.stdout)
        for leftOut in [["test", scenes + "/a.scene"], ["test", scenes, "--filter", "a"]] {
            let partial = try runMatchcut(leftOut + ["-o", folder + "/r"], environment: local)
            XCTAssertFalse(partial.stdout.contains("ORPHAN"), "\(leftOut): \(partial.stdout)")
        }

        // Something that is not a golden in it: nothing is removed.
        try "notes".write(toFile: scenes + "/__goldens__/b/notes.txt", atomically: true, encoding: .utf8)
        let refused = try runMatchcut(["test", scenes, "-o", folder + "/r", "--prune"], environment: local)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("holds 'notes.txt', which is not a golden; it is not pruned"), refused.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: scenes + "/__goldens__/b/t0-p000.png"))
        try FileManager.default.removeItem(atPath: scenes + "/__goldens__/b/notes.txt")

        let pruned = try runMatchcut(["test", scenes, "-o", folder + "/r", "--prune"], environment: local)
        XCTAssertEqual(pruned.status, 0, pruned.stderr)
        XCTAssertTrue(pruned.stdout.contains("pruned \(scenes)/__goldens__/b: its scene is gone"), pruned.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: scenes + "/__goldens__/b"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: scenes + "/__goldens__/a/t0-p000.png"))
    }
}
