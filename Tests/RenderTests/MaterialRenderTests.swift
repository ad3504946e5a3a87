import Drawing
import Geometry
import Layout
import Motion
import XCTest
@testable import Render

/// Materials drawn: what lies behind the shape, blurred at the material's radius and tinted
/// by its layers, in light and in dark (docs/drawing.md, "Materials").
final class MaterialRenderTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    private func rgb(_ frame: Frame, _ x: Int, _ y: Int) -> [Int] {
        let p = frame.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    private func material(_ style: MaterialStyle, _ appearance: ColorScheme = .light, _ frame: Rect,
                          _ kind: ShapeKind = .rectangle) -> DisplayItem {
        DisplayItem(content: .shape(kind, fill: .material(MaterialPaint(style: style, appearance: appearance)), stroke: nil), frame: frame)
    }

    private let canvas = Size(width: 120, height: 120)

    /// The recipe's layers applied to one opaque channel value, worked out from the blend
    /// modes' formulas (PDF 1.7 §11.3.5) rather than by the renderer's table.
    private func expected(_ value: Int, _ layers: [MaterialRecipe.Layer], channel: KeyPath<Color, Double>) -> Int {
        var b = Double(value) / 255
        for layer in layers {
            let s = layer.color[keyPath: channel], k = layer.color.opacity
            let mixed: Double
            switch layer.blend {
            case .colorDodge: mixed = b == 0 ? 0 : min(1, b / (1 - s))
            case .screen: mixed = 1 - (1 - s) * (1 - b)
            case .overlay: mixed = b <= 0.5 ? 2 * s * b : 1 - 2 * (1 - s) * (1 - b)
            default: mixed = s
            }
            b = b * (1 - k) + mixed * k
        }
        return Int((b * 255).rounded())
    }

    /// Over one flat colour the blur changes nothing, so each material is its layers over
    /// that colour: system blue under every style, in light and in dark.
    func testOverAFlatColourEachMaterialIsItsLayers() {
        let blue = Color(rgb255: 0, 122, 255)
        for style in [MaterialStyle.ultraThin, .thin, .regular, .thick, .ultraThick, .bar] {
            for appearance in ColorScheme.allCases {
                let list = DisplayList(canvasSize: canvas, background: blue,
                                       items: [material(style, appearance, Rect(x: 20, y: 20, width: 80, height: 80))])
                let frame = Renderer.render(list, scale: 2, engine: engine)
                let layers = MaterialPaint(style: style, appearance: appearance).recipe.layers
                let want = [expected(0, layers, channel: \.red), expected(122, layers, channel: \.green),
                            expected(255, layers, channel: \.blue)]
                let got = rgb(frame, 120, 120)
                for c in 0..<3 { XCTAssertEqual(Double(got[c]), Double(want[c]), accuracy: 1, "\(style) \(appearance)") }
                XCTAssertEqual(rgb(frame, 10, 10), [0, 122, 255], "outside the shape: the backdrop itself")
            }
        }
    }

    /// A material inside a masked group blurs the siblings drawn before it in the group, as
    /// iOS blurs what lies behind it: a card's title bar of material over the card's own blue
    /// photo, both inside a `mask`, on a white page, is the material's layers over blue, as
    /// over a blue page. Until 2026-12-07 it blurred only the page behind the group (white).
    func testAMaterialInsideAMaskBlursTheSiblingsBehindIt() {
        let blue = Color(rgb255: 0, 122, 255)
        let whole = Rect(x: 0, y: 0, width: 120, height: 120)
        let photo = DisplayItem(content: .shape(.rectangle, fill: .color(blue), stroke: nil), frame: whole)
        let bar = material(.ultraThin, .light, Rect(x: 20, y: 20, width: 80, height: 80))
        let mask = DisplayItem(content: .shape(.rectangle, fill: .color(.black), stroke: nil), frame: whole)
        var card = DisplayItem(content: .group([photo, bar, mask], blend: .normal), frame: whole)
        card.filters = [.mask]
        let frame = Renderer.render(DisplayList(canvasSize: canvas, background: .white, items: [card]), scale: 2, engine: engine)
        let layers = MaterialPaint(style: .ultraThin, appearance: .light).recipe.layers
        let want = [expected(0, layers, channel: \.red), expected(122, layers, channel: \.green), expected(255, layers, channel: \.blue)]
        let got = rgb(frame, 120, 120)
        for c in 0..<3 { XCTAssertEqual(Double(got[c]), Double(want[c]), accuracy: 1, "channel \(c): \(got)") }
    }

    /// The light and dark variants are not the same material: regular over mid grey is
    /// lighter than the grey in light and darker in dark.
    func testLightAndDarkDiffer() {
        let grey = Color(rgb255: 128, 128, 128)
        func centre(_ appearance: ColorScheme) -> Int {
            let list = DisplayList(canvasSize: canvas, background: grey,
                                   items: [material(.regular, appearance, Rect(x: 20, y: 20, width: 80, height: 80))])
            return rgb(Renderer.render(list, scale: 1, engine: engine), 60, 60)[0]
        }
        XCTAssertGreaterThan(centre(.light), 170)
        XCTAssertLessThan(centre(.dark), 100)
    }

    /// A material blurs what lies behind it: a black bar behind its middle spreads into grey
    /// over the blur's reach (σ = 12 pt for ultraThin: ±36 pt), and the bar is drawn sharp
    /// outside the material.
    func testItBlursWhatLiesBehind() {
        let bar = RenderFixtures.shape(.rectangle, Rect(x: 56, y: 0, width: 8, height: 120), .black)
        let list = DisplayList(canvasSize: canvas, items: [bar, material(.ultraThin, .light, Rect(x: 0, y: 40, width: 120, height: 80))])
        let frame = Renderer.render(list, scale: 1, engine: engine)
        XCTAssertEqual(rgb(frame, 60, 20), [0, 0, 0], "above the material the bar is sharp")
        let onBar = rgb(frame, 60, 80)[0], near = rgb(frame, 48, 80)[0], far = rgb(frame, 4, 80)[0]
        XCTAssertGreaterThan(onBar, 150, "the 8-pt bar is spread over ±36 pt: no black is left")
        XCTAssertLessThan(onBar, near, "darkest over the bar")
        XCTAssertLessThan(near, far)
        XCTAssertEqual(rgb(frame, 60 - 10, 80), rgb(frame, 60 + 9, 80), "symmetric about the bar")
    }

    /// Only what lies behind is blurred: a view drawn after the material stays sharp.
    func testWhatIsInFrontStaysSharp() {
        let front = RenderFixtures.shape(.rectangle, Rect(x: 56, y: 50, width: 8, height: 60), .black)
        let list = DisplayList(canvasSize: canvas, items: [material(.thick, .light, Rect(x: 0, y: 40, width: 120, height: 80)), front])
        let frame = Renderer.render(list, scale: 1, engine: engine)
        XCTAssertEqual(rgb(frame, 60, 80), [0, 0, 0])
        XCTAssertEqual(rgb(frame, 20, 80), rgb(frame, 100, 80))
    }

    /// The material fills its shape only: the corner of a circle's bounding square shows the
    /// backdrop unchanged.
    func testItIsClippedToItsShape() {
        let list = DisplayList(canvasSize: canvas, background: .black,
                               items: [material(.regular, .light, Rect(x: 20, y: 20, width: 80, height: 80), .circle)])
        let frame = Renderer.render(list, scale: 1, engine: engine)
        XCTAssertEqual(rgb(frame, 22, 22), [0, 0, 0])
        XCTAssertNotEqual(rgb(frame, 60, 60), [0, 0, 0])
    }

    /// Where the bands fall changes no pixel: the backdrop is made once for the frame and
    /// each band scales up its own rows.
    func testBandsDrawTheSamePixels() {
        let bar = RenderFixtures.shape(.rectangle, Rect(x: 30, y: 0, width: 20, height: 120), .black)
        let list = DisplayList(canvasSize: canvas, items: [bar, material(.ultraThin, .dark, Rect(x: 0, y: 10, width: 120, height: 100))])
        let (width, height) = Renderer.pixelSize(of: list, scale: 3)
        func draw(_ rows: Int?) -> [UInt8] {
            var frame = Frame(width: width, height: height)
            frame.pixels.withUnsafeMutableBytes { buffer in
                let bands = Renderer.Bands(list, scale: 3, engine: engine, pixels: buffer.baseAddress!)
                let step = rows ?? height
                for top in stride(from: 0, to: height, by: step) { bands.draw(rows: top..<min(height, top + step)) }
            }
            return frame.pixels
        }
        let whole = draw(nil)
        for rows in [1, 7, 64] { XCTAssertTrue(draw(rows) == whole, "bands of \(rows) rows") }
    }
}
