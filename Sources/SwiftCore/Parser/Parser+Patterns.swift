
extension Parser {
    /// A pattern: in a `case`, an `if case`, a `for`, a `let (a, b)`. Inside `let`/`var`
    /// (`bindingByDefault`) a bare name binds; elsewhere it is a value to compare with.
    package mutating func parsePattern(bindingByDefault: Bool) throws -> Pattern {
        try enter()
        defer { leave() }
        var pattern = try parsePrimaryPattern(bindingByDefault: bindingByDefault)
        while true {
            if check("?"), !current.spaceBefore {
                advance()
                pattern = .optional(pattern)
            } else if consumeKeyword("as") {
                pattern = .type(try parseType().baseName, bind: pattern)
            } else {
                return pattern
            }
        }
    }

    private mutating func parsePrimaryPattern(bindingByDefault: Bool) throws -> Pattern {
        switch current.kind {
        case .identifier("_"):
            advance()
            return .wildcard
        case .keyword("let"), .keyword("var"):
            advance()
            return try parsePattern(bindingByDefault: true)
        case .keyword("is"):
            advance()
            return .type(try parseType().baseName, bind: nil)
        case .punct("("):
            advance()
            var items: [Pattern] = []
            while !check(")"), !atEnd {
                // `(x: let a, y: _)`: labels are positional here.
                if case .identifier = current.kind, peekKind() == .punct(":") { advance(); advance() }
                items.append(try parsePattern(bindingByDefault: bindingByDefault))
                if !consume(",") { break }
            }
            try expect(")", closing: "(")
            return items.count == 1 ? items[0] : .tuple(items)
        case .punct(".") where isName(peekKind()):
            advance()
            let name = advance().text
            return .enumCase(name: name, arguments: try parseCaseArguments(bindingByDefault: bindingByDefault))
        case let .identifier(name) where bindingByDefault:
            advance()
            return .binding(name)
        case let .identifier(type) where type.first?.isUppercase ?? false && peekKind() == .punct(".") && isName(peekKind(2))
            && isPatternEnd(peekKind(3)):
            // `Tab.home`, `Result.success(let v)`: a case of a named enum.
            advance(); advance()
            let name = advance().text
            return .enumCase(name: name, arguments: try parseCaseArguments(bindingByDefault: bindingByDefault))
        default:
            return .value(try parseExpression(allowTrailingClosure: false))
        }
    }

    /// `(let item)`, `(_, let b)`, `(label: let x)` after a case name; nil when absent.
    private mutating func parseCaseArguments(bindingByDefault: Bool) throws -> [(label: String?, pattern: Pattern)]? {
        guard consume("(") else { return nil }
        var items: [(label: String?, pattern: Pattern)] = []
        while !check(")"), !atEnd {
            var label: String?
            if case let .identifier(l) = current.kind, peekKind() == .punct(":") { advance(); advance(); label = l }
            items.append((label, try parsePattern(bindingByDefault: bindingByDefault)))
            if !consume(",") { break }
        }
        try expect(")", closing: "(")
        return items
    }

    private func isName(_ kind: TokenKind) -> Bool {
        switch kind {
        case .identifier, .keyword: true
        default: false
        }
    }

    /// What may follow `Type.name` when it is a case pattern, not the start of an expression.
    private func isPatternEnd(_ kind: TokenKind) -> Bool {
        switch kind {
        case .punct(":"), .punct(","), .punct("("), .punct(")"), .punct("="), .punct("{"), .keyword("where"), .keyword("in"): true
        default: false
        }
    }
}
