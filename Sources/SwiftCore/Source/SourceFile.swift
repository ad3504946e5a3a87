
/// A scene file's text with its line table, so any character offset becomes a
/// 1-based line and column (columns count characters, not bytes).
public struct SourceFile: Sendable {
    public let path: String
    public let text: String
    /// The file's characters; the lexer walks these and columns count them.
    let characters: [Character]
    /// Character offset where each line starts; `lineStarts[0] == 0`.
    let lineStarts: [Int]

    /// A UTF-8 byte order mark at the start is dropped, as swiftc drops it.
    public init(path: String, text: String) {
        self.path = path
        let text = text.unicodeScalars.first == "\u{FEFF}" ? String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())) : text
        self.text = text
        let chars = Array(text)
        self.characters = chars
        var starts = [0]
        for (i, c) in chars.enumerated() where c == "\n" || c == "\r\n" {
            starts.append(i + 1)
        }
        self.lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The text of 1-based line `line`, without its line break.
    public func line(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : characters.count
        while end > start, characters[end - 1] == "\n" || characters[end - 1] == "\r\n" || characters[end - 1] == "\r" {
            end -= 1
        }
        return String(characters[start..<end])
    }

    /// The location of a character offset (binary search in the line table).
    public func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(file: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }
}
