/// Methods that change the value they are called on: `items.append(x)`, `flag.toggle()`,
/// `names.sort()`, `set.insert(x)`, `dict.removeValue(forKey:)`. The interpreter reads the
/// value, changes a copy, and writes it back where it came from (a state slot, a binding, a
/// property, a local), as Swift's `mutating` does.
extension Interpreter {
    package static let mutatingNames: Set<String> = [
        "toggle", "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "popLast", "sort", "shuffle",
        "reverse", "swapAt", "formUnion", "formIntersection", "subtract", "updateValue", "removeValue", "merge",
        // A host value changed in place the same way: a `DateFormatter`'s template.
        "setLocalizedDateFormatFromTemplate",
    ]

    /// The changed value and the call's result; nil when `value` has no such mutating method.
    package func mutatingMethod(_ name: String, on value: Value, _ values: [ArgValue], at location: SourceLocation) throws -> (Value, Value)? {
        var a = Arguments(values, callee: name, at: location)
        self.location = location
        let result: (Value, Value)
        switch (name, value) {
        case let ("toggle", .bool(b)): result = (.bool(!b), .void)
        case let ("append", .string(s)): result = (.string(s + (try text(try a.required(nil) { $0.take($1) }.value))), .void)
        case (_, .array(var items)):
            guard let r = try arrayMutation(name, &items, &a, at: location) else { return nil }
            result = (.array(items), r)
        case (_, .set(var members)):
            switch name {
            case "insert":
                let v = try a.required(nil) { $0.take($1) }.value
                let isNew = try !members.contains { try equal($0, v) }
                if isNew { members.append(v) }
                result = (.set(members), .tuple([("inserted", .bool(isNew)), ("memberAfterInsert", v)]))
            case "remove":
                let v = try a.required(nil) { $0.take($1) }.value
                let i = try members.firstIndex { try equal($0, v) }
                if let i { members.remove(at: i) }
                result = (.set(members), i.map { _ in v } ?? Value.none)
            case "removeAll": result = (.set([]), .void)
            case "formUnion":
                let extra: [Value] = switch a.take(nil)?.value {
                case let .set(m)?, let .array(m)?: m
                default: []
                }
                result = (try makeSet(members + extra), .void)
            default: return nil
            }
        case (_, .dictionary(var pairs)):
            switch name {
            case "updateValue":
                let v = try a.required(nil) { $0.take($1) }.value
                let key = try a.required("forKey") { $0.take($1) }.value
                let old = try dictionaryValue(pairs, key, default: nil)
                guard case let .dictionary(p) = try settingElement(key, of: .dictionary(pairs), to: v, at: location) else { return nil }
                result = (.dictionary(p), old)
            case "removeValue":
                let key = try a.required("forKey") { $0.take($1) }.value
                let old = try dictionaryValue(pairs, key, default: nil)
                pairs = try pairs.filter { try !equal($0.key, key) }
                result = (.dictionary(pairs), old)
            case "removeAll": result = (.dictionary([]), .void)
            case "merge":
                let other = try a.required(nil) { $0.take($1) }
                guard let combine = a.takeFunction("uniquingKeysWith") ?? a.takeFunction(nil) else {
                    throw EvalError(.missingArgument("uniquingKeysWith:", callee: "merge"), at: location)
                }
                result = (.dictionary(try merged(pairs, other, combine, at: location)), .void)
            default: return nil
            }
        default:
            return nil
        }
        try a.finish(known: ["at", "contentsOf", "forKey", "where", "by", "keepingCapacity", "uniquingKeysWith"])
        return result
    }

    private func arrayMutation(_ name: String, _ items: inout [Value], _ a: inout Arguments, at location: SourceLocation) throws -> Value? {
        guard let mutation = ArrayMutations.methods[name] else { return nil }
        // The array moves into the call and back, so changing it copies no more than before.
        var call = ArrayMutations.Call(it: self, name: name, receiver: [], values: a.items, args: a, location: location)
        swap(&call.receiver, &items)
        defer {
            swap(&call.receiver, &items)
            a = call.args
        }
        return try mutation(&call)
    }
}

/// The mutating methods of Swift's arrays, by name: each changes `items` in place.
package enum ArrayMutations {
    package typealias Call = LibraryCall<[Value]>
    package typealias Method = LibraryMethod<[Value]>

    package static let methods: [String: Method] = [
        "append": { c in
            if let more = c.args.take("contentsOf") {
                guard case let .array(m) = more.value else { throw c.args.wrongType(more, expected: "an array") }
                try c.it.allocate(c.items.count + m.count)
                c.items += m
            } else {
                try c.it.allocate(c.items.count + 1)
                c.items.append(try c.args.required(nil) { $0.take($1) }.value)
            }
            return .void
        },
        "insert": { c in
            let v = try c.args.required(nil) { $0.take($1) }.value
            let at = try c.checked(try c.index("at"), inclusive: true)
            c.items.insert(v, at: at)
            return .void
        },
        "remove": { c in
            let at = try c.checked(try c.index("at"))
            return c.items.remove(at: at)
        },
        "removeFirst": removeFromAnEnd, "removeLast": removeFromAnEnd,
        "popLast": { c in c.items.popLast() ?? Value.none },
        "removeAll": { c in
            _ = try c.args.bool("keepingCapacity")
            if let f = c.args.takeFunction("where") ?? c.args.takeFunction(nil) {
                let it = c.it, location = c.location
                c.items = try c.items.filter { try !it.truth(try it.apply(f, [$0], at: location), at: location) }
            } else {
                c.items = []
            }
            return .void
        },
        "sort": { c in
            c.items = try c.it.sortedItems(c.items, by: c.args.takeFunction("by") ?? c.args.takeFunction(nil), at: c.location)
            return .void
        },
        "shuffle": { c in
            c.it.random.shuffle(&c.items)
            return .void
        },
        "reverse": { c in
            c.items.reverse()
            return .void
        },
        "swapAt": { c in
            let i = try c.checked(try c.index(nil)), j = try c.checked(try c.index(nil))
            c.items.swapAt(i, j)
            return .void
        },
    ]

    private static func removeFromAnEnd(_ c: inout Call) throws -> Value {
        let n = try c.args.int(nil)
        guard c.items.count >= (n ?? 1), (n ?? 1) >= 0 else {
            throw EvalError(.indexOutOfRange(index: n ?? 0, count: c.items.count), at: c.location)
        }
        let first = c.name == "removeFirst"
        if let n {
            if first { c.items.removeFirst(n) } else { c.items.removeLast(n) }
            return .void
        }
        return first ? c.items.removeFirst() : c.items.removeLast()
    }
}
