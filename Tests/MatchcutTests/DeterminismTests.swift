import Foundation
import Matchcut
import XCTest

/// Same scene, same bytes: twice in a row, and on one thread or two.
final class DeterminismTests: XCTestCase {
    func testRenderingTwiceAndInParallelGivesIdenticalFiles() throws {
        let scene = try loadScene("shape-morph")
        let a = Repo.temporaryFolder("determinism-a") + "/shape-morph"
        let b = Repo.temporaryFolder("determinism-b") + "/shape-morph"
        let filesA = try FrameSequenceWriter.write(scene, to: a, settings: RenderSettings(scale: 1, jobs: 1))
        let filesB = try FrameSequenceWriter.write(scene, to: b, settings: RenderSettings(scale: 1, jobs: 2))
        XCTAssertEqual(filesA.count, scene.frameCount)
        for (fa, fb) in zip(filesA, filesB) {
            let da = try Data(contentsOf: URL(fileURLWithPath: fa)), db = try Data(contentsOf: URL(fileURLWithPath: fb))
            XCTAssertEqual(da, db, "\(fa) and \(fb) differ")
        }
        // Frames differ from each other while the shape flies.
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: filesA[20])),
                          try Data(contentsOf: URL(fileURLWithPath: filesA[40])))
    }

    func testARenderReplacesAnOlderLongerOneWhole() throws {
        let scene = try loadScene("shape-morph")
        let folder = Repo.temporaryFolder("replace") + "/shape-morph"
        try FrameSequenceWriter.write(scene, to: folder, settings: RenderSettings(scale: 1, jobs: 2))
        // A frame of an older, longer render in Matchcut's own folder.
        let stale = folder + "/frame-09999.png"
        XCTAssertTrue(FileManager.default.createFile(atPath: stale, contents: Data([1, 2, 3])))
        try FrameSequenceWriter.write(scene, to: folder, settings: RenderSettings(scale: 1, jobs: 2))
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale), "stale frames never survive")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertEqual(names.count, scene.frameCount + 1)
        XCTAssertEqual(names.first, ".matchcut-output")
        XCTAssertEqual(names.dropFirst().first, "frame-00000.png")
    }
}
