import ViewTree

extension Parser {
    /// Words that may precede a declaration and change nothing the evaluator models. Some
    /// are keywords; the rest (`final`, `lazy`, …) are identifiers, taken as modifiers only
    /// when a declaration follows.
    static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "static", "mutating", "final", "open", "override",
        "required", "convenience", "lazy", "weak", "unowned", "nonisolated", "dynamic", "nonmutating",
        "class", "indirect",
    ]
    /// Declarations Swift has that views do not use: an error naming them.
    static let unsupportedDeclarations: Set<String> = ["actor", "macro", "precedencegroup", "operator"]
    static let declarationKeywords: Set<String> = ["struct", "class", "func", "let", "var", "init", "enum", "protocol", "extension"]

    mutating func parseTopLevel(into program: inout Program) throws {
        let attributes = parseAttributes()
        let modifiers = parseDeclarationModifiers()
        let start = current.location
        switch current.kind {
        case .keyword("import"):
            advance()
            _ = try expectIdentifier("a module name")
            while check("."), case .identifier = peekKind() { advance(); advance() }
        case .keyword("struct"), .keyword("class"):
            try parseType(attributes: attributes.names, into: &program)
        case .keyword("func"):
            var fn = try parseFunction()
            fn.isViewBuilder = attributes.names.contains("ViewBuilder")
            program.functions.append(fn)
        case .keyword("let"), .keyword("var"):
            _ = modifiers
            program.globals.append(try parseStatement())
        case .keyword(let kw) where ["enum", "protocol", "extension"].contains(kw):
            throw fail(.unsupportedKeyword(kw))
        case .identifier("typealias"):
            try skipTypealias()
        case .identifier(let word) where Parser.unsupportedDeclarations.contains(word) && peekIsName():
            throw fail(.unsupportedKeyword(word))
        case .identifier("scene"):
            let stmt = try parseStatement()
            guard case let .expr(expr) = stmt.kind, case let .call(_, args, trailing) = expr.kind,
                  args.count == 1, case let .string(parts) = args[0].value.kind, trailing.count == 1,
                  let title = Parser.literalText(parts) else {
                throw fail(.expected(what: "'scene(\"title\") { … }'", found: "scene"), at: start)
            }
            program.scenes.append(SceneDecl(title: title, body: trailing[0].closure.body, location: start))
        default:
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

    /// `@State`, `@Environment(\.colorScheme)`, `@AppStorage("key")`: names, with the
    /// arguments written after them.
    mutating func parseAttributes() -> (names: [String], arguments: [String: [Argument]]) {
        var names: [String] = []
        var arguments: [String: [Argument]] = [:]
        while case let .attribute(name) = current.kind {
            advance()
            names.append(name)
            if check("("), !current.spaceBefore {
                let start = position
                if let args = try? parseArguments(open: "(", close: ")", callee: Expr(kind: .identifier(name), location: current.location)) {
                    arguments[name] = args
                } else {
                    position = start
                    skipBalanced()
                }
            }
        }
        return (names, arguments)
    }

    /// Skips access levels and the like: `private(set)`, `static`, `final`, `lazy`.
    /// Returns the words read.
    mutating func parseDeclarationModifiers() -> Set<String> {
        var words: Set<String> = []
        while true {
            let word: String
            switch current.kind {
            case let .keyword(kw) where Parser.declarationModifiers.contains(kw): word = kw
            case let .identifier(id) where Parser.declarationModifiers.contains(id) && startsDeclaration(after: 1): word = id
            default: return words
            }
            // `class func` is a modifier; `class Name` declares a class.
            if word == "class", case .identifier = peekKind() { return words }
            advance()
            words.insert(word)
            if check("("), !current.spaceBefore { skipBalanced() } // `private(set)`
        }
    }

    /// Whether the token `ahead` starts a declaration (another modifier, an attribute or a
    /// declaration keyword).
    private func startsDeclaration(after ahead: Int) -> Bool {
        var i = ahead
        while true {
            switch peekKind(i) {
            case .punct("("): return true // `private(set)`
            case let .keyword(k), let .identifier(k):
                if Parser.declarationKeywords.contains(k) { return true }
                if Parser.declarationModifiers.contains(k) { i += 1; continue }
                return false
            case .attribute: return true
            default: return false
            }
        }
    }

    /// `typealias Name = Type`: accepted; types are not checked.
    mutating func skipTypealias() throws {
        advance()
        _ = try expectIdentifier("a type name")
        _ = try parseGenericParameters()
        try expect("=")
        _ = try parseType()
    }

    /// Whether the next token is a name (`actor Counter`), so the current word declares one.
    func peekIsName() -> Bool {
        if case .identifier = peekKind() { return true }
        return false
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

    /// `<Content: View, T>`: the parameter names.
    mutating func parseGenericParameters() throws -> [String] {
        guard check("<") else { return [] }
        advance()
        var names: [String] = []
        var depth = 1
        var expectName = true
        while depth > 0, !atEnd {
            switch current.kind {
            case .punct("<"): depth += 1
            case .punct(">"): depth -= 1
            case .punct(","): if depth == 1 { expectName = true }
            case let .identifier(n) where expectName && depth == 1: names.append(n); expectName = false
            default: break
            }
            advance()
        }
        return names
    }

    /// `where Content: View` before a body: skipped, constraints are not checked.
    mutating func skipWhereClause() {
        guard checkKeyword("where") else { return }
        while !check("{"), !atEnd { advance() }
    }

    /// `struct Name<…>: Conformances { members }` or the same with `class`.
    mutating func parseType(attributes: [String], into program: inout Program) throws {
        let start = current.location
        let isClass = checkKeyword("class")
        let keyword = isClass ? "class" : "struct"
        advance()
        let name = try expectIdentifier("a \(keyword) name")
        let generics = try parseGenericParameters()
        var conformances: [String] = []
        if consume(":") {
            repeat { conformances.append(try parseType().text) } while consume(",")
        }
        skipWhereClause()
        let open = current.location
        try expect("{")
        try enter()
        defer { leave() }
        var decl = TypeDecl(kind: isClass ? .classType : .structure, name: name, genericParameters: generics,
                            conformances: conformances, attributes: attributes, properties: [], functions: [], location: start)
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
            report(.expectedClosing(close: "}", opener: "\(keyword) \(name) {"), at: open)
        }
        program.types.append(decl)
    }

    mutating func parseMember(into decl: inout TypeDecl, program: inout Program) throws {
        if consume(";") { return }
        let start = current.location
        let attributes = parseAttributes()
        let modifiers = parseDeclarationModifiers()
        let isStatic = modifiers.contains("static") || modifiers.contains("class")
        switch current.kind {
        case .keyword("let"), .keyword("var"):
            var property = try parseProperty(attributes: attributes.names)
            property.attributeArguments = attributes.arguments
            property.isStatic = isStatic
            property.location = start
            decl.properties.append(property)
        case .keyword("func"):
            var fn = try parseFunction()
            fn.isStatic = isStatic
            fn.isMutating = modifiers.contains("mutating")
            fn.isViewBuilder = attributes.names.contains("ViewBuilder")
            decl.functions.append(fn)
        case .keyword("struct"), .keyword("class"):
            try parseType(attributes: attributes.names, into: &program)
        case .identifier("init"):
            decl.initializers.append(try parseInitializer())
        case .identifier("typealias"):
            try skipTypealias()
        case .identifier("deinit"):
            advance()
            _ = try parseBlock(opener: "deinit")
        case .keyword(let kw) where ["enum", "protocol", "extension"].contains(kw):
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
}
