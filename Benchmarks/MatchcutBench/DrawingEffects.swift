import Foundation
import Drawing
import Geometry
import Matchcut
import Render

/// The drawing effects' cost at 3x on one core: a full-screen photo under a 10-point blur
/// (`.blur(radius: 10)` on the photo), and under a full-screen `ultraThinMaterial`, drawn as a
/// render draws them, frame after frame.
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
        let engine = try RenderEngine()
        let blur = measure(DisplayList(canvasSize: screen, items: [blurred]), engine)
        print("  10-point blur over a full-screen photo: \(ms(blur.cpu)) of CPU per frame (\(ms(blur.wall)) wall)")
        // `.background(.ultraThinMaterial)` over the whole screen: the photo, then a rectangle
        // filled with the material (which draws the photo again at its backdrop's resolution).
        let material = DisplayItem(content: .shape(.rectangle, fill: .material(MaterialPaint(style: .ultraThin)), stroke: nil),
                                   frame: image.frame)
        let withMaterial = measure(DisplayList(canvasSize: screen, items: [image, material]), engine)
        let photoOnly = measure(DisplayList(canvasSize: screen, items: [image]), engine)
        let cost = withMaterial.cpu - photoOnly.cpu
        print("  full-screen ultraThinMaterial over a photo: \(ms(withMaterial.cpu)) of CPU per frame (the photo alone: \(ms(photoOnly.cpu)));"
              + " the material \(ms(cost)) (\(ms(withMaterial.wall - photoOnly.wall)) wall), target < 8 ms: \(verdict(cost < 0.008))")
    }

    /// The best time per frame of drawing `list` 20 times, over `rounds` rounds: on the wall
    /// clock, and in this thread's CPU time, which other work on a loaded machine does not
    /// lengthen (the cost on one core).
    private func measure(_ list: DisplayList, _ engine: RenderEngine) -> (wall: Double, cpu: Double) {
        var frame = Frame(width: 1, height: 1)
        Renderer.render(list, scale: 3, engine: engine, into: &frame)  // decode and warm up
        let count = 20
        var best = (wall: Double.infinity, cpu: Double.infinity)
        func cpuNow() -> Double {
            var ts = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
            return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
        }
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds, cpuStart = cpuNow()
            for _ in 0..<count { Renderer.render(list, scale: 3, engine: engine, into: &frame) }
            best.wall = min(best.wall, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(count))
            best.cpu = min(best.cpu, (cpuNow() - cpuStart) / Double(count))
        }
        return best
    }
}
