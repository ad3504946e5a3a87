import CCairo
import Drawing
import Geometry

/// Draws an SF Symbol of an enclosed family in its two layers (`SymbolLayers`), each in its
/// own colour: the enclosure on the icons' 24-unit grid in the secondary colour, with the mark
/// cut out of it when it is filled, and the mark's glyph inside it in the primary colour. Both
/// are drawn in one group, so where the mark's edge crosses the enclosure the two colours
/// share the pixel instead of the background showing through.
enum SymbolLayerDrawing {
    /// The icons' grid, in units: the em square the glyphs fill.
    static let grid = 24.0

    /// Where the mark sits in the grid and how large its em square is drawn: about half the
    /// enclosure across, as SF's marks are; lower and smaller in the triangle.
    static func markPlacement(_ enclosure: SymbolLayers.Enclosure) -> (x: Double, y: Double, scale: Double) {
        switch enclosure {
        case .circle, .square: (12, 12, 0.66)
        case .rectangle: (12, 12, 0.6)
        case .triangle: (12, 14.2, 0.56)
        }
    }

    /// How much the mark's outline is grown a side, in grid units: a shrunk glyph's 2-unit
    /// strokes are thickened back to 2 units, the weight of the enclosure's outline and of the
    /// one-glyph symbol, plus the weight's own growth.
    static func markGrowth(scale: Double, weightGrowth: Double) -> Double {
        (1 - scale) + weightGrowth
    }

    static func draw(_ layers: SymbolLayers, primary: Color, secondary: Color, weight: FontWeight, in frame: Rect,
                     engine: TextEngine, on cr: OpaquePointer) {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        let growth = SymbolGlyphDrawing.outlineGrowth(weight) * grid
        cairo_save(cr)
        // The grid fills the frame, stretched with it as the one-glyph symbol is.
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, frame.width / grid, frame.height / grid)
        cairo_push_group(cr)
        CairoPaint.setColor(secondary, on: cr)
        enclosure(layers, growth: growth, on: cr)
        let place = markPlacement(layers.enclosure)
        CairoTextLock.withLock {
            engine.assertOwningThread()
            // The mark filled at regular weight, the glyph these proportions were fitted on;
            // the weight thickens it below, as the enclosure's outline.
            var mark = layers.mark
            mark.filled = true
            let (layout, advance, height) = SymbolGlyphDrawing.layout(mark, engine: engine)
            defer { mc_g_object_unref(UnsafeMutableRawPointer(layout)) }
            cairo_save(cr)
            cairo_set_font_options(cr, engine.fontOptions)
            cairo_translate(cr, place.x, place.y)
            cairo_scale(cr, place.scale * grid / TextMetrics.referenceSize, place.scale * grid / TextMetrics.referenceSize)
            cairo_translate(cr, -advance / 2, -height / 2)
            cairo_new_path(cr)
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_path(cr, layout)
            cairo_restore(cr)
        }
        let mark = cairo_copy_path(cr)
        defer { cairo_path_destroy(mark) }
        // The mark is cut out of the enclosure (with an opaque source: DEST_OUT keeps what the
        // source's alpha leaves), then drawn in its own colour.
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_set_operator(cr, CAIRO_OPERATOR_DEST_OUT)
        let markGrowth = markGrowth(scale: place.scale, weightGrowth: growth)
        fillMark(markGrowth, on: cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        CairoPaint.setColor(primary, on: cr)
        cairo_append_path(cr, mark)
        fillMark(markGrowth, on: cr)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Fills the path (a mark) and strokes it by `growth` a side.
    private static func fillMark(_ growth: Double, on cr: OpaquePointer) {
        guard growth > 0 else { return cairo_fill(cr) }
        cairo_fill_preserve(cr)
        cairo_set_line_width(cr, 2 * growth)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_stroke(cr)
    }

    /// The enclosure in the current colour, in grid units: the icons' 2-unit margin around a
    /// disc or a rounded square, a wide rounded rectangle, a triangle with rounded corners; an
    /// outline is 2 units wide (thicker at heavier weights).
    private static func enclosure(_ layers: SymbolLayers, growth: Double, on cr: OpaquePointer) {
        let line = 2 + 2 * growth
        let inset = layers.isFilled ? 0 : line / 2
        cairo_new_path(cr)
        let r = inset
        switch layers.enclosure {
        case .circle:
            ShapePath.append(.circle, in: Rect(x: 2 + r, y: 2 + r, width: 20 - 2 * r, height: 20 - 2 * r), to: cr)
        case .square:
            ShapePath.append(.roundedRectangle(cornerRadius: 4 - r, style: .continuous),
                             in: Rect(x: 3 + r, y: 3 + r, width: 18 - 2 * r, height: 18 - 2 * r), to: cr)
        case .rectangle:
            ShapePath.append(.roundedRectangle(cornerRadius: 3 - r, style: .continuous),
                             in: Rect(x: 2 + r, y: 5 + r, width: 20 - 2 * r, height: 14 - 2 * r), to: cr)
        case .triangle:
            // Rounded by a round-joined stroke around a smaller triangle.
            cairo_move_to(cr, 12, 4)
            cairo_line_to(cr, 21, 19.5)
            cairo_line_to(cr, 3, 19.5)
            cairo_close_path(cr)
            cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_width(cr, layers.isFilled ? 3 : line)
            if layers.isFilled { cairo_fill_preserve(cr) }
            cairo_stroke(cr)
            return
        }
        if layers.isFilled {
            cairo_fill(cr)
        } else {
            cairo_set_line_width(cr, line)
            cairo_stroke(cr)
        }
    }
}
