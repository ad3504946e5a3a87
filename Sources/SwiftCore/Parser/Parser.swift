
/// Thrown to unwind to the nearest statement or declaration after a syntax error has been
/// reported; the parser then skips ahead and continues, so one run reports every error.
package struct SyntaxError: Error {}

/// A recursive-descent parser for the scene language, with Swift's precedence and
/// Swift's newline rules (a call's `(` must be on the same line; a `.member` may not be).
package struct Parser {
    package var tokens: [Token]
    package var position = 0
    package var diagnostics: [Diagnostic] = []
    /// Current nesting of blocks and expressions, bounded by `maxDepth`.
    package var depth = 0
    package static let maxDepth = 200
    /// Set when a limit was hit: parsing stops, since what follows cannot be trusted.
    package var aborted = false
    /// False while parsing an `if`/`switch` condition, where `{` opens the body.
    package var trailingClosuresAllowed = true

    /// The host's own words: its top-level calls, macros and result builders.
    package let dialect: Dialect

    package init(tokens: [Token], dialect: Dialect) {
        self.tokens = tokens
        self.dialect = dialect
    }

    // MARK: Tokens

    package var current: Token { tokens[position] }
    package var previous: Token { tokens[max(0, position - 1)] }
    package var atEnd: Bool { if case .eof = current.kind { true } else { false } }

    package func peekKind(_ ahead: Int = 1) -> TokenKind {
        tokens[min(position + ahead, tokens.count - 1)].kind
    }

    @discardableResult
    package mutating func advance() -> Token {
        let token = current
        if !atEnd { position += 1 }
        return token
    }

    package func check(_ punct: String) -> Bool { current.kind == .punct(punct) }
    package func checkKeyword(_ word: String) -> Bool { current.kind == .keyword(word) }

    package mutating func consume(_ punct: String) -> Bool {
        guard check(punct) else { return false }
        advance()
        return true
    }

    package mutating func consumeKeyword(_ word: String) -> Bool {
        guard checkKeyword(word) else { return false }
        advance()
        return true
    }

    /// Where a missing token belongs: at the next token, or just after the previous token
    /// when the next one is on a later line (so `frame(width: 50⎀` is blamed on its own line).
    package var missingTokenLocation: SourceLocation {
        guard current.newlineBefore, position > 0 else { return current.location }
        var loc = previous.location
        loc.column += previous.length
        return loc
    }

    // MARK: Errors

    package mutating func report(_ message: SyntaxMessage, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    /// Reports and unwinds.
    package mutating func fail(_ message: SyntaxMessage, at location: SourceLocation? = nil) -> SyntaxError {
        report(message, at: location ?? current.location)
        return SyntaxError()
    }

    /// `word` is a Swift keyword the host's files do not take.
    package func unsupported(_ word: String) -> SyntaxMessage {
        .unsupportedKeyword(word, files: dialect.filesName, accepted: dialect.accepted)
    }

    package mutating func expect(_ punct: String, closing opener: String? = nil) throws {
        if consume(punct) { return }
        if let opener {
            throw fail(.expectedClosing(close: punct, opener: opener), at: missingTokenLocation)
        }
        throw fail(.expected(what: "'\(punct)'", found: current.text), at: missingTokenLocation)
    }

    package mutating func expectIdentifier(_ what: String) throws -> String {
        if case let .identifier(name) = current.kind { advance(); return name }
        throw fail(.expected(what: what, found: current.text))
    }

    /// Enters one level of nesting; a file nested beyond the limit stops the parse.
    package mutating func enter() throws {
        depth += 1
        if depth > Parser.maxDepth {
            if !aborted { report(.nestingTooDeep(limit: Parser.maxDepth), at: current.location) }
            aborted = true
            throw SyntaxError()
        }
    }

    package mutating func leave() { depth -= 1 }

    /// After an error: skip to the start of the next line (or a `}` that closes the
    /// enclosing block), stepping over bracketed groups whole. When the error was found at
    /// the first token of a later line than the statement's (`let x = [1, 2⏎struct V …`),
    /// that token starts the next statement and is kept.
    package mutating func synchronize(statementStart: Int? = nil) {
        if let statementStart, position > statementStart, current.newlineBefore, !check("."), !check(")"), !check("]") {
            return
        }
        let start = position
        var nesting = 0
        while !atEnd {
            if position > start, nesting == 0, current.newlineBefore, !check(".") { return }
            switch current.kind {
            case .punct("("), .punct("["), .punct("{"): nesting += 1
            case .punct(")"), .punct("]"):
                if nesting > 0 { nesting -= 1 }
            case .punct("}"):
                if nesting == 0 { return }
                nesting -= 1
            default: break
            }
            advance()
        }
    }

    // MARK: File

    /// The name the declaration starting here declares (`struct V`, `let x`, `func f`), if any.
    package func declarationName() -> String? {
        var i = position
        while i < tokens.count {
            switch tokens[i].kind {
            case .attribute: i += 1
            case .keyword(let kw) where Parser.declarationModifiers.contains(kw): i += 1
            case let .identifier(w) where dialect.topLevelCalls.contains(w): return w
            case let .identifier(w) where Parser.declarationModifiers.contains(w): i += 1
            case .keyword("struct"), .keyword("func"), .keyword("let"), .keyword("var"), .keyword("class"), .keyword("enum"),
                 .keyword("protocol"), .keyword("extension"):
                if i + 1 < tokens.count, case let .identifier(name) = tokens[i + 1].kind { return name }
                return nil
            default: return nil
            }
        }
        return nil
    }

    /// Parses a whole file.
    package static func parse(_ source: SourceFile, dialect: Dialect) -> (Program, [Diagnostic]) {
        var lexer = Lexer(source: source)
        var conditionals: [Diagnostic] = []
        let tokens = ConditionalCompilation.resolve(lexer.tokenize(), dialect: dialect, diagnostics: &conditionals)
        var parser = Parser(tokens: tokens, dialect: dialect)
        let program = parser.parseProgram()
        return (program, lexer.diagnostics + conditionals + parser.diagnostics)
    }

    package mutating func parseProgram() -> Program {
        var program = Program()
        while !atEnd, !aborted {
            let before = position
            let reported = diagnostics.count
            let name = declarationName()
            do {
                try parseTopLevel(into: &program)
            } catch {
                if !aborted {
                    synchronize(statementStart: before)
                    if check("}") { advance() }
                }
            }
            if position == before { advance() }
            if diagnostics.count > reported {
                // Evaluation still runs; what it says inside this declaration would be guesswork.
                program.broken.append(BrokenDeclaration(name: name, start: tokens[before].location,
                                                        end: previous.location))
            }
            if aborted { break }
        }
        return program
    }
}
