/// `Set`: members kept in insertion order, each once. Its own methods are a table by name
/// (`SetMethods`); the rest are the array methods over its members.
extension Interpreter {
    package func setProperty(_ name: String, _ members: [Value]) -> Value? { SetMethods.properties[name]?(members) }

    package func setMethod(_ name: String, _ members: [Value], _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        guard SetMethods.methods[name] != nil else { return try arrayMethod(name, members, values, at: location) }
        return try callLibrary(SetMethods.methods, name, on: members, values, at: location, known: nil)
    }
}

/// The set methods of Swift's standard library, by name.
package enum SetMethods {
    package typealias Call = LibraryCall<[Value]>
    package typealias Method = LibraryMethod<[Value]>

    package static let properties: [String: @Sendable ([Value]) -> Value] = [
        "count": { .int($0.count) },
        "isEmpty": { .bool($0.isEmpty) },
        "first": { $0.first ?? Value.none },
    ]

    package static let methods: [String: Method] = [
        "contains": { c in
            guard c.args.takeFunction("where") == nil else { return try c.it.arrayMethod(c.name, c.members, c.values, at: c.location) }
            let v = try c.args.required(nil) { $0.take($1) }.value
            return .bool(try c.has(c.members, v))
        },
        "union": { c in try c.it.makeSet(c.members + c.other()) },
        "intersection": { c in
            let o = try c.other()
            return .set(try c.members.filter { try c.has(o, $0) })
        },
        "subtracting": { c in
            let o = try c.other()
            return .set(try c.members.filter { try !c.has(o, $0) })
        },
        "isSubset": relation, "isSuperset": relation, "isDisjoint": relation,
    ]

    private static func relation(_ c: inout Call) throws -> Value? {
        let label = c.name == "isDisjoint" ? "with" : "of"
        guard let arg = c.args.take(label), case let .set(o) = arg.value else { return nil }
        if c.name == "isDisjoint" { return .bool(try !c.members.contains { try c.has(o, $0) }) }
        let (small, large) = c.name == "isSuperset" ? (o, c.members) : (c.members, o)
        return .bool(try small.allSatisfy { try c.has(large, $0) })
    }
}
