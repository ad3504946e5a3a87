import Foundation

/// A statement in a body, a builder, a closure, a layout or a timeline.
package struct Stmt: Sendable {
    package indirect enum Kind: Sendable {
        case expr(Expr)
        case binding(isLet: Bool, name: String, type: TypeRef?, value: Expr?)
        /// `let (a, b) = pair`, `var (x, y) = (0, 0)`.
        case destructure(Pattern, value: Expr)
        /// `x = e`, `x += e`, `x -= e`.
        case assign(target: Expr, op: String, value: Expr)
        case ifStmt(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
        /// `guard conditions else { … }`: the else block must leave (`return`).
        case guardStmt(conditions: [Condition], otherwise: [Stmt])
        case switchStmt(subject: Expr, cases: [SwitchCase])
        case returnStmt(Expr?)
        /// `for pattern in sequence where condition { … }`, optionally labelled.
        case forIn(pattern: Pattern, sequence: Expr, whereClause: Expr?, body: [Stmt], label: String?)
        case whileLoop(conditions: [Condition], body: [Stmt], label: String?)
        /// `repeat { … } while condition`.
        case repeatWhile(body: [Stmt], condition: Expr, label: String?)
        case breakStmt(label: String?)
        case continueStmt(label: String?)
        case fallthroughStmt
        /// `do { … } catch { … }`: the body runs; what it throws is the app's, never the scene's.
        case doCatch(body: [Stmt], catches: [CatchClause])
        case deferStmt([Stmt])
        case throwStmt(Expr)
        /// `var a = 1, b = 2`: several declarations in one statement.
        case group([Stmt])
    }

    package var kind: Kind
    package var location: SourceLocation

    package init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

/// One clause of an `if`, `guard` or `while`: a Boolean expression, an optional binding,
/// or a pattern match.
package enum Condition: Sendable {
    case expr(Expr)
    /// `if let x {` (value nil) or `if let x = e {`.
    case optionalBinding(name: String, value: Expr?, location: SourceLocation)
    /// `if case .loaded(let item) = state {`.
    case pattern(Pattern, Expr)
    /// `if #available(iOS 17, *)` (`#unavailable` when `negated`): whether the scene's iOS
    /// (`Interpreter.iosVersion`) is at least `iOS`; true when no iOS version is written.
    case available(iOS: Double?, negated: Bool)
}

/// What a `case`, `if case`, `for` or `let` matches: Swift's patterns.
package indirect enum Pattern: Sendable {
    /// `_`
    case wildcard
    /// `let x` (or `x` inside a `let` pattern): binds the value.
    case binding(String)
    /// A value the subject is compared with: equal to it, or within it (`case 0..<5`).
    case value(Expr)
    /// `(a, b)`, `(0, _)`.
    case tuple([Pattern])
    /// `.loaded(let item)`, `Tab.home`, `.some(let x)`: a case, with patterns for its
    /// associated values (nil: matched whatever they are).
    case enumCase(name: String, arguments: [(label: String?, pattern: Pattern)]?)
    /// `let x?`: a value that is not nil, bound.
    case optional(Pattern)
    /// `is Item`, `let x as Item`.
    case type(String, bind: Pattern?)
}

/// `case .a, .b where …:` (patterns) or `default:` (no patterns).
package struct SwitchCase: Sendable {
    package var patterns: [Pattern]
    package var guardExpr: Expr? = nil
    package var body: [Stmt]
    package var location: SourceLocation
    package var isDefault: Bool { patterns.isEmpty }

    package init(patterns: [Pattern], guardExpr: Expr? = nil, body: [Stmt], location: SourceLocation) {
        self.patterns = patterns
        self.guardExpr = guardExpr
        self.body = body
        self.location = location
    }
}

/// A type annotation, kept as written: `Namespace.ID`, `[Track]`, `CardItem?`, `some View`.
package struct TypeRef: Sendable, CustomStringConvertible {
    package var text: String
    package var location: SourceLocation
    package var description: String { text }

    /// The base name without optionality or `some`: `CardItem?` → `CardItem`.
    package var baseName: String {
        var t = text
        if t.hasPrefix("some ") { t.removeFirst(5) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return t
    }
    package var isOptional: Bool { text.utf8.last == 0x3F }  // "?"

    /// The name without generic arguments: `Set<String>` → `Set`.
    package var genericBase: String {
        let b = baseName
        return b.firstIndex(of: "<").map { String(b[..<$0]) } ?? b
    }

    /// The labels of a tuple type, or of an array of them: `[(letter: String, cities: [City])]`
    /// → `["letter", "cities"]`. Swift gives an unlabelled tuple these labels when it is
    /// returned as this type; nil when the type is no labelled tuple.
    package var tupleLabels: [String]? {
        var t = baseName
        while t.hasPrefix("["), t.hasSuffix("]") { t = String(t.dropFirst().dropLast()) }
        guard t.hasPrefix("("), t.hasSuffix(")") else { return nil }
        t = String(t.dropFirst().dropLast())
        var parts: [String] = [], depth = 0, part = ""
        for c in t {
            if "([<".contains(c) { depth += 1 } else if ")]>".contains(c) { depth -= 1 }
            if c == ",", depth == 0 { parts.append(part); part = "" } else { part.append(c) }
        }
        parts.append(part)
        let labels = parts.map { p -> String? in
            let pieces = p.split(separator: ":", maxSplits: 1)
            guard pieces.count == 2 else { return nil }
            let label = pieces[0].trimmingCharacters(in: .whitespaces)
            return label.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? label : nil
        }
        guard labels.count > 1, labels.allSatisfy({ $0 != nil }) else { return nil }
        return labels.compactMap { $0 }
    }

    package init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// `catch Pattern, … where condition { … }`; no patterns: `catch { … }`, which takes any error
/// as `error`.
package struct CatchClause: Sendable {
    package var patterns: [Pattern]
    package var condition: Expr?
    package var body: [Stmt]

    package init(patterns: [Pattern], condition: Expr?, body: [Stmt]) {
        self.patterns = patterns
        self.condition = condition
        self.body = body
    }
}
