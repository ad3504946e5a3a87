/// How much text a scene's views may carry (docs/security.md, "Limits"), checked before
/// anything is measured: Pango's line breaking takes time that grows with a text's length,
/// and with the square of a word it cannot break, so a long enough Text would hang `check`.
///
/// - A text (and all the texts of one screen together) holds at most `maxCharacters`.
/// - A run with nowhere to break it (no space, hyphen, slash or zero-width space; CJK,
///   Thai and emoji break between their characters) is at most `maxUnbrokenRun` long.
public enum TextLimits {
    /// Characters (Unicode scalars) in one text, and in all the texts of one screen.
    public static let maxCharacters = 100_000
    /// Characters in a row with nowhere to break the line.
    public static let maxUnbrokenRun = 1_000

    public static let hint = "split the text, or give a long word places to break (spaces); docs/security.md lists the limits"

    /// Why `string` cannot be laid out, or nil.
    public static func problem(_ string: String) -> String? {
        var count = 0, run = 0, longest = 0
        for scalar in string.unicodeScalars {
            count += 1
            run = isBreak(scalar) ? 0 : run + 1
            longest = max(longest, run)
        }
        if count > maxCharacters {
            return "holds \(count) characters; the limit is \(maxCharacters) a text"
        }
        if longest > maxUnbrokenRun {
            return "holds a word of \(longest) characters with nowhere to break it; the limit is \(maxUnbrokenRun)"
        }
        return nil
    }

    /// Whether a line may break at (or after) `scalar`.
    static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        if p.isWhitespace || p.isIdeographic || p.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x2D, 0x2F, 0x200B, 0x2010...0x2014: return true  // hyphens, slash, zero-width space, dashes
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF: return true  // Thai, Lao, Myanmar, Khmer
        case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0xAC00...0xD7AF: return true  // Hangul, kana
        default: return false
        }
    }
}
