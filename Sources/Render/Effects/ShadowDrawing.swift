import CCairo
import Drawing
import Geometry

/// Draws an item's drop shadow: its own alpha, blurred, tinted and offset, beneath it.
///
/// SwiftUI's `radius` is treated as twice the Gaussian's sigma. The mask is rendered at a
/// reduced resolution (one mask pixel per about sigma/2 device pixels), blurred there by
/// `BoxBlur`, and scaled back up with bilinear filtering: the cost no longer grows with the
/// blur, and the result is the same bytes on every run.
enum ShadowDrawing {
    /// `drawContent` draws the item (in points) onto the Cairo context it is given.
    /// `deviceScale` is pixels per point at the current transform.
    static func draw(_ shadow: ShadowSpec, bounds: Rect, deviceScale: Double, on cr: OpaquePointer,
                     drawContent: (OpaquePointer) -> Void) {
        guard shadow.color.opacity > 0, deviceScale > 0 else { return }
        let sigmaPixels = max(0, shadow.radius / 2 * deviceScale)
        let downsample = max(1, (sigmaPixels / 2).rounded(.down))
        let maskScale = deviceScale / downsample
        let margin = 3 * shadow.radius / 2 + 2 / maskScale
        let region = bounds.inset(by: EdgeInsets(all: -margin))
        let w = (region.width * maskScale).rounded(.up), h = (region.height * maskScale).rounded(.up)
        guard w > 0, h > 0, w * h < 64_000_000 else { return }  // false for NaN and infinity too
        let width = Int(w), height = Int(h)

        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return }
        defer { cairo_surface_destroy(mask) }
        let maskContext = cairo_create(mask)!
        cairo_scale(maskContext, maskScale, maskScale)
        cairo_translate(maskContext, -region.minX, -region.minY)
        drawContent(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            let radius = BoxBlur.radius(forSigma: sigmaPixels / downsample)
            BoxBlur.blur(data, width: width, height: height,
                         stride: Int(cairo_image_surface_get_stride(mask)), radius: radius)
        }
        cairo_surface_mark_dirty(mask)

        cairo_save(cr)
        CairoPaint.setColor(shadow.color, on: cr)
        cairo_translate(cr, region.minX + shadow.x, region.minY + shadow.y)
        cairo_scale(cr, 1 / maskScale, 1 / maskScale)
        let pattern = cairo_pattern_create_for_surface(mask)!
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_mask(cr, pattern)
        cairo_pattern_destroy(pattern)
        cairo_restore(cr)
    }
}
