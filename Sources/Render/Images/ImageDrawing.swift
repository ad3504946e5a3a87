import CCairo
import Drawing
import Geometry

/// Draws an image item: fitted into its frame by its content mode, sampled with its
/// interpolation, painted in its own colours or, as a template, its alpha in the foreground
/// colour; with cap insets, in nine slices whose corners keep their size and whose edges and
/// centre stretch or tile (docs/drawing.md, "Images").
extension ItemDrawer {
    func drawImage(_ image: ImageContent, in frame: Rect, alpha: Double, within clipBox: DeviceBox, on cr: OpaquePointer) {
        guard let surface = engine.images.surface(for: image.path) else {
            SymbolArt.draw("", color: Color(rgb255: 255, 0, 255), in: frame, on: cr)
            return
        }
        let pixelWidth = Double(cairo_image_surface_get_width(surface))
        let pixelHeight = Double(cairo_image_surface_get_height(surface))
        guard pixelWidth > 0, pixelHeight > 0 else { return }
        let target = ImageFit.rect(natural: image.naturalSize, in: frame, mode: image.contentMode)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !image.isAntialiased { cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE) }
        let filter = Self.filter(image.interpolation)
        if image.isSliced {
            return ImageSlices.draw(image, surface: surface, in: target, filter: filter, alpha: alpha, on: cr)
        }
        cairo_new_path(cr)
        cairo_rectangle(cr, target.minX, target.minY, target.width, target.height)
        // Unrotated (no rotation or skew in force): resample onto the device pixel grid (kept
        // while the image stays put), then composite at a whole-pixel offset.
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        if m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 {
            // The part of the rectangle on the canvas that the item's clips let through, from
            // the clips' own rectangles rather than Cairo's clip: the surface then does not
            // depend on which rows are being drawn (Renderer draws a frame in bands), nor on
            // a layer's bounds. Resampled for another rectangle, a pixel's source position
            // would round differently in pixman's 16.16 fixed point.
            let originX = m.x0 + m.xx * target.minX, originY = m.y0 + m.yy * target.minY
            let left = max(originX, 0, clipBox.minX).rounded(.down)
            let top = max(originY, 0, clipBox.minY).rounded(.down)
            let right = min(m.x0 + m.xx * target.maxX, Double(canvasWidth), clipBox.maxX).rounded(.up)
            let bottom = min(m.y0 + m.yy * target.maxY, Double(canvasHeight), clipBox.maxY).rounded(.up)
            guard right > left, bottom > top else { return }  // off the canvas entirely
            let key = ResampledImages.Key(
                path: image.path, scaleX: m.xx * target.width / pixelWidth, scaleY: m.yy * target.height / pixelHeight,
                originX: originX, originY: originY,
                left: Int(left), top: Int(top), width: Int(right - left), height: Int(bottom - top), filter: filter.rawValue)
            if let resampled = engine.resampled.surface(for: key, source: surface, filter: filter) {
                cairo_identity_matrix(cr)
                let pattern = cairo_pattern_create_for_surface(resampled)!
                defer { cairo_pattern_destroy(pattern) }
                var offset = cairo_matrix_t()
                cairo_matrix_init_translate(&offset, -left, -top)
                cairo_pattern_set_matrix(pattern, &offset)
                cairo_pattern_set_filter(pattern, CAIRO_FILTER_NEAREST)
                return Self.paint(image, pattern, cr, alpha: alpha)
            }
        }
        cairo_translate(cr, target.minX, target.minY)
        cairo_scale(cr, target.width / pixelWidth, target.height / pixelHeight)
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        // PAD keeps the image's edges crisp instead of fading them into transparency.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, filter)
        Self.paint(image, pattern, cr, alpha: alpha)
    }

    /// `Image.Interpolation` as Cairo's filter: `.none` nearest, `.low` bilinear, `.medium`
    /// and `.high` (SwiftUI's default) Cairo's good filter.
    static func filter(_ interpolation: ImageInterpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .medium, .high: CAIRO_FILTER_GOOD
        }
    }

    /// Fills the current path with `pattern` (in the current user space) at `alpha`: its own
    /// colours, or, for a template, the template colour through its alpha.
    static func paint(_ image: ImageContent, _ pattern: OpaquePointer, _ cr: OpaquePointer, alpha: Double) {
        guard var color = image.templateColor else {
            cairo_set_source(cr, pattern)
            return paint(image, cr, alpha: alpha)
        }
        color.opacity *= alpha
        cairo_clip(cr)
        CairoPaint.setColor(color, on: cr)
        cairo_mask(cr, pattern)
    }

    /// Fills the current path with the source already set, at `alpha`.
    static func paint(_ image: ImageContent, _ cr: OpaquePointer, alpha: Double) {
        if alpha < 1 {
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, alpha)
        } else {
            cairo_fill(cr)
        }
    }
}
