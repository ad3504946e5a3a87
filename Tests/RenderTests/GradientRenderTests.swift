import Drawing
import Geometry
import XCTest
@testable import Render

/// Gradients drawn: linear with stops, radial, elliptical and angular, and a gradient part-way
/// to another (docs/drawing.md).
final class GradientRenderTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    private func grey(_ gradient: GradientPaint, in frame: Rect, _ x: Int, _ y: Int) -> Int {
        let item = DisplayItem(content: .shape(.rectangle, fill: .gradient(gradient), stroke: nil), frame: frame)
        let list = DisplayList(canvasSize: Size(width: frame.maxX, height: frame.maxY), items: [item])
        return Int(Renderer.render(list, scale: 1, engine: engine).rgba(x: x, y: y).r)
    }

    private let blackToWhite = [Color.black, Color.white]

    /// `Gradient(stops:)`: black at 0, white from 0.25 on; a quarter of the way down is white,
    /// an eighth is half way.
    func testStopsAtTheirLocations() {
        let g = GradientPaint(.linear(start: .top, end: .bottom),
                              stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 0.25),
                                      GradientStop(color: .white, location: 1)])
        let frame = Rect(x: 0, y: 0, width: 10, height: 200)
        XCTAssertEqual(Double(grey(g, in: frame, 5, 25)), 127.5 * 25.5 / 25, accuracy: 3)
        XCTAssertEqual(grey(g, in: frame, 5, 60), 255)
        XCTAssertEqual(Double(grey(g, in: frame, 5, 1)), 255 * 1.5 / 50, accuracy: 3, "the row at 1.5 pt: 3 % of the way")
    }

    /// `RadialGradient(colors: [.black, .white], center: .center, startRadius: 0, endRadius: 50)`:
    /// grey in proportion to the distance from the centre, white beyond 50 pt.
    func testRadialByDistance() {
        let g = GradientPaint(.radial(center: .center, startRadius: 0, endRadius: 50), colors: blackToWhite)
        let frame = Rect(x: 0, y: 0, width: 120, height: 120)
        XCTAssertLessThan(grey(g, in: frame, 60, 60), 6)
        XCTAssertEqual(Double(grey(g, in: frame, 85, 60)), 255 * 25.5 / 50, accuracy: 4)
        XCTAssertEqual(grey(g, in: frame, 2, 2), 255)
    }

    /// `EllipticalGradient(colors:, endRadiusFraction: 0.5)` on a 200 × 100 frame: its ellipse
    /// fits the frame, so half way out is 50 pt across and 25 pt down.
    func testEllipticalFitsTheFrame() {
        let g = GradientPaint(.elliptical(center: .center, startFraction: 0, endFraction: 0.5), colors: blackToWhite)
        let frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let across = grey(g, in: frame, 150, 50), down = grey(g, in: frame, 100, 75)
        XCTAssertEqual(Double(across), 128, accuracy: 6)
        XCTAssertEqual(Double(down), 128, accuracy: 6)
    }

    /// `AngularGradient(colors: [.black, .white], center: .center)`: a full turn clockwise
    /// from 3 o'clock, so 6 o'clock is a quarter (64) and 9 o'clock half (128) way.
    func testAngularGoesClockwiseFromThreeOClock() {
        let g = GradientPaint(.angular(center: .center, startAngle: 0, endAngle: 2 * .pi), colors: blackToWhite)
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(Double(grey(g, in: frame, 50, 95)), 255 * 0.25, accuracy: 8, "6 o'clock")
        XCTAssertEqual(Double(grey(g, in: frame, 4, 50)), 255 * 0.5, accuracy: 8, "9 o'clock")
        XCTAssertEqual(Double(grey(g, in: frame, 50, 4)), 255 * 0.75, accuracy: 8, "12 o'clock")
    }

    /// Part-way to another gradient of its kind: at ½ the stops' colours and the points are
    /// half way (an animation of a gradient blends, it does not switch).
    func testAGradientHalfWayToAnother() throws {
        let a = GradientPaint(.linear(start: .top, end: .bottom), colors: [.black, .black])
        let b = GradientPaint(.linear(start: .leading, end: .trailing), colors: [.white, .white])
        let half = try XCTUnwrap(a.interpolated(to: b, by: 0.5))
        XCTAssertEqual(half.geometry, .linear(start: UnitPoint(x: 0.25, y: 0.25), end: UnitPoint(x: 0.75, y: 0.75)))
        XCTAssertEqual(half.stops.map(\.color), [Color.black.interpolated(to: .white, by: 0.5), Color.black.interpolated(to: .white, by: 0.5)])
        XCTAssertNil(a.interpolated(to: GradientPaint(.radial(center: .center, startRadius: 0, endRadius: 1), colors: [.white, .white]), by: 0.5))
    }
}
