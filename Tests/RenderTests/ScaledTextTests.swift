import Drawing
import Geometry
import Layout
import Motion
import ViewTree
import XCTest
@testable import Render

/// Text in flight (drawn at a scale other than 1) is filled as outlines rather than drawn
/// from Cairo's glyph cache (Sources/Render/Drawing/TextDrawing.swift). It must land where
/// the glyphs would.
final class ScaledTextTests: XCTestCase {
    private let run = TextRun(string: "Hamburg 北京", font: Font(size: 17, weight: .semibold), color: .black)

    private func draw(scale textScale: Double, engine: RenderEngine) -> Frame {
        let size = PangoTextMeasurer(engine: engine.text).measure(run, proposedWidth: nil).size
        let item = DisplayItem(content: .text(run, layoutSize: size),
                               frame: Rect(x: 10, y: 10, width: size.width * textScale, height: size.height * textScale))
        return Renderer.render(DisplayList(canvasSize: Size(width: 280, height: 90), items: [item]), scale: 2, engine: engine)
    }

    /// Ink: pixels darker than mid-grey, and their bounding box.
    private func ink(_ frame: Frame) -> (count: Int, box: (Int, Int, Int, Int)) {
        var count = 0, x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.rgba(x: x, y: y).g < 128 {
                count += 1
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
            }
        }
        return (count, (x0, y0, x1, y1))
    }

    /// A hair off 1, the outlines give the glyph cache's picture: the same ink, in the same
    /// box, every channel close.
    func testOutlinesMatchGlyphsAtTheSameSize() throws {
        let engine = try RenderEngine()
        let glyphs = draw(scale: 1, engine: engine), outlines = draw(scale: 1.000001, engine: engine)
        let a = ink(glyphs), b = ink(outlines)
        XCTAssertGreaterThan(a.count, 400, "the text is drawn")
        XCTAssertEqual(Double(b.count), Double(a.count), accuracy: Double(a.count) * 0.03)
        XCTAssertEqual(a.box.0, b.box.0, accuracy: 1)
        XCTAssertEqual(a.box.1, b.box.1, accuracy: 1)
        XCTAssertEqual(a.box.2, b.box.2, accuracy: 1)
        XCTAssertEqual(a.box.3, b.box.3, accuracy: 1)
        var close = 0
        for (p, q) in zip(glyphs.pixels, outlines.pixels) where abs(Int(p) - Int(q)) <= 48 { close += 1 }
        XCTAssertGreaterThan(Double(close) / Double(glyphs.pixels.count), 0.992)
    }

    /// At twice the size the ink box doubles about the frame's origin (20, 20 in pixels).
    func testOutlinesScaleAboutTheFrameOrigin() throws {
        let engine = try RenderEngine()
        let one = ink(draw(scale: 1, engine: engine)).box, two = ink(draw(scale: 2, engine: engine)).box
        XCTAssertEqual(Double(two.0 - 20), Double(one.0 - 20) * 2, accuracy: 2)
        XCTAssertEqual(Double(two.1 - 20), Double(one.1 - 20) * 2, accuracy: 2)
        XCTAssertEqual(Double(two.2 - 20), Double(one.2 - 20) * 2, accuracy: 3)
        XCTAssertEqual(Double(two.3 - 20), Double(one.3 - 20) * 2, accuracy: 3)
    }
}
