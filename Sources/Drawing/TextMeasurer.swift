import Geometry

/// The size a text takes, as the text engine wraps it.
public struct TextMeasurement: Hashable, Sendable {
    public var size: Size
    public var lineCount: Int
    /// True when the text did not fit its line limit or width and ends in "…".
    public var isTruncated: Bool
    /// Where the first line's baseline lies below the text's top, in points, as it is drawn
    /// (SwiftUI's `.firstTextBaseline` of a Text).
    public var firstBaseline: Double
    /// Where the last line's baseline lies below the text's top (`.lastTextBaseline`).
    public var lastBaseline: Double

    /// A measurer that knows no baselines puts both at the bottom, as SwiftUI places a
    /// baseline of a view with no text.
    public init(size: Size, lineCount: Int, isTruncated: Bool, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
        self.firstBaseline = firstBaseline ?? size.height
        self.lastBaseline = lastBaseline ?? size.height
    }
}

/// Measures text for layout. Layout asks it; Render implements it with Pango, so that
/// what is measured is exactly what is drawn.
///
/// Answers the question a parent asks Text: "how big would you be if offered this width?"
/// A nil width asks for the ideal size: one line per paragraph, unwrapped.
/// Implementations are confined to one thread (Pango's font maps are not thread-safe).
public protocol TextMeasurer {
    func measure(_ text: TextRun, proposedWidth: Double?) -> TextMeasurement
}
