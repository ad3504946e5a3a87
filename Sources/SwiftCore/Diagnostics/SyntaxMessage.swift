/// What the lexer and the parser report. The words a host's files are known by (its
/// top-level calls, what its files are called) come from its `Dialect`, carried in the
/// message, so the core names no host.
///
/// Wording: lowercase, no trailing period, tokens in single quotes.
public enum SyntaxMessage: DiagnosticMessage, Equatable {
    // Lexer
    case unexpectedCharacter(String)
    case unterminatedString
    case unterminatedComment
    case invalidEscape(String)
    case invalidNumber(String)

    // Parser
    case expectedClosing(close: String, opener: String)
    case expected(what: String, found: String)
    case expectedExpression(found: String)
    /// At the top level, something that declares nothing; `topLevel` are the dialect's own
    /// top-level calls, offered beside Swift's declarations.
    case expectedDeclaration(found: String, topLevel: [String])
    /// A command of a top-level call's block written at the top level.
    case commandOutsideBlock(String, call: String)
    /// A Swift keyword the host's files do not take: `files` is what the host calls them,
    /// `accepted` what they take instead.
    case unsupportedKeyword(String, files: String, accepted: String)
    case consecutiveStatements
    case unbalancedConditional(String)
    case nestingTooDeep(limit: Int)

    public var severity: Diagnostic.Severity { .error }

    public var id: String {
        switch self {
        case .nestingTooDeep: "nesting-too-deep"
        case .unexpectedCharacter: "unexpected-character"
        case .unterminatedString: "unterminated-string"
        case .unterminatedComment: "unterminated-comment"
        case .invalidEscape: "invalid-escape"
        case .invalidNumber: "invalid-number"
        case .expectedClosing: "expected-closing"
        case .expected: "expected-token"
        case .expectedExpression: "expected-expression"
        case .expectedDeclaration: "expected-declaration"
        case .commandOutsideBlock: "command-outside-block"
        case .unsupportedKeyword: "unsupported-keyword"
        case .consecutiveStatements: "consecutive-statements"
        case .unbalancedConditional: "unbalanced-conditional"
        }
    }

    public var text: String {
        switch self {
        case let .nestingTooDeep(limit): "code is nested too deeply (more than \(limit) levels)"
        case let .unexpectedCharacter(c): "unexpected character '\(c)'"
        case .unterminatedString: "unterminated string literal"
        case .unterminatedComment: "unterminated '/*' comment"
        case let .invalidEscape(e): "invalid escape sequence '\\\(e)' in string"
        case let .invalidNumber(text): "invalid number literal '\(text)'"
        case let .expectedClosing(close, opener): "expected '\(close)' to close '\(opener)'"
        case let .expected(what, found): "expected \(what), found '\(found)'"
        case let .expectedExpression(found): "expected an expression, found '\(found)'"
        case let .expectedDeclaration(found, topLevel):
            "expected a declaration (" + Self.list(["struct", "class", "enum", "let", "func", "extension"] + topLevel, last: "or")
                + "), found '\(found)'"
        case let .commandOutsideBlock(command, call): "'\(command)' is a command of '\(call)(\"…\") { }', written outside it"
        case let .unsupportedKeyword(kw, files, _): "'\(kw)' is not supported in \(files)"
        case .consecutiveStatements: "consecutive statements on a line must be separated by ';'"
        case let .unbalancedConditional(d): d == "#if" ? "'#if' has no matching '#endif'" : "'\(d)' has no matching '#if'"
        }
    }

    public var hint: String? {
        switch self {
        case .nestingTooDeep: "flatten the code, or move part of it into a view struct"
        case .unterminatedString: "add a closing '\"' on the same line"
        case .unterminatedComment: "add '*/' to close the comment"
        case .invalidEscape: "use '\\\\', '\\\"', '\\n', '\\t', '\\0', '\\'' or '\\u{…}'"
        case .consecutiveStatements: "put each statement on its own line"
        case let .unsupportedKeyword(_, files, accepted): "\(files) accept \(accepted)"
        case .unbalancedConditional: "each '#if' needs an '#endif'; '#elseif' and '#else' go between them"
        case .unexpectedCharacter: "remove it; outside a string Swift allows only its own operators and punctuation"
        case .invalidNumber: "write the number alone ('12', '0.5', '0x1F'); units are not part of Swift numbers"
        case let .expectedClosing(close, _): "add '\(close)' where the expression ends"
        case .expected, .expectedExpression: "check the line above for an unclosed bracket or a missing operand"
        case let .commandOutsideBlock(command, call): "move '\(command)(…)' into the '\(call)(\"…\") { }' block"
        case let .expectedDeclaration(_, topLevel):
            "at the top level a file holds declarations: "
                + Self.list(["struct", "class", "enum", "let", "func", "extension"] + topLevel, last: "or")
        }
    }

    /// `'a', 'b' or 'c'`.
    static func list(_ words: [String], last: String) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(last) " + quoted[quoted.count - 1]
    }
}
