import SwiftCore
import Foundation
import Matchcut
import Output
import Render
import SceneLanguage

/// A one-view scene as the drawing tests write them, on a `width` × `height` canvas at
/// `scale` (100 × 100 at 1 px a point unless told): `body` is the root's body, `state` its
/// properties, `declarations` what stands beside it, and `timeline` what happens between two
/// waits of 0.1 s.
func compileProbeScene(_ body: String, declarations: String = "", state: String = "", timeline: String = "",
                       width: Int = 100, height: Int = 100, scale: Int = 1, engine: RenderEngine) throws -> CompiledScene {
    let text = """
    \(declarations)
    struct V: View {
        \(state)
        var body: some View {
            \(body)
        }
    }
    scene("s") {
        canvas(width: \(width), height: \(height), scale: \(scale))
        root(V())
        timeline { wait(0.1)\n\(timeline)\nwait(0.1) }
    }
    """
    return try CompiledScene.load(source: SourceFile(path: "s.scene", text: text), engine: engine)
}

/// The probe scene's frame at `time`, on its 100 × 100 canvas at 1 px a point.
func drawProbeScene(_ body: String, declarations: String = "", state: String = "", timeline: String = "",
                    at time: Double = 0, engine: RenderEngine) throws -> Frame {
    let scene = try compileProbeScene(body, declarations: declarations, state: state, timeline: timeline, engine: engine)
    return Renderer.render(scene.plan.sample(at: time).displayList, scale: 1, engine: engine)
}
