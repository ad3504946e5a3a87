
extension Parser {
    /// Binary operators from loosest to tightest, as in Swift's standard precedence groups.
    package static let precedence: [(ops: Set<String>, rightAssociative: Bool)] = [
        (["||"], false),
        (["&&"], false),
        (["==", "!=", "<", ">", "<=", ">=", "===", "!=="], false),
        (["??"], true),
        (["..<", "..."], false),
        (["+", "-", "|", "^", "&+", "&-"], false),
        (["*", "/", "%", "&", "&*"], false),
        (["<<", ">>"], false),
    ]

    package mutating func parseExpression(allowTrailingClosure: Bool = true) throws -> Expr {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = allowTrailingClosure
        defer { trailingClosuresAllowed = saved }
        try enter()
        defer { leave() }
        let condition = try parseBinary(level: 0)
        // Ternary: `?` with space before it (without, it is optional chaining).
        guard check("?"), current.spaceBefore else { return condition }
        advance()
        let then = try parseExpression(allowTrailingClosure: allowTrailingClosure)
        try expect(":")
        let otherwise = try parseExpression(allowTrailingClosure: allowTrailingClosure)
        return Expr(kind: .ternary(condition, then, otherwise), location: condition.location)
    }

    /// Whether the current token continues an expression as a binary operator of `ops`.
    package func atBinaryOperator(in ops: Set<String>) -> Bool {
        guard case let .punct(p) = current.kind else { return false }
        // `>>` is lexed as two `>` (so `Set<Set<Int>>` closes two generics) and joined here.
        let shift = p == ">" && peekKind() == .punct(">") && !tokens[min(position + 1, tokens.count - 1)].spaceBefore
        guard shift ? ops.contains(">>") : ops.contains(p) else { return false }
        // `-x` at the start of a line is a new statement, not a subtraction.
        if current.newlineBefore, !current.spaceAfter { return false }
        return true
    }

    /// Casting binds tighter than `??` and looser than ranges, as Swift's precedence groups.
    package static let castingLevel = 4

    package mutating func parseBinary(level: Int) throws -> Expr {
        guard level < Parser.precedence.count else { return try parseUnary() }
        let group = Parser.precedence[level]
        var left = try parseBinary(level: level + 1)
        if level + 1 == Parser.castingLevel {
            while (checkKeyword("as") || checkKeyword("is")), !current.newlineBefore {
                var kind = advance().text
                if kind == "as", !current.spaceBefore, check("?") || check("!") { kind += advance().text }
                let type = try parseType()
                left = Expr(kind: .cast(left, type: type.baseName, kind: kind), location: left.location)
            }
        }
        while atBinaryOperator(in: group.ops) {
            // `a...` before `]`, `)`, `:` or `,`: a range from a bound.
            if group.ops.contains("..."), check("..."), Parser.endsExpression(peekKind()) {
                advance()
                left = Expr(kind: .partialRange(left, op: "...", upper: false), location: left.location)
                continue
            }
            var op = advance().text
            if op == ">", check(">"), !current.spaceBefore { advance(); op = ">>" }
            let right: Expr
            if group.rightAssociative {
                try enter()
                defer { leave() }
                right = try parseBinary(level: level)
            } else {
                right = try parseBinary(level: level + 1)
            }
            left = Expr(kind: .binary(op, left, right), location: left.location)
        }
        return left
    }

    package mutating func parseUnary() throws -> Expr {
        let start = current.location
        if check("!") || check("-") || check("+") || check("~") {
            let op = advance().text
            try enter()
            defer { leave() }
            let operand = try parseUnary()
            if op == "-", case let .int(i) = operand.kind { return Expr(kind: .int(-i), location: start) }
            if op == "-", case let .double(d) = operand.kind { return Expr(kind: .double(-d), location: start) }
            return Expr(kind: .unary(op, operand), location: start)
        }
        if checkKeyword("try") {
            advance()
            if !current.spaceBefore, consume("?") {
                let inner = try parseUnary()
                return Expr(kind: .optionalTry(inner), location: start)
            }
            _ = consume("!")
        }
        // `..<5`, `...5`: a range up to a bound.
        if check("..<") || check("..."), !current.spaceAfter {
            let op = advance().text
            let bound = try parseUnary()
            return Expr(kind: .partialRange(bound, op: op, upper: true), location: start)
        }
        if case .identifier("await") = current.kind, !check("("), peekKind() != .punct("."), peekKind() != .punct(":") {
            advance()
            return try parseUnary()
        }
        return try parsePostfix(try parsePrimary())
    }

    static func isSelf(_ expr: Expr) -> Bool {
        if case .identifier("self") = expr.kind { true } else { false }
    }

    package mutating func parsePostfix(_ base: Expr) throws -> Expr {
        var expr = base
        while true {
            if check(".") {
                advance()
                let name: String
                let nameLocation = current.location
                switch current.kind {
                case let .identifier(n), let .keyword(n): name = n
                case let .int(i): name = String(i)
                case let .dollar(n) where Parser.isSelf(expr) && !(n.first?.isNumber ?? true):
                    // `self.$isOn`: the projected value of the view's own property, as `$isOn`.
                    advance()
                    expr = Expr(kind: .dollar(n), location: expr.location)
                    continue
                case let .dollar(n) where !(n.first?.isNumber ?? true):
                    // `model.$query`: a property's projected value (a `@Published` publisher).
                    name = "$" + n
                default: throw fail(.expected(what: "a member name after '.'", found: current.text))
                }
                advance()
                expr = Expr(kind: .member(expr, name), location: expr.location, nameLocation: nameLocation)
            } else if check("<"), !current.spaceBefore, case let .identifier(n) = expr.kind, n.first?.isUppercase ?? false,
                      skipGenericArguments() {
                continue // `Pair<Int, String>(…)`: the type's arguments are not needed
            } else if check("("), !current.newlineBefore {
                let args = try parseArguments(open: "(", close: ")", callee: expr)
                expr = Expr(kind: .call(expr, args, trailing: []), location: expr.location)
            } else if check("["), !current.newlineBefore {
                let args = try parseArguments(open: "[", close: "]", callee: expr)
                expr = Expr(kind: .subscripted(expr, args), location: expr.location)
            } else if check("{"), !current.newlineBefore || Parser.endsInArguments(expr), trailingClosuresAllowed,
                      !Parser.startsAccessor(peekKind()) {
                // On the next line too, as Swift reads `.onAppear()⏎{ … }` and `VStack⏎{ … }`.
                expr = try parseTrailingClosures(after: expr)
            } else if check("!"), !current.spaceBefore {
                advance()
                expr = Expr(kind: .forceUnwrap(expr), location: expr.location)
            } else if check("?"), !current.spaceBefore {
                advance()
                expr = Expr(kind: .optionalChain(expr), location: expr.location)
            } else {
                return expr
            }
        }
    }

    /// `(label: value, value)` or `[index]`; the callee names the opener in messages.
    mutating func parseArguments(open: String, close: String, callee: Expr) throws -> [Argument] {
        let openToken = advance()
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        var args: [Argument] = []
        while !check(close) {
            if atEnd { break }
            let start = current.location
            var label: String?
            switch (current.kind, peekKind()) {
            case (.identifier(let l), .punct(":")), (.keyword(let l), .punct(":")):
                label = l
                advance(); advance()
            default: break
            }
            // `root(preview:)`: a label with nothing after it stands for nil.
            if label != nil, check(close) {
                args.append(Argument(label: label, value: Expr(kind: .nilLiteral, location: start), location: start))
                break
            }
            // `sorted(by: >)`, `reduce(0, +)`: an operator as the function passed.
            if case let .punct(op) = current.kind, Parser.operatorFunctions.contains(op),
               peekKind() == .punct(close) || peekKind() == .punct(",") {
                advance()
                args.append(Argument(label: label, value: Expr(kind: .operatorFunction(op), location: start), location: start))
                if !consume(",") { break }
                continue
            }
            // `&value`: an inout argument, written back when the call returns.
            let isInout = check("&") && !current.spaceAfter
            if isInout { advance() }
            var argument = Argument(label: label, value: try parseExpression(), location: start)
            argument.isInout = isInout
            args.append(argument)
            if !consume(",") { break }
        }
        if !consume(close) {
            let opener = (Parser.calleeName(callee).map { $0 + open } ?? open)
            throw fail(.expectedClosing(close: close, opener: opener), at: missingTokenLocation)
        }
        _ = openToken
        return args
    }

    /// Skips `<A, B>` after a type name when what follows is a call or a member; otherwise
    /// leaves the tokens (a comparison) and says so.
    package mutating func skipGenericArguments() -> Bool {
        let start = position
        let reported = diagnostics.count
        advance()
        var ok = true
        repeat {
            if (try? parseType()) == nil { ok = false; break }
        } while consume(",")
        if ok, consume(">"), check("(") || check("."), !current.spaceBefore { return true }
        position = start
        diagnostics.removeLast(diagnostics.count - reported)
        return false
    }

    /// Tokens after which no operand can follow.
    package static func endsExpression(_ kind: TokenKind) -> Bool {
        switch kind {
        case .punct(")"), .punct("]"), .punct(":"), .punct(","), .punct("}"), .eof: true
        default: false
        }
    }

    /// Operators a type may declare as a static function (`static func == (…)`).
    package static let declarableOperators: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "%",
                                                           "&", "|", "^", "<<", "+=", "-=", "*=", "/="]
    package static let operatorFunctions: Set<String> = ["<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/", "%", "&&", "||", "&", "|", "^"]

    /// The name a call is known by in messages: `frame` for `.frame(`, `VStack` for `VStack(`.
    package static func calleeName(_ expr: Expr) -> String? {
        switch expr.kind {
        case let .identifier(n), let .implicitMember(n), let .member(_, n): n
        default: nil
        }
    }

    package mutating func parsePrimary() throws -> Expr {
        let token = current
        let loc = token.location
        switch token.kind {
        case let .int(i): advance(); return Expr(kind: .int(i), location: loc)
        case let .float(d): advance(); return Expr(kind: .double(d), location: loc)
        case .keyword("true"): advance(); return Expr(kind: .bool(true), location: loc)
        case .keyword("false"): advance(); return Expr(kind: .bool(false), location: loc)
        case .keyword("nil"): advance(); return Expr(kind: .nilLiteral, location: loc)
        case let .string(segments):
            advance()
            return Expr(kind: .string(try parseInterpolation(segments)), location: loc)
        case let .identifier(name):
            advance()
            // `SwiftUI.Color.red`: a name qualified by a module the dialect imports is that name.
            if dialect.importableModules.contains(name), check("."), case let .identifier(inner) = peekKind() {
                advance(); advance()
                return Expr(kind: .identifier(inner), location: loc)
            }
            return Expr(kind: .identifier(name), location: loc)
        case let .dollar(name): advance(); return Expr(kind: .dollar(name), location: loc)
        case let .keyPath(path): advance(); return Expr(kind: .keyPath(path), location: loc)
        case .punct("."):
            advance()
            switch current.kind {
            case let .identifier(n), let .keyword(n):
                advance()
                return Expr(kind: .implicitMember(n), location: loc)
            default:
                throw fail(.expected(what: "a member name after '.'", found: current.text))
            }
        case .punct("("):
            let args = try parseArguments(open: "(", close: ")", callee: Expr(kind: .tuple([]), location: loc))
            if args.count == 1, args[0].label == nil { return args[0].value }
            return Expr(kind: .tuple(args), location: loc)
        case .punct("["):
            return try parseCollection()
        case .punct("{"):
            return Expr(kind: .closure(try parseClosure()), location: loc)
        case .keyword("if"), .keyword("switch"):
            // `let x = if ready { a } else { b }`: the value of the branch taken.
            let stmt = checkKeyword("if") ? try parseIf() : try parseSwitch()
            return Expr(kind: .statementValue(stmt), location: loc)
        case .punct("#"):
            advance()
            let name = (try? expectIdentifier("a name")) ?? ""
            // `#colorLiteral(red: …)`: a macro called like a function, named with its `#`.
            if check("(") { return Expr(kind: .identifier("#" + name), location: loc) }
            // `#file`, `#line`, `#function`: a description of where, as text.
            return Expr(kind: .string([.text("#" + name)]), location: loc)
        default:
            throw fail(.expectedExpression(found: token.text), at: token.kind == .eof ? missingTokenLocation : loc)
        }
    }

    package mutating func parseCollection() throws -> Expr {
        let loc = current.location
        advance() // [
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        if consume(":") {
            try expect("]", closing: "[")
            return Expr(kind: .dictionary([]), location: loc)
        }
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        while !check("]"), !atEnd {
            let first = try parseExpression()
            if consume(":") {
                pairs.append((first, try parseExpression()))
            } else {
                elements.append(first)
            }
            if !consume(",") { break }
        }
        if !consume("]") { throw fail(.expectedClosing(close: "]", opener: "["), at: missingTokenLocation) }
        if !pairs.isEmpty { return Expr(kind: .dictionary(pairs), location: loc) }
        return Expr(kind: .array(elements), location: loc)
    }

    /// Parses each `\( … )` of a string literal from its own tokens.
    package mutating func parseInterpolation(_ segments: [StringSegment]) throws -> [InterpolatedPart] {
        var parts: [InterpolatedPart] = []
        for segment in segments {
            switch segment {
            case let .text(t): parts.append(.text(t))
            case let .interpolation(tokens):
                guard tokens.count > 1 else {
                    throw fail(.expectedExpression(found: ")"), at: tokens.first?.location)
                }
                var inner = Parser(tokens: tokens, dialect: dialect)
                inner.depth = depth
                let expr = try? inner.parseExpression()
                diagnostics += inner.diagnostics
                if inner.aborted { aborted = true }
                guard let expr else { throw SyntaxError() }
                if !inner.atEnd { throw fail(.expected(what: "')'", found: inner.current.text), at: inner.current.location) }
                parts.append(.expr(expr))
            }
        }
        return parts
    }
}
