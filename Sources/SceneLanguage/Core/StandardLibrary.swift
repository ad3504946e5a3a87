import Geometry
import ViewTree

extension Interpreter {
    /// The standard library's functions and initializers (SwiftUI's values are
    /// `Vocabulary.values`).
    func builtinFunction(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var args = Arguments(values, callee: name, at: location)
        switch name {
        case "UUID": return nextUUID()
        case "min", "max":
            let nums = values.compactMap { number($0.value) }
            guard nums.count == values.count, !nums.isEmpty else { throw args.wrongType(values.first ?? ArgValue(label: nil, value: .void, location: location), expected: "numbers") }
            if values.allSatisfy({ if case .int = $0.value { true } else { false } }) {
                return .int(Int(name == "min" ? nums.min()! : nums.max()!))
            }
            return .double(name == "min" ? nums.min()! : nums.max()!)
        case "abs":
            let v = try args.required(nil) { try $0.double($1) }
            if case .int(let i) = values[0].value { return .int(abs(i)) }
            return .double(abs(v))
        case "String": return .string(values.first?.value.text ?? "")
        case "Double", "CGFloat": return .double(try args.required(nil) { try $0.double($1) })
        case "Int": return .int(Int(try args.required(nil) { try $0.double($1) }))
        case "Dictionary":
            return try Collections.grouping(&args, self)
        case "Array":
            let item = try args.required("repeating") { $0.take($1) }
            let count = try args.required("count") { try $0.int($1) }
            try args.finish(known: ["repeating", "count"])
            guard count >= 0, count <= Interpreter.maxForEachCount else {
                throw EvalError(.collectionTooLarge(limit: Interpreter.maxForEachCount), at: location)
            }
            return .array(Array(repeating: item.value, count: count))
        case "print": return .void
        default: return nil
        }
    }
}
