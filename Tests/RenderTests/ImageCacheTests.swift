import Files
import CCairo
import Foundation
import Geometry
import Output
import XCTest
@testable import Render

final class ImageCacheTests: XCTestCase {
    /// Three threads decode the same list at once, as a render's workers do before their
    /// first frame: every file is decoded exactly once, each to its own pixels, an unreadable
    /// one is remembered as missing, and drawing later decodes nothing again.
    func testThreadsDecodeAListTogetherEachFileOnce() throws {
        let folder = NSTemporaryDirectory() + "matchcut-image-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var paths: [String] = []
        for i in 0..<6 {
            // 300×200 of one grey level each (BGRA), big enough to take a while to decode.
            let level = UInt8(40 * i)
            let frame = Frame(width: 300, height: 200, pixels: [UInt8](repeating: 0, count: 300 * 200 * 4).enumerated()
                .map { $0.offset % 4 == 3 ? 255 : level })
            let path = "\(folder)/grey-\(i).png"
            try AtomicFile.write(try PNGEncoder().encode(frame), to: path)
            paths.append(path)
        }
        paths.append("\(folder)/missing.png")

        let cache = ImageCache(), list = paths
        let group = DispatchGroup()
        for _ in 0..<3 {
            group.enter()
            Thread { cache.decode(list); group.leave() }.start()
        }
        group.wait()
        XCTAssertEqual(cache.decodeCount, 7)

        for (i, path) in paths.dropLast().enumerated() {
            let surface = try XCTUnwrap(cache.surface(for: path))
            XCTAssertEqual(cairo_image_surface_get_width(surface), 300)
            let data = try XCTUnwrap(cairo_image_surface_get_data(surface))
            XCTAssertEqual(Array(UnsafeBufferPointer(start: data, count: 4)), [UInt8(40 * i), UInt8(40 * i), UInt8(40 * i), 255])
        }
        XCTAssertNil(cache.surface(for: paths.last!))
        XCTAssertEqual(cache.decodeCount, 7, "a surface already decoded is never decoded again")
    }
}
