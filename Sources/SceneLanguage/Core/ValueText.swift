import SwiftCore
import ViewTree

/// Writes a value as the text Swift's interpolation shows (`"\(x)"`), counting every value
/// it visits, so data that shares its parts (`let b = [a, a]`, thirty deep) costs what it
/// would written out, and stops at a limit instead of running for hours.
struct ValueWriter {
    enum Stop: Error {
        /// More values than `limit` were visited.
        case tooManyValues
        /// The text grew past `maxLength` characters.
        case tooLong
    }

    private(set) var text = ""
    private(set) var visited = 0
    let limit: Int
    let maxLength: Int

    init(limit: Int, maxLength: Int) {
        self.limit = limit
        self.maxLength = maxLength
    }

    mutating func write(_ value: Value, quoted: Bool = false) throws(Stop) {
        visited += 1
        if visited > limit { throw .tooManyValues }
        switch value {
        case let .string(s) where quoted: append("\"" + s + "\"")
        case let .array(items), let .set(items):
            append("[")
            for (i, item) in items.enumerated() {
                if i > 0 { append(", ") }
                try write(item, quoted: true)
            }
            append("]")
        case let .tuple(items):
            append("(")
            for (i, item) in items.enumerated() {
                if i > 0 { append(", ") }
                if let label = item.label { append(label + ": ") }
                try write(item.value, quoted: true)
            }
            append(")")
        case let .enumValue(e):
            append(e.caseName)
            if !e.associated.isEmpty {
                append("(")
                for (i, item) in e.associated.enumerated() {
                    if i > 0 { append(", ") }
                    if let label = item.label { append(label + ": ") }
                    try write(item.value, quoted: true)
                }
                append(")")
            }
        case let .instance(inst):
            append(inst.typeName + "(")
            for (i, name) in inst.names.enumerated() {
                if i > 0 { append(", ") }
                append(name + ": ")
                try write(inst.fields[name] ?? Value.none, quoted: true)
            }
            append(")")
        case let .dictionary(pairs):
            append(pairs.isEmpty ? "[:" : "[")
            for (i, pair) in pairs.enumerated() {
                if i > 0 { append(", ") }
                try write(pair.key, quoted: true)
                append(": ")
                try write(pair.value, quoted: true)
            }
            append("]")
        default:
            append(value.scalarText)
        }
        if text.utf8.count > maxLength, text.count > maxLength { throw .tooLong }
    }

    private mutating func append(_ s: String) { text += s }
}

extension Value {
    /// The text of a value that holds no other values.
    var scalarText: String {
        switch self {
        case let .int(i): String(i)
        case let .double(d): String(d)
        case let .bool(b): String(b)
        case let .string(s): s
        case let .host(SwiftUIValue.attributed(t)): t.string
        case let .host(SwiftUIValue.uuid(u)): u
        case .none: "nil"
        case let .enumCase(name, _): name
        case let .range(a, b): "\(a)..<\(b)"
        case let .doubleRange(a, b, closed): "\(a)\(closed ? "..." : "..<")\(b)"
        case let .object(o): "\(o.instance.typeName)#\(o.serial)"
        case let .host(SwiftUIValue.namespace(ns)): ns.name
        case let .host(SwiftUIValue.animation(a)): a.label
        case let .type(name): name
        case let .opaque(name): name
        default: kindDescription
        }
    }

    /// The text a value shows in string interpolation and as an identity or match id: a
    /// String's contents, an Int's digits, a UUID's text. For messages and labels: at most
    /// 10,000 values are written, then "…". Evaluation uses `Interpreter.text(_:)`, which
    /// counts against the step budget.
    var text: String {
        var writer = ValueWriter(limit: 10_000, maxLength: Interpreter.maxStringLength)
        do { try writer.write(self) } catch { return writer.text + "…" }
        return writer.text
    }
}

extension Interpreter {
    /// `"\(value)"`: the value's text, each value visited one step of the budget, the text
    /// at most the string limit.
    func text(_ value: Value) throws -> String {
        var writer = ValueWriter(limit: max(1, Interpreter.maxSteps - steps + 1), maxLength: Interpreter.maxStringLength)
        do {
            try writer.write(value)
        } catch .tooManyValues {
            throw EvalError(.stepBudgetExceeded(limit: Interpreter.maxSteps), at: location, fatal: true)
        } catch .tooLong {
            throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
        }
        try charge(writer.visited - 1)
        return writer.text
    }

    /// Equality as Swift's synthesized `Equatable` gives it, for `==`, `switch`, `contains`
    /// and dictionary keys; each pair of values compared is one step of the budget.
    func equal(_ a: Value, _ b: Value) throws -> Bool {
        var budget = max(1, Interpreter.maxSteps - steps + 1)
        let start = budget
        guard let result = Interpreter.equal(a, b, &budget) else {
            throw EvalError(.stepBudgetExceeded(limit: Interpreter.maxSteps), at: location, fatal: true)
        }
        try charge(start - budget - 1)
        return result
    }

    /// nil when `budget` ran out first.
    private static func equal(_ a: Value, _ b: Value, _ budget: inout Int) -> Bool? {
        budget -= 1
        if budget < 0 { return nil }
        func all(_ pairs: some Sequence<(Value, Value)>) -> Bool? {
            for (x, y) in pairs {
                guard let same = equal(x, y, &budget) else { return nil }
                if !same { return false }
            }
            return true
        }
        switch (a, b) {
        case let (.int(x), .int(y)): return x == y
        case let (.double(x), .double(y)): return x == y
        case let (.int(x), .double(y)), let (.double(y), .int(x)): return Double(x) == y
        case let (.bool(x), .bool(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.host(SwiftUIValue.uuid(x)), .host(SwiftUIValue.uuid(y))): return x == y
        case (.none, .none): return true
        case (.none, _), (_, .none): return false
        case let (.enumCase(x, xa), .enumCase(y, ya)):
            return x == y && xa.count == ya.count ? all(zip(xa.map(\.value), ya.map(\.value))) : false
        case let (.array(x), .array(y)): return x.count == y.count ? all(zip(x, y)) : false
        case let (.set(x), .set(y)):
            // Same members, whatever their order.
            guard x.count == y.count else { return false }
            for a in x {
                var found = false
                for b in y {
                    guard let same = equal(a, b, &budget) else { return nil }
                    if same { found = true; break }
                }
                if !found { return false }
            }
            return true
        case let (.range(a1, b1), .range(a2, b2)): return a1 == a2 && b1 == b2
        case let (.tuple(x), .tuple(y)): return x.count == y.count ? all(zip(x.map(\.value), y.map(\.value))) : false
        case let (.dictionary(x), .dictionary(y)):
            return x.count == y.count ? all(zip(x.map(\.key), y.map(\.key))).flatMap { $0 ? all(zip(x.map(\.value), y.map(\.value))) : false } : false
        case let (.instance(x), .instance(y)):
            return x.typeName == y.typeName ? all(x.names.lazy.map { (x.fields[$0] ?? Value.none, y.fields[$0] ?? Value.none) }) : false
        case let (.object(x), .object(y)): return x === y
        case let (.enumValue(x), .enumValue(y)):
            return x.typeName == y.typeName && x.caseName == y.caseName && x.associated.count == y.associated.count
                ? all(zip(x.associated.map(\.value), y.associated.map(\.value))) : false
        case let (.enumValue(x), .enumCase(name, args)), let (.enumCase(name, args), .enumValue(x)):
            // `tab == .home`: a leading-dot case takes the enum's type from the other side.
            return x.caseName == name && x.associated.count == args.count ? all(zip(x.associated.map(\.value), args.map(\.value))) : false
        case let (.host(SwiftUIValue.color(x)), .host(SwiftUIValue.color(y))): return x == y
        case let (.host(SwiftUIValue.font(x)), .host(SwiftUIValue.font(y))): return x == y
        case let (.host(SwiftUIValue.namespace(x)), .host(SwiftUIValue.namespace(y))): return x == y
        case let (.host(SwiftUIValue.animation(x)), .host(SwiftUIValue.animation(y))): return x == y
        case let (.host(SwiftUIValue.transition(x)), .host(SwiftUIValue.transition(y))): return x == y
        default: return false
        }
    }

    /// A text that equal values share and unequal ones (almost never) do: what
    /// `Dictionary(grouping:by:)` groups by, so grouping costs one key per element.
    /// `hashValue` of a value whose type has Swift's synthesized (or standard) `Hashable`:
    /// equal values hash alike, unequal ones apart. Swift seeds its hashes per process, so a
    /// number no run can predict; Matchcut's is the same on every run: a 64-bit FNV-1a of the
    /// value's `hashKey`. Nil for a type that declares its own `hashValue` or `hash(into:)`.
    func synthesizedHashValue(of value: Value) throws -> Value? {
        switch value {
        case let .instance(inst):
            guard let decl = types[inst.typeName], !decl.properties.contains(where: { $0.name == "hashValue" }),
                  !decl.functions.contains(where: { $0.name == "hash" }) else { return nil }
        case let .enumValue(e):
            guard let decl = types[e.typeName], !decl.properties.contains(where: { $0.name == "hashValue" }),
                  !decl.functions.contains(where: { $0.name == "hash" }) else { return nil }
        case .int, .double, .bool, .string, .host(SwiftUIValue.uuid): break
        default: return nil
        }
        return .int(Int(truncatingIfNeeded: SceneRandom.fnv1a(try hashKey(value))))
    }

    func hashKey(_ value: Value) throws -> String {
        switch value {
        case .int, .double: return "#" + String(number(value) ?? 0)
        case let .string(s): return "s" + s
        default: return "v" + (try text(value))
        }
    }
}
