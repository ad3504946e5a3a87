/// The SF Symbols Matchcut draws as vector stand-ins (SF Symbols cannot ship with it).
/// Any other name draws a visible placeholder, and the scene language warns about it.
public enum SymbolCatalog {
    public static let names: [String] = [
        "xmark.circle.fill", "chevron.left", "chevron.right", "heart.fill", "play.fill", "star.fill",
    ]
}
