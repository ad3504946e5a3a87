import ViewTree

extension Parser {
    /// `{ statements }`, recovering inside: an error skips one statement, not the block.
    mutating func parseBlock(opener: String) throws -> [Stmt] {
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
    mutating func parseStatements() -> [Stmt] {
        var statements: [Stmt] = []
        while !check("}"), !atEnd, !aborted {
            let before = position
            do {
                if consume(";") { continue }
                if checkKeyword("case") || checkKeyword("default") { break }
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

    mutating func expectStatementEnd() throws {
        if current.newlineBefore || check("}") || check(";") || atEnd { return }
        if checkKeyword("case") || checkKeyword("default") { return }
        throw fail(.consecutiveStatements)
    }

    mutating func parseStatement() throws -> Stmt {
        let start = current.location
        // `@Bindable var model = model` in a body: the wrapper changes nothing here, since
        // `$model.field` binds an object's property either way.
        if case .attribute = current.kind, case .keyword(let kw) = peekKind(), kw == "let" || kw == "var" { _ = parseAttributes() }
        switch current.kind {
        case .keyword("let"), .keyword("var"):
            let isLet = checkKeyword("let")
            advance()
            let name = try expectIdentifier("a name")
            var type: TypeRef?
            if consume(":") { type = try parseType() }
            var value: Expr?
            if consume("=") { value = try parseExpression() }
            return Stmt(kind: .binding(isLet: isLet, name: name, type: type, value: value), location: start)
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
        case .keyword(let kw) where ["for", "while", "repeat", "class", "enum", "break", "continue"].contains(kw):
            throw fail(.unsupportedKeyword(kw))
        default:
            let expr = try parseExpression()
            for op in ["=", "+=", "-=", "*=", "/="] where check(op) {
                advance()
                let value = try parseExpression()
                return Stmt(kind: .assign(target: expr, op: op, value: value), location: start)
            }
            return Stmt(kind: .expr(expr), location: start)
        }
    }

    mutating func parseIf() throws -> Stmt {
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

    /// `a, let b = c, let d`: the clauses of an `if` or a `guard`.
    mutating func parseConditions() throws -> [Condition] {
        var conditions: [Condition] = []
        repeat {
            if consumeKeyword("let") || consumeKeyword("var") {
                let loc = current.location
                let name = try expectIdentifier("a name")
                var value: Expr?
                if consume("=") { value = try parseExpression(allowTrailingClosure: false) }
                conditions.append(.optionalBinding(name: name, value: value, location: loc))
            } else {
                conditions.append(.expr(try parseExpression(allowTrailingClosure: false)))
            }
        } while consume(",")
        return conditions
    }

    mutating func parseSwitch() throws -> Stmt {
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
            var patterns: [Expr] = []
            if consumeKeyword("default") {
                // no patterns
            } else if consumeKeyword("case") {
                repeat { patterns.append(try parseExpression(allowTrailingClosure: false)) } while consume(",")
            } else {
                throw fail(.expected(what: "'case' or 'default'", found: current.text))
            }
            try expect(":")
            let body = parseStatements()
            cases.append(SwitchCase(patterns: patterns, body: body, location: caseStart))
        }
        if !consume("}") { throw fail(.expectedClosing(close: "}", opener: "switch"), at: open) }
        return Stmt(kind: .switchStmt(subject: subject, cases: cases), location: start)
    }
}
