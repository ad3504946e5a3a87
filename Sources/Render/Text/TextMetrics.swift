/// The vertical metrics Matchcut gives every text, whatever face draws it.
///
/// SF Pro's natural line is 1.1934 em with the baseline 0.952 em below the line top
/// (reference §4.1). Inter's own metrics are slightly taller and Noto CJK's much taller, so
/// lines are placed by these numbers rather than by the font's, keeping frames SF-sized.
public enum TextMetrics {
    /// Line height as a multiple of the point size.
    public static let lineHeight = 1.1934
    /// Baseline distance from the top of a line, as a multiple of the point size.
    public static let baseline = 0.952

    /// Pango lays out every text at this size and the result is scaled to the real one.
    /// Widths then scale exactly with size (no per-size rounding of Pango units), and a run
    /// of 256 pt has 262,144 Pango units per em, far finer than a pixel at any scale.
    static let referenceSize = 256.0

    /// The reference size of a text with emoji. Noto Color Emoji's glyphs are bitmaps of one
    /// size, 109 pixels an em (136 wide), and Cairo 1.16 with FreeType lays out and draws
    /// them at that size whatever size is asked for: at 256 an emoji came out at 109/256 of
    /// its text's size, at 96 at 109/96. At 109 the bitmap is the em it was drawn for, and
    /// the text is scaled from there like any other.
    static let bitmapReferenceSize = 109.0

    /// Whether `string` has a character drawn from the emoji font: one shown as an emoji by
    /// default, or one followed by the emoji variation selector (U+FE0F).
    static func hasEmoji(_ string: String) -> Bool {
        string.unicodeScalars.contains { $0.properties.isEmojiPresentation || $0 == "\u{FE0F}" }
    }
}
