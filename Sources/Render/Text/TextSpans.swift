import CCairo
import Drawing
import Geometry

/// The Pango attributes of a run's styled spans (`TextRun.spans`): each span's font, colour,
/// tracking, rise, underline, strikethrough and background over its bytes. A run with spans
/// takes every style from them; its own font still sets the line height.
enum TextSpans {
    static func apply(_ run: TextRun, text: String, toReference: Double, _ attributes: OpaquePointer?) {
        let offsets = LayoutOffsets(run.string, layoutText: text)
        for span in run.spans where span.end > span.start {
            let start = UInt32(offsets.map(span.start)), end = UInt32(offsets.map(span.end))
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            let choice = FontChoice(span.font)
            let description = choice.makeDescription(size: max(span.font.size, 0.01) * toReference)
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            if let features = choice.features { insert(pango_attr_font_features_new(features)) }
            let (r, g, b, a) = rgba(span.color)
            insert(pango_attr_foreground_new(r, g, b))
            insert(pango_attr_foreground_alpha_new(a))
            let d = span.decoration
            let tracking = span.font.tracking + d.tracking
            if tracking != 0 { insert(pango_attr_letter_spacing_new(TextLayout.signedUnits(tracking * toReference))) }
            if d.baselineOffset != 0 { insert(pango_attr_rise_new(TextLayout.signedUnits(d.baselineOffset * toReference))) }
            if let underline = d.underline {
                insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                let (r, g, b, _) = rgba(underline ?? span.color)
                insert(pango_attr_underline_color_new(r, g, b))
            }
            if let strikethrough = d.strikethrough {
                insert(pango_attr_strikethrough_new(1))
                let (r, g, b, _) = rgba(strikethrough ?? span.color)
                insert(pango_attr_strikethrough_color_new(r, g, b))
            }
            if let background = d.background {
                let (r, g, b, a) = rgba(background)
                insert(pango_attr_background_new(r, g, b))
                insert(pango_attr_background_alpha_new(a))
            }
        }
    }

    static func rgba(_ c: Color) -> (UInt16, UInt16, UInt16, UInt16) {
        func v(_ x: Double) -> UInt16 { UInt16((min(1, max(0, x)) * 65535).rounded()) }
        return (v(c.red), v(c.green), v(c.blue), v(c.opacity))
    }

    /// Byte offsets in the run's string mapped to the laid-out text, which drops emoji
    /// variation selectors (U+FE0F, three bytes each).
    struct LayoutOffsets {
        /// The original offset of each dropped selector, in order.
        let dropped: [Int]

        init(_ string: String, layoutText: String) {
            guard layoutText.utf8.count != string.utf8.count else { dropped = []; return }
            var offsets: [Int] = []
            var offset = 0
            for scalar in string.unicodeScalars {
                if scalar == "\u{FE0F}" { offsets.append(offset) }
                offset += String(scalar).utf8.count
            }
            dropped = offsets
        }

        func map(_ offset: Int) -> Int { offset - 3 * dropped.prefix { $0 < offset }.count }
    }
}
