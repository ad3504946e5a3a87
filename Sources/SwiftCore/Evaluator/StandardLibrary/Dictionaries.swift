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
    ]

    private static func mapValues(_ c: inout Call) throws -> Value? {
        let f = try c.function(named: "transform")
        let mapped = try c.pairs.map { ($0.key, try c.it.apply(f, [$0.value], at: c.location)) }
        return .dictionary(c.name == "mapValues" ? mapped : mapped.filter { !$0.1.isNone })
    }
}
