import Foundation
import Drawing
import Geometry
import Matchcut
import Render

/// The drawing effects' cost at 3x on one core: a full-screen photo under a 10-point blur
/// (`.blur(radius: 10)` on the photo), drawn as a render draws it, frame after frame.
/// docs/performance.md, "Drawing effects".
struct DrawingEffectsBench {
    let rounds: Int

    func run() throws {
        print("\n== drawing effects, 3x, one core, best of \(rounds) ==")
        let screen = Size(width: 390, height: 844)
        let photo = ImageContent(path: "scenes/assets/lake.png", naturalSize: Size(width: 900, height: 600), contentMode: .fill)
        let image = DisplayItem(content: .image(photo), frame: Rect(origin: .zero, size: screen))
        let blurred = DisplayItem(content: .group([image], blend: .normal), frame: image.frame,
                                  filters: [.blur(radius: 10, opaque: false)])
        let list = DisplayList(canvasSize: screen, items: [blurred])
        let engine = try RenderEngine()
        var frame = Frame(width: 1, height: 1)
        Renderer.render(list, scale: 3, engine: engine, into: &frame)  // decode and warm up
        let count = 20
        var best = Double.infinity
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<count { Renderer.render(list, scale: 3, engine: engine, into: &frame) }
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count))
        }
        print("  10-point blur over a full-screen photo: \(ms(best)) per frame")
        print("  full-screen ultraThinMaterial over a photo: not drawn yet (issue 18 leaves materials to come)")
    }
}
