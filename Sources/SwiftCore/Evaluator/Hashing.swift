extension Interpreter {
    /// `"\(value)"`: the value's text, each value visited one step of the budget, the text
    /// at most the string limit.
    package func text(_ value: Value) throws -> String {
        var writer = ValueWriter(limit: max(1, Interpreter.maxSteps - steps + 1), maxLength: Interpreter.maxStringLength)
        do {
            try writer.write(value)
        } catch .tooManyValues {
            throw EvalError(.stepBudgetExceeded(limit: Interpreter.maxSteps), at: location, fatal: true)
        } catch .tooLong {
            throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
        }
        try charge(writer.visited - 1)
        return writer.text
    }

    /// Equality as Swift's synthesized `Equatable` gives it, for `==`, `switch`, `contains`
    /// and dictionary keys; each pair of values compared is one step of the budget.
    package func equal(_ a: Value, _ b: Value) throws -> Bool {
        var budget = max(1, Interpreter.maxSteps - steps + 1)
        let start = budget
        guard let result = Value.equal(a, b, &budget) else {
            throw EvalError(.stepBudgetExceeded(limit: Interpreter.maxSteps), at: location, fatal: true)
        }
        try charge(start - budget - 1)
        return result
    }

    /// A text that equal values share and unequal ones (almost never) do: what
    /// `Dictionary(grouping:by:)` groups by, so grouping costs one key per element.
    /// `hashValue` of a value whose type has Swift's synthesized (or standard) `Hashable`:
    /// equal values hash alike, unequal ones apart. Swift seeds its hashes per process, so a
    /// number no run can predict; Matchcut's is the same on every run: a 64-bit FNV-1a of the
    /// value's `hashKey`. Nil for a type that declares its own `hashValue` or `hash(into:)`.
    package func synthesizedHashValue(of value: Value) throws -> Value? {
        switch value {
        case let .instance(inst):
            guard let decl = types[inst.typeName], !decl.properties.contains(where: { $0.name == "hashValue" }),
                  !decl.functions.contains(where: { $0.name == "hash" }) else { return nil }
        case let .enumValue(e):
            guard let decl = types[e.typeName], !decl.properties.contains(where: { $0.name == "hashValue" }),
                  !decl.functions.contains(where: { $0.name == "hash" }) else { return nil }
        case .int, .double, .bool, .string: break
        case let .host(h) where h.typeNames.contains("Hashable"): break
        default: return nil
        }
        return .int(Int(truncatingIfNeeded: SceneRandom.fnv1a(try hashKey(value))))
    }

    package func hashKey(_ value: Value) throws -> String {
        switch value {
        case .int, .double: return "#" + String(number(value) ?? 0)
        case let .string(s): return "s" + s
        default: return "v" + (try text(value))
        }
    }
}
