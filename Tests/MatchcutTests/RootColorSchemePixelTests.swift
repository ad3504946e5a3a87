import Foundation
import Geometry
import Matchcut
import Render
import XCTest

/// `preferredColorScheme(.dark)` sets the whole window's appearance wherever the presented
/// hierarchy writes it (docs/drawing.md): on the scene's root expression,
/// `root(Probe().preferredColorScheme(.dark))`, as inside Probe's body. The root form once only
/// reached `@Environment(\.colorScheme)` and the asset catalog: the screen stayed white, the
/// label and the status bar black.
final class RootColorSchemePixelTests: XCTestCase {
    static let probe = """
        struct Probe: View {
            var body: some View {
                Text("Hello").font(.largeTitle.bold())
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color(.systemBackground))%@
            }
        }
        scene("dark probe") {
            device(.iPhone14)
            root(Probe()%@)
        }

        """

    func render(inside: Bool) throws -> Frame {
        let folder = Repo.temporaryFolder("root-scheme-\(inside)")
        let path = folder + "/probe.scene"
        let modifier = ".preferredColorScheme(.dark)"
        try String(format: Self.probe, inside ? "\n            " + modifier : "", inside ? "" : modifier)
            .write(toFile: path, atomically: true, encoding: .utf8)
        let engine = try RenderEngine()
        let scene = try CompiledScene.load(path: path, engine: engine)
        return Renderer.render(scene.plan.sample(at: 0).displayList, scale: 1, engine: engine)
    }

    /// How many pixels in the box are light.
    func lit(_ frame: Frame, x: Range<Int>, y: Range<Int>) -> Int {
        y.reduce(0) { n, y in n + x.filter { frame.rgba(x: $0, y: y).r > 200 }.count }
    }

    func testTheRootsModifierDarkensTheScreenAsTheBodysDoes() throws {
        for inside in [false, true] {
            let frame = try render(inside: inside)
            let form = inside ? "written in the body" : "written on root(…)"
            // systemBackground in dark mode is black; the corner and the middle's edge are it.
            for (x, y) in [(20, 300), (370, 800)] {
                let p = frame.rgba(x: x, y: y)
                XCTAssertEqual([p.r, p.g, p.b], [0, 0, 0], "\(form): the background at (\(x), \(y))")
            }
            // The label's ink in the middle: white (label in dark mode) strokes on black, a
            // fraction of the 150 × 44 box (a white screen would light all of it).
            XCTAssertEqual(Double(lit(frame, x: 120..<270, y: 400..<444)) / (150 * 44), 0.12, accuracy: 0.04, "\(form): the label draws light")
            // The status bar's time "9:41": light on dark.
            XCTAssertEqual(Double(lit(frame, x: 40..<120, y: 10..<40)) / (80 * 30), 0.047, accuracy: 0.02, "\(form): the status bar's content is white")
        }
    }
}
