/// Arrays (and ranges, sets and dictionaries through them): the methods apps use to shape
/// their data, with Swift's meaning, as a table by name (`ArrayMethods.methods`). Each element a
/// method touches counts against the step budget; results are checked for size before they are
/// built.
extension Interpreter {
    /// `array.name` without a call.
    package func arrayProperty(_ name: String, _ items: [Value]) -> Value? {
        ArrayMethods.properties[name]?(items)
    }

    /// `array.name(args)`; nil when arrays have no such method.
    package func arrayMethod(_ name: String, _ items: [Value], _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        self.location = location
        return try callLibrary(ArrayMethods.methods, name, on: items, values, at: location,
                               known: ["by", "where", "of", "into", "separator", "while", "with", "after", "before", "offsetBy"])
    }

    /// Swift's sort is not stable, but sorted ties keep their order here so every run agrees.
    package func sortedItems(_ items: [Value], by order: Value?, at location: SourceLocation) throws -> [Value] {
        var failure: Error?
        let sorted = items.enumerated().sorted { x, y in
            guard failure == nil else { return false }
            do {
                let lt = try order.map { try truth(try apply($0, [x.element, y.element], at: location), at: location) }
                    ?? less(x.element, y.element, at: location)
                if lt { return true }
                let gt = try order.map { try truth(try apply($0, [y.element, x.element], at: location), at: location) }
                    ?? less(y.element, x.element, at: location)
                return gt ? false : x.offset < y.offset
            } catch { failure = error; return false }
        }
        if let failure { throw failure }
        return sorted.map(\.element)
    }

    /// `a < b` as Swift orders numbers, strings, and tuples element by element.
    package func less(_ a: Value, _ b: Value, at location: SourceLocation) throws -> Bool {
        try charge(1)
        if case let .tuple(x) = a, case let .tuple(y) = b {
            for (p, q) in zip(x, y) {
                if try less(p.value, q.value, at: location) { return true }
                if try less(q.value, p.value, at: location) { return false }
            }
            return x.count < y.count
        }
        if case let .enumValue(x) = a, case let .enumValue(y) = b, let decl = types[x.typeName] {
            // An enum that is `Comparable` by its cases' order.
            let order = decl.cases.map(\.name)
            return (order.firstIndex(of: x.caseName) ?? 0) < (order.firstIndex(of: y.caseName) ?? 0)
        }
        guard case let .bool(result) = try binaryValues("<", a, b, at: location) else { return false }
        return result
    }

    /// `items.joined(separator:)`, its size checked as it is written.
    package func joined(_ items: [Value], separator: String, at location: SourceLocation) throws -> String {
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
        return pieces.joined(separator: separator)
    }

    /// `reduce(into: initial) { acc, x in acc += x }`: the closure's first parameter is the
    /// accumulator it changes in place.
    package func reduceInto(_ initial: Value, _ items: [Value], _ f: Value, at location: SourceLocation) throws -> Value {
        guard case let .closure(c) = f, let accName = c.closure.parameters.first ?? Optional("0") else {
            throw EvalError(.notCallable(f.kindDescription), at: location)
        }
        var acc = initial
        for item in items {
            let scope = Scope(parent: c.scope)
            scope.define(accName, acc)
            scope.define("0", acc)
            if c.closure.parameters.count > 1 { scope.define(c.closure.parameters[1], item) }
            scope.define("1", item)
            _ = try run(c.closure.body, in: scope)
            acc = scope.lookupLocal(c.closure.parameters.isEmpty ? "0" : accName) ?? acc
        }
        return acc
    }

    /// `Dictionary(grouping: items) { key }` / `Dictionary(grouping: items, by: key)`;
    /// `Dictionary(uniqueKeysWithValues:)`.
    package func makeDictionary(_ args: inout Arguments) throws -> Value {
        if let pairs = args.take("uniqueKeysWithValues") {
            try args.finish(known: ["uniqueKeysWithValues"])
            guard case let .array(items) = pairs.value else { throw args.wrongType(pairs, expected: "an array of pairs") }
            let entries: [(key: Value, value: Value)] = items.compactMap { item in
                guard case let .tuple(t) = item, t.count == 2 else { return nil }
                return (t[0].value, t[1].value)
            }
            // Swift stops the app on a repeated key here ("Duplicate values for key").
            if let i = try duplicateKeyIndex(entries.map(\.key)) {
                throw EvalError(.duplicateKey(try quotedKey(entries[i].key), in: "'Dictionary(uniqueKeysWithValues:)'"), at: pairs.location)
            }
            return .dictionary(entries)
        }
        let items = try args.required("grouping") { $0.take($1) }
        guard case let .array(elements) = items.value else { throw args.wrongType(items, expected: "an array") }
        guard let key = args.takeFunction("by") ?? args.takeFunction(nil) else {
            throw EvalError(.missingArgument("by:", callee: "Dictionary"), at: args.location)
        }
        try args.finish(known: ["grouping", "by"])
        var keys: [Value] = []
        var members: [[Value]] = []
        var index: [String: Int] = [:]
        for element in elements {
            let k = try apply(key, [element], at: args.location)
            location = args.location
            let hash = try hashKey(k)
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
}

/// The array methods and properties of Swift's standard library, by name.
package enum ArrayMethods {
    package typealias Call = LibraryCall<[Value]>
    package typealias Method = LibraryMethod<[Value]>

    package static let properties: [String: @Sendable ([Value]) -> Value] = [
        "count": { .int($0.count) },
        "isEmpty": { .bool($0.isEmpty) },
        "first": { $0.first ?? Value.none },
        "last": { $0.last ?? Value.none },
        "indices": { .range(0, $0.count) },
        "startIndex": { _ in .int(0) },
        "endIndex": { .int($0.count) },
        "lazy": { .array($0) },
    ]

    package static let methods: [String: Method] = [
        "enumerated": { c in
            try c.it.allocate(c.items.count)
            return .array(c.items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        },
        "reversed": { c in
            try c.it.allocate(c.items.count)
            return .array(c.items.reversed())
        },
        "map": { c in
            let f = try c.function()
            return .array(try c.items.map { try c.call(f, $0) })
        },
        "compactMap": { c in
            let f = try c.function()
            return .array(try c.items.map { try c.call(f, $0) }.filter { !$0.isNone })
        },
        "flatMap": flatMap,
        "filter": { c in
            let f = try c.function()
            return .array(try c.items.filter { try c.test(f, $0) })
        },
        "first": firstOrLast, "last": firstOrLast,
        "firstIndex": firstOrLastIndex, "lastIndex": firstOrLastIndex,
        "contains": { c in
            if let f = c.args.takeFunction("where") ?? c.args.takeFunction(nil) {
                return .bool(try c.items.contains { try c.test(f, $0) })
            }
            let v = try c.args.required(nil) { $0.take($1) }.value
            return .bool(try c.items.contains { try c.it.equal($0, v) })
        },
        "allSatisfy": { c in
            let f = try c.function()
            return .bool(try c.items.allSatisfy { try c.test(f, $0) })
        },
        // Swift 6's `count(where:)`.
        "count": { c in
            let f = try c.function("where")
            return .int(try c.items.filter { try c.test(f, $0) }.count)
        },
        "reduce": reduce,
        "forEach": { c in
            let f = try c.function()
            for item in c.items { _ = try c.call(f, item) }
            return .void
        },
        "sorted": { c in
            .array(try c.it.sortedItems(c.items, by: c.args.takeFunction("by") ?? c.args.takeFunction(nil), at: c.location))
        },
        "min": minOrMax, "max": minOrMax,
        "prefix": slice, "suffix": slice, "dropFirst": slice, "dropLast": slice,
        "joined": { c in
            let separator = try c.args.string("separator") ?? ""
            return .string(try c.it.joined(c.items, separator: separator, at: c.location))
        },
        "randomElement": { c in c.items.isEmpty ? .none : c.items[c.it.random.next(below: c.items.count)] },
        "shuffled": { c in
            var copy = c.items
            c.it.random.shuffle(&copy)
            return .array(copy)
        },
        "starts": startsOrEqual, "elementsEqual": startsOrEqual,
        // `index(after:)`, `index(before:)`, `index(i, offsetBy:)`.
        "index": { c in
            if let i = try c.args.int("after") { return .int(i + 1) }
            if let i = try c.args.int("before") { return .int(i - 1) }
            return .int((try c.args.required(nil) { try $0.int($1) }) + (try c.args.required("offsetBy") { try $0.int($1) }))
        },
    ]

    private static func flatMap(_ c: inout Call) throws -> Value {
        let f = try c.function()
        // The size is checked as it grows, before the result is built.
        var out: [Value] = []
        for item in c.items {
            let v = try c.call(f, item)
            let inner: [Value]
            switch v {
            case let .array(e), let .set(e): inner = e
            default: inner = [v]
            }
            c.it.location = c.location
            guard out.count + inner.count <= Interpreter.maxCollectionCount else {
                throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: c.location, fatal: true)
            }
            try c.it.charge(inner.count)
            out += inner
        }
        return .array(out)
    }

    private static func firstOrLast(_ c: inout Call) throws -> Value {
        let f = try c.function("where")
        let found = c.name == "first" ? try c.items.first { try c.test(f, $0) } : try c.items.last { try c.test(f, $0) }
        return found ?? Value.none
    }

    private static func firstOrLastIndex(_ c: inout Call) throws -> Value {
        let items = c.items
        let indices = c.name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
        if let of = c.args.take("of") {
            return try indices.first { try c.it.equal(items[$0], of.value) }.map { .int($0) } ?? Value.none
        }
        let f = try c.function("where")
        return try indices.first { try c.test(f, items[$0]) }.map { .int($0) } ?? Value.none
    }

    private static func reduce(_ c: inout Call) throws -> Value {
        if let start = c.args.take("into") {
            let f = try c.function()
            return try c.it.reduceInto(start.value, c.items, f, at: c.location)
        }
        var acc = try c.args.required(nil) { $0.take($1) }.value
        let f = try c.function()
        for item in c.items { acc = try c.call(f, acc, item) }
        return acc
    }

    private static func minOrMax(_ c: inout Call) throws -> Value {
        // `max(by:)`, or its trailing closure: `tasks.max { $0.minutes < $1.minutes }`.
        let by = c.args.takeFunction("by") ?? c.args.takeFunction(nil)
        let isMin = c.name == "min"
        var best: Value?
        for item in c.items {
            guard let b = best else { best = item; continue }
            let better = try by.map { isMin ? try c.test($0, item, b) : try c.test($0, b, item) }
                ?? (isMin ? try c.it.less(item, b, at: c.location) : try c.it.less(b, item, at: c.location))
            if better { best = item }
        }
        return best ?? Value.none
    }

    private static func slice(_ c: inout Call) throws -> Value {
        let items = c.items
        if c.name == "prefix", let f = c.args.takeFunction("while") {
            return .array(Array(try items.prefix { try c.test(f, $0) }))
        }
        if c.name == "dropFirst", let f = c.args.takeFunction("while") {
            return .array(Array(try items.drop { try c.test(f, $0) }))
        }
        let n = max(0, try c.args.int(nil) ?? (c.name.hasPrefix("drop") ? 1 : 0))
        try c.it.charge(min(n, items.count))
        switch c.name {
        case "prefix": return .array(Array(items.prefix(n)))
        case "suffix": return .array(Array(items.suffix(n)))
        case "dropFirst": return .array(Array(items.dropFirst(n)))
        default: return .array(Array(items.dropLast(n)))
        }
    }

    private static func startsOrEqual(_ c: inout Call) throws -> Value {
        let starts = c.name == "starts"
        let other = try c.args.required(starts ? "with" : nil) { $0.take($1) }.value
        guard case let .array(o) = other else {
            c.isFinished = true
            return .bool(false)
        }
        let sameStart = try zip(c.items, o).allSatisfy { try c.it.equal($0, $1) }
        return .bool(sameStart && (starts ? o.count <= c.items.count : o.count == c.items.count))
    }
}
