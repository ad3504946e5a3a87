import Foundation
@testable import Matchcut
import XCTest

/// `matchcut render --watch`: a save renders again, drawing only the frames that changed.
final class WatchTests: XCTestCase {
    func inode(_ path: String) -> UInt {
        var info = stat()
        return stat(path, &info) == 0 ? UInt(info.st_ino) : 0
    }

    func testASaveRendersAgainAndOnlyChangedFramesAreDrawn() throws {
        let folder = Repo.temporaryFolder("watch")
        let scene = folder + "/shape-morph.scene", out = folder + "/out"
        try FileManager.default.copyItem(atPath: Repo.path("scenes/shape-morph.scene"), toPath: scene)
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: Repo.binary)
        watcher.arguments = ["render", scene, "--watch", "--scale", "0.5", "--cache", folder + "/cache", "-o", out]
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = FileHandle.nullDevice
        try watcher.run()
        defer { if watcher.isRunning { watcher.terminate() } }

        func manifest() -> Manifest? { try? Manifest.read(from: out) }
        func wait(_ what: String, _ condition: () -> Bool) {
            let deadline = Date().addingTimeInterval(90)
            while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            XCTAssertTrue(condition(), "timed out waiting for \(what)")
        }
        wait("the first render") { manifest() != nil }
        let first = try XCTUnwrap(manifest()).scenes[0].files
        let restBefore = inode(out + "/shape-morph/frame-00000.png"), endBefore = inode(out + "/shape-morph/frame-00063.png")
        Thread.sleep(forTimeInterval: 0.5)  // the watcher is waiting on the files by now

        // The rectangle the circle becomes turns green: frames 0-18 (the circle at rest) stay.
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "Color.blue", with: "Color.green").write(toFile: scene, atomically: true, encoding: .utf8)
        wait("the render after the save") { manifest().map { $0.scenes[0].files != first } ?? false }
        let second = try XCTUnwrap(manifest()).scenes[0].files

        XCTAssertEqual(inode(out + "/shape-morph/frame-00000.png"), restBefore, "an unchanged frame is the cached file, not drawn again")
        XCTAssertNotEqual(inode(out + "/shape-morph/frame-00063.png"), endBefore, "a changed frame is drawn again")
        XCTAssertEqual(second.first { $0.name == "frame-00000.png" }, first.first { $0.name == "frame-00000.png" })
        XCTAssertNotEqual(second.first { $0.name == "frame-00063.png" }, first.first { $0.name == "frame-00063.png" })
        // Byte for byte a fresh render of the edited scene.
        XCTAssertEqual(try runMatchcut(["render", scene, "--scale", "0.5", "--no-cache", "-o", folder + "/fresh", "--quiet"]).status, 0)
        XCTAssertEqual(try Manifest.read(from: folder + "/fresh").scenes[0].files, second)

        kill(watcher.processIdentifier, SIGINT)
        watcher.waitUntilExit()
        XCTAssertEqual(watcher.terminationStatus, 130)
    }

    func testWatchingNeedsTheCache() throws {
        let result = try runMatchcut(["render", Repo.path("scenes/shape-morph.scene"), "--watch", "--no-cache"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--watch"), result.stderr)
    }
}
