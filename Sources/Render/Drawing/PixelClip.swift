import CCairo
import Geometry

/// Bounds for Cairo layers. A group (`cairo_push_group`) is as large as the current clip,
/// which is the whole canvas unless something narrows it: a 12 MB surface to clear and
/// composite at 3x. Clipping to what the layer can touch first keeps it small.
enum PixelClip {
    /// Intersects the clip with `rect` (in user space) grown outwards to whole device pixels,
    /// so the bound itself never antialiases an edge.
    static func clip(around rect: Rect, on cr: OpaquePointer) {
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        var x2 = rect.minX, y2 = rect.maxY, x3 = rect.maxX, y3 = rect.minY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        cairo_user_to_device(cr, &x2, &y2)
        cairo_user_to_device(cr, &x3, &y3)
        let left = min(x0, x1, x2, x3).rounded(.down), top = min(y0, y1, y2, y3).rounded(.down)
        let right = max(x0, x1, x2, x3).rounded(.up), bottom = max(y0, y1, y2, y3).rounded(.up)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, left, top, right - left, bottom - top)
        cairo_restore(cr)
        cairo_clip(cr)
    }
}
