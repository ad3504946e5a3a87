extension Interpreter {
    /// The standard library's functions and initializers (`GlobalFunctions.functions`), by
    /// their own names or their host's (`CGFloat(x)`); nil for a name that is none of them.
    package func builtinFunction(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        self.location = location
        let entry = GlobalFunctions.functions[name] != nil ? name : host.aliases[name]
        if let entry, GlobalFunctions.functions[entry] != nil {
            return try callLibrary(GlobalFunctions.functions, name, entry: entry, on: (), values, at: location, known: nil)
        }
        return try mathFunction(name, values, at: location)
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, as an array of its values.
    package func stride(_ from: Value, _ end: Value, by step: Value, through: Bool, at location: SourceLocation) throws -> Value {
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

/// The standard library's global functions and its types' initializers, by name.
package enum GlobalFunctions {
    package typealias Call = LibraryCall<Void>
    package typealias Function = LibraryMethod<Void>

    package static let functions: [String: Function] = [
        "min": minOrMax, "max": minOrMax,
        "abs": { c in
            let v = try c.args.required(nil) { try $0.double($1) }
            if case .int(let i) = c.values[0].value { return .int(try c.it.absolute(i, at: c.location)) }
            return .double(abs(v))
        },
        "String": string,
        "Character": character, "Substring": character,
        "Double": double, "Float": double,
        // `Int("42")` is an optional; `Int(x)` of a Double must fit.
        "Int": { c in
            if case let .string(s)? = c.values.first?.value { return Int(s).map { .int($0) } ?? Value.none }
            if case let .int(i)? = c.values.first?.value { return .int(i) }
            return .int(try c.it.integer(from: try c.args.required(nil) { try $0.double($1) }, at: c.values.first?.location ?? c.location))
        },
        "Bool": { c in
            if case let .string(s)? = c.values.first?.value { return Bool(s).map { .bool($0) } ?? Value.none }
            return c.values.first?.value
        },
        "Dictionary": { c in try c.it.makeDictionary(&c.args) },
        "Array": array,
        "Set": { c in
            guard let source = c.args.take(nil) else { return .set([]) }
            try c.args.finish(known: [])
            return try c.it.makeSet(Array(try c.it.elements(of: source.value, at: source.location)))
        },
        "zip": { c in
            let a = try c.args.required(nil) { $0.take($1) }, b = try c.args.required(nil) { $0.take($1) }
            try c.args.finish(known: [])
            let pairs = zip(Array(try c.it.elements(of: a.value, at: a.location)), Array(try c.it.elements(of: b.value, at: b.location)))
                .map { Value.tuple([(nil, $0), (nil, $1)]) }
            try c.it.allocate(pairs.count)
            return .array(pairs)
        },
        "stride": { c in
            let from = try c.args.required("from") { $0.take($1) }.value
            let by = try c.args.required("by") { $0.take($1) }.value
            let end = c.args.take("to") ?? c.args.take("through")
            guard let end else { throw EvalError(.missingArgument("to:", callee: "stride"), at: c.location) }
            try c.args.finish(known: ["from", "to", "through", "by"])
            return try c.it.stride(from, end.value, by: by, through: end.label == "through", at: c.location)
        },
        "type": { c in .type(Interpreter.typeName(of: try c.args.required("of") { $0.take($1) }.value)) },
        "fatalError": stop, "preconditionFailure": stop,
        "assert": nothing, "precondition": nothing, "print": nothing, "debugPrint": nothing, "dump": nothing,
    ]

    private static func minOrMax(_ c: inout Call) throws -> Value {
        var items = c.values.map(\.value)
        if items.count == 1, case let .array(a) = items[0] { items = a }
        guard var best = items.first else { throw EvalError(.missingArgument("_", callee: c.name), at: c.location) }
        let isMin = c.name == "min"
        for item in items.dropFirst() where isMin ? try c.it.less(item, best, at: c.location) : try c.it.less(best, item, at: c.location) {
            best = item
        }
        if c.values.contains(where: { if case .double = $0.value { true } else { false } }), let n = c.it.number(best) { return .double(n) }
        return best
    }

    private static func string(_ c: inout Call) throws -> Value {
        if c.args.items.contains(where: { $0.label == "format" }) { return .string(try c.it.stringFormat(&c.args, at: c.location)) }
        if let repeated = c.args.take("repeating") {
            let n = try c.args.required("count") { try $0.int($1) }
            try c.args.finish(known: ["repeating", "count"])
            let piece = try c.it.text(repeated.value)
            let total = piece.count.multipliedReportingOverflow(by: max(0, n))
            guard n >= 0, !total.overflow, total.partialValue <= Interpreter.maxStringLength else {
                throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: c.location, fatal: true)
            }
            try c.it.charge(piece.utf8.count * n / 64)
            // The standard library loops `n` times even over an empty piece: with
            // `count: Int.max - 1` that never ends (found by the pipeline fuzzer).
            return .string(piece.isEmpty ? "" : String(repeating: piece, count: n))
        }
        if let data = c.args.take("data") {
            // `String(data: data, encoding: .utf8)`: the text of Data made in the scene
            // (JSONEncoder's); Data read from a file is the host's to read.
            _ = c.args.take("encoding")
            try c.args.finish(known: ["data", "encoding"])
            guard case let .instance(inst) = data.value, inst.typeName == "Data", case let .string(text)? = inst["json"] else {
                throw c.args.wrongType(data, expected: "'Data' that 'JSONEncoder' made")
            }
            return .string(text)
        }
        let arg = c.args.take("describing") ?? c.args.take(nil)
        return .string(try arg.map { try c.it.text($0.value) } ?? "")
    }

    private static func character(_ c: inout Call) throws -> Value {
        let arg = try c.args.required(nil) { $0.take($1) }
        try c.args.finish(known: [])
        return .string(try c.it.text(arg.value))
    }

    private static func double(_ c: inout Call) throws -> Value {
        if case let .string(s)? = c.values.first?.value { return Double(s).map { .double($0) } ?? Value.none }
        return .double(try c.args.required(nil) { try $0.double($1) })
    }

    private static func array(_ c: inout Call) throws -> Value {
        if let item = c.args.take("repeating") {
            let count = try c.args.required("count") { try $0.int($1) }
            try c.args.finish(known: ["repeating", "count"])
            guard count >= 0 else {
                // Swift traps here ("Can't construct Array with count < 0").
                throw EvalError(.invalidArgument("count", callee: "Array(repeating:count:)",
                                                 reason: "an array cannot have \(count) elements"), at: c.location)
            }
            guard count <= Interpreter.maxCollectionCount else {
                throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: c.location)
            }
            try c.it.allocate(count)
            return .array(Array(repeating: item.value, count: count))
        }
        // `Array(items.enumerated())`, `Array(0..<3)`, `Array(set)`, `Array(dict.keys)`.
        let source = try c.args.required(nil) { $0.take($1) }
        try c.args.finish(known: [])
        let elements = Array(try c.it.elements(of: source.value, at: source.location))
        try c.it.allocate(elements.count)
        return .array(elements)
    }

    private static func stop(_ c: inout Call) throws -> Value {
        let message = try c.args.take(nil).map { try c.it.text($0.value) } ?? ""
        throw EvalError(.appStopped(c.name, message), at: c.location)
    }

    private static func nothing(_ c: inout Call) throws -> Value { .void }
}
