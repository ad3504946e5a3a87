import Foundation
import Geometry
import Golden
import Output
import Render

/// Renders single frames of a compiled scene for golden comparison, at the scene's own
/// scale, and encodes them exactly as goldens are written.
package struct GoldenRun {
    package let scene: CompiledScene
    let drawer: FrameDrawer
    let encoder = PNGEncoder(compression: .small)

    /// `engine` must belong to the calling thread.
    package init(scene: CompiledScene, engine: RenderEngine) {
        self.scene = scene
        drawer = FrameDrawer(engine: engine, scale: scene.scale(nil))
    }

    /// The frame at `time`.
    package func frame(at time: Double) -> Frame {
        let list = scene.plan.sample(at: max(0, time)).displayList
        return drawer.draw(list)
    }

    /// The bytes of `frame`'s PNG file, as a golden of it is written. Goldens are kept small
    /// (`--png-compression small`), which takes about 20 times as long as drawing the frame:
    /// callers encode only what they write.
    package func png(of frame: Frame) throws -> Data {
        try encoder.encode(frame)
    }

    /// The frame at `time`, ready to compare by its pixels.
    package func comparedImage(at time: Double) -> ComparedImage {
        ComparedImage(frame: frame(at: time), pngBytes: nil)
    }
}
