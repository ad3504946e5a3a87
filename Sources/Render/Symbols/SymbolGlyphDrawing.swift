import CCairo
import Drawing
import Geometry

/// Draws an SF Symbol with the icon-font glyph it is mapped to (docs/symbols.md), in the
/// square centred in its frame: the icon's em square fills the square, so the glyph keeps
/// the margin its 24-unit grid gives it.
///
/// The glyph is filled as an outline, like scaled text (TextDrawing): a symbol in flight has
/// a new size every frame, and glyph images of each size would fill Cairo's caches.
///
/// The icon fonts have one weight, SF Symbols nine: a weight heavier than regular strokes the
/// outline as well as filling it, thickening every stroke of the icon; a lighter one draws
/// the regular glyph (docs/symbols.md, "Weight").
enum SymbolGlyphDrawing {
    /// How much a weight thickens each side of the glyph's strokes, in ems: none at regular,
    /// 0.02 em at bold (a regular icon stroke is 2/24 em, so bold is about half again as thick).
    static func outlineGrowth(_ weight: FontWeight) -> Double {
        max(0, Double(weight.numeric - FontWeight.regular.numeric)) / 300 * 0.02
    }

    static func draw(_ glyph: SymbolGlyph, color: Color, weight: FontWeight = .regular, in frame: Rect, engine: TextEngine,
                     on cr: OpaquePointer) {
        let side = min(frame.width, frame.height)
        guard side > 0, side.isFinite else { return }
        CairoTextLock.withLock {
            engine.assertOwningThread()
            let (layout, advance, height) = Self.layout(glyph, engine: engine)
            defer { mc_g_object_unref(UnsafeMutableRawPointer(layout)) }
            // The line box (ascent and descent) is centred in the square: both fonts give it one
            // em, the icons' 24-unit grid.
            let scale = side / TextMetrics.referenceSize
            cairo_save(cr)
            cairo_set_font_options(cr, engine.fontOptions)
            cairo_translate(cr, frame.midX - side / 2, frame.midY - side / 2)
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, (TextMetrics.referenceSize - advance) / 2, (TextMetrics.referenceSize - height) / 2)
            cairo_new_path(cr)
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_path(cr, layout)
            CairoPaint.setColor(color, on: cr)
            let growth = outlineGrowth(weight)
            if growth > 0 {
                cairo_fill_preserve(cr)
                cairo_set_line_width(cr, 2 * growth * TextMetrics.referenceSize)
                cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
    }
}

extension SymbolGlyphDrawing {
    /// A Pango layout of the glyph at the reference size, with its advance and line height.
    /// The caller holds `CairoTextLock` and unrefs the layout.
    static func layout(_ glyph: SymbolGlyph, engine: TextEngine) -> (OpaquePointer, advance: Double, height: Double) {
        let layout = pango_layout_new(engine.context)!
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, glyph.face.family)
        pango_font_description_set_absolute_size(description, TextMetrics.referenceSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, String(Character(glyph.scalar)), -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return (layout, Double(logical.width) / Double(PANGO_SCALE), Double(logical.height) / Double(PANGO_SCALE))
    }
}

extension SymbolGlyph.Face {
    /// The pinned family that holds this face's glyphs.
    var family: String {
        switch self {
        case .material: PinnedFonts.materialIconsFamily
        case .community: PinnedFonts.communityIconsFamily
        }
    }
}
