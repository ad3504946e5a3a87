import Geometry

/// A text modifier on a view, applied to the text inside it: `tracking`, `kerning`,
/// `baselineOffset`, `underline`, `strikethrough`, `lineSpacing`, `minimumScaleFactor`,
/// `truncationMode`.
public enum TextTrait: Sendable, Equatable {
    case tracking(Double)
    case baselineOffset(Double)
    /// Whether a line is drawn, and its colour (nil: the text's).
    case underline(Bool, Color?)
    case strikethrough(Bool, Color?)
    case lineSpacing(Double)
    case minimumScaleFactor(Double)
    /// `head`, `middle` or `tail`.
    case truncationMode(String)
    /// An attributed string's `backgroundColor` on a run (nil: none).
    case background(Color?)
}
