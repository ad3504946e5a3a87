import SwiftCore
import ViewTree

/// Arrays (and ranges, sets and dictionaries through them): the methods apps use to shape
/// their data, with Swift's meaning. Each element a method touches counts against the step
/// budget; results are checked for size before they are built.
extension Interpreter {
    /// `array.name` without a call.
    func arrayProperty(_ name: String, _ items: [Value]) -> Value? {
        switch name {
        case "count": .int(items.count)
        case "isEmpty": .bool(items.isEmpty)
        case "first": items.first ?? Value.none
        case "last": items.last ?? Value.none
        case "indices": .range(0, items.count)
        case "startIndex": .int(0)
        case "endIndex": .int(items.count)
        case "lazy": .array(items)
        default: nil
        }
    }

    /// `array.name(args)`; nil when arrays have no such method.
    func arrayMethod(_ name: String, _ items: [Value], _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var a = Arguments(values, callee: name, at: location)
        self.location = location
        func function(_ label: String? = nil) throws -> Value {
            guard let f = a.takeFunction(label) ?? a.takeFunction(nil) else {
                throw EvalError(.missingArgument((label ?? "_") + ":", callee: name), at: location)
            }
            return f
        }
        func call(_ f: Value, _ args: Value...) throws -> Value { try apply(f, args, at: location) }
        func test(_ f: Value, _ args: Value...) throws -> Bool { try truth(try apply(f, args, at: location), at: location) }
        let result: Value
        switch name {
        case "enumerated":
            try allocate(items.count)
            result = .array(items.enumerated().map { .tuple([("offset", .int($0.offset)), ("element", $0.element)]) })
        case "reversed":
            try allocate(items.count)
            result = .array(items.reversed())
        case "map":
            let f = try function()
            result = .array(try items.map { try call(f, $0) })
        case "compactMap":
            let f = try function()
            result = .array(try items.map { try call(f, $0) }.filter { !$0.isNone })
        case "flatMap":
            let f = try function()
            // The size is checked as it grows, before the result is built.
            var out: [Value] = []
            for item in items {
                let v = try call(f, item)
                let inner: [Value]
                switch v {
                case let .array(e), let .set(e): inner = e
                default: inner = [v]
                }
                self.location = location
                guard out.count + inner.count <= Interpreter.maxCollectionCount else {
                    throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: location, fatal: true)
                }
                try charge(inner.count)
                out += inner
            }
            result = .array(out)
        case "filter":
            let f = try function()
            result = .array(try items.filter { try test(f, $0) })
        case "first", "last":
            let f = try function("where")
            let found = name == "first" ? try items.first { try test(f, $0) } : try items.last { try test(f, $0) }
            result = found ?? Value.none
        case "firstIndex", "lastIndex":
            let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
            if let of = a.take("of") {
                result = try indices.first { try equal(items[$0], of.value) }.map { .int($0) } ?? Value.none
            } else {
                let f = try function("where")
                result = try indices.first { try test(f, items[$0]) }.map { .int($0) } ?? Value.none
            }
        case "contains":
            if let f = a.takeFunction("where") ?? a.takeFunction(nil) {
                result = .bool(try items.contains { try test(f, $0) })
            } else {
                let v = try a.required(nil) { $0.take($1) }.value
                result = .bool(try items.contains { try equal($0, v) })
            }
        case "allSatisfy":
            let f = try function()
            result = .bool(try items.allSatisfy { try test(f, $0) })
        case "count":
            // Swift 6's `count(where:)`.
            let f = try function("where")
            result = .int(try items.filter { try test(f, $0) }.count)
        case "reduce":
            if let start = a.take("into") {
                let f = try function()
                result = try reduceInto(start.value, items, f, at: location)
            } else {
                var acc = try a.required(nil) { $0.take($1) }.value
                let f = try function()
                for item in items { acc = try call(f, acc, item) }
                result = acc
            }
        case "forEach":
            let f = try function()
            for item in items { _ = try call(f, item) }
            result = .void
        case "sorted":
            result = .array(try sortedItems(items, by: a.takeFunction("by") ?? a.takeFunction(nil), at: location))
        case "min", "max":
            let by = a.takeFunction("by")
            var best: Value?
            for item in items {
                guard let b = best else { best = item; continue }
                let better = try by.map { name == "min" ? try test($0, item, b) : try test($0, b, item) }
                    ?? (name == "min" ? try less(item, b, at: location) : try less(b, item, at: location))
                if better { best = item }
            }
            result = best ?? Value.none
        case "prefix", "suffix", "dropFirst", "dropLast":
            if name == "prefix", let f = a.takeFunction("while") {
                result = .array(Array(try items.prefix { try test(f, $0) }))
            } else if name == "dropFirst", let f = a.takeFunction("while") {
                result = .array(Array(try items.drop { try test(f, $0) }))
            } else {
                let n = max(0, try a.int(nil) ?? (name.hasPrefix("drop") ? 1 : 0))
                try charge(min(n, items.count))
                switch name {
                case "prefix": result = .array(Array(items.prefix(n)))
                case "suffix": result = .array(Array(items.suffix(n)))
                case "dropFirst": result = .array(Array(items.dropFirst(n)))
                default: result = .array(Array(items.dropLast(n)))
                }
            }
        case "joined":
            let separator = try a.string("separator") ?? ""
            result = .string(try joined(items, separator: separator, at: location))
        case "randomElement":
            result = items.isEmpty ? .none : items[random.next(below: items.count)]
        case "shuffled":
            var copy = items
            random.shuffle(&copy)
            result = .array(copy)
        case "starts", "elementsEqual":
            let other = try a.required(name == "starts" ? "with" : nil) { $0.take($1) }.value
            guard case let .array(o) = other else { return .bool(false) }
            let sameStart = try zip(items, o).allSatisfy { try equal($0, $1) }
            result = .bool(sameStart && (name == "starts" ? o.count <= items.count : o.count == items.count))
        case "index":
            // `index(after:)`, `index(before:)`, `index(i, offsetBy:)`.
            if let i = try a.int("after") { result = .int(i + 1) }
            else if let i = try a.int("before") { result = .int(i - 1) }
            else { result = .int((try a.required(nil) { try $0.int($1) }) + (try a.required("offsetBy") { try $0.int($1) })) }
        default:
            return nil
        }
        try a.finish(known: ["by", "where", "of", "into", "separator", "while", "with", "after", "before", "offsetBy"])
        return result
    }

    /// Swift's sort is not stable, but sorted ties keep their order here so every run agrees.
    func sortedItems(_ items: [Value], by order: Value?, at location: SourceLocation) throws -> [Value] {
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
    func less(_ a: Value, _ b: Value, at location: SourceLocation) throws -> Bool {
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
    func joined(_ items: [Value], separator: String, at location: SourceLocation) throws -> String {
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
    private func reduceInto(_ initial: Value, _ items: [Value], _ f: Value, at location: SourceLocation) throws -> Value {
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
    func makeDictionary(_ args: inout Arguments) throws -> Value {
        if let pairs = args.take("uniqueKeysWithValues") {
            try args.finish(known: ["uniqueKeysWithValues"])
            guard case let .array(items) = pairs.value else { throw args.wrongType(pairs, expected: "an array of pairs") }
            return .dictionary(items.compactMap { item in
                guard case let .tuple(t) = item, t.count == 2 else { return nil }
                return (t[0].value, t[1].value)
            })
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
