import CCairo

/// Images resampled to the device pixels they cover, kept from one frame to the next.
///
/// Drawing a scaled photo straight through a rounded clip sends every pixel through pixman's
/// general path: a filtered fetch from the photo, the clip's coverage, and the blend, one
/// pixel at a time. It was a third of a 3x frame. Drawing it in two steps is cheaper:
///
/// 1. resample the photo onto a surface aligned to the device pixel grid, with the same
///    transform, filter and extend, and no clip (the `SOURCE` operator: no blend);
/// 2. composite that surface through the clip at a whole-pixel offset, which needs no
///    filtering.
///
/// Step 1 samples the photo at the same points as the direct draw, so the pixels are the
/// same. And a photo that does not move between frames (a card in a grid while another
/// flies) has the same resampled surface: it is reused, and only step 2 runs.
///
/// A surface is kept while frames use it: those not drawn during a frame are released when
/// the next frame begins, so memory holds one frame's images at most.
final class ResampledImages {
    /// Everything that decides the resampled pixels: the source, where its pixel grid lands
    /// in device space, and the device rectangle kept.
    struct Key: Hashable {
        var path: String
        /// Device pixels per source pixel, and the device position of the source's origin.
        var scaleX, scaleY, originX, originY: Double
        /// The device pixels covered: `[left, left + width) × [top, top + height)`.
        var left, top, width, height: Int
        /// The filter the source is sampled with (`Image.Interpolation`).
        var filter: UInt32
    }

    private var surfaces: [Key: (surface: OpaquePointer, frame: Int)] = [:]
    private var frame = 0

    deinit {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
    }

    /// Starts a frame: releases the surfaces the last frame did not draw.
    func beginFrame() {
        frame += 1
        for (key, entry) in surfaces where entry.frame < frame - 1 {
            cairo_surface_destroy(entry.surface)
            surfaces[key] = nil
        }
    }

    /// `source` resampled for `key`, from this frame or the last, or made now.
    func surface(for key: Key, source: OpaquePointer, filter: cairo_filter_t) -> OpaquePointer? {
        if let entry = surfaces[key] {
            surfaces[key] = (entry.surface, frame)
            return entry.surface
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(key.width), Int32(key.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(surface)!
        cairo_translate(cr, key.originX - Double(key.left), key.originY - Double(key.top))
        cairo_scale(cr, key.scaleX, key.scaleY)
        cairo_set_source_surface(cr, source, 0, 0)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cr), filter)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        surfaces[key] = (surface, frame)
        return surface
    }

    /// How many resampled surfaces are held (for tests).
    var count: Int { surfaces.count }
}
