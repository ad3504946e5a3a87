import CCairo
import Drawing
import Geometry

/// One `TextRun` laid out by Pango at the reference size, wrapped at a width: the single
/// source of truth for both measuring and drawing, so what is measured is what is drawn.
///
/// Coordinates from Pango are at `referenceSize`; `factor` converts them to the run's points.
final class TextLayout {
    let layout: OpaquePointer
    let run: TextRun
    /// The size Pango lays the text out at: `TextMetrics.referenceSize`, or, for a text with
    /// emoji, `TextMetrics.bitmapReferenceSize` (Noto Color Emoji's glyphs are bitmaps).
    let referenceSize: Double
    /// Whether the text holds colour emoji, which have no outlines to fill.
    let hasBitmapGlyphs: Bool
    /// What Pango lays out: the run's string, without emoji variation selectors (U+FE0F)
    /// when it has emoji. Noto Color Emoji has no variation sequences, so Pango took "☀️" to
    /// another face (a black sun from Noto Sans CJK); each emoji is given the emoji face
    /// instead (`drawEmojiAsEmoji`), which is what the selector asks for.
    let text: String
    /// Points per Pango unit at the run's size.
    let factor: Double

    /// Lays `run` out; `width` (points) wraps it at word boundaries, nil keeps each paragraph
    /// on one line.
    init(_ run: TextRun, width: Double?, engine: TextEngine) {
        engine.assertOwningThread()
        self.run = run
        let size = max(run.font.size, 0.01)
        hasBitmapGlyphs = TextMetrics.hasEmoji(run.string)
        referenceSize = hasBitmapGlyphs ? TextMetrics.bitmapReferenceSize : TextMetrics.referenceSize
        let toReference = referenceSize / size
        factor = size / referenceSize / Double(PANGO_SCALE)
        layout = pango_layout_new(engine.context)
        text = hasBitmapGlyphs ? String(String.UnicodeScalarView(run.string.unicodeScalars.filter { $0 != "\u{FE0F}" }))
            : run.string
        pango_layout_set_text(layout, text, -1)

        let choice = FontChoice(run.font)
        let description = choice.makeDescription(size: referenceSize)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let attributes = pango_attr_list_new()
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if let features = choice.features {
            pango_attr_list_insert(attributes, pango_attr_font_features_new(features))
        }
        let tracking = run.font.tracking + run.decoration.tracking
        if !run.spans.isEmpty {
            // Styled runs take every style from their spans.
            TextSpans.apply(run, text: text, toReference: toReference, attributes)
        } else {
            if tracking != 0 {
                let spacing = Self.signedUnits(tracking * toReference)
                pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(spacing))
            }
            Self.decorate(run.decoration, attributes, toReference: toReference)
        }
        if hasBitmapGlyphs { Self.drawEmojiAsEmoji(run.string, attributes) }
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
            wrapUnits = Self.units((width + 2 * max(0, tracking)) * toReference)
            pango_layout_set_width(layout, wrapUnits!)
        }
        if let limit = run.lineLimit, limit > 0 {
            // Ellipsizing needs a width; an unwrapped text is limited at its natural width.
            if wrapUnits == nil {
                pango_layout_set_width(layout, Int32(clamping: Self.widestLineUnits(layout) + 1))
            }
            // A negative height limits the lines of each paragraph, but SwiftUI's limit
            // counts the whole text's: with several paragraphs and too many lines, the
            // text is cut after the last line kept instead.
            if Self.hasSeveralParagraphs(text), Int(pango_layout_get_line_count(layout)) > limit {
                keepLines(limit, unwrapped: wrapUnits == nil)
            } else {
                pango_layout_set_height(layout, -Int32(clamping: limit))
                pango_layout_set_ellipsize(layout, Self.ellipsize(run.decoration.truncation))
            }
        }
    }

    deinit {
        mc_g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Shows only the first `limit` lines of a text of several paragraphs, the last ending
    /// in "…" as SwiftUI ends it. A last line that ends its paragraph keeps its own text and
    /// gets "…" (when "…" fits beside it); one inside a paragraph is run on with the rest of
    /// the text and ellipsized by Pango at the width, as Pango does within a paragraph.
    private func keepLines(_ limit: Int, unwrapped: Bool) {
        guard let last = pango_layout_get_line_readonly(layout, Int32(limit - 1)) else { return }
        let bytes = Array(text.utf8)
        let end = Int(last.pointee.start_index) + Int(last.pointee.length)
        let kept = Array(bytes[..<end])
        let rest = String(decoding: bytes[end...], as: UTF8.self)
        // Only empty lines left out (a trailing newline): nothing to mark.
        if rest.allSatisfy(\.isWhitespace) { return setText(kept, unwrapped: unwrapped) }
        if rest.unicodeScalars.first.map(Self.isParagraphBreak) == true {
            setText(kept + Array("\u{2026}".utf8), unwrapped: unwrapped)
            cutAcrossParagraphs = true
            if Int(pango_layout_get_line_count(layout)) <= limit { return }
            cutAcrossParagraphs = false
        }
        let runOn = String(rest.unicodeScalars.map { Self.isParagraphBreak($0) ? " " : Character($0) })
        setText(kept + Array(runOn.utf8), unwrapped: false)
        pango_layout_set_height(layout, Self.heightKeeping(lines: limit, of: layout))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }

    /// Replaces the layout's text; an unwrapped layout is given its new natural width.
    private func setText(_ utf8: [UInt8], unwrapped: Bool) {
        utf8.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32(buffer.count)) }
        }
        if unwrapped {
            pango_layout_set_width(layout, -1)
            pango_layout_set_width(layout, Int32(clamping: Self.widestLineUnits(layout) + 1))
        }
    }

    /// True when `keepLines` cut the text and wrote its "…" itself.
    private var cutAcrossParagraphs = false

    var lineCount: Int { Int(pango_layout_get_line_count(layout)) }

    var isEllipsized: Bool { cutAcrossParagraphs || pango_layout_is_ellipsized(layout) != 0 }

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

    /// `lineCount` lines of SF's natural height, `lineSpacing` apart.
    var height: Double {
        Double(lineCount) * TextMetrics.lineHeight * run.lineFontSize + Double(max(0, lineCount - 1)) * run.decoration.lineSpacing
    }

    /// The baseline of line `index` below the top of the text, in points.
    func baseline(ofLine index: Int) -> Double {
        run.lineFontSize * (TextMetrics.baseline + Double(index) * TextMetrics.lineHeight) + Double(index) * run.decoration.lineSpacing
    }

    /// `baselineOffset` (a rise), `underline` and `strikethrough` (in their colours) as
    /// Pango attributes over the whole text.
    private static func decorate(_ d: TextDecoration, _ attributes: OpaquePointer?, toReference: Double) {
        if d.baselineOffset != 0 {
            pango_attr_list_insert(attributes, pango_attr_rise_new(Self.signedUnits(d.baselineOffset * toReference)))
        }
        func rgb(_ c: Color) -> (UInt16, UInt16, UInt16) {
            func v(_ x: Double) -> UInt16 { UInt16((min(1, max(0, x)) * 65535).rounded()) }
            return (v(c.red), v(c.green), v(c.blue))
        }
        if let underline = d.underline {
            pango_attr_list_insert(attributes, pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
            if let c = underline { let (r, g, b) = rgb(c); pango_attr_list_insert(attributes, pango_attr_underline_color_new(r, g, b)) }
        }
        if let strikethrough = d.strikethrough {
            pango_attr_list_insert(attributes, pango_attr_strikethrough_new(1))
            if let c = strikethrough { let (r, g, b) = rgb(c); pango_attr_list_insert(attributes, pango_attr_strikethrough_color_new(r, g, b)) }
        }
    }

    /// `truncationMode`: where the "…" goes.
    private static func ellipsize(_ t: TextDecoration.Truncation) -> PangoEllipsizeMode {
        switch t {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail: PANGO_ELLIPSIZE_END
        }
    }

    /// How much wider than offered an unwrapped text may measure and still not wrap: a
    /// hundredth of a point, the slack Layout leaves when it asks for a text's own width.
    static let fitTolerance = 0.01

    /// A width in Pango units, kept well inside Int32 for absurdly wide proposals.
    private static func units(_ points: Double) -> Int32 {
        let value = (points * Double(PANGO_SCALE)).rounded(.down)
        return Int32(max(0, min(value, Double(Int32.max / 4))))
    }

    /// An offset in Pango units (a tracking, a rise), clamped to ±Int32.max / 4: a text's
    /// numbers are within GeometryLimits, but at the reference size a 0.01-pt font scales
    /// them by 25,600, and `tracking(100)` there is past Int32 (issue 15, item 3).
    static func signedUnits(_ points: Double) -> Int32 {
        let limit = Double(Int32.max / 4), value = (points * Double(PANGO_SCALE)).rounded()
        return Int32(max(-limit, min(limit, value)))
    }

    /// Gives every emoji of `string` the emoji face, at its bytes in the layout's text (which
    /// has no U+FE0F). Pango takes a character from the first face of the list that has it,
    /// and Noto Sans CJK has text forms of ☀, ❄ and others, where iOS draws the emoji.
    private static func drawEmojiAsEmoji(_ string: String, _ attributes: OpaquePointer?) {
        var offset = 0
        for character in string {
            let length = character.unicodeScalars.filter { $0 != "\u{FE0F}" }.reduce(0) { $0 + String($1).utf8.count }
            if TextMetrics.hasEmoji(String(character)) {
                let attribute = pango_attr_family_new(PinnedFonts.emojiFamily)!
                attribute.pointee.start_index = UInt32(offset)
                attribute.pointee.end_index = UInt32(offset + length)
                pango_attr_list_insert(attributes, attribute)
            }
            offset += length
        }
    }

    /// True when `string` holds a paragraph break as Pango splits them.
    private static func hasSeveralParagraphs(_ string: String) -> Bool {
        string.unicodeScalars.contains(where: isParagraphBreak)
    }

    private static func isParagraphBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\n" || scalar == "\r" || scalar == "\u{2029}"
    }

    /// A layout height (Pango units) that shows the first `lines` lines of `layout` and
    /// not the next: the bottom of the last kept line plus half the next line's height.
    private static func heightKeeping(lines: Int, of layout: OpaquePointer) -> Int32 {
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var bottom: Int32 = 0
        var index = 0
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            if index == lines { return bottom + logical.height / 2 }
            bottom = logical.y + logical.height
            index += 1
        } while pango_layout_iter_next_line(iterator) != 0
        return bottom
    }

    private static func widestLineUnits(_ layout: OpaquePointer) -> Int {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Int(logical.width)
    }
}
