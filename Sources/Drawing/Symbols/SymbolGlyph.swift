/// The icon-font glyph that draws an SF Symbol: which pinned icon font, the code point of the
/// icon in it, and whether it is drawn filled (docs/symbols.md).
public struct SymbolGlyph: Hashable, Sendable {
    public enum Face: String, Hashable, Sendable {
        /// Google's Material Symbols Outlined, a variable font: its FILL axis draws the icon
        /// outlined (0) or filled (1), its wght axis the weight (Makefile, `symbol-font`).
        case material
        /// The community's Material Design Icons (fonts-materialdesignicons-webfont), whose
        /// outlined and filled icons are separate glyphs.
        case community
    }

    public var face: Face
    public var scalar: Unicode.Scalar
    /// Drawn filled: the SF name has a `fill` part (`heart.fill`, `person.crop.circle.fill`),
    /// as SF Symbols' filled variants do; otherwise outlined. Only Material Symbols has both
    /// forms of one glyph; a community glyph is drawn as it is.
    public var filled: Bool

    public init(face: Face, scalar: Unicode.Scalar, filled: Bool = false) {
        self.face = face
        self.scalar = scalar
        self.filled = filled
    }

    static func material(_ code: UInt32) -> SymbolGlyph { SymbolGlyph(face: .material, scalar: Unicode.Scalar(code)!) }
    static func community(_ code: UInt32) -> SymbolGlyph { SymbolGlyph(face: .community, scalar: Unicode.Scalar(code)!) }
}

/// The SF Symbols Matchcut draws, each mapped by meaning to an icon-font glyph
/// (`SymbolTable+Glyphs`, generated from docs/symbols.md).
public enum SymbolTable {
    /// The glyph for an SF Symbol name, or nil when the name is not mapped: filled when the
    /// name has a `fill` part.
    public static func glyph(for name: String) -> SymbolGlyph? {
        if var glyph = glyphs[name] {
            glyph.filled = isFilled(name)
            return glyph
        }
        // `books.vertical.fill` when only `books.vertical` is mapped: Material Symbols draws
        // any icon filled, so a `.fill` name is its outlined name's glyph, filled.
        let parts = name.split(separator: ".")
        guard parts.contains("fill"), var glyph = glyphs[parts.filter { $0 != "fill" }.joined(separator: ".")],
              glyph.face == .material else { return nil }
        glyph.filled = true
        return glyph
    }

    /// Whether an SF Symbol draws filled: one of its dot-separated parts is `fill`, or it is
    /// one of the symbols SF draws solid with no `.fill` form (`solid`).
    public static func isFilled(_ name: String) -> Bool { name.split(separator: ".").contains("fill") || solid.contains(name) }

    /// Mapped symbols SF Symbols draws solid though their names have no `fill` part: a gear
    /// with a hole, three dots, an aeroplane, note heads, sparkles, a QR code, figures
    /// (docs/symbols.md, "Outlined and filled").
    public static let solid: Set<String> = [
        "airplane", "ellipsis", "figure.2.and.child.holdinghands", "figure.run", "figure.stand", "figure.walk", "gear",
        "music.note", "music.note.list", "qrcode", "sparkles",
    ]

    /// Every mapped name, sorted.
    public static let names: [String] = glyphs.keys.sorted()
}
