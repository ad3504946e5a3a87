import Foundation
import Geometry
import Golden
import Output
import Render

/// Renders single frames of a compiled scene for golden comparison, at the scene's own
/// scale, and encodes them exactly as goldens are written.
public struct GoldenRun {
    public let scene: CompiledScene
    let engine: RenderEngine
    let encoder = PNGEncoder(compression: .small)

    /// `engine` must belong to the calling thread.
    public init(scene: CompiledScene, engine: RenderEngine) {
        self.scene = scene
        self.engine = engine
    }

    /// The frame at `time` and the bytes of its PNG file.
    public func render(at time: Double) throws -> (frame: Frame, png: Data) {
        let list = scene.plan.sample(at: max(0, time)).displayList
        let frame = Renderer.render(list, scale: scene.description.canvas.scale, engine: engine)
        return (frame, try encoder.encode(frame))
    }

    /// The frame at `time`, ready to compare.
    public func comparedImage(at time: Double) throws -> ComparedImage {
        let (frame, png) = try render(at: time)
        return ComparedImage(frame: frame, pngBytes: png)
    }
}
