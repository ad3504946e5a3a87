import ViewTree

/// Arrays and dictionaries: the methods scenes use to shape their data, with Swift's
/// meaning. Dictionaries keep their keys in first-insertion order, so every run (and every
/// machine) sees the same order where Swift's would be arbitrary.
enum Collections {
    /// `Dictionary(grouping: items) { key }` / `Dictionary(grouping: items, by: key)`.
    static func grouping(_ args: inout Arguments, _ it: Interpreter) throws -> Value {
        let items = try args.required("grouping") { $0.take($1) }
        guard case let .array(elements) = items.value else { throw args.wrongType(items, expected: "an array") }
        guard let key = args.takeClosure("by") ?? args.takeClosure(nil) else {
            throw EvalError(.missingArgument("by:", callee: "Dictionary"), at: args.location)
        }
        try args.finish(known: ["grouping", "by"])
        var keys: [Value] = []
        var members: [[Value]] = []
        var index: [String: Int] = [:]
        for element in elements {
            let k = try it.callClosure(key, [element], at: args.location)
            it.location = args.location
            let hash = try it.hashKey(k)
            if let i = index[hash] {
                members[i].append(element)
            } else {
                index[hash] = keys.count
                keys.append(k)
                members.append([element])
            }
        }
        return .dictionary(zip(keys, members).map { ($0, .array($1)) })
    }

    /// `a < b` as Swift orders strings and numbers.
    static func less(_ a: Value, _ b: Value, _ it: Interpreter, at location: SourceLocation) throws -> Bool {
        try it.charge(1)
        guard case let .bool(result) = try it.binaryValues("<", a, b, at: location) else { return false }
        return result
    }
}

extension Interpreter {
    func arrayMethod(_ name: String, _ items: [Value], _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var a = Arguments(values, callee: name, at: location)
        self.location = location
        switch name {
        case "enumerated":
            try allocate(items.count)
            return .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "reversed":
            try allocate(items.count)
            return .array(items.reversed())
        case "contains":
            let v = try a.required(nil) { $0.take($1) }.value
            return .bool(try items.contains { try equal($0, v) })
        case "prefix": return .array(Array(items.prefix(max(0, try a.required(nil) { try $0.int($1) }))))
        case "suffix": return .array(Array(items.suffix(max(0, try a.required(nil) { try $0.int($1) }))))
        case "firstIndex":
            if let of = a.take("of") { return try items.firstIndex { try equal($0, of.value) }.map { .int($0) } ?? .none }
            if let c = a.takeClosure("where") {
                for (i, item) in items.enumerated() where try truth(callClosure(c, [item], at: location), at: c.closure.location) { return .int(i) }
                return .none
            }
        case "filter", "map", "first", "compactMap", "flatMap":
            guard let c = a.takeClosure(nil) ?? a.takeClosure("where") else { break }
            switch name {
            case "map": return .array(try items.map { try callClosure(c, [$0], at: location) })
            case "compactMap": return .array(try items.map { try callClosure(c, [$0], at: location) }.filter { !$0.isNone })
            case "flatMap":
                // The size is checked as it grows, before the result is built.
                var result: [Value] = []
                for item in items {
                    let v = try callClosure(c, [item], at: location)
                    let inner: [Value]
                    if case let .array(elements) = v { inner = elements } else { inner = [v] }
                    self.location = location
                    guard result.count + inner.count <= Interpreter.maxCollectionCount else {
                        throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: location, fatal: true)
                    }
                    try charge(inner.count)
                    result += inner
                }
                return .array(result)
            default:
                let kept = try items.filter { try truth(callClosure(c, [$0], at: location), at: c.closure.location) }
                return name == "first" ? (kept.first ?? .none) : .array(kept)
            }
        case "sorted":
            // Equal elements keep their order, as Swift's (stable) sort keeps them.
            let c = a.takeClosure("by") ?? a.takeClosure(nil)
            var failure: Error?
            let sorted = items.enumerated().sorted { x, y in
                guard failure == nil else { return false }
                do {
                    let lt = try c.map { try truth(callClosure($0, [x.element, y.element], at: location), at: $0.closure.location) }
                        ?? Collections.less(x.element, y.element, self, at: location)
                    if lt { return true }
                    let gt = try c.map { try truth(callClosure($0, [y.element, x.element], at: location), at: $0.closure.location) }
                        ?? Collections.less(y.element, x.element, self, at: location)
                    return gt ? false : x.offset < y.offset
                } catch { failure = error; return false }
            }
            if let failure { throw failure }
            try a.finish(known: ["by"])
            return .array(sorted.map(\.element))
        case "min", "max":
            var best: Value?
            for item in items {
                guard let b = best else { best = item; continue }
                let better = name == "min" ? try Collections.less(item, b, self, at: location) : try Collections.less(b, item, self, at: location)
                if better { best = item }
            }
            return best ?? .none
        case "joined":
            let separator = try a.string("separator") ?? ""
            try a.finish(known: ["separator"])
            var pieces: [String] = []
            var length = 0
            for item in items {
                let piece = try text(item)
                length += piece.count + (pieces.isEmpty ? 0 : separator.count)
                if length > Interpreter.maxStringLength {
                    throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
                }
                pieces.append(piece)
            }
            try charge(length / 64)
            return .string(pieces.joined(separator: separator))
        default: break
        }
        throw EvalError(.unknownMember(name, type: "an array", suggestion: nil), at: location)
    }

    /// Methods on a dictionary: its pairs are `(key:, value:)` tuples, as in Swift.
    func dictionaryMethod(_ name: String, _ pairs: [(key: Value, value: Value)], _ values: [ArgValue],
                          at location: SourceLocation) throws -> Value {
        let tuples: [Value] = pairs.map { .tuple([("key", $0.key), ("value", $0.value)]) }
        switch name {
        case "map", "filter", "sorted", "compactMap", "first", "contains", "min", "max":
            return try arrayMethod(name, tuples, values, at: location)
        case "mapValues":
            var a = Arguments(values, callee: name, at: location)
            guard let c = a.takeClosure(nil) else { throw EvalError(.missingArgument("transform:", callee: name), at: location) }
            return .dictionary(try pairs.map { ($0.key, try callClosure(c, [$0.value], at: location)) })
        default:
            throw EvalError(.unknownMember(name, type: "a dictionary", suggestion: nil), at: location)
        }
    }
}
