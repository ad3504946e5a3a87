import Drawing
import Geometry
import Layout
import Motion
import ViewTree
import XCTest
@testable import Render

/// `trim(from:to:)`, `strokeBorder` and `StrokeStyle`, drawn.
final class StrokeAndTrimTests: XCTestCase {
    private var engine: RenderEngine!

    override func setUpWithError() throws {
        engine = try RenderEngine()
    }

    private func draw(_ kind: ShapeKind, stroke: StrokePaint, in rect: Rect, size: Double = 100) -> Frame {
        let item = DisplayItem(content: .shape(kind, fill: nil, stroke: stroke), frame: rect)
        return Renderer.render(DisplayList(canvasSize: Size(width: size, height: size), items: [item]), scale: 1, engine: engine)
    }

    private func isInk(_ frame: Frame, _ x: Int, _ y: Int) -> Bool { frame.rgba(x: x, y: y).g < 128 }

    /// A circle trimmed to its first quarter is the arc from 3 o'clock to 6 o'clock (SwiftUI's
    /// circle path starts at the right and runs clockwise on screen).
    func testAQuarterTrimIsTheBottomRightArc() {
        let frame = draw(.trimmed(.circle, from: 0, to: 0.25),
                         stroke: StrokePaint(paint: .color(.black), lineWidth: 6), in: Rect(x: 10, y: 10, width: 80, height: 80))
        XCTAssertTrue(isInk(frame, 50 + 28, 50 + 28), "on the arc at 45°, below right")
        XCTAssertTrue(isInk(frame, 89, 52), "just below 3 o'clock")
        XCTAssertTrue(isInk(frame, 52, 89), "just right of 6 o'clock")
        XCTAssertFalse(isInk(frame, 50 - 28, 50 + 28), "not below left")
        XCTAssertFalse(isInk(frame, 50 + 28, 50 - 28), "not above right")
        XCTAssertFalse(isInk(frame, 50 - 28, 50 - 28), "not above left")
    }

    /// `strokeBorder` lies inside the frame; `stroke` is centred on the outline.
    func testAStrokeBorderStaysInsideTheFrame() {
        let rect = Rect(x: 20, y: 20, width: 60, height: 60)
        let border = draw(.rectangle, stroke: StrokePaint(paint: .color(.black), lineWidth: 8, style: StrokeLineStyle(isBorder: true)), in: rect)
        XCTAssertTrue(isInk(border, 20, 50))
        XCTAssertTrue(isInk(border, 27, 50))
        XCTAssertFalse(isInk(border, 19, 50))
        XCTAssertFalse(isInk(border, 28, 50))
        let centred = draw(.rectangle, stroke: StrokePaint(paint: .color(.black), lineWidth: 8), in: rect)
        XCTAssertTrue(isInk(centred, 16, 50))
        XCTAssertFalse(isInk(centred, 24, 50))
    }

    /// A dash of 10 on, 10 off along the top edge from the top-left corner; the phase shifts it.
    func testDashesAndTheirPhase() {
        let rect = Rect(x: 0, y: 10, width: 100, height: 80)
        let dashed = draw(.rectangle, stroke: StrokePaint(paint: .color(.black), lineWidth: 4, style: StrokeLineStyle(dash: [10, 10])), in: rect)
        XCTAssertTrue(isInk(dashed, 5, 10))
        XCTAssertFalse(isInk(dashed, 15, 10))
        XCTAssertTrue(isInk(dashed, 25, 10))
        let shifted = draw(.rectangle, stroke: StrokePaint(paint: .color(.black), lineWidth: 4, style: StrokeLineStyle(dash: [10, 10], dashPhase: 10)), in: rect)
        XCTAssertFalse(isInk(shifted, 5, 10))
        XCTAssertTrue(isInk(shifted, 15, 10))
    }

    /// Round caps reach past the ends of a trimmed stroke by half its width.
    func testRoundCapsExtendTheEnds() {
        let rect = Rect(x: 10, y: 40, width: 80, height: 20)
        let butt = draw(.trimmed(.rectangle, from: 0, to: 0.2), stroke: StrokePaint(paint: .color(.black), lineWidth: 6), in: rect)
        let round = draw(.trimmed(.rectangle, from: 0, to: 0.2),
                         stroke: StrokePaint(paint: .color(.black), lineWidth: 6, style: StrokeLineStyle(cap: .round)), in: rect)
        // 0.2 of the 200-point outline is 40 along the top edge from (10, 40).
        XCTAssertTrue(isInk(butt, 48, 40))
        XCTAssertFalse(isInk(butt, 52, 40))
        XCTAssertTrue(isInk(round, 52, 40))
    }
}
