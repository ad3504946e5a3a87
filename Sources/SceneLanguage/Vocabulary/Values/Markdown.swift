import SwiftCore
import ViewTree

/// The inline Markdown a `Text` literal renders as `LocalizedStringKey` does (and
/// `AttributedString(markdown:)`): `**bold**` / `__bold__`, `*italic*` / `_italic_`,
/// `~~strike~~`, `` `code` `` (monospaced, its text as written), `[label](url)` (the label in
/// the accent colour), `\` escaping a character. Each styled part becomes a run with the
/// matching text modifiers.
enum Markdown {
    /// The runs of `source`.
    static func styled(_ source: String) -> StyledText { StyledText(pieces(Array(source)[...], [])) }

    private static let markers: [(marker: String, modifier: Modifier)] = [
        ("**", .fontTrait(.weight(.bold))), ("__", .fontTrait(.weight(.bold))), ("~~", .text(.strikethrough(true, nil))),
        ("*", .fontTrait(.italic)), ("_", .fontTrait(.italic)), ("`", .fontTrait(.design(.monospaced))),
    ]

    private static func pieces(_ source: ArraySlice<Character>, _ modifiers: [Modifier]) -> [StyledText.Piece] {
        var result: [StyledText.Piece] = []
        var plain = ""
        func flush() {
            if !plain.isEmpty { result.append(StyledText.Piece(plain, modifiers: modifiers)) }
            plain = ""
        }
        var chars = source
        while let c = chars.first {
            // A link: `[label](url)` shows the label.
            if c == "[", let close = chars.firstIndex(of: "]"), chars.index(after: close) < chars.endIndex,
               chars[chars.index(after: close)] == "(", let end = chars[close...].firstIndex(of: ")") {
                flush()
                result += pieces(chars[chars.index(after: chars.startIndex)..<close], [.foregroundStyle(.tint)] + modifiers)
                chars = chars[chars.index(after: end)...]
                continue
            }
            if c == "\\", chars.count > 1 {
                plain.append(chars[chars.index(after: chars.startIndex)])
                chars = chars.dropFirst(2)
                continue
            }
            var matched = false
            for (marker, modifier) in markers {
                let m = Array(marker)
                guard chars.starts(with: m) else { continue }
                let rest = chars.dropFirst(m.count)
                // A marker pairs with the next one of its kind on the same text, around a non-empty span.
                guard let end = find(m, in: rest), end != rest.startIndex else { continue }
                flush()
                let inner = rest[rest.startIndex..<end]
                result += marker == "`" ? [StyledText.Piece(String(inner), modifiers: [modifier] + modifiers)]
                    : pieces(inner, [modifier] + modifiers)
                chars = rest[end...].dropFirst(m.count)
                matched = true
                break
            }
            if matched { continue }
            plain.append(c)
            chars = chars.dropFirst()
        }
        flush()
        return result
    }

    private static func find(_ marker: [Character], in chars: ArraySlice<Character>) -> Int? {
        var i = chars.startIndex
        while i + marker.count <= chars.endIndex {
            if Array(chars[i..<(i + marker.count)]) == marker { return i }
            i += 1
        }
        return nil
    }
}
