
/// Closures: `{ parameters in body }`, the trailing closures after a call (labelled ones,
/// and one opening on the next line), and the accessor blocks they are never taken for.
extension Parser {
    /// Whether a `{` on the line after `expr` is its trailing closure, as Swift reads it (it
    /// warns only when more than one newline lies between): after a name (`VStack⏎{`), a
    /// member (`.onAppear⏎{`) or a call's `)`. A condition's body is never one: conditions
    /// take no trailing closure at all (`trailingClosuresAllowed`).
    static func endsInArguments(_ expr: Expr) -> Bool {
        switch expr.kind {
        case let .call(_, _, trailing): trailing.isEmpty
        case .identifier, .member: true
        default: false
        }
    }

    package mutating func parseTrailingClosures(after callee: Expr) throws -> Expr {
        var trailing = [TrailingClosure(label: nil, closure: try parseClosure())]
        // `} label: {` — further closures carry their argument labels.
        while case let .identifier(label) = current.kind, peekKind() == .punct(":"), peekKind(2) == .punct("{") {
            advance(); advance()
            trailing.append(TrailingClosure(label: label, closure: try parseClosure()))
        }
        if case let .call(inner, args, existing) = callee.kind, existing.isEmpty {
            return Expr(kind: .call(inner, args, trailing: trailing), location: callee.location)
        }
        return Expr(kind: .call(callee, [], trailing: trailing), location: callee.location)
    }

    /// `{ willSet …`, `{ didSet …`: a property's observers, not a trailing closure.
    package static func startsAccessor(_ kind: TokenKind) -> Bool {
        if case let .identifier(w) = kind { return w == "willSet" || w == "didSet" }
        return false
    }

    package mutating func parseClosure() throws -> Closure {
        let loc = current.location
        advance() // {
        try enter()
        defer { leave() }
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        let parameters = parseClosureParameters()
        let first = position
        let body = parseStatements()
        let anonymous = Self.anonymousArguments(in: tokens[first..<min(position, tokens.count)])
        if !consume("}") { throw fail(.expectedClosing(close: "}", opener: "{"), at: loc) }
        var closure = Closure(parameters: parameters, body: body, location: loc)
        closure.readsAnonymousArguments = !anonymous.isEmpty
        closure.highestAnonymousArgument = anonymous.max() ?? -1
        return closure
    }

    /// The `$n` a closure's tokens read, in string interpolations too (`"\($0)\($1)"`).
    static func anonymousArguments<S: Sequence>(in tokens: S) -> [Int] where S.Element == Token {
        var found: [Int] = []
        for token in tokens {
            switch token.kind {
            case let .dollar(n) where n.allSatisfy(\.isNumber):
                if let i = Int(n) { found.append(i) }
            case let .string(segments):
                for case let .interpolation(inner) in segments { found += anonymousArguments(in: inner) }
            default:
                break
            }
        }
        return found
    }

    /// `item in`, `a, b in`, `(a, b) in`, `(a: Int, b: Int) -> Bool in`, `_ in`, `$item in`, with a
    /// capture list (`[weak self] in`) and attributes (`@MainActor in`) skipped; nothing (and
    /// no tokens consumed) otherwise.
    package mutating func parseClosureParameters() -> [String] {
        let start = position
        let reported = diagnostics.count
        // A guess that fails (`{ (country: $0.key, count: 1) }` is a tuple, not parameters)
        // leaves nothing behind: its position and what it would have reported.
        func backtrack() -> [String] {
            position = start
            diagnostics.removeLast(diagnostics.count - reported)
            return []
        }
        while case .attribute = current.kind { advance() }
        if check("[") {
            // A capture list: `[weak self]`, `[model, count = count]`.
            var depth = 0
            repeat {
                if check("[") { depth += 1 } else if check("]") { depth -= 1 }
                advance()
            } while depth > 0 && !atEnd
        }
        var names: [String] = []
        let parenthesised = consume("(")
        while true {
            // `$item in`: a binding's element (`ForEach($items) { $item in … }`), kept with its `$`.
            if case let .identifier(n) = current.kind { names.append(n) }
            else if case let .dollar(n) = current.kind, !n.allSatisfy(\.isNumber) { names.append("$" + n) }
            else { break }
            advance()
            if consume(":") { _ = try? parseType() }
            if !consume(",") { break }
        }
        if parenthesised, !consume(")") { return backtrack() }
        skipEffects()
        if consume("->") { _ = try? parseType() }
        if consumeKeyword("in") { return names }
        return backtrack()
    }
}
