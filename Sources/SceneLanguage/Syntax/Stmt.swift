import Foundation
import ViewTree

/// A statement in a body, a builder, a closure, a layout or a timeline.
struct Stmt: Sendable {
    indirect enum Kind: Sendable {
        case expr(Expr)
        case binding(isLet: Bool, name: String, type: TypeRef?, value: Expr?)
        /// `x = e`, `x += e`, `x -= e`.
        case assign(target: Expr, op: String, value: Expr)
        case ifStmt(conditions: [Condition], then: [Stmt], otherwise: [Stmt]?)
        /// `guard conditions else { … }`: the else block must leave (`return`).
        case guardStmt(conditions: [Condition], otherwise: [Stmt])
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

    /// The labels of a tuple type, or of an array of them: `[(letter: String, cities: [City])]`
    /// → `["letter", "cities"]`. Swift gives an unlabelled tuple these labels when it is
    /// returned as this type; nil when the type is no labelled tuple.
    var tupleLabels: [String]? {
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
}
