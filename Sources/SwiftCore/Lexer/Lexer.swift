
/// Turns a source file's characters into tokens. Problems become diagnostics and the
/// lexer continues, so one run reports every bad character.
package struct Lexer {
    private let source: SourceFile
    private let chars: [Character]
    private var index: Int
    private let end: Int
    private(set) var diagnostics: [Diagnostic] = []
    /// How deeply `\(…)` interpolations nest here; bounded so no input can exhaust the stack.
    private let depth: Int
    package static let maxInterpolationDepth = 16

    /// Longest first, so `..<` wins over `.`.
    private static let operators = [
        "===", "!==", "..<", "...", "<<=", "==", "!=", "<=", ">=", "&&", "||", "??", "->", "+=", "-=", "*=", "/=",
        "%=", "&=", "|=", "^=", "<<", "&+", "&-", "&*",
        "(", ")", "{", "}", "[", "]", ",", ":", ";", ".", "<", ">", "!", "?", "+", "-", "*", "/",
        "%", "=", "&", "|", "^", "~", "#",
    ].map { Array($0) }

    package init(source: SourceFile, range: Range<Int>? = nil, depth: Int = 0) {
        self.source = source
        self.depth = depth
        self.chars = source.characters
        self.index = range?.lowerBound ?? 0
        self.end = range?.upperBound ?? source.characters.count
    }

    package mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        var newline = true
        var space = true
        while true {
            let (sawNewline, sawSpace) = skipTrivia()
            newline = newline || sawNewline
            space = space || sawSpace || sawNewline
            if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = space || index >= end }
            let start = index
            guard index < end else {
                tokens.append(Token(kind: .eof, location: loc(start), newlineBefore: true,
                                    spaceBefore: true, spaceAfter: true, length: 0))
                return tokens
            }
            if let kind = lexToken() {
                tokens.append(Token(kind: kind, location: loc(start), newlineBefore: newline,
                                    spaceBefore: space, spaceAfter: false, length: index - start))
                newline = false
                space = false
            }
        }
    }

    private func loc(_ offset: Int) -> SourceLocation { source.location(ofOffset: offset) }

    private func peek(_ ahead: Int = 0) -> Character? {
        index + ahead < end ? chars[index + ahead] : nil
    }

    private mutating func report(_ message: SyntaxMessage, at offset: Int) {
        diagnostics.append(Diagnostic(message, at: loc(offset)))
    }

    /// Skips spaces, line breaks and comments; says whether it saw a line break / space.
    private mutating func skipTrivia() -> (Bool, Bool) {
        var newline = false, space = false
        while let c = peek() {
            if c.isNewline { newline = true; index += 1 }
            else if c.isWhitespace { space = true; index += 1 }
            else if c == "/", peek(1) == "/" {
                while let c = peek(), !c.isNewline { index += 1 }
            } else if c == "/", peek(1) == "*" {
                let start = index
                index += 2
                var depth = 1
                while depth > 0 {
                    guard let c = peek() else { report(.unterminatedComment, at: start); break }
                    if c == "*", peek(1) == "/" { depth -= 1; index += 2 }
                    else if c == "/", peek(1) == "*" { depth += 1; index += 2 }
                    else { if c.isNewline { newline = true }; index += 1 }
                }
                space = true
            } else { break }
        }
        return (newline, space)
    }

    /// Lexes one token at `index`; nil when the character was reported and skipped.
    private mutating func lexToken() -> TokenKind? {
        let c = chars[index]
        if c.isLetter || c == "_" { return .lexWord(&self) }
        if c.isNumber, c.isASCII { return lexNumber() }
        if c == "\"" { return lexString() }
        if c == "`", let word = lexBacktickWord() { return .identifier(word) }
        if c == "@", let next = peek(1), next.isLetter {
            index += 1
            return .attribute(readWord())
        }
        if c == "$", let next = peek(1), next.isLetter || next.isNumber || next == "_" {
            index += 1
            return .dollar(readWord())
        }
        if c == "\\", let n = peek(1), n == "." || n.isUppercase {
            // `\.title`, `\.0`, `\Item.title`: the root type is not needed to follow the path.
            index += 1
            if n.isUppercase { _ = readWord() }
            guard peek() == "." else { return .keyPath("self") }
            index += 1
            var path = readWord()
            while peek() == ".", let n = peek(1), n.isLetter || n.isNumber { index += 1; path += "." + readWord() }
            return .keyPath(path)
        }
        for op in Lexer.operators where matches(op) {
            index += op.count
            return .punct(String(op))
        }
        report(.unexpectedCharacter(String(c)), at: index)
        index += 1
        return nil
    }

    private func matches(_ op: [Character]) -> Bool {
        guard index + op.count <= end else { return false }
        for (i, ch) in op.enumerated() where chars[index + i] != ch { return false }
        return true
    }

    fileprivate mutating func readWord() -> String {
        let start = index
        while let c = peek(), c.isLetter || c.isNumber || c == "_" { index += 1 }
        return String(chars[start..<index])
    }

    private mutating func lexBacktickWord() -> String? {
        guard let n = peek(1), n.isLetter || n == "_" else { return nil }
        index += 1
        let word = readWord()
        if peek() == "`" { index += 1 }
        return word
    }

    private mutating func lexNumber() -> TokenKind {
        let start = index
        if peek() == "0", let base = peek(1), let radix = ["x": 16, "o": 8, "b": 2][base] {
            // `0x1F`, `0o17`, `0b1010`.
            index += 2
            let digits = readWord().replacingOccurrences(of: "_", with: "")
            if let v = Int(digits, radix: radix) { return .int(v) }
            report(.invalidNumber(String(chars[start..<index])), at: start)
            return .int(0)
        }
        var isFloat = false
        func digits() { while let c = peek(), (c.isNumber && c.isASCII) || c == "_" { index += 1 } }
        digits()
        if peek() == ".", let n = peek(1), n.isNumber, n.isASCII { isFloat = true; index += 1; digits() }
        if let e = peek(), e == "e" || e == "E" {
            let save = index
            index += 1
            if let s = peek(), s == "+" || s == "-" { index += 1 }
            if let d = peek(), d.isNumber, d.isASCII { isFloat = true; digits() } else { index = save }
        }
        // A letter glued to a number (`12px`) is a malformed literal, reported once.
        if let c = peek(), c.isLetter {
            _ = readWord()
            report(.invalidNumber(String(chars[start..<index])), at: start)
            return .int(0)
        }
        let text = String(chars[start..<index]).replacingOccurrences(of: "_", with: "")
        if isFloat, let d = Double(text) { return .float(d) }
        if let i = Int(text) { return .int(i) }
        report(.invalidNumber(String(chars[start..<index])), at: start)
        return .int(0)
    }

    private mutating func lexString() -> TokenKind {
        if peek(1) == "\"", peek(2) == "\"" { return lexMultilineString() }
        let start = index
        index += 1
        var segments: [StringSegment] = []
        var text = ""
        while true {
            guard let c = peek(), !c.isNewline else {
                report(.unterminatedString, at: start)
                break
            }
            index += 1
            if c == "\"" { break }
            guard c == "\\" else { text.append(c); continue }
            guard let e = peek() else { continue }
            index += 1
            if !lexEscape(e, into: &text, &segments) { report(.invalidEscape(String(e)), at: index - 2) }
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return .string(segments)
    }

    /// `"""` … `"""`: the lines between the delimiters, each without the closing
    /// delimiter's indentation; a backslash at a line's end joins it to the next.
    private mutating func lexMultilineString() -> TokenKind {
        let start = index
        index += 3
        while let c = peek(), !c.isNewline { index += 1 }
        guard peek() != nil else { report(.unterminatedString, at: start); return .string([.text("")]) }
        index += 1
        // The closing delimiter's line gives the indentation every line drops.
        var indent = 0
        var scan = index
        var found = false
        while scan < end {
            var col = scan
            while col < end, chars[col] == " " || chars[col] == "\t" { col += 1 }
            if col + 2 < end, chars[col] == "\"", chars[col + 1] == "\"", chars[col + 2] == "\"" {
                indent = col - scan
                found = true
                break
            }
            while scan < end, !chars[scan].isNewline { scan += 1 }
            scan += 1
        }
        guard found else { report(.unterminatedString, at: start); index = end; return .string([.text("")]) }
        var segments: [StringSegment] = []
        var text = ""
        var atLineStart = true
        while index < end {
            if atLineStart {
                var skipped = 0
                while skipped < indent, let c = peek(), c == " " || c == "\t" { index += 1; skipped += 1 }
                atLineStart = false
                if peek() == "\"", peek(1) == "\"", peek(2) == "\"" {
                    index += 3
                    if text.hasSuffix("\n") { text.removeLast() }
                    break
                }
            }
            guard let c = peek() else { break }
            index += 1
            if c.isNewline { text.append("\n"); atLineStart = true; continue }
            guard c == "\\" else { text.append(c); continue }
            guard let e = peek() else { continue }
            index += 1
            if !lexEscape(e, into: &text, &segments) {
                if e.isNewline { atLineStart = true } else { report(.invalidEscape(String(e)), at: index - 2) }
            }
        }
        if !text.isEmpty || segments.isEmpty { segments.append(.text(text)) }
        return .string(segments)
    }

    /// The escape after a backslash, shared by one-line and multi-line strings: appended to
    /// `text`, or an interpolation closing `text` into `segments`. False for any other character.
    private mutating func lexEscape(_ e: Character, into text: inout String, _ segments: inout [StringSegment]) -> Bool {
        switch e {
        case "n": text += "\n"
        case "t": text += "\t"
        case "r": text += "\r"
        case "0": text += "\0"
        case "\\", "\"", "'": text.append(e)
        case "u": text += lexUnicodeEscape(start: index - 2)
        case "(":
            if !text.isEmpty { segments.append(.text(text)); text = "" }
            segments.append(.interpolation(lexInterpolation()))
        default: return false
        }
        return true
    }

    private mutating func lexUnicodeEscape(start: Int) -> String {
        guard peek() == "{" else { report(.invalidEscape("u"), at: start); return "" }
        index += 1
        let hexStart = index
        while let c = peek(), c.isHexDigit { index += 1 }
        let hex = String(chars[hexStart..<index])
        if peek() == "}" { index += 1 }
        guard let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
            report(.invalidEscape("u{\(hex)}"), at: start)
            return ""
        }
        return String(Character(scalar))
    }

    /// Lexes `\( … )`'s inside with a nested lexer over the same file, so its tokens keep
    /// their true locations. Nested parentheses and strings are skipped over to find the end.
    private mutating func lexInterpolation() -> [Token] {
        let innerStart = index
        var parens = 1
        var inString = false
        while let c = peek(), !c.isNewline {
            if inString {
                if c == "\\" { index += 2; continue }
                if c == "\"" { inString = false }
            } else if c == "\"" { inString = true }
            else if c == "(" { parens += 1 }
            else if c == ")" { parens -= 1; if parens == 0 { break } }
            index += 1
        }
        // The interpolations this one is inside, not its parentheses: a string in a string in
        // … 190 deep passed when the parentheses were counted (issue 28, finding 23).
        guard depth < Lexer.maxInterpolationDepth else {
            report(.nestingTooDeep(limit: Lexer.maxInterpolationDepth), at: innerStart)
            if peek() == ")" { index += 1 }
            return []
        }
        var inner = Lexer(source: source, range: innerStart..<index, depth: depth + 1)  // one level further in
        let tokens = inner.tokenize()
        diagnostics += inner.diagnostics
        if peek() == ")" { index += 1 }
        return tokens
    }
}

private extension TokenKind {
    static func lexWord(_ lexer: inout Lexer) -> TokenKind {
        let word = lexer.readWord()
        if word == "true" || word == "false" || TokenKind.keywords.contains(word) { return .keyword(word) }
        return .identifier(word)
    }
}
