import Drawing
import Foundation
import Geometry
@testable import Matchcut
import Output
import Render
import XCTest

/// The frame cache across runs (FrameCache): a hit gives the bytes a render writes, processes
/// share it safely, it stays within its size, and another renderer never hits.
final class FrameCacheTests: XCTestCase {
    let scene = Repo.path("scenes/shape-morph.scene")

    func render(_ root: String, cache: FrameCache.Location?, formats: [OutputFormat] = [.png, .mp4, .gif],
                tally: FrameTally? = nil) throws -> [OutputFile] {
        let settings = RenderSettings(scale: 0.5, jobs: 2, formats: formats, cache: cache)
        var batch = BatchRender(sceneFiles: [scene], outputRoot: root, settings: settings)
        batch.tally = tally
        return try batch.run(engine: RenderEngine()).scenes[0].files
    }

    /// The number of names a file has: an output file placed from the cache is a copy of its
    /// own (1), so editing it in place can never change the cache (issue 28, finding 3).
    func links(_ path: String) throws -> Int {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CocoaError(.fileNoSuchFile) }
        return Int(info.st_nlink)
    }

    /// The cache's entries (frames and videos, not sidecars), with their modification times:
    /// a hit touches its entry.
    func entryTimes(_ cache: String) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: cache + "/v1")
        where !path.hasPrefix("tmp") && (path.hasSuffix(".png") || path.hasSuffix(".mp4")) {
            times[path] = try FileManager.default.attributesOfItem(atPath: cache + "/v1/" + path)[.modificationDate] as? Date
        }
        return times
    }

    func testCachedRendersWriteTheBytesOfAnUncachedOne() throws {
        let root = Repo.temporaryFolder("cache-bytes")
        let cache = FrameCache.Location(folder: root + "/cache")
        let none = try render(root + "/none", cache: nil)
        let cold = try render(root + "/cold", cache: cache)
        let tally = FrameTally()
        let warm = try render(root + "/warm", cache: cache, tally: tally)
        XCTAssertEqual(none.count, 64 + 2)
        XCTAssertEqual(cold, none)
        XCTAssertEqual(warm, none)
        // The warm render drew nothing: its frames and videos are copies of the cache's entries.
        XCTAssertEqual(tally.drawn, 0)
        XCTAssertGreaterThan(tally.fromCache, 0)
        XCTAssertEqual(try links(root + "/warm/shape-morph/frame-00030.png"), 1)
        XCTAssertEqual(try links(root + "/warm/shape-morph/shape-morph.mp4"), 1)
        XCTAssertEqual(try SHA256.hex(fileAt: root + "/warm/shape-morph/frame-00030.png"),
                       none.first { $0.name == "frame-00030.png" }?.sha256)
    }

    func testTwoProcessesFillingOneCacheAtOnceBothWriteTheRightBytes() throws {
        let root = Repo.temporaryFolder("cache-two")
        let expected = try render(root + "/expected", cache: nil, formats: [.png, .mp4])
        let processes = try (1...2).map { n -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Repo.binary)
            process.arguments = ["render", scene, "--scale", "0.5", "--format", "png,mp4", "--jobs", "2",
                                 "--cache", root + "/cache", "-o", root + "/p\(n)", "--quiet"]
            try process.run()
            return process
        }
        processes.forEach { $0.waitUntilExit() }
        XCTAssertEqual(processes.map(\.terminationStatus), [0, 0])
        for n in 1...2 {
            XCTAssertEqual(try Manifest.read(from: root + "/p\(n)").scenes[0].files, expected)
        }
        // A third finds everything the two stored: every entry is touched by its hit.
        let stored = try entryTimes(root + "/cache")
        let third = Date()
        usleep(20_000)
        XCTAssertEqual(try runMatchcut(["render", scene, "--scale", "0.5", "--format", "png,mp4", "--cache", root + "/cache",
                                        "-o", root + "/p3", "--quiet"]).status, 0)
        XCTAssertEqual(try Manifest.read(from: root + "/p3").scenes[0].files, expected)
        let touched = try entryTimes(root + "/cache")
        XCTAssertEqual(Set(touched.keys), Set(stored.keys), "the third stored nothing new")
        XCTAssertEqual(touched.filter { $0.value < third }.keys.sorted(), [], "entries the third render did not use")
        XCTAssertEqual(try links(root + "/p3/shape-morph/frame-00000.png"), 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: root + "/cache/v1/tmp")
        XCTAssertEqual(leftovers, [], "no temporary file is left behind")
    }

    func testTheLeastRecentlyUsedEntriesGoFirst() throws {
        let folder = Repo.temporaryFolder("cache-evict") + "/cache"
        let cache = try FrameCache(FrameCache.Location(folder: folder, sizeLimit: 2500, renderer: "test"))
        let entry = Data(repeating: 7, count: 1000)
        let keys = ["aa", "bb", "cc"].map { SHA256.hex(Array($0.utf8)) }
        for key in keys {
            cache.store(entry, sha256: SHA256.hex(entry), key: key)
        }
        // Oldest first: the first, second, third; then the first is used again, so the second is now the oldest.
        for (age, key) in zip([30, 20, 10], keys) {
            var times = [timespec(tv_sec: time(nil) - age, tv_nsec: 0), timespec(tv_sec: time(nil) - age, tv_nsec: 0)]
            XCTAssertEqual(utimensat(AT_FDCWD, folder + "/v1/\(key.prefix(2))/\(key).png", &times, 0), 0)
        }
        XCTAssertNotNil(cache.lookup(keys[0]))
        cache.trim()  // 3000 bytes > 2500: one entry goes
        XCTAssertNotNil(cache.lookup(keys[0]))
        XCTAssertNil(cache.lookup(keys[1]), "the least recently used entry is evicted")
        XCTAssertNotNil(cache.lookup(keys[2]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/v1/\(keys[1].prefix(2))/\(keys[1]).png.sha256"))
    }

    /// A cache too small for a render's frames is trimmed to its bound after the render, and
    /// renders through it, hits and misses mixed, still give the bytes of one without a cache.
    func testRendersThroughAnEvictingCacheKeepTheirBytes() throws {
        let root = Repo.temporaryFolder("cache-evict-render")
        let cache = FrameCache.Location(folder: root + "/cache", sizeLimit: 60_000)
        let none = try render(root + "/none", cache: nil, formats: [.png, .mp4])
        func size() throws -> Int {
            try FileManager.default.subpathsOfDirectory(atPath: root + "/cache/v1")
                .filter { !$0.hasPrefix("tmp") && ($0.hasSuffix(".png") || $0.hasSuffix(".mp4")) }
                .reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: root + "/cache/v1/" + $1)[.size] as? Int) ?? 0) }
        }
        for round in 0..<3 {
            XCTAssertEqual(try render(root + "/r\(round)", cache: cache, formats: [.png, .mp4]), none, "round \(round)")
            XCTAssertLessThanOrEqual(try size(), 60_000, "round \(round): trimmed to the bound")
        }
        XCTAssertGreaterThan(none.reduce(0) { $0 + $1.size }, 3 * 60_000, "the frames do not all fit")
    }

    func testAnotherRendererFingerprintMisses() throws {
        let root = Repo.temporaryFolder("cache-fingerprint")
        let a = FrameCache.Location(folder: root + "/cache", renderer: "renderer A")
        var b = a
        b.renderer = "renderer B"
        let list = DisplayList(canvasSize: Size(width: 10, height: 10), items: [])
        let keyA = try FrameCache(a).frameKey(list, scale: 1, compression: .fast, images: [:])
        XCTAssertNotEqual(keyA, try FrameCache(b).frameKey(list, scale: 1, compression: .fast, images: [:]))
        XCTAssertNotEqual(keyA, try FrameCache(a).frameKey(list, scale: 2, compression: .fast, images: [:]))
        XCTAssertNotEqual(keyA, try FrameCache(a).frameKey(list, scale: 1, compression: .small, images: [:]))

        let first = try render(root + "/a", cache: a, formats: [.png])
        func entries() throws -> Int {
            try FileManager.default.subpathsOfDirectory(atPath: root + "/cache/v1").filter { $0.hasSuffix(".png") }.count
        }
        let ofA = try entries()
        XCTAssertGreaterThanOrEqual(ofA, Set(first.map(\.sha256)).count, "an entry for every distinct frame")
        let again = FrameTally()
        XCTAssertEqual(try render(root + "/a2", cache: a, formats: [.png], tally: again), first)
        XCTAssertEqual(again.drawn, 0, "renderer A finds all of its frames")
        // Renderer B finds none of A's frames: it draws them, and stores its own.
        let other = FrameTally()
        XCTAssertEqual(try render(root + "/b", cache: b, formats: [.png], tally: other), first)
        XCTAssertEqual(other.fromCache, 0)
        XCTAssertEqual(other.drawn, again.fromCache)
        XCTAssertEqual(try entries(), 2 * ofA, "the same entries again, under renderer B's keys")
    }

    /// A changed image misses too: its contents are part of the key of every frame that draws it.
    func testAnImageThatChangesMisses() throws {
        let cache = try FrameCache(FrameCache.Location(folder: Repo.temporaryFolder("cache-image") + "/c", renderer: "r"))
        let image = DisplayItem(content: .image(ImageContent(path: "/p.png", naturalSize: Size(width: 1, height: 1),
                                                             contentMode: .fill)),
                                frame: Rect(x: 0, y: 0, width: 1, height: 1))
        let list = DisplayList(canvasSize: Size(width: 1, height: 1), items: [image])
        XCTAssertNotEqual(cache.frameKey(list, scale: 1, compression: .fast, images: ["/p.png": "one"]),
                          cache.frameKey(list, scale: 1, compression: .fast, images: ["/p.png": "two"]))
    }

    /// A custom shape's path comes from the app's code, which the display list does not hold:
    /// an edit of its `path(in:)` must miss, and draw what an uncached render of the edited
    /// scene draws, not the frames the old code drew.
    func testACustomShapesEditedPathMisses() throws {
        let root = Repo.temporaryFolder("cache-shape-code")
        func scene(_ apexY: String) -> String {
            """
            struct Peak: Shape {
                func path(in rect: CGRect) -> Path {
                    Path { p in
                        p.move(to: CGPoint(x: rect.minX, y: rect.maxY))
                        p.addLine(to: CGPoint(x: rect.midX, y: \(apexY)))
                        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                        p.closeSubpath()
                    }
                }
            }
            struct Card: View {
                var body: some View { Peak().fill(Color.blue).frame(width: 40, height: 40) }
            }
            scene("Peak") {
                device(.iPhone14)
                root(Card())
            }
            """
        }
        let file = root + "/peak.scene"
        let cache = FrameCache.Location(folder: root + "/cache")
        func render(_ out: String, cache: FrameCache.Location?) throws -> String {
            let settings = RenderSettings(scale: 0.25, jobs: 1, formats: [.png], cache: cache)
            let files = try BatchRender(sceneFiles: [file], outputRoot: root + "/" + out, settings: settings)
                .run(engine: RenderEngine()).scenes[0].files
            return try XCTUnwrap(files.first { $0.name.hasSuffix(".png") }).sha256
        }
        try scene("rect.minY").write(toFile: file, atomically: true, encoding: .utf8)
        let pointed = try render("pointed", cache: cache)
        try scene("rect.midY").write(toFile: file, atomically: true, encoding: .utf8)
        let flattened = try render("flattened", cache: cache)
        let uncached = try render("uncached", cache: nil)
        XCTAssertNotEqual(flattened, pointed, "the edited path(in:) drew the old frame from the cache")
        XCTAssertEqual(flattened, uncached)
    }

    /// `make test` leaves ~/.cache alone: processes it starts cache into its own folder.
    func testTestProcessesCacheInTheirSandbox() throws {
        let out = Repo.temporaryFolder("cache-sandbox")
        XCTAssertEqual(try runMatchcut(["render", scene, "--scale", "0.25", "--frames", "0-1", "-o", out, "--quiet"]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: Repo.sandboxedCache + "/matchcut/v1"))
        XCTAssertTrue(Repo.sandboxedCache.hasPrefix(FileManager.default.temporaryDirectory.path))
    }
}
