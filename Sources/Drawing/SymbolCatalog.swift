/// The SF Symbols Matchcut draws with a real glyph (`SymbolTable`, docs/symbols.md). Any other
/// name draws a visible placeholder, and the scene language warns about it.
public enum SymbolCatalog {
    public static var names: [String] { SymbolTable.names }

    public static func contains(_ name: String) -> Bool { SymbolTable.glyph(for: name) != nil }

    /// Whether a recorded iOS reference gives SF's own size of the symbol (`SymbolInk.measuredSizes`).
    public static func isMeasured(_ name: String) -> Bool { SymbolInk.measuredSizes[name] != nil }
}
