import SwiftCore
import Geometry
import ViewTree

extension Interpreter {
    /// The standard library's functions and initializers (SwiftUI's values are
    /// `Vocabulary.values`); nil for a name that is none of them.
    func builtinFunction(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var args = Arguments(values, callee: name, at: location)
        self.location = location
        switch name {
        case "UUID": return nextUUID()
        case "min", "max":
            var items = values.map(\.value)
            if items.count == 1, case let .array(a) = items[0] { items = a }
            guard var best = items.first else { throw EvalError(.missingArgument("_", callee: name), at: location) }
            for item in items.dropFirst() where name == "min" ? try less(item, best, at: location) : try less(best, item, at: location) {
                best = item
            }
            if values.contains(where: { if case .double = $0.value { true } else { false } }), let n = number(best) { return .double(n) }
            return best
        case "abs":
            let v = try args.required(nil) { try $0.double($1) }
            if case .int(let i) = values[0].value { return .int(try absolute(i, at: location)) }
            return .double(abs(v))
        case "String":
            if args.items.contains(where: { $0.label == "format" }) { return .string(try stringFormat(&args, at: location)) }
            if let repeated = args.take("repeating") {
                let n = try args.required("count") { try $0.int($1) }
                try args.finish(known: ["repeating", "count"])
                let piece = try text(repeated.value)
                let total = piece.count.multipliedReportingOverflow(by: max(0, n))
                guard n >= 0, !total.overflow, total.partialValue <= Interpreter.maxStringLength else {
                    throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
                }
                try charge(piece.utf8.count * n / 64)
                // The standard library loops `n` times even over an empty piece: with
                // `count: Int.max - 1` that never ends (found by the pipeline fuzzer).
                return .string(piece.isEmpty ? "" : String(repeating: piece, count: n))
            }
            let arg = args.take("describing") ?? args.take(nil)
            return .string(try arg.map { try text($0.value) } ?? "")
        case "Character", "Substring":
            let arg = try args.required(nil) { $0.take($1) }
            try args.finish(known: [])
            return .string(try text(arg.value))
        case "Double", "CGFloat", "Float":
            if case let .string(s)? = values.first?.value { return Double(s).map { .double($0) } ?? Value.none }
            return .double(try args.required(nil) { try $0.double($1) })
        case "Int":
            // `Int("42")` is an optional; `Int(x)` of a Double must fit.
            if case let .string(s)? = values.first?.value { return Int(s).map { .int($0) } ?? Value.none }
            if case let .int(i)? = values.first?.value { return .int(i) }
            return .int(try integer(from: try args.required(nil) { try $0.double($1) }, at: values.first?.location ?? location))
        case "Bool":
            if case let .string(s)? = values.first?.value { return Bool(s).map { .bool($0) } ?? Value.none }
            return values.first?.value
        case "Dictionary":
            return try makeDictionary(&args)
        case "Array":
            if let item = args.take("repeating") {
                let count = try args.required("count") { try $0.int($1) }
                try args.finish(known: ["repeating", "count"])
                guard count >= 0 else {
                    // Swift traps here ("Can't construct Array with count < 0").
                    throw EvalError(.invalidArgument("count", callee: "Array(repeating:count:)",
                                                     reason: "an array cannot have \(count) elements"), at: location)
                }
                guard count <= Interpreter.maxCollectionCount else {
                    throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: location)
                }
                try allocate(count)
                return .array(Array(repeating: item.value, count: count))
            }
            // `Array(items.enumerated())`, `Array(0..<3)`, `Array(set)`, `Array(dict.keys)`.
            let source = try args.required(nil) { $0.take($1) }
            try args.finish(known: [])
            let elements = Array(try elements(of: source.value, at: source.location))
            try allocate(elements.count)
            return .array(elements)
        case "Set":
            guard let source = args.take(nil) else { return .set([]) }
            try args.finish(known: [])
            return try makeSet(Array(try elements(of: source.value, at: source.location)))
        case "zip":
            let a = try args.required(nil) { $0.take($1) }, b = try args.required(nil) { $0.take($1) }
            try args.finish(known: [])
            let pairs = zip(Array(try elements(of: a.value, at: a.location)), Array(try elements(of: b.value, at: b.location)))
                .map { Value.tuple([(nil, $0), (nil, $1)]) }
            try allocate(pairs.count)
            return .array(pairs)
        case "stride":
            let from = try args.required("from") { $0.take($1) }.value
            let by = try args.required("by") { $0.take($1) }.value
            let end = args.take("to") ?? args.take("through")
            guard let end else { throw EvalError(.missingArgument("to:", callee: "stride"), at: location) }
            try args.finish(known: ["from", "to", "through", "by"])
            return try stride(from, end.value, by: by, through: end.label == "through", at: location)
        case "type":
            return .type(Interpreter.typeName(of: try args.required("of") { $0.take($1) }.value))
        case "fatalError", "preconditionFailure":
            let message = try args.take(nil).map { try text($0.value) } ?? ""
            throw EvalError(.appStopped(name, message), at: location)
        case "assert", "precondition", "print", "debugPrint", "dump": return .void
        default:
            if let v = try foundationValue(name, values, at: location) { return v }
            return try mathFunction(name, values, at: location)
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array of its values.
    private func stride(_ from: Value, _ end: Value, by step: Value, through: Bool, at location: SourceLocation) throws -> Value {
        if case let .int(a) = from, case let .int(b) = end, case let .int(s) = step {
            guard s != 0 else { throw EvalError(.divisionByZero, at: location) }
            let values = through ? Array(Swift.stride(from: a, through: b, by: s)) : Array(Swift.stride(from: a, to: b, by: s))
            try allocate(values.count)
            return .array(values.map { .int($0) })
        }
        guard let a = number(from), let b = number(end), let s = number(step), s != 0, s.isFinite else {
            throw EvalError(.invalidOperands(op: "stride", left: from.kindDescription, right: step.kindDescription), at: location)
        }
        let estimate = ((b - a) / s).magnitude
        guard estimate <= Double(Interpreter.maxCollectionCount) else {
            throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: location, fatal: true)
        }
        let values = through ? Array(Swift.stride(from: a, through: b, by: s)) : Array(Swift.stride(from: a, to: b, by: s))
        try allocate(values.count)
        return .array(values.map { .double($0) })
    }
}
