import Geometry
@testable import Layout
import Render
import SceneLanguage
import ViewTree
import XCTest

/// The status bar's 9:41 on a Home-button phone: one line of 15-pt semibold, centred in the
/// 20-pt bar (docs/layout.md, "Devices and the status bar"), at every scale.
final class StatusBarTests: XCTestCase {
    func testTheSEsTimeStaysOnOneLineAtEveryScale() throws {
        let engine = try RenderEngine()
        let path = LayoutFixtureTests.folder.appendingPathComponent("device-iphonese.scene").path
        let scene = try XCTUnwrap(compileScene(path: path).0)
        XCTAssertEqual(scene.canvas.name, "iPhoneSE")
        for scale in [1.0, 2, 3] {
            var canvas = scene.canvas
            canvas.scale = scale
            let snapshot = LayoutEngine(canvas: canvas, measurer: engine.measurer).layout(scene.initial)
            guard let time = snapshot.elements.first(where: { $0.identity.components == ["StatusBar", "time"] }),
                  case .text(let run) = time.content else { return XCTFail("no time at @\(Int(scale))x") }
            XCTAssertEqual(run.string, "9:41")
            XCTAssertEqual(run.font.size, 15)
            XCTAssertEqual(run.font.weight, .semibold)
            // The renderer wraps a text at its wrap width, or else at its (pixel-rounded) frame.
            let drawn = engine.measurer.measure(run, proposedWidth: run.wrapWidth ?? time.frame.width)
            XCTAssertEqual(drawn.lineCount, 1, "9:41 wraps at @\(Int(scale))x")
            XCTAssertFalse(drawn.isTruncated)
            // One SF line (1.1934 × 15 pt), centred on x = 187.5 and y = 10, to a pixel.
            let pixel = 1 / scale
            XCTAssertEqual(time.frame.height, 15 * 1.1934, accuracy: pixel)
            XCTAssertEqual(time.frame.midX, 187.5, accuracy: pixel)
            XCTAssertEqual(time.frame.midY, 10, accuracy: pixel)
        }
    }
}
