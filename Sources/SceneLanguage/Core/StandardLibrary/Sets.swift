import SwiftCore
import ViewTree

/// `Set`: members kept in insertion order, each once.
extension Interpreter {
    func setProperty(_ name: String, _ members: [Value]) -> Value? {
        switch name {
        case "count": .int(members.count)
        case "isEmpty": .bool(members.isEmpty)
        case "first": members.first ?? Value.none
        default: nil
        }
    }

    func setMethod(_ name: String, _ members: [Value], _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var a = Arguments(values, callee: name, at: location)
        func other() throws -> [Value] {
            let arg = try a.required(nil) { $0.take($1) }
            switch arg.value {
            case let .set(m), let .array(m): return m
            default: throw a.wrongType(arg, expected: "a set or an array")
            }
        }
        switch name {
        case "contains":
            guard a.takeFunction("where") == nil else { return try arrayMethod(name, members, values, at: location) }
            let v = try a.required(nil) { $0.take($1) }.value
            return .bool(try members.contains { try equal($0, v) })
        case "union": return try makeSet(members + other())
        case "intersection":
            let o = try other()
            return .set(try members.filter { m in try o.contains { try equal($0, m) } })
        case "subtracting":
            let o = try other()
            return .set(try members.filter { m in try !o.contains { try equal($0, m) } })
        case "isSubset", "isSuperset", "isDisjoint":
            let label = name == "isDisjoint" ? "with" : "of"
            guard let arg = a.take(label), case let .set(o) = arg.value else { return nil }
            let (small, large) = name == "isSuperset" ? (o, members) : (members, o)
            if name == "isDisjoint" { return .bool(try !members.contains { m in try o.contains { try equal($0, m) } }) }
            return .bool(try small.allSatisfy { m in try large.contains { try equal($0, m) } })
        default:
            return try arrayMethod(name, members, values, at: location)
        }
    }
}
