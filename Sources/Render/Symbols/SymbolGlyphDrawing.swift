import CCairo
import Drawing
import Geometry

/// Draws an SF Symbol with the icon-font glyph it is mapped to (docs/symbols.md): the icon's
/// em square fills the frame, so the glyph keeps the margin its 24-unit grid gives it. Layout
/// gives a symbol the square its ink fills (`SymbolInk`), stretched where the image is.
///
/// The glyph is filled as an outline, like scaled text (TextDrawing): a symbol in flight has
/// a new size every frame, and glyph images of each size would fill Cairo's caches.
///
/// SF Symbols has nine weights. Material Symbols draws them on its wght axis (100 to 700:
/// ultralight to bold); heavier ones, and every weight but regular of the community font,
/// which has one, stroke the outline as well as filling it, thickening every stroke of the
/// icon (docs/symbols.md, "Weight").
enum SymbolGlyphDrawing {
    /// How much a weight thickens each side of the glyph's strokes, in ems: none at regular,
    /// 0.02 em at bold (a regular icon stroke is 2/24 em, so bold is about half again as thick).
    static func outlineGrowth(_ weight: FontWeight) -> Double {
        max(0, Double(weight.numeric - FontWeight.regular.numeric)) / 300 * 0.02
    }

    /// The growth a face still needs at `weight`: Material Symbols' axis ends at 700 (bold),
    /// so only heavy and black grow it, by what they weigh past bold.
    static func outlineGrowth(_ weight: FontWeight, face: SymbolGlyph.Face) -> Double {
        switch face {
        case .community: outlineGrowth(weight)
        case .material: max(0, Double(weight.numeric - Self.maximumAxisWeight)) / 300 * 0.02
        }
    }

    /// The optical size every symbol is drawn at: the font's default and Material's standard
    /// 24 dp, set outright because Pango would set it to the layout's pixel size (Matchcut
    /// lays glyphs out at 192 and scales them), which draws the hairline 48 dp design.
    static let opticalSize = 24

    /// The top of Material Symbols' wght axis (it runs from 100).
    static let maximumAxisWeight = 700

    /// The font variations that draw `glyph` at `weight`: `FILL=1,wght=600` for a semibold
    /// `heart.fill`. Nil for the community font, which has no axes.
    static func variations(_ glyph: SymbolGlyph, weight: FontWeight) -> String? {
        guard glyph.face == .material else { return nil }
        return "FILL=\(glyph.filled ? 1 : 0),wght=\(axisWeight(weight)),opsz=\(opticalSize)"
    }

    /// The wght axis value of a weight: its OpenType number, within the axis (100 to 700).
    static func axisWeight(_ weight: FontWeight) -> UInt32 {
        switch weight {
        case .thin: 100
        case .ultraLight: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold, .heavy, .black: 700
        }
    }

    static func draw(_ glyph: SymbolGlyph, color: Color, weight: FontWeight = .regular, in frame: Rect, engine: TextEngine,
                     on cr: OpaquePointer) {
        guard frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return }
        CairoTextLock.withLock {
            engine.assertOwningThread()
            let (layout, advance, height) = Self.layout(glyph, weight: weight, engine: engine)
            defer { mc_g_object_unref(UnsafeMutableRawPointer(layout)) }
            // The line box (ascent and descent) is centred in the frame, the icons' 24-unit grid
            // filling it: both fonts give the box one em. A frame that is not square stretches
            // the glyph, as iOS stretches a resized symbol (Layout fits a symbol's own frame).
            cairo_save(cr)
            cairo_set_font_options(cr, engine.fontOptions)
            cairo_translate(cr, frame.minX, frame.minY)
            cairo_scale(cr, frame.width / TextMetrics.referenceSize, frame.height / TextMetrics.referenceSize)
            cairo_translate(cr, (TextMetrics.referenceSize - advance) / 2, (TextMetrics.referenceSize - height) / 2)
            cairo_new_path(cr)
            cairo_move_to(cr, 0, 0)
            pango_cairo_layout_path(cr, layout)
            CairoPaint.setColor(color, on: cr)
            let growth = outlineGrowth(weight, face: glyph.face)
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
    /// A Pango layout of the glyph at the reference size and `weight`, outlined or filled,
    /// with its advance and line height. The caller holds `CairoTextLock` and unrefs the layout.
    static func layout(_ glyph: SymbolGlyph, weight: FontWeight = .regular, engine: TextEngine)
        -> (OpaquePointer, advance: Double, height: Double) {
        let layout = pango_layout_new(engine.context)!
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, glyph.face.family)
        pango_font_description_set_absolute_size(description, TextMetrics.referenceSize * Double(PANGO_SCALE))
        if let variations = variations(glyph, weight: weight) {
            // The weight picks the font's named instance nearest it (fontconfig lists Thin to
            // Bold apart), and the variations set the axes on it.
            pango_font_description_set_weight(description, PangoWeight(rawValue: Self.axisWeight(weight)))
            pango_font_description_set_variations(description, variations)
        }
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
        case .material: PinnedFonts.materialSymbolsFamily
        case .community: PinnedFonts.communityIconsFamily
        }
    }
}
