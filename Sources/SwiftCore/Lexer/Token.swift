
/// One token of a scene file, with where it starts and the whitespace around it
/// (Swift's grammar reads `a!` and `a !b` differently, and a newline ends a statement).
package struct Token: Sendable {
    package var kind: TokenKind
    package var location: SourceLocation
    /// A line break (or the start of the file) comes between this token and the previous one.
    package var newlineBefore: Bool
    package var spaceBefore: Bool
    package var spaceAfter: Bool
    /// Characters the token spans in the source.
    package var length: Int

    /// The token as the author wrote it, for messages: `'frame'`, `')'`.
    package var text: String { kind.text }
}

package enum TokenKind: Sendable, Equatable {
    case identifier(String)
    case keyword(String)
    case int(Int)
    case float(Double)
    case string([StringSegment])
    /// `@State` → "State".
    case attribute(String)
    /// `\.self` → "self", `\.id` → "id".
    case keyPath(String)
    /// `$0` → "0", `$showDetail` → "showDetail".
    case dollar(String)
    /// Operators and punctuation: `(`, `..<`, `&&`, `.`, `->`.
    case punct(String)
    case eof

    package var text: String {
        switch self {
        case let .identifier(s), let .keyword(s): s
        case let .int(i): String(i)
        case let .float(d): String(d)
        case .string: "string literal"
        case let .attribute(s): "@" + s
        case let .keyPath(s): "\\." + s
        case let .dollar(s): "$" + s
        case let .punct(s): s
        case .eof: "end of file"
        }
    }

    package static let keywords: Set<String> = [
        "struct", "let", "var", "func", "if", "else", "switch", "case", "default", "return",
        "true", "false", "nil", "in", "some", "private", "fileprivate", "public", "internal",
        "static", "for", "while", "class", "enum", "import", "guard", "repeat", "protocol",
        "extension", "throws", "try", "mutating", "break", "continue", "where", "do", "catch", "throw", "defer",
        "fallthrough", "as", "is",
    ]
}

/// A piece of a string literal: literal text, or an interpolation's tokens.
package enum StringSegment: Sendable, Equatable {
    case text(String)
    case interpolation([Token])

    package static func == (lhs: StringSegment, rhs: StringSegment) -> Bool {
        switch (lhs, rhs) {
        case let (.text(a), .text(b)): a == b
        case let (.interpolation(a), .interpolation(b)): a.map(\.kind) == b.map(\.kind)
        default: false
        }
    }
}
