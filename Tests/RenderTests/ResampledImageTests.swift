import Drawing
import CCairo
import Foundation
import Geometry
import Layout
import Motion
import Output
import ViewTree
import XCTest
@testable import Render

/// Images are resampled onto the device pixel grid and then composited through their clip
/// (Sources/Render/Images/ResampledImages.swift). The two steps must give the picture one
/// direct, filtered draw gives, and a still image must be resampled once, not every frame.
final class ResampledImageTests: XCTestCase {
    private var path: String!
    private let natural = Size(width: 90, height: 60)

    override func setUpWithError() throws {
        path = try RenderFixtures.writePhoto(width: 90, height: 60)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: path)
    }

    private func item(at frame: Rect, mode: ContentMode = .fill) -> DisplayItem {
        DisplayItem(content: .image(ImageContent(path: path, naturalSize: natural, contentMode: mode)), frame: frame,
                    clips: [ClipRegion(rect: frame, shape: .roundedRectangle(cornerRadius: 6, style: .circular))])
    }

    /// The same image drawn the direct way: one filtered composite through the clip.
    private func directDraw(_ frame: Rect, scale: Double) -> Frame {
        let width = Int(80 * scale), height = Int(60 * scale)
        var out = Frame(width: width, height: height)
        out.pixels.withUnsafeMutableBytes { buffer in
            let surface = cairo_image_surface_create_for_data(buffer.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                              CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))!
            let cr = cairo_create(surface)!
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_scale(cr, scale, scale)
            cairo_set_tolerance(cr, 0.02)
            ShapePath.append(.roundedRectangle(cornerRadius: 6, style: .circular), in: frame, to: cr)
            cairo_clip(cr)
            let source = cairo_image_surface_create_from_png(path)!
            let target = ImageFit.rect(natural: natural, in: frame, mode: .fill)
            cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
            cairo_translate(cr, target.minX, target.minY)
            cairo_scale(cr, target.width / 90, target.height / 60)
            cairo_set_source_surface(cr, source, 0, 0)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_fill(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(source)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        return out
    }

    /// Downscaled (GOOD is then a convolution), upscaled (bilinear), at fractional positions
    /// and scales: every channel within 2 of the direct draw, and nearly every pixel equal.
    /// (The two differ only in the fixed-point rounding of where the source grid starts.)
    func testTwoStepDrawMatchesTheDirectDraw() throws {
        let engine = try RenderEngine()
        for (frame, scale) in [(Rect(x: 10.5, y: 7.25, width: 30, height: 20), 3.0),
                               (Rect(x: 3.3, y: 4.1, width: 70, height: 50), 2.0),
                               (Rect(x: 20, y: 10, width: 41.7, height: 33.3), 1.0)] {
            let list = DisplayList(canvasSize: Size(width: 80, height: 60), items: [item(at: frame)])
            let drawn = Renderer.render(list, scale: scale, engine: engine)
            let direct = directDraw(frame, scale: scale)
            XCTAssertEqual(drawn.width, direct.width)
            var differing = 0, largest = 0
            for (a, b) in zip(drawn.pixels, direct.pixels) where a != b {
                differing += 1
                largest = max(largest, abs(Int(a) - Int(b)))
            }
            XCTAssertLessThanOrEqual(largest, 2, "\(frame) at \(scale)x")
            XCTAssertLessThan(Double(differing) / Double(drawn.pixels.count), 0.01, "\(frame) at \(scale)x")
            // And the image is really there: the hard edge's two sides.
            let inside = drawn.rgba(x: Int((frame.minX + 4) * scale), y: Int((frame.maxY - 4) * scale))
            XCTAssertEqual(inside.r, 20, accuracy: 3, "\(frame) at \(scale)x")
        }
    }

    /// A still image is resampled once; a moved one is released one frame after its last use.
    func testAStillImageIsKeptAndAMovedOneReleased() throws {
        let engine = try RenderEngine()
        let here = DisplayList(canvasSize: Size(width: 80, height: 60), items: [item(at: Rect(x: 5, y: 5, width: 30, height: 20))])
        let there = DisplayList(canvasSize: Size(width: 80, height: 60), items: [item(at: Rect(x: 6, y: 5, width: 30, height: 20))])
        let first = Renderer.render(here, scale: 2, engine: engine)
        XCTAssertEqual(engine.resampled.count, 1)
        XCTAssertEqual(Renderer.render(here, scale: 2, engine: engine), first, "reused, same pixels")
        XCTAssertEqual(engine.resampled.count, 1)
        _ = Renderer.render(there, scale: 2, engine: engine)
        XCTAssertEqual(engine.resampled.count, 2, "the last frame's surface is kept one frame")
        _ = Renderer.render(there, scale: 2, engine: engine)
        XCTAssertEqual(engine.resampled.count, 1, "then released")
    }
}
