
extension Parser {
    /// A function; a protocol's requirement (`requirement`) may have no body.
    package mutating func parseFunction(requirement: Bool = false) throws -> FuncDecl {
        let start = current.location
        advance() // func
        // `static func < (a: Self, b: Self) -> Bool`: an operator the type declares.
        let name: String
        if case let .punct(op) = current.kind, Parser.declarableOperators.contains(op) {
            advance()
            name = op
        } else {
            name = try expectIdentifier("a function name")
        }
        _ = try parseGenericParameters()
        let parameters = try parseParameters(opener: "\(name)(")
        skipEffects()
        var returnType: TypeRef?
        if consume("->") { returnType = try parseType() }
        skipWhereClause()
        let body = requirement && !check("{") ? [] : try parseBlock(opener: "\(name)(")
        return FuncDecl(name: name, parameters: parameters, returnType: returnType, body: body, location: start)
    }

    /// `init(…) { … }`, `init?(…)`: a function named `init`.
    package mutating func parseInitializer(requirement: Bool = false) throws -> FuncDecl {
        let start = current.location
        advance() // init
        if !current.spaceBefore, check("?") || check("!") { advance() }
        _ = try parseGenericParameters()
        let parameters = try parseParameters(opener: "init(")
        skipEffects()
        skipWhereClause()
        let body = requirement && !check("{") ? [] : try parseBlock(opener: "init(")
        return FuncDecl(name: "init", parameters: parameters, returnType: nil, body: body, location: start)
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` after a parameter list: accepted, not modelled.
    package mutating func skipEffects() {
        while true {
            if case let .identifier(w) = current.kind, w == "async" || w == "rethrows" { advance(); continue }
            if checkKeyword("throws") {
                advance()
                if check("("), !current.spaceBefore { skipBalanced() }
                continue
            }
            return
        }
    }

    /// `(_ item: Item, at index: Int = 0, @ViewBuilder content: () -> Content)`.
    package mutating func parseParameters(opener: String) throws -> [FuncDecl.Parameter] {
        let open = current.location
        try expect("(")
        var parameters: [FuncDecl.Parameter] = []
        while !check(")") {
            let attributes = parseAttributes().names
            var label: String? = try parseParameterName()
            var local = label ?? "_"
            if case let .identifier(n) = current.kind { advance(); local = n }
            else if case let .keyword(n) = current.kind, peekKind() == .punct(":") { advance(); local = n }
            else if label == nil { throw fail(.expected(what: "a parameter name", found: current.text)) }
            if label == "_" { label = nil }
            try expect(":")
            let type = try parseType()
            var value: Expr?
            if consume("=") { value = try parseExpression() }
            parameters.append(.init(label: label, name: local, type: type, defaultValue: value,
                                    isResultBuilder: !dialect.resultBuilders.isDisjoint(with: attributes)
                                        || dialect.resultBuilders.contains { type.text.contains("@" + $0) }))
            if !consume(",") { break }
        }
        if !consume(")") { throw fail(.expectedClosing(close: ")", opener: opener), at: open) }
        return parameters
    }

    /// A parameter's label: an identifier, `_`, or a keyword (`for`, `in`, `at` are labels).
    private mutating func parseParameterName() throws -> String? {
        switch current.kind {
        case let .identifier(n), let .keyword(n):
            advance()
            return n
        default:
            throw fail(.expected(what: "a parameter name", found: current.text))
        }
    }

    /// A type, kept as text: `some View`, `Namespace.ID`, `[Track]`, `[String: Int]`, `Track?`,
    /// `(Item) -> Void`, `@escaping () -> Content`, `Binding<Bool>`.
    package mutating func parseType() throws -> TypeRef {
        let start = current.location
        var text = ""
        while case let .attribute(a) = current.kind { advance(); text += "@\(a) " }
        while case let .identifier(w) = current.kind, ["inout", "any", "borrowing", "consuming", "sending"].contains(w) {
            advance(); text += w + " "
        }
        if consumeKeyword("some") { text += "some " }
        if consume("[") {
            let element = try parseType().text
            if consume(":") {
                text += "[\(element): \(try parseType().text)]"
            } else {
                text += "[\(element)]"
            }
            try expect("]", closing: "[")
        } else if consume("(") {
            var parts: [String] = []
            while !check(")"), !atEnd {
                // `(letter: String, cities: [City])`: labels are kept in the text.
                var label = ""
                if case let .identifier(l) = current.kind, peekKind() == .punct(":") {
                    advance(); advance()
                    label = l + ": "
                }
                parts.append(label + (try parseType().text))
                if !consume(",") { break }
            }
            try expect(")", closing: "(")
            text += "(\(parts.joined(separator: ", ")))"
        } else {
            var name = try expectIdentifier("a type")
            // `SwiftUI.View`, `Foundation.Date`: a module the dialect imports qualifies nothing more.
            if dialect.importableModules.contains(name), check("."), case let .identifier(n) = peekKind() { advance(); advance(); name = n }
            text += name
            while check("."), case let .identifier(n) = peekKind() { advance(); advance(); text += "." + n }
            if check("<"), !current.spaceBefore {
                advance()
                var args: [String] = []
                repeat { args.append(try parseType().text) } while consume(",")
                try expect(">", closing: "<")
                text += "<\(args.joined(separator: ", "))>"
            }
        }
        while !current.spaceBefore, check("?") || check("!") { text += advance().text }
        while check("&") { advance(); text += " & " + (try parseType().text) }
        // A function type: `(Item) -> Void`, `() async throws -> Content`.
        skipEffects()
        if check("->") {
            advance()
            text += " -> " + (try parseType().text)
        }
        return TypeRef(text: text, location: start)
    }
}
