import SwiftCore
import ViewTree

/// Methods that change the value they are called on: `items.append(x)`, `flag.toggle()`,
/// `names.sort()`, `set.insert(x)`, `dict.removeValue(forKey:)`. The interpreter reads the
/// value, changes a copy, and writes it back where it came from (a state slot, a binding, a
/// property, a local), as Swift's `mutating` does.
extension Interpreter {
    static let mutatingNames: Set<String> = [
        "toggle", "append", "insert", "remove", "removeFirst", "removeLast", "removeAll", "popLast", "sort", "shuffle",
        "reverse", "swapAt", "formUnion", "formIntersection", "subtract", "updateValue", "removeValue", "merge",
    ]

    /// The changed value and the call's result; nil when `value` has no such mutating method.
    func mutatingMethod(_ name: String, on value: Value, _ values: [ArgValue], at location: SourceLocation) throws -> (Value, Value)? {
        var a = Arguments(values, callee: name, at: location)
        self.location = location
        let result: (Value, Value)
        switch (name, value) {
        case let ("toggle", .bool(b)): result = (.bool(!b), .void)
        case let ("append", .host(SwiftUIValue.attributed(text))):
            let other = try a.required(nil) { $0.take($1) }.value
            guard case let .host(SwiftUIValue.attributed(more)) = other else {
                throw EvalError(.wrongArgumentType(parameter: "_", callee: "append", expected: "an 'AttributedString'",
                                                   found: other.kindDescription), at: location)
            }
            result = (.attributed(text + more), .void)
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
            default: return nil
            }
        default:
            return nil
        }
        try a.finish(known: ["at", "contentsOf", "forKey", "where", "by", "keepingCapacity"])
        return result
    }

    private func arrayMutation(_ name: String, _ items: inout [Value], _ a: inout Arguments, at location: SourceLocation) throws -> Value? {
        func index(_ label: String?) throws -> Int { try a.required(label) { try $0.int($1) } }
        func checked(_ i: Int, inclusive: Bool = false) throws -> Int {
            guard i >= 0, inclusive ? i <= items.count : i < items.count else {
                throw EvalError(.indexOutOfRange(index: i, count: items.count), at: location)
            }
            return i
        }
        switch name {
        case "append":
            if let more = a.take("contentsOf") {
                guard case let .array(m) = more.value else { throw a.wrongType(more, expected: "an array") }
                try allocate(items.count + m.count)
                items += m
            } else {
                try allocate(items.count + 1)
                items.append(try a.required(nil) { $0.take($1) }.value)
            }
            return .void
        case "insert":
            let v = try a.required(nil) { $0.take($1) }.value
            items.insert(v, at: try checked(try index("at"), inclusive: true))
            return .void
        case "remove":
            return items.remove(at: try checked(try index("at")))
        case "removeFirst", "removeLast":
            let n = try a.int(nil)
            guard items.count >= (n ?? 1), (n ?? 1) >= 0 else { throw EvalError(.indexOutOfRange(index: n ?? 0, count: items.count), at: location) }
            if let n {
                if name == "removeFirst" { items.removeFirst(n) } else { items.removeLast(n) }
                return .void
            }
            return name == "removeFirst" ? items.removeFirst() : items.removeLast()
        case "popLast": return items.popLast() ?? Value.none
        case "removeAll":
            _ = try a.bool("keepingCapacity")
            if let f = a.takeFunction("where") ?? a.takeFunction(nil) {
                items = try items.filter { try !truth(try apply(f, [$0], at: location), at: location) }
            } else {
                items = []
            }
            return .void
        case "sort":
            items = try sortedItems(items, by: a.takeFunction("by") ?? a.takeFunction(nil), at: location)
            return .void
        case "shuffle":
            random.shuffle(&items)
            return .void
        case "reverse":
            items.reverse()
            return .void
        case "swapAt":
            let i = try checked(try index(nil)), j = try checked(try index(nil))
            items.swapAt(i, j)
            return .void
        default:
            return nil
        }
    }
}
