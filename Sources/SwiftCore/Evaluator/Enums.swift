/// Enums the file declares: cases with raw values (given, or implied by the raw type),
/// associated values, `CaseIterable.allCases`, `init?(rawValue:)`, and methods and computed
/// properties whose `self` is the case.
extension Interpreter {
    /// `Tab.home`, `.loaded(item)` given an enum type: the case, with its associated values.
    package func enumCase(_ name: String, of decl: TypeDecl, _ args: [ArgValue], at location: SourceLocation) throws -> Value {
        guard let c = decl.cases.first(where: { $0.name == name }) else {
            throw EvalError(.unknownMember(name, type: "'\(decl.name)'", suggestion: Suggestions.closest(to: name, in: decl.cases.map(\.name))),
                            at: location)
        }
        guard args.count == c.parameters.count else {
            throw EvalError(args.count < c.parameters.count ? .missingArgument((c.parameters[args.count].label ?? "_") + ":", callee: name)
                                                             : .extraArgument(callee: name), at: location)
        }
        let associated = try zip(c.parameters, args).map { p, a in (p.label, try coerce(a.value, to: p.type, at: a.location)) }
        return .enumValue(EnumValue(typeName: decl.name, caseName: name, associated: associated))
    }

    /// A case's raw value: the one written, else the case's name (String raw type) or the
    /// previous case's plus one (Int), as Swift implies them.
    package func rawValue(_ e: EnumValue, at location: SourceLocation) throws -> Value {
        guard let decl = types[e.typeName], let raw = rawType(of: decl) else {
            throw EvalError(.unknownMember("rawValue", type: "'\(e.typeName)'", suggestion: nil), at: location)
        }
        var next = 0
        for c in decl.cases {
            var value: Value
            if let expr = c.rawValue {
                value = try evaluate(expr, in: globals)
            } else {
                value = raw == "Int" ? .int(next) : .string(c.name)
            }
            if case let .int(i) = value { next = i + 1 }
            if (host.aliases[raw] ?? raw) == "Double", case let .int(i) = value { value = .double(Double(i)) }
            if c.name == e.caseName { return value }
        }
        return .none
    }

    /// `Tab.allCases`: every case without associated values, in order.
    package func allCases(_ decl: TypeDecl) -> Value {
        .array(decl.cases.filter(\.parameters.isEmpty).map { .enumValue(EnumValue(typeName: decl.name, caseName: $0.name)) })
    }

    /// `Tab(rawValue: "home")`: the case with that raw value, or nil.
    package func enumFromRawValue(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: decl.name, at: location)
        let raw = try args.required("rawValue") { $0.take($1) }
        try args.finish(known: ["rawValue"])
        for c in decl.cases where c.parameters.isEmpty {
            let e = EnumValue(typeName: decl.name, caseName: c.name)
            if try equal(try rawValue(e, at: location), raw.value) { return .enumValue(e) }
        }
        return .none
    }

    /// `tab.rawValue`, `tab.title`: a member of a case.
    package func enumMember(_ name: String, of e: EnumValue, at location: SourceLocation) throws -> Value {
        guard let decl = types[e.typeName] else { throw EvalError(.unknownMember(name, type: "'\(e.typeName)'", suggestion: nil), at: location) }
        if name == "rawValue" { return try rawValue(e, at: location) }
        if let prop = decl.properties.first(where: { $0.name == name && $0.getter != nil && !$0.isStatic }) {
            return try computed(prop, of: ValueBox(.enumValue(e), decl: decl), at: location)
        }
        // `Identifiable` enums often say `var id: Self { self }`; an `id` not declared is the case.
        if name == "id" { return .enumValue(e) }
        let names = decl.properties.map(\.name) + ["rawValue"]
        throw EvalError(.unknownMember(name, type: "'\(e.typeName)'", suggestion: Suggestions.closest(to: name, in: names)), at: location)
    }

    /// `Set(items)`: the distinct members, in first-seen order.
    package func makeSet(_ items: [Value]) throws -> Value {
        var members: [Value] = []
        var seen: Set<String> = []
        for item in items where seen.insert(try hashKey(item)).inserted { members.append(item) }
        return .set(members)
    }

    /// The index of the first key equal to one before it; nil when every key is new.
    package func duplicateKeyIndex(_ keys: [Value]) throws -> Int? {
        var seen: Set<String> = []
        for (i, key) in keys.enumerated() where !seen.insert(try hashKey(key)).inserted { return i }
        return nil
    }

    /// A key as a message quotes it: a string in double quotes, anything else as written.
    package func quotedKey(_ key: Value) throws -> String {
        if case let .string(s) = key { return "\"" + s + "\"" }
        return "'" + (try text(key)) + "'"
    }
}
