/// What is written before a declaration: attributes (`@State`, `@Environment(\.dismiss)`,
/// `@FocusState.Binding`) and modifiers (`private(set)`, `static`, `lazy`).
extension Parser {
    /// `@State`, `@Environment(\.colorScheme)`, `@AppStorage("key")`: names, with the
    /// arguments written after them.
    package mutating func parseAttributes() -> (names: [String], arguments: [String: [Argument]]) {
        var names: [String] = []
        var arguments: [String: [Argument]] = [:]
        while case var .attribute(name) = current.kind {
            advance()
            // `@FocusState.Binding`, `@Environment.Something`: the wrapper's nested type.
            while check("."), !current.spaceBefore, case let .identifier(inner) = peekKind() {
                advance()
                advance()
                name += "." + inner
            }
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
    package mutating func parseDeclarationModifiers() -> Set<String> {
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
    func startsDeclaration(after ahead: Int) -> Bool {
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
}
