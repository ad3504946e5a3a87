/// Writes a value as the text Swift's interpolation shows (`"\(x)"`), counting every value
/// it visits, so data that shares its parts (`let b = [a, a]`, thirty deep) costs what it
/// would written out, and stops at a limit instead of running for hours.
package struct ValueWriter {
    package enum Stop: Error {
        /// More values than `limit` were visited.
        case tooManyValues
        /// The text grew past `maxLength` characters.
        case tooLong
    }

    package private(set) var text = ""
    package private(set) var visited = 0
    let limit: Int
    let maxLength: Int

    package init(limit: Int, maxLength: Int) {
        self.limit = limit
        self.maxLength = maxLength
    }

    /// `s` with `\` and `"` escaped, and newlines, tabs and returns written as escapes.
    static func escaped(_ s: String) -> String {
        guard s.contains(where: { $0 == "\"" || $0 == "\\" || $0 == "\n" || $0 == "\t" || $0 == "\r" }) else { return s }
        var out = ""
        for c in s {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(c)
            }
        }
        return out
    }

    package mutating func write(_ value: Value, quoted: Bool = false) throws(Stop) {
        visited += 1
        if visited > limit { throw .tooManyValues }
        switch value {
        // Inside a collection a string is written as Swift's `debugDescription` writes it:
        // quoted, with its quotes and backslashes escaped (`["(\"e\", 5)"]`).
        case let .string(s) where quoted: append("\"" + ValueWriter.escaped(s) + "\"")
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
    package var scalarText: String {
        switch self {
        case let .int(i): String(i)
        case let .double(d): String(d)
        case let .bool(b): String(b)
        case let .string(s): s
        case .none: "nil"
        case let .enumCase(name, _): name
        case let .range(a, b, closed): closed ? "\(a)...\(b - 1)" : "\(a)..<\(b)"
        case let .doubleRange(a, b, closed): "\(a)\(closed ? "..." : "..<")\(b)"
        case let .object(o): "\(o.instance.typeName)#\(o.serial)"
        case let .type(name): name
        case let .opaque(name): name
        case let .host(h): h.scalarText ?? h.kindDescription
        default: kindDescription
        }
    }

    /// The text a value shows in string interpolation and as an identity or match id: a
    /// String's contents, an Int's digits, a UUID's text. For messages and labels: at most
    /// 10,000 values are written, then "…". Evaluation uses its own `text(_:)`, which
    /// counts against the step budget.
    package var text: String {
        var writer = ValueWriter(limit: 10_000, maxLength: Budget.maxStringLength)
        do { try writer.write(self) } catch { return writer.text + "…" }
        return writer.text
    }
}

extension Value {
    /// Equality as Swift's synthesized `Equatable` gives it; each pair of values compared is
    /// one step of `budget`.
    /// nil when `budget` ran out first.
    package static func equal(_ a: Value, _ b: Value, _ budget: inout Int) -> Bool? {
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
        case let (.range(a1, b1, c1), .range(a2, b2, c2)): return a1 == a2 && b1 == b2 && c1 == c2
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
        case let (.host(x), .host(y)): return x.isEqual(to: y) ?? false
        default: return false
        }
    }
}
