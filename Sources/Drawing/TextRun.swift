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
    /// Styled runs (`Text(AttributedString)`, `Text + Text`, Markdown), covering the string
    /// in order; empty for a text in one style.
    public var spans: [TextSpan] = []

    public init(string: String, font: Font, color: Color, alignment: HorizontalAlignment = .leading,
                lineLimit: Int? = nil, wrapWidth: Double? = nil) {
        self.string = string
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.wrapWidth = wrapWidth
    }

    /// The run drawn at `size` points, its spans scaled with it (`minimumScaleFactor`).
    public func resized(to size: Double) -> TextRun {
        var run = self
        let ratio = font.size > 0 ? size / font.size : 1
        run.font.size = size
        for i in run.spans.indices { run.spans[i].font.size *= ratio }
        return run
    }

    /// The largest font size in the run: what its lines are as tall as.
    public var lineFontSize: Double { spans.reduce(font.size) { max($0, $1.font.size) } }
}
