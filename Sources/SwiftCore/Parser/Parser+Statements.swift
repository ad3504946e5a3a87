
extension Parser {
    /// `{ statements }`, recovering inside: an error skips one statement, not the block.
    package mutating func parseBlock(opener: String) throws -> [Stmt] {
        let open = current.location
        try expect("{")
        try enter()
        defer { leave() }
        let body = parseStatements()
        if !consume("}") {
            throw fail(.expectedClosing(close: "}", opener: opener), at: open)
        }
        return body
    }

    /// Statements up to a `}` (not consumed) or the end of the file.
    package mutating func parseStatements() -> [Stmt] {
        var statements: [Stmt] = []
        while !check("}"), !atEnd, !aborted {
            let before = position
            do {
                if consume(";") { continue }
                if checkKeyword("case") || checkKeyword("default") || atUnknownDefault { break }
                statements.append(try parseStatement())
                try expectStatementEnd()
            } catch {
                if aborted { break }
                synchronize(statementStart: before)
            }
            if position == before { advance() }
        }
        return statements
    }

    /// `, name` after a declaration: `var a = 1, b = 2` declares `b` too.
    package mutating func atAnotherBinding() -> Bool {
        guard check(","), case .identifier = peekKind() else { return false }
        advance()
        return true
    }

    /// `@unknown default:` in a switch.
    package var atUnknownDefault: Bool { current.kind == .attribute("unknown") && peekKind() == .keyword("default") }

    package mutating func expectStatementEnd() throws {
        if current.newlineBefore || check("}") || check(";") || atEnd { return }
        if checkKeyword("case") || checkKeyword("default") { return }
        throw fail(.consecutiveStatements)
    }

    package mutating func parseStatement() throws -> Stmt {
        let start = current.location
        // `@Bindable var model = model` in a body: the wrapper changes nothing here, since
        // `$model.field` binds an object's property either way.
        if case .attribute = current.kind, case .keyword(let kw) = peekKind(), kw == "let" || kw == "var" { _ = parseAttributes() }
        // `outer: for …`: a label for `break outer` / `continue outer`.
        if case let .identifier(label) = current.kind, peekKind() == .punct(":"),
           [.keyword("for"), .keyword("while"), .keyword("repeat")].contains(peekKind(2)) {
            advance(); advance()
            return try parseLoop(label: label)
        }
        switch current.kind {
        case .keyword("let"), .keyword("var"):
            let isLet = checkKeyword("let")
            advance()
            if check("(") {
                let pattern = try parsePattern(bindingByDefault: true)
                if consume(":") { _ = try parseType() }
                try expect("=")
                return Stmt(kind: .destructure(pattern, value: try parseExpression()), location: start)
            }
            var bindings: [Stmt] = []
            repeat {
                let loc = current.location
                let name = try expectIdentifier("a name")
                var type: TypeRef?
                if consume(":") { type = try parseType() }
                var value: Expr?
                if consume("=") { value = try parseExpression() }
                bindings.append(Stmt(kind: .binding(isLet: isLet, name: name, type: type, value: value), location: loc))
            } while atAnotherBinding()
            if bindings.count == 1 { return Stmt(kind: bindings[0].kind, location: start) }
            return Stmt(kind: .group(bindings), location: start)
        case .keyword("if"):
            return try parseIf()
        case .keyword("switch"):
            return try parseSwitch()
        case .keyword("return"):
            advance()
            if current.newlineBefore || check("}") || check(";") || atEnd {
                return Stmt(kind: .returnStmt(nil), location: start)
            }
            return Stmt(kind: .returnStmt(try parseExpression()), location: start)
        case .keyword("guard"):
            advance()
            let conditions = try parseConditions()
            guard consumeKeyword("else") else { throw fail(.expected(what: "'else'", found: current.text)) }
            let otherwise = try parseBlock(opener: "else")
            return Stmt(kind: .guardStmt(conditions: conditions, otherwise: otherwise), location: start)
        case .keyword("for"), .keyword("while"), .keyword("repeat"):
            return try parseLoop(label: nil)
        case .keyword("break"), .keyword("continue"):
            let isBreak = checkKeyword("break")
            advance()
            var label: String?
            if case let .identifier(l) = current.kind, !current.newlineBefore { advance(); label = l }
            return Stmt(kind: isBreak ? .breakStmt(label: label) : .continueStmt(label: label), location: start)
        case .keyword("fallthrough"):
            advance()
            return Stmt(kind: .fallthroughStmt, location: start)
        case .keyword("do"):
            return try parseDoCatch()
        case .keyword("defer"):
            advance()
            return Stmt(kind: .deferStmt(try parseBlock(opener: "defer")), location: start)
        case .keyword("throw"):
            advance()
            return Stmt(kind: .throwStmt(try parseExpression()), location: start)
        case .keyword(let kw) where ["class", "enum", "struct", "func", "protocol", "extension"].contains(kw):
            throw fail(unsupported(kw))
        default:
            let expr = try parseExpression()
            for op in ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<="] where check(op) {
                advance()
                let value = try parseExpression()
                return Stmt(kind: .assign(target: expr, op: op, value: value), location: start)
            }
            return Stmt(kind: .expr(expr), location: start)
        }
    }

    /// `for pattern in sequence where condition { … }`, `while conditions { … }`,
    /// `repeat { … } while condition`.
    package mutating func parseLoop(label: String?) throws -> Stmt {
        let start = current.location
        if consumeKeyword("for") {
            _ = consumeKeyword("case")
            _ = consumeKeyword("try")
            if case .identifier("await") = current.kind { advance() }
            let pattern = try parsePattern(bindingByDefault: true)
            if consume(":") { _ = try parseType() }
            guard consumeKeyword("in") else { throw fail(.expected(what: "'in'", found: current.text)) }
            let sequence = try parseExpression(allowTrailingClosure: false)
            var whereClause: Expr?
            if consumeKeyword("where") { whereClause = try parseExpression(allowTrailingClosure: false) }
            let body = try parseBlock(opener: "for")
            return Stmt(kind: .forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body, label: label), location: start)
        }
        if consumeKeyword("while") {
            let conditions = try parseConditions()
            let body = try parseBlock(opener: "while")
            return Stmt(kind: .whileLoop(conditions: conditions, body: body, label: label), location: start)
        }
        advance() // repeat
        let body = try parseBlock(opener: "repeat")
        guard consumeKeyword("while") else { throw fail(.expected(what: "'while'", found: current.text)) }
        let condition = try parseExpression(allowTrailingClosure: false)
        return Stmt(kind: .repeatWhile(body: body, condition: condition, label: label), location: start)
    }

    /// `do { … } catch E.failed(let reason) { … } catch let e as E where … { … } catch { … }`.
    package mutating func parseDoCatch() throws -> Stmt {
        let start = current.location
        advance() // do
        let body = try parseBlock(opener: "do")
        var catches: [CatchClause] = []
        while checkKeyword("catch") {
            advance()
            var patterns: [Pattern] = []
            var condition: Expr?
            if !check("{") {
                repeat { patterns.append(try parsePattern(bindingByDefault: false)) } while consume(",")
                if consumeKeyword("where") { condition = try parseExpression(allowTrailingClosure: false) }
            }
            catches.append(CatchClause(patterns: patterns, condition: condition, body: try parseBlock(opener: "catch")))
        }
        return Stmt(kind: .doCatch(body: body, catches: catches), location: start)
    }

    package mutating func parseIf() throws -> Stmt {
        let start = current.location
        advance() // if
        let conditions = try parseConditions()
        let then = try parseBlock(opener: "if")
        var otherwise: [Stmt]?
        if consumeKeyword("else") {
            if checkKeyword("if") {
                otherwise = [try parseIf()]
            } else {
                otherwise = try parseBlock(opener: "else")
            }
        }
        return Stmt(kind: .ifStmt(conditions: conditions, then: then, otherwise: otherwise), location: start)
    }

    /// `a, let b = c, let d, case .x(let y) = z, #available(iOS 17, *)`: the clauses of an
    /// `if`, a `guard` or a `while`.
    package mutating func parseConditions() throws -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            if consumeKeyword("let") || consumeKeyword("var") {
                let loc = current.location
                let name = try expectIdentifier("a name")
                if consume(":") { _ = try parseType() }
                var value: Expr?
                if consume("=") { value = try parseExpression(allowTrailingClosure: false) }
                conditions.append(.optionalBinding(name: name, value: value, location: loc))
            } else if consumeKeyword("case") {
                let pattern = try parsePattern(bindingByDefault: false)
                try expect("=")
                conditions.append(.pattern(pattern, try parseExpression(allowTrailingClosure: false)))
            } else if check("#"), case .identifier(let w) = peekKind(), w == "available" || w == "unavailable" {
                advance(); advance()
                var version: Double?
                if check("(") {
                    // `(iOS 17.0, macOS 14, *)`: only the iOS version matters on an iPhone.
                    var nesting = 0
                    repeat {
                        switch current.kind {
                        case .punct("("): nesting += 1
                        case .punct(")"): nesting -= 1
                        case .identifier("iOS"):
                            if case let .int(n) = peekKind() { version = Double(n) }
                            if case let .float(n) = peekKind() { version = n }
                        default: break
                        }
                        advance()
                    } while nesting > 0 && !atEnd
                }
                conditions.append(.available(iOS: version, negated: w == "unavailable"))
            } else {
                conditions.append(.expr(try parseExpression(allowTrailingClosure: false)))
            }
        } while consume(",")
        return conditions
    }

    package mutating func parseSwitch() throws -> Stmt {
        let start = current.location
        advance() // switch
        let subject = try parseExpression(allowTrailingClosure: false)
        let open = current.location
        try expect("{")
        try enter()
        defer { leave() }
        var cases: [SwitchCase] = []
        while !check("}"), !atEnd, !aborted {
            let caseStart = current.location
            var patterns: [Pattern] = []
            var guardExpr: Expr?
            if atUnknownDefault { advance() }
            if consumeKeyword("default") {
                // no patterns
            } else if consumeKeyword("case") {
                repeat { patterns.append(try parsePattern(bindingByDefault: false)) } while consume(",")
                if consumeKeyword("where") { guardExpr = try parseExpression(allowTrailingClosure: false) }
            } else {
                throw fail(.expected(what: "'case' or 'default'", found: current.text))
            }
            try expect(":")
            let body = parseStatements()
            cases.append(SwitchCase(patterns: patterns, guardExpr: guardExpr, body: body, location: caseStart))
        }
        if !consume("}") { throw fail(.expectedClosing(close: "}", opener: "switch"), at: open) }
        return Stmt(kind: .switchStmt(subject: subject, cases: cases), location: start)
    }
}
