import Foundation
import Matchcut
import Render
import XCTest

/// The SE's status bar as drawn: its "9:41" once wrapped after "9:4" (the frame, rounded to
/// the pixel grid, was a hair narrower than the measured line). Drawn at 1x, 2x and 3x, the
/// time's ink is one line in the 20-pt bar, centred on x = 187.5, as wide as one line of
/// 15-pt semibold "9:41" (StatusBarTests checks the layout).
final class StatusBarPixelTests: XCTestCase {
    func testTheSEsTimeIsDrawnOnOneLine() throws {
        let engine = try RenderEngine()
        let scene = try CompiledScene.load(path: Repo.path("Tests/LayoutTests/Fixtures/device-iphonese.scene"), engine: engine)
        let list = scene.plan.sample(at: 0).displayList
        for scale in [1.0, 2, 3] {
            let frame = Renderer.render(list, scale: scale, engine: engine)
            // The ink of the time: dark pixels left of the signal bars (which start at 296.7 pt).
            var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
            for y in 0..<Int(30 * scale) {
                for x in 0..<Int(280 * scale) where frame.rgba(x: x, y: y).r < 128 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
            XCTAssertGreaterThanOrEqual(maxX, 0, "no ink at @\(Int(scale))x")
            let pt = { (v: Int) in Double(v) / scale }
            // Digits of 15-pt Inter are about 11 pt tall: two lines would be over 25 pt.
            XCTAssertLessThan(pt(maxY + 1) - pt(minY), 13, "@\(Int(scale))x: one line")
            XCTAssertGreaterThan(pt(minY), 2, "@\(Int(scale))x: inside the bar")
            XCTAssertLessThan(pt(maxY + 1), 18, "@\(Int(scale))x: inside the bar")
            // The ink of "9:41" side by side is 28-29 pt wide; "9:4" over "1" is a 1's advance
            // (about 6 pt) narrower.
            XCTAssertGreaterThan(pt(maxX + 1) - pt(minX), 26, "@\(Int(scale))x: the four glyphs on one line")
            XCTAssertEqual((pt(minX) + pt(maxX + 1)) / 2, 187.5, accuracy: 1.5, "@\(Int(scale))x: centred")
        }
    }
}
