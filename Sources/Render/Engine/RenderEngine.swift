import CCairo
import Foundation

/// Everything one worker thread keeps between frames: its text engine, decoded images,
/// images resampled for the last frame, and scratch pixels.
///
/// **Confined to one thread**, like its `TextEngine`: create one per worker, on that worker.
public final class RenderEngine {
    public let text: TextEngine
    let images: ImageCache
    let resampled = ResampledImages()
    /// Pixels reused from band to band (MaterialDrawing).
    let scratch = ScratchPixels()

    /// `images` may be shared by every worker of a render, so each photo is decoded once.
    public init(images: ImageCache = ImageCache()) throws {
        self.images = images
        text = try TextEngine()
    }

    /// A measurer that lays text out exactly as this engine draws it.
    public var measurer: PangoTextMeasurer { PangoTextMeasurer(engine: text) }
}
