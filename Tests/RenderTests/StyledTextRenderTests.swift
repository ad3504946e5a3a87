import Drawing
import Geometry
import XCTest
@testable import Render

/// A text of styled runs (`TextRun.spans`: `Text(AttributedString)`, `Text + Text`, Markdown)
/// drawn by Pango with each run's attributes: its colour, its font (a bold run is wider), its
/// background and its line, at the glyph cache's size and scaled in a flight.
final class StyledTextRenderTests: XCTestCase {
    private let red = Color(rgb255: 255, 59, 48), blue = Color(rgb255: 0, 122, 255), yellow = Color(rgb255: 255, 204, 0)

    /// "Red Blue": "Red " in red, "Blue" in bold blue on yellow.
    private var run: TextRun {
        var run = TextRun(string: "Red Blue", font: Font(size: 17), color: .black)
        var blueDecoration = TextDecoration()
        blueDecoration.background = yellow
        run.spans = [TextSpan(start: 0, end: 4, font: Font(size: 17), color: red),
                     TextSpan(start: 4, end: 8, font: Font(size: 17, weight: .bold), color: blue, decoration: blueDecoration)]
        return run
    }

    private func draw(_ run: TextRun, scale textScale: Double = 1, engine: RenderEngine) -> (Frame, Double) {
        let size = PangoTextMeasurer(engine: engine.text).measure(run, proposedWidth: nil).size
        let item = DisplayItem(content: .text(run, layoutSize: size),
                               frame: Rect(x: 10, y: 10, width: size.width * textScale, height: size.height * textScale))
        return (Renderer.render(DisplayList(canvasSize: Size(width: 200, height: 60), items: [item]), scale: 2, engine: engine), size.width)
    }

    /// Pixels by colour family in the columns `x0..<x1`.
    private func count(_ frame: Frame, _ x0: Int, _ x1: Int, _ test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        for y in 0..<frame.height { for x in x0..<min(x1, frame.width) { let p = frame.rgba(x: x, y: y); if test(p.r, p.g, p.b) { n += 1 } } }
        return n
    }

    private static func isRed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 200 && g < 120 && b < 120 }
    private static func isBlue(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r < 60 && b > 200 && g < 170 }
    private static func isYellow(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Bool { r > 240 && g > 190 && g < 215 && b < 30 }

    func testEachRunIsDrawnInItsOwnColourOnItsOwnBackground() throws {
        let engine = try RenderEngine()
        let measurer = PangoTextMeasurer(engine: engine.text)
        // Where "Blue" starts: the width of "Red " alone, in pixels from the frame's origin (20 px).
        let split = 20 + Int(measurer.measure(TextRun(string: "Red ", font: Font(size: 17), color: red), proposedWidth: nil).size.width * 2)
        for textScale in [1.0, 1.5] {
            let (frame, _) = draw(run, scale: textScale, engine: engine)
            let cut = 20 + Int(Double(split - 20) * textScale)
            XCTAssertGreaterThan(count(frame, 0, cut - 2, Self.isRed), 100, "'Red ' is red at ×\(textScale)")
            XCTAssertEqual(count(frame, cut + 2, frame.width, Self.isRed), 0, "nothing right of 'Red ' is red at ×\(textScale)")
            XCTAssertGreaterThan(count(frame, cut + 2, frame.width, Self.isBlue), 100, "'Blue' is blue at ×\(textScale)")
            XCTAssertEqual(count(frame, 0, cut - 2, Self.isBlue), 0, "nothing left of 'Blue' is blue at ×\(textScale)")
            XCTAssertGreaterThan(count(frame, cut + 2, frame.width, Self.isYellow), 300, "'Blue' sits on yellow at ×\(textScale)")
            XCTAssertEqual(count(frame, 0, cut - 2, Self.isYellow), 0, "'Red ' has no background at ×\(textScale)")
        }
    }

    /// A run's font is measured as drawn: "Blue" in bold makes the text wider than in regular,
    /// and a 34-pt run makes the line as tall as a 34-pt line.
    func testARunsFontIsMeasured() throws {
        let measurer = PangoTextMeasurer(engine: try RenderEngine().text)
        var plain = run
        plain.spans[1].font.weight = .regular
        XCTAssertGreaterThan(measurer.measure(run, proposedWidth: nil).size.width, measurer.measure(plain, proposedWidth: nil).size.width + 1)
        var big = run
        big.spans[1].font.size = 34
        XCTAssertEqual(measurer.measure(big, proposedWidth: nil).size.height, 34 * 1.1934, accuracy: 0.01)
        XCTAssertEqual(measurer.measure(run, proposedWidth: nil).size.height, 17 * 1.1934, accuracy: 0.01)
    }

    /// A run after an emoji with a variation selector (which Pango's text drops) still starts
    /// at its own character: the red run is right of the emoji, nothing left of it is red.
    func testARunAfterAnEmojiKeepsItsPlace() throws {
        let engine = try RenderEngine()
        var run = TextRun(string: "❄️ Hot", font: Font(size: 17), color: .black)
        let sun = "❄️ ".utf8.count
        run.spans = [TextSpan(start: 0, end: sun, font: Font(size: 17), color: .black),
                     TextSpan(start: sun, end: run.string.utf8.count, font: Font(size: 17), color: red)]
        let (frame, width) = draw(run, engine: engine)
        let hot = PangoTextMeasurer(engine: engine.text).measure(TextRun(string: "Hot", font: Font(size: 17), color: red), proposedWidth: nil)
        let start = 20 + Int((width - hot.size.width) * 2)
        XCTAssertGreaterThan(count(frame, start - 2, frame.width, Self.isRed), 100)
        XCTAssertEqual(count(frame, 0, start - 4, Self.isRed), 0)
        // Its first letter too: three bytes off, the red would start at "ot".
        let h = PangoTextMeasurer(engine: engine.text).measure(TextRun(string: "H", font: Font(size: 17), color: red), proposedWidth: nil)
        XCTAssertGreaterThan(count(frame, start - 2, start + Int(h.size.width * 2) - 2, Self.isRed), 30, "'H' is red")
    }
}
