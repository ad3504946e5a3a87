/// The inline Markdown a `Text` literal renders as `LocalizedStringKey` does: `**bold**`,
/// `*italic*` / `_italic_`, `~~strike~~`, `` `code` ``, `[label](url)`. The text is what
/// is shown; the styles are reported, since a text is drawn in one style.
enum Markdown {
    /// The characters shown, and whether any markup styled part of them.
    static func plainText(_ source: String) -> (text: String, styled: Bool) {
        var out = ""
        var styled = false
        var chars = Array(source)[...]
        while let c = chars.first {
            // A link: `[label](url)` shows the label.
            if c == "[", let close = chars.firstIndex(of: "]"), chars.index(after: close) < chars.endIndex,
               chars[chars.index(after: close)] == "(", let end = chars[close...].firstIndex(of: ")") {
                out += String(chars[chars.index(after: chars.startIndex)..<close])
                chars = chars[chars.index(after: end)...]
                styled = true
                continue
            }
            if c == "\\", chars.count > 1 {
                out.append(chars[chars.index(after: chars.startIndex)])
                chars = chars.dropFirst(2)
                continue
            }
            var matched = false
            for marker in ["**", "__", "~~", "*", "_", "`"] {
                let m = Array(marker)
                guard chars.starts(with: m) else { continue }
                let rest = chars.dropFirst(m.count)
                // A marker pairs with the next one of its kind on the same text, around a non-empty span.
                guard let end = Markdown.find(m, in: rest), end != rest.startIndex else { continue }
                out += plainText(String(rest[rest.startIndex..<end])).text
                chars = rest[end...].dropFirst(m.count)
                styled = true
                matched = true
                break
            }
            if matched { continue }
            out.append(c)
            chars = chars.dropFirst()
        }
        return (out, styled)
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
