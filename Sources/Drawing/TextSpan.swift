import Geometry

/// One styled run of a `TextRun` (`Text(AttributedString)`, `Text + Text`, Markdown): the
/// bytes `start..<end` of the run's UTF-8 string in their own font, colour and decoration.
/// Render gives each its Pango attributes; the run's own font and decoration keep the lines'
/// height, spacing and truncation.
public struct TextSpan: Hashable, Sendable, Codable {
    public var start: Int
    public var end: Int
    public var font: Font
    public var color: Color
    /// Tracking, baseline offset, underline, strikethrough and background of this run.
    public var decoration: TextDecoration

    public init(start: Int, end: Int, font: Font, color: Color, decoration: TextDecoration = TextDecoration()) {
        self.start = start
        self.end = end
        self.font = font
        self.color = color
        self.decoration = decoration
    }
}
