import Foundation
import Geometry
import Layout
import Motion
import Output
import ViewTree
import XCTest
@testable import Render

final class ImageAndFontTests: XCTestCase {
    /// A 2×1 PNG (red | blue) stretched over a 40×20 frame, half of it clipped away.
    func testImageIsStretchedIntoItsFrameAndClipped() throws {
        let path = NSTemporaryDirectory() + "matchcut-image-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pixels: [UInt8] = [0, 0, 255, 255, 255, 0, 0, 255]  // BGRA: red, blue
        try AtomicFile.write(try PNGEncoder().encode(Frame(width: 2, height: 1, pixels: pixels)), to: path)
        let image = ImageContent(path: path, naturalSize: Size(width: 2, height: 1), contentMode: .stretch)
        let item = DisplayItem(content: .image(image), frame: Rect(x: 0, y: 0, width: 40, height: 20),
                               clips: [ClipRegion(rect: Rect(x: 0, y: 0, width: 40, height: 10), shape: .rectangle)])
        let frame = Renderer.render(DisplayList(canvasSize: Size(width: 40, height: 20), items: [item]),
                                    scale: 1, engine: try RenderEngine())
        let left = frame.rgba(x: 2, y: 5), right = frame.rgba(x: 37, y: 5), clipped = frame.rgba(x: 2, y: 15)
        XCTAssertEqual([left.r, left.g, left.b], [255, 0, 0])
        XCTAssertEqual([right.r, right.g, right.b], [0, 0, 255])
        XCTAssertEqual([clipped.r, clipped.g, clipped.b], [255, 255, 255])
    }

    func testContentModesPlaceTheImage() {
        let natural = Size(width: 200, height: 100), frame = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .fit), Rect(x: 0, y: 25, width: 100, height: 50))
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .fill), Rect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .original), Rect(x: -50, y: 0, width: 200, height: 100))
        XCTAssertEqual(ImageFit.rect(natural: natural, in: frame, mode: .stretch), frame)
    }

    /// Hebrew is in DejaVu Sans (installed on every Debian) but in no pinned font: if the
    /// pinning leaked, Pango would find it there.
    func testNoUnpinnedFontIsEverUsed() throws {
        let engine = try TextEngine()
        let run = TextRun(string: "שלום", font: .body, color: .black)
        XCTAssertEqual(TextLayout(run, width: nil, engine: engine).unknownGlyphCount, 4)
    }

    func testRenderErrorNamesMakeDeps() {
        XCTAssertTrue(RenderError.missingFont(path: "/x/Inter-Regular.otf").hint.contains("make deps"))
        XCTAssertEqual(RenderError.missingFont(path: "/x/a.otf").message, "missing font file '/x/a.otf'")
    }
}
