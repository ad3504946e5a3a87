import Drawing
import Geometry
import Layout
import Motion
import ViewTree
import XCTest
@testable import Render

/// Layer effects drawn: colour filters, blur, blend modes and compositing groups.
final class LayerEffectRenderTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    private func rgb(_ frame: Frame, _ x: Int, _ y: Int) -> [Int] {
        let p = frame.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    private func group(_ children: [DisplayItem], filters: [LayerEffect] = [], blend: BlendMode = .normal,
                       opacity: Double = 1) -> DisplayItem {
        DisplayItem(content: .group(children, blend: .normal), frame: Rect(x: 0, y: 0, width: 60, height: 60),
                    opacity: opacity, filters: filters, blendMode: blend)
    }

    private func render(_ items: [DisplayItem]) -> Frame {
        Renderer.render(DisplayList(canvasSize: Size(width: 60, height: 60), items: items), scale: 1, engine: engine)
    }

    private let square = RenderFixtures.shape(.rectangle, Rect(x: 20, y: 20, width: 20, height: 20))

    /// `colorInvert()`: system red (255, 59, 48) becomes (0, 196, 207), exactly.
    func testColorInvertIsExact() {
        XCTAssertEqual(rgb(render([group([square], filters: [.colorInvert])]), 30, 30), [0, 196, 207])
    }

    /// `grayscale(1)`: Rec. 709 luminance of system red is 0.3914, 100 of 255.
    func testGrayscaleKeepsLuminance() {
        let p = rgb(render([group([square], filters: [.grayscale(1)])]), 30, 30)
        XCTAssertEqual(p[0], p[1])
        XCTAssertEqual(p[1], p[2])
        XCTAssertEqual(Double(p[0]), 0.3914 * 255, accuracy: 1.5)
    }

    /// `brightness(0.2)` adds a fifth to each channel; `contrast(0)` is mid grey.
    func testBrightnessAndContrast() {
        XCTAssertEqual(rgb(render([group([square], filters: [.brightness(0.2)])]), 30, 30), [255, 110, 99])
        XCTAssertEqual(rgb(render([group([square], filters: [.contrast(0)])]), 30, 30), [128, 128, 128])
    }

    /// `blur(radius: 4)`: a Gaussian of standard deviation 4 pt; the centre of a 20-point
    /// square stays nearly full, its edge is half way, and 3σ outside is untouched.
    func testBlurIsAGaussianOfTheRadius() {
        let black = DisplayItem(content: .shape(.rectangle, fill: .color(.black), stroke: nil), frame: Rect(x: 20, y: 20, width: 20, height: 20))
        let frame = render([group([black], filters: [.blur(radius: 4, opaque: false)])])
        XCTAssertLessThan(rgb(frame, 30, 30)[0], 20)
        XCTAssertEqual(Double(rgb(frame, 20, 30)[0]), 128, accuracy: 20)
        XCTAssertEqual(rgb(frame, 30, 6), [255, 255, 255])
        XCTAssertEqual(rgb(frame, 25, 30), rgb(frame, 34, 30), "symmetric")
    }

    /// `blendMode(.multiply)` over system blue: each channel is the product.
    func testMultiplyBlendsWithWhatIsBelow() {
        let blue = RenderFixtures.shape(.rectangle, Rect(x: 0, y: 0, width: 60, height: 60), Color(rgb255: 0, 122, 255))
        var red = square
        red.blendMode = .multiply
        let frame = render([blue, red])
        XCTAssertEqual(rgb(frame, 30, 30), [0, 28, 48])
        XCTAssertEqual(rgb(frame, 5, 5), [0, 122, 255])
    }

    /// A compositing group at half opacity: where its two opaque squares overlap the colour
    /// is the same as where one is alone (the group is flattened first), not darker.
    func testACompositingGroupFadesAsAWhole() {
        var a = square, b = square
        a.frame = Rect(x: 10, y: 20, width: 25, height: 20)
        b.frame = Rect(x: 25, y: 20, width: 25, height: 20)
        let frame = render([group([a, b], opacity: 0.5)])
        XCTAssertEqual(rgb(frame, 30, 30), rgb(frame, 15, 30))
        XCTAssertEqual(rgb(frame, 15, 30), [255, 157, 151], "half of system red over white")
    }
}
