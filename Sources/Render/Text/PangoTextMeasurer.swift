import Drawing
import Geometry

/// Layout's `TextMeasurer`, answered by Pango with the pinned fonts: "how big would this
/// text be if offered this width?"
///
/// - Height is `lines × 1.1934 × size` (SF Pro's natural line), whatever the face.
/// - Width is the widest line's exact logical width, never more than the proposal.
/// - Wrapping is at word boundaries, breaking inside a word only when it cannot fit, and
///   never hyphenated; a nil width keeps each paragraph on one line.
/// - `lineLimit` counts every line, explicit newlines included, and ends the last one shown
///   with "…" when text is left out (TextLayout).
/// - The first and last baselines are where the first and last lines are drawn:
///   0.952 × size below each line's top (TextLayout's `baseline(ofLine:)`).
///
/// Confined to its engine's thread, like the engine.
public struct PangoTextMeasurer: TextMeasurer {
    public let engine: TextEngine

    public init(engine: TextEngine) {
        self.engine = engine
    }

    public func measure(_ text: TextRun, proposedWidth: Double?) -> TextMeasurement {
        let layout = TextLayout(text, width: proposedWidth, engine: engine)
        var width = layout.width
        if let proposedWidth { width = min(width, max(0, proposedWidth)) }
        return TextMeasurement(size: Size(width: width, height: layout.height),
                               lineCount: layout.lineCount, isTruncated: layout.isEllipsized,
                               firstBaseline: layout.baseline(ofLine: 0),
                               lastBaseline: layout.baseline(ofLine: max(0, layout.lineCount - 1)))
    }
}
