import Foundation
import ImageFiles
import Geometry
@testable import Matchcut
import Output
import Render
import XCTest

/// A frame the cache holds is decoded for a video instead of drawn (OpaquePNGDecoder): an
/// opaque frame's PNG gives back the frame drawn, byte for byte; anything else is refused,
/// and the worker draws.
final class CachedFrameDecodeTests: XCTestCase {
    func scenes() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Repo.path("scenes")).filter { $0.hasSuffix(".scene") }.sorted()
            .map { Repo.path("scenes/" + $0) }
    }

    /// Every sixth frame of every scene at 1x, encoded as `fast` (and every 24th as `small`,
    /// whose adaptive filters use all five), decodes to the pixels Renderer drew.
    func testOpaqueFramesDecodeToTheFramesDrawn() throws {
        let engine = try RenderEngine()
        let decoder = OpaquePNGDecoder()
        var decoded = Frame(width: 1, height: 1)
        var checked = 0
        for file in try scenes() {
            let scene = try CompiledScene.load(path: file, engine: engine)
            for index in stride(from: 0, to: scene.frameCount, by: 6) {
                let frame = Renderer.render(scene.plan.sample(at: scene.time(ofFrame: index)).displayList, scale: 1, engine: engine)
                for compression in index % 24 == 0 ? [PNGCompression.fast, .small] : [.fast] {
                    let png = try PNGEncoder(compression: compression).encode(frame)
                    XCTAssertTrue(decoder.decode(png, into: &decoded), "\(scene.name) frame \(index), \(compression)")
                    XCTAssertTrue(decoded == frame, "\(scene.name) frame \(index), \(compression): the pixels drawn")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThan(checked, 250)
    }

    /// At 3x the cache holds what a PNG-only render writes, drawn and encoded band by band:
    /// decoded, it is the whole frame a video render draws.
    func testABandedFrameDecodesToTheWholeFrame() throws {
        let engine = try RenderEngine()
        let scene = try CompiledScene.load(path: Repo.path("scenes/card-hero.scene"), engine: engine)
        let folder = Repo.temporaryFolder("decode-bands")
        let job = try SceneJob(scene: scene, settings: RenderSettings(scale: 3, jobs: 1, frames: .frames(first: 40, last: 40)))
        try FrameSequenceWriter.render(job, to: folder)
        var decoded = Frame(width: 1, height: 1)
        XCTAssertTrue(OpaquePNGDecoder().decode(try Data(contentsOf: URL(fileURLWithPath: folder + "/frame-00040.png")), into: &decoded))
        let drawn = Renderer.render(scene.plan.sample(at: scene.time(ofFrame: 40)).displayList, scale: 3, engine: engine)
        XCTAssertEqual(decoded.width, 1170)
        XCTAssertTrue(decoded == drawn)
    }

    /// A translucent frame is written as RGBA, whose straight colours cannot always give back
    /// the premultiplied bytes: it is not decoded. Nor is a PNG with damaged data.
    func testTranslucentOrDamagedPNGsAreRefused() throws {
        let translucent = Frame(width: 2, height: 1, pixels: [0, 0, 128, 128, 255, 255, 255, 255])
        var decoded = Frame(width: 1, height: 1)
        XCTAssertFalse(OpaquePNGDecoder().decode(try PNGEncoder().encode(translucent), into: &decoded))

        let opaque = Frame(width: 64, height: 64, pixels: (0..<64 * 64).flatMap { [UInt8($0 % 251), UInt8($0 % 7), 9, 255] })
        let png = try PNGEncoder().encode(opaque)
        XCTAssertTrue(OpaquePNGDecoder().decode(png, into: &decoded))
        XCTAssertTrue(decoded == opaque)
        var damaged = [UInt8](png)
        damaged[damaged.count - 20] ^= 0x10  // inside the IDAT's deflate stream
        XCTAssertFalse(OpaquePNGDecoder().decode(Data(damaged), into: &decoded))
        XCTAssertFalse(OpaquePNGDecoder().decode(png.prefix(png.count - 12), into: &decoded), "no IEND")
    }
}
