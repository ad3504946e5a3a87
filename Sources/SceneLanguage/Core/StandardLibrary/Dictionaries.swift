import SwiftCore
import ViewTree

/// Dictionaries keep their keys in first-insertion order, so every run (and every machine)
/// sees the same order where Swift's would be arbitrary. Their elements are `(key:, value:)`
/// tuples, as in Swift.
extension Interpreter {
    func dictionaryProperty(_ name: String, _ pairs: [(key: Value, value: Value)]) -> Value? {
        switch name {
        case "count": .int(pairs.count)
        case "isEmpty": .bool(pairs.isEmpty)
        case "keys": .array(pairs.map(\.key))
        case "values": .array(pairs.map(\.value))
        case "first": pairs.first.map { Interpreter.pair($0) } ?? Value.none
        default: nil
        }
    }

    static func pair(_ p: (key: Value, value: Value)) -> Value { .tuple([("key", p.key), ("value", p.value)]) }

    func dictionaryMethod(_ name: String, _ pairs: [(key: Value, value: Value)], _ values: [ArgValue],
                          at location: SourceLocation) throws -> Value? {
        var a = Arguments(values, callee: name, at: location)
        switch name {
        case "mapValues", "compactMapValues":
            guard let f = a.takeFunction(nil) else { throw EvalError(.missingArgument("transform:", callee: name), at: location) }
            try a.finish(known: [])
            let mapped = try pairs.map { ($0.key, try apply(f, [$0.value], at: location)) }
            return .dictionary(name == "mapValues" ? mapped : mapped.filter { !$0.1.isNone })
        case "filter":
            guard let f = a.takeFunction(nil) else { throw EvalError(.missingArgument("isIncluded:", callee: name), at: location) }
            try a.finish(known: [])
            return .dictionary(try pairs.filter { try truth(try apply(f, [Interpreter.pair($0)], at: location), at: location) })
        case "index", "randomElement":
            return nil
        default:
            return try arrayMethod(name, pairs.map(Interpreter.pair), values, at: location)
        }
    }

    /// `dict[key, default: x]`.
    func dictionaryValue(_ pairs: [(key: Value, value: Value)], _ key: Value, default fallback: Value?) throws -> Value {
        try pairs.first { try equal($0.key, key) }?.value ?? fallback ?? Value.none
    }
}
