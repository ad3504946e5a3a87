import Foundation
import ImageFiles
@testable import Matchcut
import Output
import XCTest

/// `matchcut render --watch`: a save renders again, drawing only the frames that changed.
final class WatchTests: XCTestCase {
    func testASaveRendersAgainAndOnlyChangedFramesAreDrawn() throws {
        let folder = Repo.temporaryFolder("watch")
        let scene = folder + "/shape-morph.scene", out = folder + "/out"
        try FileManager.default.copyItem(atPath: Repo.path("scenes/shape-morph.scene"), toPath: scene)
        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: Repo.binary)
        watcher.arguments = ["render", scene, "--watch", "--scale", "0.5", "--cache", folder + "/cache", "-o", out]
        watcher.standardOutput = FileHandle.nullDevice
        FileManager.default.createFile(atPath: folder + "/stderr", contents: nil)
        watcher.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: folder + "/stderr"))
        try watcher.run()
        defer { if watcher.isRunning { watcher.terminate() } }

        func manifest() -> Manifest? { try? Manifest.read(from: out) }
        /// Each render's "(D drawn, C from the cache" counts, in order.
        func tallies() -> [(drawn: Int, fromCache: Int)] {
            let log = (try? String(contentsOfFile: folder + "/stderr", encoding: .utf8)) ?? ""
            return log.split(separator: "\n").compactMap { line in
                guard let open = line.range(of: "frames ("), let close = line.range(of: " from the cache") else { return nil }
                let words = line[open.upperBound..<close.lowerBound].split(separator: " ")
                guard words.count == 3, let drawn = Int(words[0]), let cached = Int(words[2]) else { return nil }
                return (drawn, cached)
            }
        }
        func wait(_ what: String, _ condition: () -> Bool) {
            let deadline = Date().addingTimeInterval(90)
            while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            XCTAssertTrue(condition(), "timed out waiting for \(what)")
        }
        wait("the first render") { manifest() != nil }
        let first = try XCTUnwrap(manifest()).scenes[0].files
        Thread.sleep(forTimeInterval: 0.5)  // the watcher is waiting on the files by now

        // The rectangle the circle becomes turns green: frames 0-18 (the circle at rest) stay.
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "Color.blue", with: "Color.green").write(toFile: scene, atomically: true, encoding: .utf8)
        wait("the render after the save") { manifest().map { $0.scenes[0].files != first } ?? false }
        let second = try XCTUnwrap(manifest()).scenes[0].files

        wait("the second render's counts") { tallies().count == 2 }
        let counts = tallies()
        XCTAssertEqual(counts.first?.fromCache, 0, "the first render draws everything")
        // Frames 0-18 hold the circle at rest: one drawing, now from the cache.
        XCTAssertEqual(counts.last?.fromCache, 1, "an unchanged frame is taken from the cache, not drawn again")
        XCTAssertEqual((counts.last?.drawn ?? 0) + 1, counts.first?.drawn, "every changed frame is drawn again")
        XCTAssertEqual(second.first { $0.name == "frame-00000.png" }, first.first { $0.name == "frame-00000.png" })
        XCTAssertNotEqual(second.first { $0.name == "frame-00063.png" }, first.first { $0.name == "frame-00063.png" })
        // Byte for byte a fresh render of the edited scene.
        XCTAssertEqual(try runMatchcut(["render", scene, "--scale", "0.5", "--no-cache", "-o", folder + "/fresh", "--quiet"]).status, 0)
        XCTAssertEqual(try Manifest.read(from: folder + "/fresh").scenes[0].files, second)

        kill(watcher.processIdentifier, SIGINT)
        watcher.waitUntilExit()
        XCTAssertEqual(watcher.terminationStatus, 130)
        let log = (try? String(contentsOfFile: folder + "/stderr", encoding: .utf8)) ?? ""
        XCTAssertTrue(log.hasSuffix("stopped watching\n"), log)
        XCTAssertFalse(log.contains("Error: interrupted"), "stopping is not an error")
    }

    /// The app's source files a scene's `sources(…)` names and its asset catalog's files
    /// are watched too, and stay watched while the app's code has an error.
    func testAnEditOfTheAppsSourcesOrItsCatalogRendersAgain() throws {
        let folder = Repo.temporaryFolder("watch-sources"), out = folder + "/out"
        let fm = FileManager.default
        try fm.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: folder + "/Assets.xcassets/Tint.colorset", withIntermediateDirectories: true)
        let tint = folder + "/Assets.xcassets/Tint.colorset/Contents.json", view = folder + "/App/Swatch.swift"
        func colorset(red: String) -> String {
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\#(red)","green":"0.000","blue":"0.000","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
        }
        func swatch(width: Int) -> String {
            "struct Swatch: View {\n    var body: some View { Color(\"Tint\").frame(width: \(width), height: 10) }\n}\n"
        }
        try colorset(red: "1.000").write(toFile: tint, atomically: true, encoding: .utf8)
        try swatch(width: 10).write(toFile: view, atomically: true, encoding: .utf8)
        try "scene(\"s\") {\n    sources(\"App/*.swift\")\n    canvas(width: 40, height: 20, scale: 1)\n    root(Swatch())\n}\n"
            .write(toFile: folder + "/swatch.scene", atomically: true, encoding: .utf8)
        XCTAssertEqual(Set(CompiledScene.filesRead(path: folder + "/swatch.scene")),
                       [folder + "/swatch.scene", view, tint])

        let watcher = Process()
        watcher.executableURL = URL(fileURLWithPath: Repo.binary)
        watcher.arguments = ["render", folder + "/swatch.scene", "--watch", "--cache", folder + "/cache", "-o", out]
        watcher.standardOutput = FileHandle.nullDevice
        watcher.standardError = FileHandle.nullDevice
        try watcher.run()
        defer { if watcher.isRunning { watcher.terminate() } }
        func pixel(x: Int) -> (r: UInt8, g: UInt8)? {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: out + "/swatch/frame-00000.png")),
                  let frame = try? PNGReader.decode(data, path: "frame") else { return nil }
            let p = frame.rgba(x: x, y: 10)
            return (p.r, p.g)
        }
        func wait(_ what: String, _ condition: () -> Bool) {
            let deadline = Date().addingTimeInterval(90)
            while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
            XCTAssertTrue(condition(), "timed out waiting for \(what)")
        }
        wait("the first render: a red swatch 10 pt wide") { pixel(x: 20)?.g == 0 && pixel(x: 12)?.g == 255 }
        XCTAssertEqual(pixel(x: 20)?.r, 255)
        Thread.sleep(forTimeInterval: 0.5)
        // An error in the app's file renders nothing; the file stays watched, and its fix renders.
        try "struct Swatch: View {\n    var body: some View { Colr() }\n}\n".write(toFile: view, atomically: true, encoding: .utf8)
        Thread.sleep(forTimeInterval: 1)
        try swatch(width: 30).write(toFile: view, atomically: true, encoding: .utf8)
        wait("the render after the app's file is fixed: 30 pt wide") { pixel(x: 8)?.g == 0 }
        XCTAssertEqual(pixel(x: 8)?.r, 255)
        Thread.sleep(forTimeInterval: 0.5)
        try colorset(red: "0.000").write(toFile: tint, atomically: true, encoding: .utf8)
        wait("the render after the colour set is saved: black") { pixel(x: 8)?.r == 0 }
        kill(watcher.processIdentifier, SIGINT)
        watcher.waitUntilExit()
        XCTAssertEqual(watcher.terminationStatus, 130)
    }

    /// A scene of eight frames at 10 fps whose dot is lit in frame 3 alone.
    static let blink = """
    struct Blink: View {
        @State private var lit = false

        var body: some View {
            Circle()
                .fill(lit ? Color.orange : Color.gray)
                .frame(width: 80, height: 80)
        }
    }

    scene("Blink") {
        device(.iPhone14)
        fps(10)
        root(Blink())
        timeline {
            wait(0.25)
            lit = true
            wait(0.1)
            lit = false
            wait(0.3)
        }
    }
    """

    /// With videos, an edit of one frame draws that frame alone: the runs of frames before
    /// and after it (the dot at rest) are decoded from the cache, and the mp4
    /// and GIF are byte for byte those of a fresh render of the edited scene. Without PNG
    /// frames asked for, the watcher keeps the frames it draws for the videos in the cache.
    func testAOneFrameEditRedrawsOneFrameOfTheVideos() throws {
        for formats in ["mp4,gif", "png,mp4,gif"] {
            let folder = Repo.temporaryFolder("watch-video")
            let scene = folder + "/blink.scene", out = folder + "/out", log = folder + "/log"
            try Self.blink.write(toFile: scene, atomically: true, encoding: .utf8)
            FileManager.default.createFile(atPath: log, contents: nil)
            let watcher = Process()
            watcher.executableURL = URL(fileURLWithPath: Repo.binary)
            watcher.arguments = ["render", scene, "--watch", "--scale", "0.5", "--format", formats, "--cache", folder + "/cache",
                                 "-o", out]
            watcher.standardOutput = FileHandle.nullDevice
            watcher.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
            try watcher.run()
            defer { if watcher.isRunning { watcher.terminate() } }
            func reports() -> [String] {
                ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
                    .filter { $0.hasPrefix("rendered ") }
            }
            func wait(_ what: String, _ condition: () -> Bool) {
                let deadline = Date().addingTimeInterval(90)
                while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
                XCTAssertTrue(condition(), "timed out waiting for \(what)")
            }
            wait("the first render") { reports().count == 1 }
            // Three distinct frames, the last equal to the first: drawn, or decoded once the first is in the cache.
            XCTAssertTrue(["(3 drawn, 0 from the cache", "(2 drawn, 1 from the cache"].contains { reports().first?.contains($0) == true },
                          reports().first ?? "")
            Thread.sleep(forTimeInterval: 0.5)  // the watcher is waiting on the file by now
            try Self.blink.replacingOccurrences(of: "Color.orange", with: "Color.green")
                .write(toFile: scene, atomically: true, encoding: .utf8)
            wait("the render after the save") { reports().count == 2 }
            XCTAssertEqual(reports().last, "rendered 1 scene(s), 8 frames (1 drawn, 2 from the cache, the rest repeats), into \(out)/",
                           formats)
            let watched = try Manifest.read(from: out).scenes[0].files
            XCTAssertEqual(try runMatchcut(["render", scene, "--scale", "0.5", "--format", formats, "--no-cache",
                                            "-o", folder + "/fresh", "--quiet"]).status, 0)
            let fresh = try Manifest.read(from: folder + "/fresh").scenes[0].files
            XCTAssertEqual(watched, fresh, "the videos (and frames) of a fresh render of the edited scene, byte for byte")
            XCTAssertEqual(watched.map(\.name).filter { !$0.hasSuffix(".png") }, ["blink.gif", "blink.mp4"])
            kill(watcher.processIdentifier, SIGINT)
            watcher.waitUntilExit()
            XCTAssertEqual(watcher.terminationStatus, 130)
        }
    }

    func testWatchingNeedsTheCache() throws {
        let result = try runMatchcut(["render", Repo.path("scenes/shape-morph.scene"), "--watch", "--no-cache"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--watch"), result.stderr)
    }
}
