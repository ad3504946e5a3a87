import ViewTree

/// A statement in a body, a builder, a closure, a layout or a timeline.
struct Stmt: Sendable {
    indirect enum Kind: Sendable {
        case expr(Expr)
        case binding(isLet: Bool, name: String, type: TypeRef?, value: Expr?)
        /// `x = e`, `x += e`, `x -= e`.
        case assign(target: Expr, op: String, value: Expr)
        case ifStmt(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
        case switchStmt(subject: Expr, cases: [SwitchCase])
        case returnStmt(Expr?)
    }

    var kind: Kind
    var location: SourceLocation
}

/// One clause of an `if`: a Boolean expression, or an optional binding.
enum Condition: Sendable {
    case expr(Expr)
    /// `if let x {` (value nil) or `if let x = e {`.
    case optionalBinding(name: String, value: Expr?, location: SourceLocation)
}

/// `case .a, .b:` (patterns) or `default:` (no patterns).
struct SwitchCase: Sendable {
    var patterns: [Expr]
    var body: [Stmt]
    var location: SourceLocation
    var isDefault: Bool { patterns.isEmpty }
}

/// A type annotation, kept as written: `Namespace.ID`, `[Track]`, `CardItem?`, `some View`.
struct TypeRef: Sendable, CustomStringConvertible {
    var text: String
    var location: SourceLocation
    var description: String { text }

    /// The base name without optionality or `some`: `CardItem?` → `CardItem`.
    var baseName: String {
        var t = text
        if t.hasPrefix("some ") { t.removeFirst(5) }
        while t.hasSuffix("?") || t.hasSuffix("!") { t.removeLast() }
        return t
    }
    var isOptional: Bool { text.hasSuffix("?") }
}
