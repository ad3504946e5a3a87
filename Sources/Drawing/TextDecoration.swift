import Geometry

/// What text modifiers add to a run beyond its font: `tracking`/`kerning` (points added
/// between characters), `baselineOffset`, `underline`, `strikethrough`, `lineSpacing` and
/// `truncationMode`. Render draws them with Pango's attributes; measuring uses the same
/// layout, so what is measured is what is drawn.
public struct TextDecoration: Hashable, Sendable, Codable {
    public enum Truncation: String, Hashable, Sendable, Codable {
        case head, middle, tail
    }

    public var tracking: Double = 0
    /// Points the text is raised by (negative: lowered).
    public var baselineOffset: Double = 0
    /// A line under (or through) the text, in this colour; the text's own when nil.
    public var underline: Color??
    public var strikethrough: Color??
    /// Extra points between lines.
    public var lineSpacing: Double = 0
    public var truncation: Truncation = .tail
    /// A colour behind the glyphs (an attributed string's `backgroundColor`).
    public var background: Color?

    public init() {}

    public var isEmpty: Bool { self == TextDecoration() }
}
