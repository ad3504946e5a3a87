import Drawing
import Foundation
import Geometry
import Layout
import Motion
import Output
import ViewTree
import XCTest
@testable import Render

/// Frames are drawn a band of rows at a time (Renderer.Bands), so that an encoder can take
/// each band while it is in the cache. Where the bands fall must not change a pixel.
final class BandedRenderTests: XCTestCase {
    private var photo: String!

    override func setUpWithError() throws {
        photo = try RenderFixtures.writePhoto(width: 60, height: 40)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: photo)
    }

    private func image(_ frame: Rect, clip: Rect? = nil) -> DisplayItem {
        DisplayItem(content: .image(ImageContent(path: photo, naturalSize: Size(width: 60, height: 40), contentMode: .fill)),
                    frame: frame, clips: [ClipRegion(rect: clip ?? frame, shape: .roundedRectangle(cornerRadius: 9, style: .continuous))])
    }

    private func draw(_ list: DisplayList, engine: RenderEngine, bandRows: Int?) -> [UInt8] {
        let (width, height) = Renderer.pixelSize(of: list, scale: 3)
        var frame = Frame(width: width, height: height)
        frame.pixels.withUnsafeMutableBytes { buffer in
            let bands = Renderer.Bands(list, scale: 3, engine: engine, pixels: buffer.baseAddress!)
            let step = bandRows ?? bands.rowsPerBand
            for top in stride(from: 0, to: height, by: step) { bands.draw(rows: top..<min(height, top + step)) }
        }
        return frame.pixels
    }

    /// The hero fixture with a plain card (solid fill and stroke, no shadow; text in two
    /// scripts, a translucent additive group, symbols, a clip) plus a clipped photo, at 3x:
    /// drawn as one band, and in bands of 1, 7, 64 rows and the default, every byte the same.
    func testWhereTheBandsFallChangesNoPixel() throws {
        var list = RenderFixtures.heroScene
        list.items[0] = DisplayItem(content: .shape(.roundedRectangle(cornerRadius: 24, style: .continuous),
                                                    fill: .color(Color(rgb255: 0, 122, 255)),
                                                    stroke: StrokePaint(paint: .color(.white), lineWidth: 2)),
                                    frame: list.items[0].frame)
        list.items.append(image(Rect(x: 30.3, y: 100.6, width: 150, height: 100)))
        let engine = try RenderEngine()
        let whole = draw(list, engine: engine, bandRows: 1_000_000)
        for rows in [1, 7, 64, nil] {
            XCTAssertTrue(draw(list, engine: engine, bandRows: rows) == whole, "bands of \(rows.map(String.init) ?? "default") rows")
        }
    }

    /// With the card's gradient and shadow: pixman evaluates a gradient, and resamples a mask
    /// Cairo scales (the shadow's), from where the band's clip starts, so a few of their pixels
    /// move by 1 between band heights, and by no more (an item missing from a band would
    /// differ by far more). `Renderer.render` draws in the default bands, so it is exactly the
    /// banded encode's frame.
    func testGradientsAndShadowsMoveByAtMostOneBetweenBandHeights() throws {
        let list = RenderFixtures.heroScene
        let engine = try RenderEngine()
        let whole = draw(list, engine: engine, bandRows: 1_000_000)
        for rows in [1, 7, 64, nil] {
            let banded = draw(list, engine: engine, bandRows: rows)
            let differences = zip(banded, whole).map { abs(Int($0) - Int($1)) }.filter { $0 > 0 }
            XCTAssertLessThanOrEqual(differences.max() ?? 0, 1, "bands of \(rows.map(String.init) ?? "default") rows")
            XCTAssertLessThan(differences.count, whole.count / 1000, "bands of \(rows.map(String.init) ?? "default") rows")
        }
        XCTAssertEqual(Renderer.render(list, scale: 3, engine: engine).pixels, draw(list, engine: engine, bandRows: nil))
    }

    /// A band draws only the items whose rows reach it: an item below the band is not drawn,
    /// and the rows outside the band keep what they held.
    func testABandDrawsOnlyItsRows() throws {
        let list = DisplayList(canvasSize: Size(width: 20, height: 40), items: [
            RenderFixtures.shape(.rectangle, Rect(x: 0, y: 30, width: 20, height: 10)),
        ])
        let engine = try RenderEngine()
        // Opaque dark grey (premultiplied BGRA 7, 7, 7, 255) where nothing is drawn.
        var frame = Frame(width: 20, height: 40, pixels: Array([[UInt8]](repeating: [7, 7, 7, 255], count: 20 * 40).joined()))
        frame.pixels.withUnsafeMutableBytes { buffer in
            Renderer.Bands(list, scale: 1, engine: engine, pixels: buffer.baseAddress!).draw(rows: 10..<20)
        }
        XCTAssertEqual(frame.rgba(x: 5, y: 5).r, 7, "above the band: untouched")
        XCTAssertEqual(frame.rgba(x: 5, y: 15).r, 255, "the band: the white background")
        XCTAssertEqual(frame.rgba(x: 5, y: 35).r, 7, "below the band: untouched, though an item is there")
    }

    /// An image off the canvas returns after adding its rectangle to Cairo's current path,
    /// which survives `cairo_restore`. The battery glyph after it must not stroke that
    /// rectangle: the frame is the battery's alone. (A banner one pixel past the right edge
    /// once left a two-pixel dark line down the canvas's edge.)
    func testAnItemLeavesNoPathToTheNext() throws {
        let battery = DisplayItem(content: .symbol(name: "matchcut.statusbar.battery", color: .black),
                                  frame: Rect(x: 4, y: 4, width: 27, height: 13))
        let offCanvas = image(Rect(x: 60, y: 2, width: 60, height: 40), clip: Rect(x: 0, y: 2, width: 60, height: 40))
        let engine = try RenderEngine()
        let alone = Renderer.render(DisplayList(canvasSize: Size(width: 60, height: 44), items: [battery]),
                                    scale: 3, engine: engine)
        let after = Renderer.render(DisplayList(canvasSize: Size(width: 60, height: 44), items: [offCanvas, battery]),
                                    scale: 3, engine: engine)
        XCTAssertTrue(after.pixels == alone.pixels)
    }

    /// An image is resampled for the part of its rectangle its own clips let through, not
    /// for Cairo's clip, which includes the band: a photo crossing many bands is resampled once.
    func testAPhotoIsResampledOnceForAllTheBandsItCrosses() throws {
        let list = DisplayList(canvasSize: Size(width: 60, height: 44),
                               items: [image(Rect(x: 10.5, y: 5.25, width: 40, height: 30), clip: Rect(x: 12, y: 8, width: 30, height: 20))])
        let engine = try RenderEngine()
        let banded = draw(list, engine: engine, bandRows: 7)
        XCTAssertEqual(engine.resampled.count, 1)
        XCTAssertTrue(banded == draw(list, engine: engine, bandRows: 1_000_000))
        XCTAssertEqual(engine.resampled.count, 1, "and the next frame reuses it")
    }
}
