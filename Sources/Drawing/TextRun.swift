import Geometry

/// A run of text as laid out: what to draw and how it was wrapped.
public struct TextRun: Hashable, Sendable, Codable {
    public var string: String
    public var font: Font
    public var color: Color
    public var alignment: HorizontalAlignment
    public var lineLimit: Int?
    /// The width to wrap at when drawing: the text's measured width before pixel rounding,
    /// so it wraps exactly as measured. nil wraps at the drawn frame's width.
    public var wrapWidth: Double?
    /// Tracking, baseline offset, underline, strikethrough, line spacing, truncation.
    public var decoration = TextDecoration()

    public init(string: String, font: Font, color: Color, alignment: HorizontalAlignment = .leading,
                lineLimit: Int? = nil, wrapWidth: Double? = nil) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.wrapWidth = wrapWidth
    }
}
