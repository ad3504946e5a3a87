import CCairo
import Drawing

/// Which characters of a text no pinned face of its font has: Pango would draw each as a
/// box with its code point (a missing glyph), so the scene is warned instead (docs/fonts.md).
///
/// Answered from fontconfig's character maps of the faces Pango falls back through for the
/// font (FontChoice's families, emoji last). Characters that draw nothing by themselves
/// (spaces, line breaks, joiners, variation selectors, other format characters) are never
/// reported.
extension TextEngine {
    public func missingCharacters(in run: TextRun) -> [Unicode.Scalar] {
        assertOwningThread()
        let charsets = coverage(of: FontChoice(run.font).families)
        var missing: [Unicode.Scalar] = []
        for scalar in run.string.unicodeScalars where Self.drawsAGlyph(scalar) && !missing.contains(scalar) {
            if !charsets.contains(where: { FcCharSetHasChar($0, scalar.value) != 0 }) { missing.append(scalar) }
        }
        return missing
    }

    /// Whether a pinned face of `family` has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar, family: String) -> Bool {
        coverage(of: family).contains { FcCharSetHasChar($0, scalar.value) != 0 }
    }

    private static func drawsAGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        if p.isWhitespace || p.isDefaultIgnorableCodePoint || p.isVariationSelector || p.isJoinControl { return false }
        switch p.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator: return false
        default: return true
        }
    }

    /// The character maps of every pinned face of `families` (a comma-separated list).
    private func coverage(of families: String) -> [OpaquePointer] {
        if let known = charsets[families] { return known }
        let names = Set(families.split(separator: ",").map(String.init))
        var found: [OpaquePointer] = []
        if let set = FcConfigGetFonts(config, FcSetSystem) {
            for i in 0..<Int(set.pointee.nfont) {
                guard let pattern = set.pointee.fonts[i] else { continue }
                var family: UnsafeMutablePointer<FcChar8>?
                var charset: OpaquePointer?
                guard FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family,
                      names.contains(String(cString: family)),
                      FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
                found.append(charset)
            }
        }
        charsets[families] = found
        return found
    }
}
