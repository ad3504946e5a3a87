import CCairo
import Foundation

/// Everything one worker thread keeps between frames: its text engine, decoded images, and
/// the canvas surface (reused while the frame size stays the same).
///
/// **Confined to one thread**, like its `TextEngine`: create one per worker, on that worker.
public final class RenderEngine {
    public let text: TextEngine
    let images = ImageCache()
    private var canvas: OpaquePointer?
    private var canvasSize = (width: 0, height: 0)

    public init() throws {
        text = try TextEngine()
    }

    deinit {
        if let canvas { cairo_surface_destroy(canvas) }
    }

    /// A measurer that lays text out exactly as this engine draws it.
    public var measurer: PangoTextMeasurer { PangoTextMeasurer(engine: text) }

    /// The ARGB32 surface for a frame of this size; its contents are left from the last frame.
    func canvasSurface(width: Int, height: Int) -> OpaquePointer {
        if let canvas, canvasSize == (width, height) { return canvas }
        if let canvas { cairo_surface_destroy(canvas) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        canvas = surface
        canvasSize = (width, height)
        return surface
    }
}
