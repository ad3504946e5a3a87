import Drawing
/// A trait a view modifier gives the font of the text inside it, as the same method on
/// `Font` does: `Text("3:05").monospacedDigit()`, `VStack { … }.italic()`, `.bold()`.
public enum FontTrait: Hashable, Sendable {
    case weight(FontWeight)
    case italic
    case monospacedDigit
    case design(FontDesign)
}
