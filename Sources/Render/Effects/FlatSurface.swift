import CCairo
import Drawing
import Geometry

/// A surface of its own that items are drawn into, flat: `region` (canvas points) at `scale`
/// pixels per point, for effects that need the pixels of what they apply to (a perspective,
/// a blur, a colour filter). Its pixels are not the canvas's, so images in it are resampled
/// whole. The caller owns the surface (`cairo_surface_destroy`).
enum FlatSurface {
    /// nil when the region is empty or larger than 32 million pixels.
    /// `backdrop`: what materials drawn in it blur (the frame's, for a layer of the canvas).
    static func draw(_ region: Rect, scale: Double, engine: RenderEngine, backdrop: Backdrop? = nil,
                     _ body: (ItemDrawer, OpaquePointer) -> Void) -> (surface: OpaquePointer, width: Int, height: Int)? {
        let w = (region.width * scale).rounded(.up), h = (region.height * scale).rounded(.up)
        guard scale > 0, w > 0, h > 0, w * h <= 32_000_000 else { return nil }  // false for NaN and infinity too
        let width = Int(w), height = Int(h)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        cairo_translate(cr, -region.minX, -region.minY)
        cairo_set_tolerance(cr, 0.02)
        body(ItemDrawer(engine: engine, canvasWidth: Int(Int32.max), canvasHeight: Int(Int32.max), backdrop: backdrop), cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return (surface, width, height)
    }

    /// Pixels per point under `cr`'s current transform (the geometric mean of the axes).
    static func deviceScale(_ cr: OpaquePointer) -> Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return abs(m.xx * m.yy - m.xy * m.yx).squareRoot()
    }
}
