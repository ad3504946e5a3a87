/// Dictionaries keep their keys in first-insertion order, so every run (and every machine)
/// sees the same order where Swift's would be arbitrary. Their elements are `(key:, value:)`
/// tuples, as in Swift. Their own methods are a table by name (`DictionaryMethods`); the rest
/// are the array methods over their elements.
extension Interpreter {
    package func dictionaryProperty(_ name: String, _ pairs: [(key: Value, value: Value)]) -> Value? {
        DictionaryMethods.properties[name]?(pairs)
    }

    package static func pair(_ p: (key: Value, value: Value)) -> Value { .tuple([("key", p.key), ("value", p.value)]) }

    package func dictionaryMethod(_ name: String, _ pairs: [(key: Value, value: Value)], _ values: [ArgValue],
                          at location: SourceLocation) throws -> Value? {
        guard DictionaryMethods.methods[name] != nil else { return try arrayMethod(name, pairs.map(Interpreter.pair), values, at: location) }
        return try callLibrary(DictionaryMethods.methods, name, on: pairs, values, at: location, known: nil)
    }

    /// `merge(_:uniquingKeysWith:)` and `merging`: the other dictionary's (or key-value
    /// sequence's) pairs added in their order; a key both have takes `combine(old, new)`.
    package func merged(_ pairs: [(key: Value, value: Value)], _ other: ArgValue, _ combine: Value,
                        at location: SourceLocation) throws -> [(key: Value, value: Value)] {
        let added: [(key: Value, value: Value)]
        switch other.value {
        case let .dictionary(p): added = p
        case let .array(items):
            added = try items.map { item in
                guard case let .tuple(parts) = item, parts.count == 2 else {
                    throw EvalError(.wrongArgumentType(parameter: "_", callee: "merge", expected: "key-value pairs", found: item.kindDescription), at: other.location)
                }
                return (parts[0].value, parts[1].value)
            }
        default: throw EvalError(.wrongArgumentType(parameter: "_", callee: "merge", expected: "a dictionary", found: other.value.kindDescription), at: other.location)
        }
        var result = pairs
        for (key, value) in added {
            if let index = try result.firstIndex(where: { try equal($0.key, key) }) {
                result[index].value = try apply(combine, [result[index].value, value], at: location)
            } else {
                result.append((key, value))
            }
        }
        return result
    }

    /// `dict[key, default: x]`.
    package func dictionaryValue(_ pairs: [(key: Value, value: Value)], _ key: Value, default fallback: Value?) throws -> Value {
        try pairs.first { try equal($0.key, key) }?.value ?? fallback ?? Value.none
    }
}

/// The dictionary methods of Swift's standard library, by name.
package enum DictionaryMethods {
    package typealias Call = LibraryCall<[(key: Value, value: Value)]>
    package typealias Method = LibraryMethod<[(key: Value, value: Value)]>

    package static let properties: [String: @Sendable ([(key: Value, value: Value)]) -> Value] = [
        "count": { .int($0.count) },
        "isEmpty": { .bool($0.isEmpty) },
        "keys": { .array($0.map(\.key)) },
        "values": { .array($0.map(\.value)) },
        "first": { $0.first.map { Interpreter.pair($0) } ?? Value.none },
    ]

    package static let methods: [String: Method] = [
        "mapValues": mapValues, "compactMapValues": mapValues,
        "filter": { c in
            let f = try c.function(named: "isIncluded")
            return .dictionary(try c.pairs.filter { try c.it.truth(try c.it.apply(f, [Interpreter.pair($0)], at: c.location), at: c.location) })
        },
        "index": { _ in nil }, "randomElement": { _ in nil },
        "merging": { c in
            let other = try c.args.required(nil) { $0.take($1) }
            guard let combine = c.args.takeFunction("uniquingKeysWith") ?? c.args.takeFunction(nil) else {
                throw EvalError(.missingArgument("uniquingKeysWith:", callee: "merging"), at: c.location)
            }
            try c.args.finish(known: [])
            return .dictionary(try c.it.merged(c.pairs, other, combine, at: c.location))
        },
    ]

    private static func mapValues(_ c: inout Call) throws -> Value? {
        let f = try c.function(named: "transform")
        let mapped = try c.pairs.map { ($0.key, try c.it.apply(f, [$0.value], at: c.location)) }
        return .dictionary(c.name == "mapValues" ? mapped : mapped.filter { !$0.1.isNone })
    }
}
