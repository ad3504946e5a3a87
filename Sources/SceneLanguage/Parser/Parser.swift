import ViewTree

/// Thrown to unwind to the nearest statement or declaration after a syntax error has been
/// reported; the parser then skips ahead and continues, so one run reports every error.
struct SyntaxError: Error {}

/// A recursive-descent parser for the scene language, with Swift's precedence and
/// Swift's newline rules (a call's `(` must be on the same line; a `.member` may not be).
struct Parser {
    var tokens: [Token]
    var position = 0
    var diagnostics: [Diagnostic] = []
    /// Current nesting of blocks and expressions, bounded by `maxDepth`.
    var depth = 0
    static let maxDepth = 200
    /// Set when a limit was hit: parsing stops, since what follows cannot be trusted.
    var aborted = false
    /// False while parsing an `if`/`switch` condition, where `{` opens the body.
    var trailingClosuresAllowed = true

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    // MARK: Tokens

    var current: Token { tokens[position] }
    var previous: Token { tokens[max(0, position - 1)] }
    var atEnd: Bool { if case .eof = current.kind { true } else { false } }

    func peekKind(_ ahead: Int = 1) -> TokenKind {
        tokens[min(position + ahead, tokens.count - 1)].kind
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if !atEnd { position += 1 }
        return token
    }

    func check(_ punct: String) -> Bool { current.kind == .punct(punct) }
    func checkKeyword(_ word: String) -> Bool { current.kind == .keyword(word) }

    mutating func consume(_ punct: String) -> Bool {
        guard check(punct) else { return false }
        advance()
        return true
    }

    mutating func consumeKeyword(_ word: String) -> Bool {
        guard checkKeyword(word) else { return false }
        advance()
        return true
    }

    /// Where a missing token belongs: at the next token, or just after the previous token
    /// when the next one is on a later line (so `frame(width: 50⎀` is blamed on its own line).
    var missingTokenLocation: SourceLocation {
        guard current.newlineBefore, position > 0 else { return current.location }
        var loc = previous.location
        loc.column += previous.length
        return loc
    }

    // MARK: Errors

    mutating func report(_ message: Message, at location: SourceLocation) {
        diagnostics.append(Diagnostic(message, at: location))
    }

    /// Reports and unwinds.
    mutating func fail(_ message: Message, at location: SourceLocation? = nil) -> SyntaxError {
        report(message, at: location ?? current.location)
        return SyntaxError()
    }

    mutating func expect(_ punct: String, closing opener: String? = nil) throws {
        if consume(punct) { return }
        if let opener {
            throw fail(.expectedClosing(close: punct, opener: opener), at: missingTokenLocation)
        }
        throw fail(.expected(what: "'\(punct)'", found: current.text), at: missingTokenLocation)
    }

    mutating func expectIdentifier(_ what: String) throws -> String {
        if case let .identifier(name) = current.kind { advance(); return name }
        throw fail(.expected(what: what, found: current.text))
    }

    /// Enters one level of nesting; a file nested beyond the limit stops the parse.
    mutating func enter() throws {
        depth += 1
        if depth > Parser.maxDepth {
            if !aborted { report(.nestingTooDeep(limit: Parser.maxDepth), at: current.location) }
            aborted = true
            throw SyntaxError()
        }
    }

    mutating func leave() { depth -= 1 }

    /// After an error: skip to the start of the next line (or a `}` that closes the
    /// enclosing block), stepping over bracketed groups whole. When the error was found at
    /// the first token of a later line than the statement's (`let x = [1, 2⏎struct V …`),
    /// that token starts the next statement and is kept.
    mutating func synchronize(statementStart: Int? = nil) {
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
    func declarationName() -> String? {
        var i = position
        while i < tokens.count {
            switch tokens[i].kind {
            case .attribute: i += 1
            case .keyword(let kw) where Parser.declarationModifiers.contains(kw): i += 1
            case .identifier("scene"): return "scene"
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
    static func parse(_ source: SourceFile) -> (Program, [Diagnostic]) {
        var lexer = Lexer(source: source)
        var conditionals: [Diagnostic] = []
        let tokens = ConditionalCompilation.resolve(lexer.tokenize(), diagnostics: &conditionals)
        var parser = Parser(tokens: tokens)
        let program = parser.parseProgram()
        return (program, lexer.diagnostics + conditionals + parser.diagnostics)
    }

    mutating func parseProgram() -> Program {
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
