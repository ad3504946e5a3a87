import CCairo
import Drawing

/// Which pinned face draws a `Font`: the family list and weight handed to Pango.
///
/// Inter stands in for SF Pro Text below 20 pt and Inter Display for SF Pro Display from
/// 20 pt, as SF switches optical size there (reference §4.1). Chinese falls back to Noto Sans
/// CJK SC, named explicitly so fontconfig never picks the JP or KR face of the same file.
/// The monospaced design draws with Noto Sans Mono CJK SC (SF Mono's stand-in) and the serif
/// one with Noto Serif CJK SC (New York's), Latin and Chinese alike; both come in Regular and
/// Bold only, and have no italic. The rounded design has no pinned face and draws with Inter
/// (the scene is warned). `italic()` takes Inter's italic faces; Noto Sans CJK has none, so
/// Chinese stays upright. `monospacedDigit()` turns on tabular figures (`tnum`), as SF's
/// monospaced digits are its tabular figures. Emoji come last, from Noto Color Emoji, in
/// every design: a character no text face has is looked for there.
struct FontChoice: Equatable {
    static let displaySizeThreshold = 20.0

    var families: String
    /// The OpenType weight. Inter has every weight; Noto CJK only 400 and 700, and
    /// fontconfig's nearest match takes ≥ 600 to Bold and below to Regular.
    var weight: Int
    var italic: Bool
    /// OpenType features for every glyph of the text, in Pango's syntax, or nil.
    var features: String?

    init(_ font: Font) {
        switch font.design {
        case .monospaced: families = "\(PinnedFonts.monospacedFamily),\(PinnedFonts.emojiFamily)"
        case .serif: families = "\(PinnedFonts.serifFamily),\(PinnedFonts.emojiFamily)"
        case .default, .rounded:
            let latin = font.size >= Self.displaySizeThreshold ? "Inter Display" : "Inter"
            families = "\(latin),\(PinnedFonts.cjkFamily),\(PinnedFonts.emojiFamily)"
        }
        weight = font.weight.numeric
        italic = font.italic
        features = font.monospacedDigit ? "tnum" : nil
    }

    /// A new Pango description at `size` points (absolute, so no resolution applies).
    /// The caller frees it with `pango_font_description_free`.
    func makeDescription(size: Double) -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, families)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        return description
    }
}
