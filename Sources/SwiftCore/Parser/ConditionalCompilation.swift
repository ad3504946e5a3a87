
/// `#if os(iOS)` … `#elseif` … `#else` … `#endif`, resolved on tokens before parsing: the
/// tokens of branches not taken are dropped. A scene is compiled as an iPhone app built for
/// debugging: the conditions that hold are in `holds(_:)` (docs/scene-language.md).
package enum ConditionalCompilation {
    /// The tokens with every `#if` block resolved; an unbalanced block is reported.
    package static func resolve(_ tokens: [Token], dialect: Dialect, diagnostics: inout [Diagnostic]) -> [Token] {
        guard tokens.contains(where: { $0.kind == .punct("#") }) else { return tokens }
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        // One entry per open `#if`: whether the branch now read is kept, and whether one was.
        var stack: [(keeping: Bool, taken: Bool, start: Token)] = []
        var i = 0
        func active() -> Bool { stack.allSatisfy(\.keeping) }
        while i < tokens.count {
            let t = tokens[i]
            guard t.kind == .punct("#"), i + 1 < tokens.count, let directive = directiveName(tokens[i + 1].kind) else {
                if active() || t.kind == .eof { out.append(t) }
                i += 1
                continue
            }
            // The condition runs to the end of the line.
            var end = i + 2
            while end < tokens.count, !tokens[end].newlineBefore, tokens[end].kind != .eof { end += 1 }
            let condition = Array(tokens[(i + 2)..<end])
            switch directive {
            case "if":
                let holds = evaluate(condition, dialect: dialect)
                stack.append((holds, holds, t))
            case "elseif", "else":
                guard var top = stack.popLast() else {
                    diagnostics.append(Diagnostic(.unbalancedConditional("#" + directive), at: t.location))
                    break
                }
                let holds = !top.taken && (directive == "else" || evaluate(condition, dialect: dialect))
                top.keeping = holds
                top.taken = top.taken || holds
                stack.append(top)
            default: // endif
                if stack.popLast() == nil {
                    diagnostics.append(Diagnostic(.unbalancedConditional("#endif"), at: t.location))
                }
            }
            i = end
        }
        if let open = stack.first { diagnostics.append(Diagnostic(.unbalancedConditional("#if"), at: open.start.location)) }
        return out
    }

    private static func directiveName(_ kind: TokenKind) -> String? {
        switch kind {
        case .keyword("if"), .keyword("else"): return kind.text
        case .identifier("elseif"), .identifier("endif"): return kind.text
        default: return nil
        }
    }

    /// Evaluates `os(iOS)`, `canImport(UIKit)`, `DEBUG`, `targetEnvironment(simulator)`,
    /// `swift(>=5.9)`, with `!`, `&&`, `||` and parentheses.
    package static func evaluate(_ tokens: [Token], dialect: Dialect) -> Bool {
        var p = 0
        func peek() -> TokenKind { p < tokens.count ? tokens[p].kind : .eof }
        func or() -> Bool {
            var v = and()
            while peek() == .punct("||") { p += 1; let r = and(); v = v || r }
            return v
        }
        func and() -> Bool {
            var v = unary()
            while peek() == .punct("&&") { p += 1; let r = unary(); v = v && r }
            return v
        }
        func unary() -> Bool {
            if peek() == .punct("!") { p += 1; return !unary() }
            if peek() == .punct("(") {
                p += 1
                let v = or()
                if peek() == .punct(")") { p += 1 }
                return v
            }
            guard case let .identifier(name) = peek() else {
                if peek() == .keyword("true") { p += 1; return true }
                if peek() == .keyword("false") { p += 1; return false }
                p += 1
                return false
            }
            p += 1
            var argument = ""
            if peek() == .punct("(") {
                p += 1
                var depth = 1
                while p < tokens.count, depth > 0 {
                    if peek() == .punct("(") { depth += 1 }
                    if peek() == .punct(")") { depth -= 1; if depth == 0 { break } }
                    argument += tokens[p].kind.text
                    p += 1
                }
                p += 1
            }
            return holds(name, argument, dialect: dialect)
        }
        return or()
    }

    /// What holds: the dialect's platform and modules, in a debug build, not on a simulator,
    /// on arm64, with a current Swift.
    package static func holds(_ name: String, _ argument: String, dialect: Dialect) -> Bool {
        switch name {
        case "os": return argument == dialect.platform
        case "canImport": return dialect.importableModules.contains(argument)
        case "targetEnvironment": return false
        case "swift", "compiler": return argument.hasPrefix(">=") || argument.hasPrefix(">")
        case "arch": return argument == "arm64"
        case "DEBUG": return true
        default: return false
        }
    }
}
