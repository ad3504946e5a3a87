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
            // Ints compare as Ints: Int.max does not survive a round trip through Double.
            let ints = values.compactMap { if case .int(let i) = $0.value { i } else { nil } }
            if ints.count == values.count, let m = name == "min" ? ints.min() : ints.max() { return .int(m) }
            return .double(name == "min" ? nums.min()! : nums.max()!)
        case "abs":
            let v = try args.required(nil) { try $0.double($1) }
            if case .int(let i) = values[0].value { return .int(try absolute(i, at: location)) }
            return .double(abs(v))
        case "String":
            if let repeated = args.take("repeating") {
                let n = try args.required("count") { try $0.int($1) }
                try args.finish(known: ["repeating", "count"])
                let piece = try text(repeated.value)
                guard n >= 0, piece.count.multipliedReportingOverflow(by: n).partialValue <= Interpreter.maxStringLength,
                      !piece.count.multipliedReportingOverflow(by: n).overflow else {
                    throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
                }
                try charge(piece.utf8.count * n / 64)
                return .string(String(repeating: piece, count: n))
            }
            self.location = location
            return .string(try values.first.map { try text($0.value) } ?? "")
        case "Double", "CGFloat":
            if case let .string(s)? = values.first?.value { return Double(s).map { .double($0) } ?? .none }
            return .double(try args.required(nil) { try $0.double($1) })
        case "Int":
            // `Int("42")` is an optional; `Int(x)` of a Double must fit.
            if case let .string(s)? = values.first?.value { return Int(s).map { .int($0) } ?? .none }
            if case let .int(i)? = values.first?.value { return .int(i) }
            return .int(try integer(from: try args.required(nil) { try $0.double($1) }, at: values.first?.location ?? location))
        case "Dictionary":
            return try Collections.grouping(&args, self)
        case "Array":
            let item = try args.required("repeating") { $0.take($1) }
            let count = try args.required("count") { try $0.int($1) }
            try args.finish(known: ["repeating", "count"])
            guard count >= 0, count <= Interpreter.maxCollectionCount else {
                throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: location)
            }
            self.location = location
            try allocate(count)
            return .array(Array(repeating: item.value, count: count))
        case "print": return .void
        default: return nil
        }
    }
}
