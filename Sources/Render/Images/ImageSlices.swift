import CCairo
import Drawing
import Geometry

/// `resizable(capInsets:resizingMode:)`: the image cut into nine slices along its cap
/// insets. The corners keep their size in points; the top and bottom edges stretch (or tile)
/// across, the leading and trailing edges down, the centre both ways. `.tile` repeats the
/// slices at the image's own scale instead of stretching them, as UIKit's resizable images do.
/// When the frame is smaller than the caps, they shrink in proportion to fit.
enum ImageSlices {
    static func draw(_ image: ImageContent, surface: OpaquePointer, in target: Rect, filter: cairo_filter_t, alpha: Double,
                     on cr: OpaquePointer) {
        let natural = image.naturalSize
        let pixelsX = Double(cairo_image_surface_get_width(surface)) / natural.width
        let pixelsY = Double(cairo_image_surface_get_height(surface)) / natural.height
        guard pixelsX.isFinite, pixelsY.isFinite, pixelsX > 0, pixelsY > 0 else { return }
        let columns = spans(natural.width, image.capInsets.leading, image.capInsets.trailing, target.minX, target.width)
        let rows = spans(natural.height, image.capInsets.top, image.capInsets.bottom, target.minY, target.height)
        // The whole rectangle clips (antialiased as the image asks); inside it the slices meet
        // on whole pixels, so no seam shows where two of them share a fractional edge.
        cairo_new_path(cr)
        cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
        cairo_clip(cr)
        if alpha < 1 { cairo_push_group(cr) }
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE)
        for (index, row) in rows.enumerated() {
            for (column, col) in columns.enumerated() {
                guard col.source.length > 0, row.source.length > 0, col.target.length > 0, row.target.length > 0 else { continue }
                let tiles = image.resizingMode == .tile && (index == 1 || column == 1)
                guard let cell = cairo_surface_create_for_rectangle(surface, col.source.start * pixelsX, row.source.start * pixelsY,
                                                                    col.source.length * pixelsX, row.source.length * pixelsY) else { continue }
                let pattern = cairo_pattern_create_for_surface(cell)!
                cairo_pattern_set_extend(pattern, tiles ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(pattern, filter)
                // Points in the slice to the slice's pixels: at the image's own scale when
                // tiling, stretched to the target otherwise.
                let scaleX = tiles ? pixelsX : col.source.length * pixelsX / col.target.length
                let scaleY = tiles ? pixelsY : row.source.length * pixelsY / row.target.length
                var matrix = cairo_matrix_t()
                cairo_matrix_init_scale(&matrix, scaleX, scaleY)
                cairo_matrix_translate(&matrix, -col.target.start, -row.target.start)
                cairo_pattern_set_matrix(pattern, &matrix)
                cairo_save(cr)
                cairo_new_path(cr)
                cairo_rectangle(cr, col.target.start, row.target.start, col.target.length, row.target.length)
                ItemDrawer.paint(image, pattern, cr, alpha: 1)
                cairo_restore(cr)
                cairo_pattern_destroy(pattern)
                cairo_surface_destroy(cell)
            }
        }
        if alpha < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, alpha)
        }
    }

    struct Span {
        var start: Double, length: Double
    }

    /// The three spans along one axis, in the image's points and in the target's: the leading
    /// cap, the stretched middle, the trailing cap.
    static func spans(_ length: Double, _ lead: Double, _ trail: Double, _ origin: Double, _ target: Double)
        -> [(source: Span, target: Span)] {
        // Caps longer than the image keep their proportion within it.
        var a = max(0, lead), b = max(0, trail)
        if a + b > length { (a, b) = (a * length / (a + b), b * length / (a + b)) }
        // And within a target shorter than both caps.
        let fit = a + b > target && a + b > 0 ? target / (a + b) : 1
        let ta = a * fit, tb = b * fit
        return [
            (Span(start: 0, length: a), Span(start: origin, length: ta)),
            (Span(start: a, length: length - a - b), Span(start: origin + ta, length: target - ta - tb)),
            (Span(start: length - b, length: b), Span(start: origin + target - tb, length: tb)),
        ]
    }
}
