import Foundation
import Matchcut
import Render
import XCTest

/// `--shard K/N` splits all frames of all scenes into N contiguous runs, and `merge` gives
/// back exactly what one unsharded render writes.
final class ShardTests: XCTestCase {
    func testShardsCoverEveryPositionOnceAndDifferByAtMostOne() {
        // 64 frames in 3 shards: ⌊0·64/3⌋ = 0, ⌊64/3⌋ = 21, ⌊128/3⌋ = 42, 64.
        XCTAssertEqual(Shard(index: 1, count: 3).range(of: 64), 0..<21)
        XCTAssertEqual(Shard(index: 2, count: 3).range(of: 64), 21..<42)
        XCTAssertEqual(Shard(index: 3, count: 3).range(of: 64), 42..<64)
        XCTAssertEqual(Shard(index: 1, count: 1).range(of: 64), 0..<64)
        // More shards than frames: some are empty, none overlap.
        XCTAssertEqual((1...5).map { Shard(index: $0, count: 5).range(of: 2).count }, [0, 0, 1, 0, 1])
    }

    func testShardSpecsParse() {
        XCTAssertEqual(Shard("2/4"), Shard(index: 2, count: 4))
        for bad in ["0/4", "5/4", "2", "a/b", "2/0", "1/2/3"] { XCTAssertNil(Shard(bad), bad) }
    }

    func testThreeShardsMergedEqualOneRenderByteForByte() throws {
        let scene = Repo.path("scenes/shape-morph.scene")
        let root = Repo.temporaryFolder("shards")
        let settings = RenderSettings(scale: 0.5, jobs: 2, formats: [.png, .mp4, .gif], contactSheetFrames: 4)
        let engine = try RenderEngine()
        try BatchRender(sceneFiles: [scene], outputRoot: root + "/whole", settings: settings).run(engine: engine)
        for k in 1...3 {
            try BatchRender(sceneFiles: [scene], outputRoot: root + "/shard-\(k)", settings: settings,
                            shard: Shard(index: k, count: 3)).run(engine: engine)
        }
        // Each shard holds only its third of the frames (and Matchcut's marker), and no video.
        let second = try FileManager.default.contentsOfDirectory(atPath: root + "/shard-2/shape-morph")
        XCTAssertEqual(second.count, 21 + 1)
        XCTAssertFalse(second.contains("shape-morph.mp4"))

        try ShardMerge(shardFolders: (1...3).map { root + "/shard-\($0)" }, outputRoot: root + "/merged").run()
        let whole = try tree(root + "/whole"), merged = try tree(root + "/merged")
        XCTAssertEqual(whole.count, 64 + 1 + 2 + 1 + 1)  // frames, sheet, mp4 and gif, marker, manifest
        XCTAssertEqual(whole.keys.sorted(), merged.keys.sorted())
        for (name, bytes) in whole { XCTAssertEqual(merged[name], bytes, "\(name) differs") }
    }

    func testMergeRefusesAMissingShard() throws {
        let scene = Repo.path("scenes/shape-morph.scene")
        let root = Repo.temporaryFolder("shards-missing")
        let settings = RenderSettings(scale: 0.25, jobs: 1)
        try BatchRender(sceneFiles: [scene], outputRoot: root + "/s1", settings: settings,
                        shard: Shard(index: 1, count: 2)).run(engine: RenderEngine())
        XCTAssertThrowsError(try ShardMerge(shardFolders: [root + "/s1"], outputRoot: root + "/out").run()) { error in
            XCTAssertEqual((error as? MatchcutError)?.message, "shard 2/2 is missing", "\(error)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/out/manifest.json"))
    }

    /// Every file under `folder`, by relative path.
    private func tree(_ folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] {
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            if exists, !isFolder.boolValue { files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name)) }
        }
        return files
    }
}
