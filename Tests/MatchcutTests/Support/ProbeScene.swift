import Foundation
import Matchcut
import Output
import Render
import SceneLanguage

/// A one-view scene on a 100 × 100 canvas at 1 px a point, as the drawing tests write them:
/// `body` is the root's body, `state` its properties, `declarations` what stands beside it,
/// and `timeline` what happens between two waits of 0.1 s. Returns the frame at `time`.
func drawProbeScene(_ body: String, declarations: String = "", state: String = "", timeline: String = "",
                    at time: Double = 0, engine: RenderEngine) throws -> Frame {
    let text = """
    \(declarations)
    struct V: View {
        \(state)
        var body: some View {
            \(body)
        }
    }
    scene("s") {
        canvas(width: 100, height: 100, scale: 1)
        root(V())
        timeline { wait(0.1)\n\(timeline)\nwait(0.1) }
    }
    """
    let scene = try CompiledScene.load(source: SourceFile(path: "s.scene", text: text), engine: engine)
    return Renderer.render(scene.plan.sample(at: time).displayList, scale: 1, engine: engine)
}
