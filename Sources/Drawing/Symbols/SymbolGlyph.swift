/// The icon-font glyph that draws an SF Symbol: which pinned icon font, and the code point of
/// the icon in it (docs/symbols.md).
public struct SymbolGlyph: Hashable, Sendable {
    public enum Face: String, Hashable, Sendable {
        /// Google's Material Icons (fonts-material-design-icons-iconfont).
        case material
        /// The community's Material Design Icons (fonts-materialdesignicons-webfont).
        case community
    }

    public var face: Face
    public var scalar: Unicode.Scalar

    public init(face: Face, scalar: Unicode.Scalar) {
        self.face = face
        self.scalar = scalar
    }

    static func material(_ code: UInt32) -> SymbolGlyph { SymbolGlyph(face: .material, scalar: Unicode.Scalar(code)!) }
    static func community(_ code: UInt32) -> SymbolGlyph { SymbolGlyph(face: .community, scalar: Unicode.Scalar(code)!) }
}

/// The SF Symbols Matchcut draws, each mapped by meaning to an icon-font glyph
/// (`SymbolTable+Glyphs`, generated from docs/symbols.md).
public enum SymbolTable {
    /// The glyph for an SF Symbol name, or nil when the name is not mapped.
    public static func glyph(for name: String) -> SymbolGlyph? { glyphs[name] }

    /// Every mapped name, sorted.
    public static let names: [String] = glyphs.keys.sorted()
}
