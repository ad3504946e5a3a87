
extension Parser {
    /// Words that may precede a declaration and change nothing the evaluator models. Some
    /// are keywords; the rest (`final`, `lazy`, …) are identifiers, taken as modifiers only
    /// when a declaration follows.
    package static let declarationModifiers: Set<String> = [
        "private", "fileprivate", "public", "internal", "static", "mutating", "final", "open", "override",
        "required", "convenience", "lazy", "weak", "unowned", "nonisolated", "dynamic", "nonmutating",
        "class", "indirect",
    ]
    /// Declarations Swift has that views do not use: an error naming them.
    package static let unsupportedDeclarations: Set<String> = ["actor", "macro", "precedencegroup", "operator"]
    package static let declarationKeywords: Set<String> = ["struct", "class", "func", "let", "var", "init", "enum", "protocol", "extension"]

    package mutating func parseTopLevel(into program: inout Program) throws {
        let attributes = parseAttributes()
        let modifiers = parseDeclarationModifiers()
        let start = current.location
        switch current.kind {
        case .keyword("import"):
            advance()
            _ = try expectIdentifier("a module name")
            while check("."), case .identifier = peekKind() { advance(); advance() }
        case .keyword("struct"), .keyword("class"), .keyword("enum"), .keyword("protocol"), .keyword("extension"):
            try parseType(attributes: attributes.names, parent: nil, into: &program)
        case .keyword("func"):
            var fn = try parseFunction()
            fn.isResultBuilder = !dialect.resultBuilders.isDisjoint(with: attributes.names)
            program.functions.append(fn)
        case .keyword("let"), .keyword("var"):
            _ = modifiers
            program.globals.append(try parseStatement())
        case .punct("#") where isDialectMacro(peekKind()):
            program.macros.append(try parseMacroBlock())
        case .identifier("typealias"):
            try skipTypealias()
        case .identifier(let word) where Parser.unsupportedDeclarations.contains(word) && peekIsName():
            throw fail(unsupported(word))
        case let .identifier(call) where dialect.topLevelCalls.contains(call):
            let stmt = try parseStatement()
            guard case let .expr(expr) = stmt.kind, case let .call(_, args, trailing) = expr.kind,
                  args.count == 1, case let .string(parts) = args[0].value.kind, trailing.count == 1,
                  let title = Parser.literalText(parts) else {
                throw fail(.expected(what: "'\(call)(\"title\") { … }'", found: call), at: start)
            }
            program.blocks.append(TitledBlock(call: call, title: title, body: trailing[0].closure.body, location: start))
        case let .identifier(command) where dialect.blockCommands.contains(command) && dialect.topLevelCalls.count == 1:
            // `sources("*.swift")` above the scene: it belongs inside the scene's block.
            throw fail(.commandOutsideBlock(command, call: dialect.topLevelCalls.first ?? ""))
        default:
            throw fail(.expectedDeclaration(found: current.text, topLevel: dialect.topLevelCalls.sorted()))
        }
    }

    package static func literalText(_ parts: [InterpolatedPart]) -> String? {
        var text = ""
        for part in parts {
            guard case let .text(t) = part else { return nil }
            text += t
        }
        return text
    }

    /// `typealias Name = Type`, and a generic one's `where` clause to the end of its line:
    /// accepted; types are not checked.
    package mutating func skipTypealias() throws {
        advance()
        _ = try expectIdentifier("a type name")
        _ = try parseGenericParameters()
        try expect("=")
        _ = try parseType()
        if checkKeyword("where") {
            advance()
            while !atEnd, !current.newlineBefore { advance() }
        }
    }

    /// Whether the next token is a name (`actor Counter`), so the current word declares one.
    package func peekIsName() -> Bool {
        if case .identifier = peekKind() { return true }
        return false
    }

    /// Skips a bracketed group starting at the current opener.
    package mutating func skipBalanced() {
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
    package mutating func parseGenericParameters() throws -> [String] {
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
    package mutating func skipWhereClause() {
        guard checkKeyword("where") else { return }
        while !check("{"), !atEnd { advance() }
    }

    /// `struct Name<…>: Conformances { members }`, or the same with `class`, `enum`,
    /// `protocol` or `extension` (whose name is the type it extends).
    package mutating func parseType(attributes: [String], parent: String?, into program: inout Program) throws {
        let start = current.location
        let keyword = current.text
        let kind: TypeDecl.Kind = switch keyword {
        case "class": .classType
        case "enum": .enumeration
        case "protocol": .protocolType
        default: .structure
        }
        advance()
        var name = try expectIdentifier("a \(keyword) name")
        // `extension Array where Element == Item`, `extension Foo.Bar`.
        while keyword == "extension", check("."), case let .identifier(n) = peekKind() { advance(); advance(); name += "." + n }
        let generics = try parseGenericParameters()
        var conformances: [String] = []
        if consume(":") {
            // `Manages & ObservableObject`: a composition conforms to each protocol in it.
            repeat {
                conformances += try parseType().text.components(separatedBy: " & ")
            } while consume(",")
        }
        skipWhereClause()
        let open = current.location
        try expect("{")
        try enter()
        defer { leave() }
        var decl = TypeDecl(kind: kind, name: name, genericParameters: generics, conformances: conformances,
                            attributes: attributes, properties: [], functions: [], parent: keyword == "extension" ? nil : parent,
                            location: start)
        while !check("}"), !atEnd, !aborted {
            let before = position
            do {
                try parseMember(into: &decl, isProtocol: kind == .protocolType, program: &program)
            } catch {
                if aborted { throw error }
                synchronize(statementStart: before)
            }
            if position == before { advance() }
        }
        if !consume("}") {
            report(.expectedClosing(close: "}", opener: "\(keyword) \(name) {"), at: open)
        }
        if keyword == "extension" { program.extensions.append(decl) } else { program.types.append(decl) }
    }

    /// Whether `kind` names one of the dialect's freestanding macros (after its `#`).
    package func isDialectMacro(_ kind: TokenKind) -> Bool {
        if case let .identifier(name) = kind { return dialect.freestandingMacros.contains(name) }
        return false
    }

    /// `#Name { … }`, `#Name("Dark") { … }`, `#Name(traits: …) { … }`: a freestanding macro
    /// of the dialect with a body.
    package mutating func parseMacroBlock() throws -> MacroBlock {
        let start = current.location
        advance()
        let macro = advance().text
        var name: String?
        if check("("), !current.spaceBefore {
            let args = try parseArguments(open: "(", close: ")", callee: Expr(kind: .identifier(macro), location: start))
            if let first = args.first, first.label == nil, case let .string(parts) = first.value.kind { name = Parser.literalText(parts) }
        }
        let open = current.location
        try expect("{")
        try enter()
        defer { leave() }
        // `@Previewable @State var isOn = true`: the preview's own state, declared first.
        var properties: [PropertyDecl] = []
        while case .attribute("Previewable") = current.kind {
            let propertyStart = current.location
            let attributes = parseAttributes()
            guard checkKeyword("var") || checkKeyword("let") else {
                throw fail(.expected(what: "'var' after '@Previewable'", found: current.text), at: current.location)
            }
            var property = try parseProperty(attributes: attributes.names.filter { $0 != "Previewable" })
            property.attributeArguments = attributes.arguments
            property.location = propertyStart
            properties.append(property)
            _ = consume(";")
        }
        let body = parseStatements()
        if !consume("}") { throw fail(.expectedClosing(close: "}", opener: "#" + macro), at: open) }
        var block = MacroBlock(macro: macro, name: name, body: body, location: start)
        block.properties = properties
        return block
    }

    package mutating func parseMember(into decl: inout TypeDecl, isProtocol: Bool, program: inout Program) throws {
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
            property.isLazy = modifiers.contains("lazy")
            property.location = start
            // A protocol's `var title: String { get }` is a requirement, not a property.
            if !isProtocol || property.defaultValue != nil { decl.properties.append(property) }
        case .keyword("func"):
            var fn = try parseFunction(requirement: isProtocol)
            fn.isStatic = isStatic
            fn.isMutating = modifiers.contains("mutating")
            fn.isResultBuilder = !dialect.resultBuilders.isDisjoint(with: attributes.names)
            if !isProtocol { decl.functions.append(fn) }
        case .keyword("case") where decl.isEnum:
            decl.cases += try parseEnumCases()
        case .keyword("struct"), .keyword("class"), .keyword("enum"), .keyword("protocol"):
            // The outer types' whole path (`Strings.Settings`), so a name nested at any depth
            // is found as SwiftGen's code writes it (`Strings.Settings.About.version`).
            try parseType(attributes: attributes.names, parent: (decl.parent.map { $0 + "." } ?? "") + decl.name, into: &program)
        case .identifier("init"):
            let fn = try parseInitializer(requirement: isProtocol)
            if !isProtocol { decl.initializers.append(fn) }
        case .identifier("associatedtype"):
            advance()
            while !current.newlineBefore, !atEnd, !check("}") { advance() }
        case .identifier("subscript"):
            // Parsed and kept out of reach: a scene that calls it is told so.
            advance()
            _ = try parseParameters(opener: "subscript(")
            if consume("->") { _ = try parseType() }
            if check("{") { skipBalanced() }
        case .identifier("typealias"):
            try skipTypealias()
        case .identifier("deinit"):
            advance()
            _ = try parseBlock(opener: "deinit")
        case .keyword("extension"):
            throw fail(unsupported("extension"))
        default:
            throw fail(.expected(what: "a property, 'func' or 'init'", found: current.text))
        }
    }

    package mutating func parseProperty(attributes: [String]) throws -> PropertyDecl {
        let start = current.location
        let isLet = checkKeyword("let")
        advance()
        let name = try expectIdentifier("a property name")
        var type: TypeRef?
        if consume(":") { type = try parseType() }
        var property = PropertyDecl(name: name, isLet: isLet, attributes: attributes, type: type,
                                    defaultValue: nil, getter: nil, location: start)
        if consume("=") { property.defaultValue = try parseExpression() }
        if check("{"), !(property.defaultValue != nil && current.newlineBefore) {
            if atAccessor(peekKind()) {
                try parseAccessors(into: &property)
            } else {
                property.getter = try parseBlock(opener: "\(name) {")
            }
        }
        return property
    }

    private func atAccessor(_ kind: TokenKind) -> Bool {
        if case let .identifier(w) = kind { return ["get", "set", "willSet", "didSet", "mutating", "nonmutating"].contains(w) }
        return false
    }

    /// `{ get { … } set { … } }`, `{ get set }` (a requirement), `{ didSet { … } }`.
    private mutating func parseAccessors(into property: inout PropertyDecl) throws {
        let open = current.location
        advance() // {
        while !check("}"), !atEnd {
            _ = parseAttributes()
            while case let .identifier(w) = current.kind, w == "mutating" || w == "nonmutating" { advance() }
            guard case let .identifier(accessor) = current.kind else { throw fail(.expected(what: "'get', 'set', 'willSet' or 'didSet'", found: current.text)) }
            advance()
            var parameter: String?
            if consume("(") { parameter = try expectIdentifier("a name"); try expect(")") }
            skipEffects()
            let body = check("{") ? try parseBlock(opener: accessor) : nil
            switch accessor {
            case "get": property.getter = body ?? []
            case "set":
                property.setter = body ?? []
                if let parameter { property.setterParameter = parameter }
            case "willSet": property.willSet = body
            case "didSet": property.didSet = body
            default: throw fail(.expected(what: "'get', 'set', 'willSet' or 'didSet'", found: accessor))
            }
        }
        if !consume("}") { throw fail(.expectedClosing(close: "}", opener: "\(property.name) {"), at: open) }
    }

    /// `case a, b`, `case loaded(Item)`, `case error(message: String)`, `case gold = "Gold"`.
    package mutating func parseEnumCases() throws -> [EnumCaseDecl] {
        advance() // case
        var cases: [EnumCaseDecl] = []
        repeat {
            let loc = current.location
            let name: String
            switch current.kind {
            case let .identifier(n), let .keyword(n): advance(); name = n
            default: throw fail(.expected(what: "a case name", found: current.text))
            }
            var parameters: [(label: String?, type: TypeRef)] = []
            if consume("(") {
                while !check(")"), !atEnd {
                    var label: String?
                    if case let .identifier(l) = current.kind, peekKind() == .punct(":") { advance(); advance(); label = l }
                    else if case .identifier("_") = current.kind, case .identifier = peekKind(), peekKind(2) == .punct(":") { advance(); advance(); advance() }
                    parameters.append((label, try parseType()))
                    if consume("=") { _ = try parseExpression() }
                    if !consume(",") { break }
                }
                try expect(")", closing: "\(name)(")
            }
            var raw: Expr?
            if consume("=") { raw = try parseExpression() }
            cases.append(EnumCaseDecl(name: name, rawValue: raw, parameters: parameters, location: loc))
        } while consume(",")
        return cases
    }
}
