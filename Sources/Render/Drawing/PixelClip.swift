import CCairo
import Geometry

/// Bounds for Cairo layers. A group (`cairo_push_group`) is as large as the current clip,
/// which is the whole canvas unless something narrows it: a 12 MB surface to clear and
/// composite at 3x. Clipping to what the layer can touch first keeps it small.
enum PixelClip {
    /// Intersects the clip with `rect` (in user space) grown outwards to whole device pixels,
    /// so the bound itself never antialiases an edge.
    static func clip(around rect: Rect, on cr: OpaquePointer) {
        let box = DeviceBox(around: rect, on: cr)
        guard box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        cairo_rectangle(cr, box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY)
        cairo_restore(cr)
        cairo_clip(cr)
    }
}

/// A rectangle in device pixels, on whole pixels: where a layer is bounded, and the part of
/// an image's rectangle its clips let through (ItemDrawer).
struct DeviceBox {
    var minX, minY, maxX, maxY: Double

    static let everything = DeviceBox(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity)

    /// `rect` (user space) under `cr`'s current transform, its corners' bounds grown
    /// outwards to whole pixels.
    init(around rect: Rect, on cr: OpaquePointer) {
        var x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        var x2 = rect.minX, y2 = rect.maxY, x3 = rect.maxX, y3 = rect.minY
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        cairo_user_to_device(cr, &x2, &y2)
        cairo_user_to_device(cr, &x3, &y3)
        self.init(minX: min(x0, x1, x2, x3).rounded(.down), minY: min(y0, y1, y2, y3).rounded(.down),
                  maxX: max(x0, x1, x2, x3).rounded(.up), maxY: max(y0, y1, y2, y3).rounded(.up))
    }

    init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (self.minX, self.minY, self.maxX, self.maxY) = (minX, minY, maxX, maxY)
    }

    func intersection(_ other: DeviceBox) -> DeviceBox {
        DeviceBox(minX: max(minX, other.minX), minY: max(minY, other.minY),
                  maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    }
}
