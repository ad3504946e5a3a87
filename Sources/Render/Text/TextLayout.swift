import CCairo
import Geometry
import Layout

/// One `TextRun` laid out by Pango at the reference size, wrapped at a width: the single
/// source of truth for both measuring and drawing, so what is measured is what is drawn.
///
/// Coordinates from Pango are at `TextMetrics.referenceSize`; `factor` converts them to the
/// run's points.
final class TextLayout {
    let layout: OpaquePointer
    let run: TextRun
    /// Points per Pango unit at the run's size.
    let factor: Double

    /// Lays `run` out; `width` (points) wraps it at word boundaries, nil keeps each paragraph
    /// on one line.
    init(_ run: TextRun, width: Double?, engine: TextEngine) {
        engine.assertOwningThread()
        self.run = run
        let size = max(run.font.size, 0.01)
        let toReference = TextMetrics.referenceSize / size
        factor = size / TextMetrics.referenceSize / Double(PANGO_SCALE)
        layout = pango_layout_new(engine.context)
        pango_layout_set_text(layout, run.string, -1)

        let description = FontChoice(run.font).makeDescription(size: TextMetrics.referenceSize)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if run.font.tracking != 0 {
            let spacing = Int32((run.font.tracking * toReference * Double(PANGO_SCALE)).rounded())
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(spacing))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        var wrapUnits: Int32?
        // A text that fits on its lines unwrapped is never wrapped. Otherwise Pango breaks
        // lines counting positive letter spacing around a line's ends, which SwiftUI's
        // tracking never does: allow for it, or a text wraps at the very width it was
        // measured at.
        if let width, Double(Self.widestLineUnits(layout)) * factor > width + Self.fitTolerance {
            wrapUnits = Self.units((width + 2 * max(0, run.font.tracking)) * toReference)
            pango_layout_set_width(layout, wrapUnits!)
        }
        if let limit = run.lineLimit, limit > 0 {
            // Ellipsizing needs a width; an unwrapped text is limited at its natural width.
            if wrapUnits == nil {
                pango_layout_set_width(layout, Int32(clamping: Self.widestLineUnits(layout) + 1))
            }
            // Pango counts this limit per paragraph (see PangoTextMeasurer's notes).
            pango_layout_set_height(layout, -Int32(clamping: limit))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }
    }

    deinit {
        mc_g_object_unref(UnsafeMutableRawPointer(layout))
    }

    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// Characters no pinned font could draw (drawn as boxes); 0 for a well-covered text.
    var unknownGlyphCount: Int { Int(pango_layout_get_unknown_glyphs_count(layout)) }

    /// The logical width of line `index`, in points: exact, not rounded to pixels.
    func lineWidth(_ index: Int) -> Double {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { return 0 }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        return Double(logical.width) * factor
    }

    /// The widest line, in points.
    var width: Double {
        (0..<lineCount).map(lineWidth).max() ?? 0
    }

    /// `lineCount` lines of SF's natural height.
    var height: Double {
        Double(lineCount) * TextMetrics.lineHeight * run.font.size
    }

    /// The baseline of line `index` below the top of the text, in points.
    func baseline(ofLine index: Int) -> Double {
        run.font.size * (TextMetrics.baseline + Double(index) * TextMetrics.lineHeight)
    }

    /// How much wider than offered an unwrapped text may measure and still not wrap: a
    /// hundredth of a point, the slack Layout leaves when it asks for a text's own width.
    static let fitTolerance = 0.01

    /// A width in Pango units, kept well inside Int32 for absurdly wide proposals.
    private static func units(_ points: Double) -> Int32 {
        let value = (points * Double(PANGO_SCALE)).rounded(.down)
        return Int32(max(0, min(value, Double(Int32.max / 4))))
    }

    private static func widestLineUnits(_ layout: OpaquePointer) -> Int {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Int(logical.width)
    }
}
