import ViewTree

extension Parser {
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "static", "mutating",
    ]

    mutating func parseTopLevel(into program: inout Program) throws {
        let attributes = parseAttributes()
        skipDeclarationModifiers()
        let start = current.location
        switch current.kind {
        case .keyword("import"):
            advance()
            _ = try expectIdentifier("a module name")
        case .keyword("struct"):
            try parseStruct(into: &program)
        case .keyword("func"):
            program.functions.append(try parseFunction())
        case .keyword("let"), .keyword("var"):
            program.globals.append(try parseStatement())
        case .keyword(let kw) where ["class", "enum", "protocol", "extension"].contains(kw):
            throw fail(.unsupportedKeyword(kw))
        case .identifier("scene"):
            let stmt = try parseStatement()
            guard case let .expr(expr) = stmt.kind, case let .call(_, args, trailing) = expr.kind,
                  args.count == 1, case let .string(parts) = args[0].value.kind, trailing.count == 1,
                  let title = Parser.literalText(parts) else {
                throw fail(.expected(what: "'scene(\"title\") { … }'", found: "scene"), at: start)
            }
            program.scenes.append(SceneDecl(title: title, body: trailing[0].closure.body, location: start))
        default:
            _ = attributes
            throw fail(.expectedDeclaration(found: current.text))
        }
    }

    static func literalText(_ parts: [InterpolatedPart]) -> String? {
        var text = ""
        for part in parts {
            guard case let .text(t) = part else { return nil }
            text += t
        }
        return text
    }

    mutating func parseAttributes() -> [String] {
        var attributes: [String] = []
        while case let .attribute(name) = current.kind {
            advance()
            attributes.append(name)
            // `@available(...)`-style arguments are skipped.
            if check("("), !current.spaceBefore { skipBalanced() }
        }
        return attributes
    }

    mutating func skipDeclarationModifiers() {
        while case let .keyword(kw) = current.kind, Parser.declarationModifiers.contains(kw) {
            advance()
            if check("(") { skipBalanced() } // `private(set)`
        }
    }

    /// Skips a bracketed group starting at the current opener.
    mutating func skipBalanced() {
        var nesting = 0
        repeat {
            switch current.kind {
            case .punct("("), .punct("["), .punct("{"): nesting += 1
            case .punct(")"), .punct("]"), .punct("}"): nesting -= 1
            default: break
            }
            advance()
        } while nesting > 0 && !atEnd
    }

    mutating func parseStruct(into program: inout Program) throws {
        let start = current.location
        advance() // struct
        let name = try expectIdentifier("a struct name")
        var conformances: [String] = []
        if consume(":") {
            repeat { conformances.append(try parseType().text) } while consume(",")
        }
        let open = current.location
        try expect("{")
        try enter()
        defer { leave() }
        var decl = StructDecl(name: name, conformances: conformances, properties: [], functions: [], location: start)
        while !check("}"), !atEnd, !aborted {
            let before = position
            do {
                try parseMember(into: &decl, program: &program)
            } catch {
                if aborted { throw error }
                synchronize(statementStart: before)
            }
            if position == before { advance() }
        }
        if !consume("}") {
            report(.expectedClosing(close: "}", opener: "struct \(name) {"), at: open)
        }
        program.structs.append(decl)
    }

    mutating func parseMember(into decl: inout StructDecl, program: inout Program) throws {
        let attributes = parseAttributes()
        skipDeclarationModifiers()
        switch current.kind {
        case .keyword("let"), .keyword("var"):
            decl.properties.append(try parseProperty(attributes: attributes))
        case .keyword("func"):
            decl.functions.append(try parseFunction())
        case .keyword("struct"):
            try parseStruct(into: &program)
        case .keyword("init"), .identifier("init"):
            throw fail(.unsupportedKeyword("init"))
        case .keyword(let kw) where ["class", "enum", "protocol", "extension"].contains(kw):
            throw fail(.unsupportedKeyword(kw))
        default:
            throw fail(.expected(what: "a property or 'func'", found: current.text))
        }
    }

    mutating func parseProperty(attributes: [String]) throws -> PropertyDecl {
        let start = current.location
        let isLet = checkKeyword("let")
        advance()
        let name = try expectIdentifier("a property name")
        var type: TypeRef?
        if consume(":") { type = try parseType() }
        var value: Expr?
        var getter: [Stmt]?
        if consume("=") {
            value = try parseExpression()
        } else if check("{") {
            getter = try parseBlock(opener: "\(name) {")
        }
        return PropertyDecl(name: name, isLet: isLet, attributes: attributes, type: type,
                            defaultValue: value, getter: getter, location: start)
    }

    mutating func parseFunction() throws -> FuncDecl {
        let start = current.location
        advance() // func
        let name = try expectIdentifier("a function name")
        let open = current.location
        try expect("(")
        var parameters: [FuncDecl.Parameter] = []
        while !check(")") {
            var label: String? = try parseParameterName()
            var local = label ?? "_"
            if case .identifier = current.kind { local = try expectIdentifier("a parameter name") }
            else if label == nil { throw fail(.expected(what: "a parameter name", found: current.text)) }
            if label == "_" { label = nil }
            try expect(":")
            let type = try parseType()
            var value: Expr?
            if consume("=") { value = try parseExpression() }
            parameters.append(.init(label: label, name: local, type: type, defaultValue: value))
            if !consume(",") { break }
        }
        if !consume(")") { throw fail(.expectedClosing(close: ")", opener: "\(name)("), at: open) }
        var returnType: TypeRef?
        if consume("->") { returnType = try parseType() }
        let body = try parseBlock(opener: "\(name)(")
        return FuncDecl(name: name, parameters: parameters, returnType: returnType, body: body, location: start)
    }

    private mutating func parseParameterName() throws -> String? {
        if case let .identifier(n) = current.kind { advance(); return n }
        throw fail(.expected(what: "a parameter name", found: current.text))
    }

    /// A type, kept as text: `some View`, `Namespace.ID`, `[Track]`, `[String: Int]`, `Track?`.
    mutating func parseType() throws -> TypeRef {
        let start = current.location
        var text = ""
        if consumeKeyword("some") { text = "some " }
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
            text += try expectIdentifier("a type")
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
        return TypeRef(text: text, location: start)
    }
}
