import Foundation
import Matchcut
import Render

/// A screen built again at every frame (issue 16, "Scale"): a `TimelineView(.animation)` that
/// holds the whole screen, a header whose ring follows the date over 22 rows whose numbers
/// do too, for 2 s at 60 fps. Compiling it evaluates and lays the screen out at every frame
/// (`matchcut check` does it in full); drawing it samples and draws each frame. Reported:
/// both as frames per second, the drawing at 3x on one thread. docs/performance.md,
/// "A screen built every frame".
struct TimelineViewBench {
    let rounds: Int
    let folder: String

    static let scene = """
    struct Dashboard: View {
        let start = Date()

        var body: some View {
            TimelineView(.animation) { context in
                let t = context.date.timeIntervalSince(start)
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text("Uploads").font(.largeTitle.bold())
                        Spacer()
                        Circle()
                            .trim(from: 0, to: t / 2)
                            .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                            .frame(width: 44, height: 44)
                    }
                    ForEach(0..<22) { i in
                        HStack {
                            Text("File \\(i)")
                            Spacer()
                            Text("\\(min(100, Int(t * 50) + i)) %").font(.body.monospacedDigit())
                        }
                    }
                }
                .padding()
            }
        }
    }

    scene("Dashboard") {
        device(.iPhone14)
        root(Dashboard())
        timeline { wait(2) }
    }
    """

    func run() throws {
        print("\n== a TimelineView(.animation) screen built every frame, best of \(rounds) ==")
        let path = folder + "/timeline-view.scene"
        try Self.scene.write(toFile: path, atomically: true, encoding: .utf8)
        let engine = try RenderEngine()
        var compile = Double.infinity
        var compiled: CompiledScene?
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            let check = CompiledScene.check(path: path, engine: engine)
            compile = min(compile, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            compiled = check.hasErrors ? nil : check.scene
        }
        guard let scene = compiled else {
            print("  ERROR: the scene did not compile")
            return
        }
        let frames = scene.frameCount
        var draw = Double.infinity
        var frame = Frame(width: 1, height: 1)
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<frames {
                Renderer.render(scene.plan.sample(at: scene.time(ofFrame: index)).displayList, scale: 3, engine: engine, into: &frame)
            }
            draw = min(draw, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        print(String(format: "  %d frames: compiled in %.3f s (%.1f frames/s), sampled and drawn at 3x in %.3f s (%.1f fps, one thread)",
                     frames, compile, Double(frames) / compile, draw, Double(frames) / draw))
    }
}
