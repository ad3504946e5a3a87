extension Interpreter {
    package func binary(_ op: String, _ lhs: Expr, _ rhs: Expr, in scope: Scope, at location: SourceLocation) throws -> Value {
        // Short-circuit forms evaluate their right side only when needed, as in Swift.
        switch op {
        case "&&": return .bool(try condition(lhs, in: scope) ? try condition(rhs, in: scope) : false)
        case "||": return .bool(try condition(lhs, in: scope) ? true : try condition(rhs, in: scope))
        case "??":
            let l = try evaluate(lhs, in: scope)
            return l.isNone ? try evaluate(rhs, in: scope) : l
        default: break
        }
        return try binaryValues(op, try evaluate(lhs, in: scope), try evaluate(rhs, in: scope), at: location)
    }

    package func binaryValues(_ op: String, _ l: Value, _ r: Value, at location: SourceLocation) throws -> Value {
        // `.now() + 2` in `asyncAfter(deadline:)`: the delay is what matters to a message.
        if case .enumCase("now", _) = l, op == "+" { return r }
        if let declared = try declaredOperator(op, l, r, at: location) { return declared }
        self.location = location
        let invalid = EvalError(.invalidOperands(op: op, left: l.kindDescription, right: r.kindDescription), at: location)
        switch op {
        case "==": return .bool(try equal(l, r))
        case "!=": return .bool(try !equal(l, r))
        case "..<", "...":
            if case let .int(a) = l, case let .int(b) = r { return try range(op, a, b, at: location) }
            guard let a = number(l), let b = number(r) else { throw invalid }
            guard a <= b else { throw EvalError(.invalidOperands(op: op, left: Interpreter.literal(a), right: Interpreter.literal(b)), at: location) }
            return .doubleRange(a, b, closed: op == "...")
        default: break
        }
        if let hosts = try host.binary(op, l, r, at: location, self) { return hosts }
        switch (l, r) {
        case let (.int(a), .int(b)): return try integer(op, a, b, at: location) ?? { throw invalid }()
        case let (.string(a), .string(b)):
            switch op {
            case "+":
                guard a.utf8.count + b.utf8.count <= Interpreter.maxStringLength || a.count + b.count <= Interpreter.maxStringLength else {
                    throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
                }
                try charge((a.utf8.count + b.utf8.count) / 64)
                return .string(a + b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: throw invalid
            }
        case let (.array(a), .array(b)) where op == "+":
            self.location = location
            try allocate(a.count + b.count)
            return .array(a + b)
        default:
            guard let a = number(l), let b = number(r) else { throw invalid }
            switch op {
            case "+": return .double(a + b)
            case "-": return .double(a - b)
            case "*": return .double(a * b)
            case "/": return .double(a / b)
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            case ">=": return .bool(a >= b)
            default: throw invalid
            }
        }
    }

    /// A number as a Double: Int and Double literals mix, as Swift's literals do.
    package func number(_ v: Value) -> Double? {
        switch v {
        case let .int(i): Double(i)
        case let .double(d): d
        case .enumCase("infinity", _), .type("infinity"): .infinity
        // `.pi` where the type says Double (`Angle(radians: .pi / 2)`, `.degrees(…)`).
        case .enumCase("pi", _): .pi
        case .enumCase("zero", _): 0
        default: nil
        }
    }

    package func subscriptValue(_ base: Value, _ args: [Argument], in scope: Scope, at location: SourceLocation) throws -> Value {
        guard let first = args.first else { throw EvalError(diagnostic: Diagnostic(SyntaxMessage.expectedExpression(found: "]"), at: location)) }
        let key = try evaluate(first.value, in: scope)
        // `$items[0]`: a reference to the element.
        if let storage = host.location(of: base) { return host.reference(to: .element(storage, key)) }
        // `counts[name, default: 0]`.
        if case let .dictionary(pairs) = base, args.count == 2, args[1].label == "default" {
            return try dictionaryValue(pairs, key, default: try evaluate(args[1].value, in: scope))
        }
        return try subscriptValue(base, key, at: location)
    }

    package func subscriptValue(_ base: Value, _ key: Value, at location: SourceLocation) throws -> Value {
        switch (base, key) {
        case let (.array(items), .int(i)):
            guard items.indices.contains(i) else { throw EvalError(.indexOutOfRange(index: i, count: items.count), at: location) }
            return items[i]
        case let (.array(items), .range(a0, b0, _)):
            // A range open on one side (`items[2...]`, `items[..<3]`) runs to the array's end.
            let a = a0 == Int.min ? 0 : a0, b = b0 == Int.max ? items.count : b0
            guard a >= 0, b <= items.count, a <= b else { throw EvalError(.indexOutOfRange(index: b, count: items.count), at: location) }
            return .array(Array(items[a..<b]))
        case let (.string(s), .range(a0, b0, _)):
            let chars = Array(s)
            let a = a0 == Int.min ? 0 : a0, b = b0 == Int.max ? chars.count : b0
            guard a >= 0, b <= chars.count, a <= b else { throw EvalError(.indexOutOfRange(index: b, count: chars.count), at: location) }
            return .string(String(chars[a..<b]))
        case let (.dictionary(pairs), _):
            // `dict[key, default: x]` is not needed by scenes; a missing key is nil.
            return try pairs.first { try equal($0.key, key) }?.value ?? Value.none
        case let (.string(s), .int(i)):
            let chars = Array(s)
            guard chars.indices.contains(i) else { throw EvalError(.indexOutOfRange(index: i, count: chars.count), at: location) }
            return .string(String(chars[i]))
        default:
            if let v = try host.subscriptValue(base, key, at: location, self) { return v }
            throw EvalError(.invalidOperands(op: "[]", left: base.kindDescription, right: key.kindDescription), at: location)
        }
    }

    /// `container[key] = value` on a copy: the array with that element replaced, the
    /// dictionary with that key set (appended when new).
    package func settingElement(_ key: Value, of container: Value, to value: Value, at location: SourceLocation) throws -> Value {
        switch (container, key) {
        case (.array(var items), let .int(i)):
            guard items.indices.contains(i) else { throw EvalError(.indexOutOfRange(index: i, count: items.count), at: location) }
            items[i] = value
            return .array(items)
        case (.dictionary(var pairs), _):
            if let i = try pairs.firstIndex(where: { try equal($0.key, key) }) {
                if value.isNone { pairs.remove(at: i) } else { pairs[i].value = value }
            } else if !value.isNone {
                pairs.append((key, value))
            }
            return .dictionary(pairs)
        default:
            if let v = try host.settingElement(key, of: container, to: value, at: location, self) { return v }
            throw EvalError(.cannotAssign("[]"), at: location)
        }
    }
}
