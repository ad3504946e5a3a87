import Foundation
import Geometry
import Matchcut
import Motion
import Output
import Render
import SceneLanguage
import XCTest

/// `mask(alignment:_:)` and the deprecated `mask(_:)`: the view keeps, at each pixel, its
/// own alpha times the mask view's (docs/drawing.md, "Compositing"). Drawn from scenes on a
/// 100 × 100 white canvas at 1 px a point.
final class MaskTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    private func draw(_ body: String, state: String = "", timeline: String = "", at time: Double = 0) throws -> Frame {
        try drawProbeScene(body, state: state, timeline: timeline, at: time, engine: engine)
    }

    private func rgb(_ frame: Frame, _ x: Int, _ y: Int) -> [Int] {
        let p = frame.rgba(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    /// System red inside the circle, the white canvas untouched outside it.
    func testAViewShowsOnlyWhereItsMaskDraws() throws {
        let f = try draw("Color.red.mask { Circle() }")
        XCTAssertEqual(rgb(f, 50, 50), [255, 59, 48])
        XCTAssertEqual(rgb(f, 50, 3), [255, 59, 48], "just inside the top of the circle")
        XCTAssertEqual(rgb(f, 3, 3), [255, 255, 255])
        XCTAssertEqual(rgb(f, 96, 96), [255, 255, 255])
        let deprecated = try draw("Color.red.mask(Circle())")
        XCTAssertTrue(deprecated == f, "mask(_:) draws as mask { }")
    }

    /// Black through a mask of half alpha is half black over white: 255 − 0.5 · 255.
    func testTheMasksAlphaMultipliesTheViews() throws {
        let half = try draw("Color.black.mask { Color.black.opacity(0.5) }")
        XCTAssertEqual(Double(rgb(half, 50, 50)[0]), 127.5, accuracy: 1)
        let quarter = try draw("Color.black.mask(Color.white.opacity(0.25))")
        XCTAssertEqual(Double(rgb(quarter, 50, 50)[0]), 255 * 0.75, accuracy: 1, "only the mask's alpha counts, not its colour")
        // A gradient from opaque to clear, leading to trailing: dark at the left, white at the right.
        let fade = try draw("Color.black.mask(LinearGradient(colors: [.black, .clear], startPoint: .leading, endPoint: .trailing))")
        XCTAssertLessThan(rgb(fade, 2, 50)[0], 10)
        XCTAssertEqual(Double(rgb(fade, 50, 50)[0]), 127.5, accuracy: 4)
        XCTAssertGreaterThan(rgb(fade, 97, 50)[0], 245)
    }

    /// The mask is laid out as an overlay: offered the view's size, placed by `alignment`.
    func testTheMaskIsPlacedByItsAlignment() throws {
        let f = try draw("Color.black.mask(alignment: .topLeading) { Rectangle().frame(width: 50, height: 40) }")
        XCTAssertEqual(rgb(f, 10, 10), [0, 0, 0])
        XCTAssertEqual(rgb(f, 48, 38), [0, 0, 0])
        XCTAssertEqual(rgb(f, 52, 10), [255, 255, 255])
        XCTAssertEqual(rgb(f, 10, 42), [255, 255, 255])
    }

    /// The mask is outside the view's own modifiers: a translucent `foregroundStyle` on the
    /// view does not become the mask's alpha (the mask's shape fills with the primary style).
    func testTheMaskIsDrawnInTheEnvironmentOutsideIt() throws {
        let f = try draw("Rectangle().foregroundStyle(Color.black).foregroundStyle(Color.red.opacity(0.2)).mask { Rectangle() }")
        XCTAssertEqual(rgb(f, 50, 50), [0, 0, 0])
    }

    /// A mask that draws nothing hides the whole view, as in SwiftUI.
    func testAnEmptyMaskHidesTheView() throws {
        let f = try draw("Color.black.mask { EmptyView() }")
        XCTAssertEqual(rgb(f, 50, 50), [255, 255, 255])
    }

    /// The mask animates with its view: half way through a linear widening of the mask from
    /// 20 to 100 points, it is 60 wide.
    func testTheMaskAnimatesAtHalf() throws {
        let body = "Color.black.mask(alignment: .leading) { Rectangle().frame(width: w) }"
        let f = try draw(body, state: "@State var w = 20.0", timeline: "withAnimation(.linear(duration: 1)) { w = 100 }", at: 0.6)
        XCTAssertEqual(rgb(f, 58, 50), [0, 0, 0])
        XCTAssertEqual(rgb(f, 62, 50), [255, 255, 255])
        let start = try draw(body, state: "@State var w = 20.0", timeline: "withAnimation(.linear(duration: 1)) { w = 100 }", at: 0.05)
        XCTAssertEqual(rgb(start, 18, 50), [0, 0, 0])
        XCTAssertEqual(rgb(start, 22, 50), [255, 255, 255])
    }

    /// A masked view that flies (matchedGeometryEffect) takes its mask along: half way from
    /// 40 × 40 at the top-left to 80 × 80 at (20, 20), a circle 60 wide at (10, 10).
    func testAMaskedViewFliesWithItsMask() throws {
        let body = """
        ZStack(alignment: .topLeading) {
            if big {
                Color.black.mask { Circle() }.matchedGeometryEffect(id: "m", in: ns).frame(width: 80, height: 80).offset(x: 20, y: 20)
            } else {
                Color.black.mask { Circle() }.matchedGeometryEffect(id: "m", in: ns).frame(width: 40, height: 40)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        """
        let f = try draw(body, state: "@Namespace var ns\n@State var big = false",
                         timeline: "withAnimation(.linear(duration: 1)) { big = true }", at: 0.6)
        XCTAssertEqual(rgb(f, 40, 40), [0, 0, 0], "the centre")
        XCTAssertEqual(rgb(f, 40, 12), [0, 0, 0], "just inside the top")
        XCTAssertEqual(rgb(f, 13, 13), [255, 255, 255], "the square's corner, outside the circle")
        XCTAssertEqual(rgb(f, 40, 72), [255, 255, 255], "below the circle")
    }
}
