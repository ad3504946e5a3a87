/// Operators the app declares on its own types (`static func < (a: Self, b: Self) -> Bool`,
/// `static func + (…)`, `static func == (…)`), and those Swift derives from them: `!=` from
/// `==` (Equatable), `>`, `<=` and `>=` from `<` (Comparable). An enum that conforms to
/// `Comparable` without declaring `<` compares its cases in declaration order, then their
/// associated values, as Swift synthesizes it (SE-0266).
extension Interpreter {
    /// The result of `l op r` by an operator the operands' type declares or Swift derives;
    /// nil when their type has none (the standard types' operators apply).
    package func declaredOperator(_ op: String, _ l: Value, _ r: Value, at location: SourceLocation) throws -> Value? {
        guard let typeName = Interpreter.declaredTypeName(of: l) ?? Interpreter.declaredTypeName(of: r),
              let decl = types[typeName] else { return nil }
        // `size < .medium`: the leading-dot side has the other side's type, as Swift infers it.
        let type = TypeRef(text: typeName, location: location)
        let (l, r) = (try coerce(l, to: type, at: location), try coerce(r, to: type, at: location))
        func call(_ name: String, _ a: Value, _ b: Value) throws -> Value? {
            let all = decl.functions + (extensions[typeName]?.functions ?? [])
            guard let fn = all.first(where: { $0.name == name && $0.isStatic && $0.parameters.count == 2 }) else { return nil }
            return try callFunction(fn, [ArgValue(label: fn.parameters[0].label, value: a, location: location),
                                         ArgValue(label: fn.parameters[1].label, value: b, location: location)],
                                    owner: nil, selfType: typeName, at: location)
        }
        func truth(_ v: Value?) -> Bool? { if case let .bool(b)? = v { b } else { nil } }
        if let declared = try call(op, l, r) { return declared }
        switch op {
        case "!=":
            return try truth(call("==", l, r)).map { .bool(!$0) }
        case ">", "<=", ">=":
            let less: (Value, Value) throws -> Bool? = { a, b in
                if let declared = try truth(call("<", a, b)) { return declared }
                return try self.synthesizedLess(a, b, decl, at: location)
            }
            switch op {
            case ">": return try less(r, l).map { .bool($0) }
            case "<=": return try less(r, l).map { .bool(!$0) }
            default: return try less(l, r).map { .bool(!$0) }
            }
        case "<":
            return try synthesizedLess(l, r, decl, at: location).map { .bool($0) }
        default:
            return nil
        }
    }

    /// Synthesized `Comparable` of an enum: the earlier case is less; the same case compares
    /// its associated values in order.
    private func synthesizedLess(_ a: Value, _ b: Value, _ decl: TypeDecl, at location: SourceLocation) throws -> Bool? {
        guard decl.isEnum, decl.conformances.contains("Comparable"), rawType(of: decl) == nil,
              case let .enumValue(x) = a, case let .enumValue(y) = b, x.typeName == y.typeName,
              let i = decl.cases.firstIndex(where: { $0.name == x.caseName }),
              let j = decl.cases.firstIndex(where: { $0.name == y.caseName }) else { return nil }
        if i != j { return i < j }
        for (p, q) in zip(x.associated, y.associated) {
            if try equal(p.value, q.value) { continue }
            guard case let .bool(less) = try binaryValues("<", p.value, q.value, at: location) else { return nil }
            return less
        }
        return false
    }

    /// The app's type a value is an instance or case of.
    package static func declaredTypeName(of value: Value) -> String? {
        switch value {
        case let .instance(i): i.typeName
        case let .enumValue(e): e.typeName
        case let .object(o): o.instance.typeName
        default: nil
        }
    }
}
