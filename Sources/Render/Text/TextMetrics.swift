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
}
