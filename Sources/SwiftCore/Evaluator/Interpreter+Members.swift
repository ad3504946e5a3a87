extension Interpreter {
    /// `base.name` without a call.
    package func member(_ name: String, of base: Value, at location: SourceLocation, baseExpr: Expr) throws -> Value {
        // `[Item].self`, `[String: Item].self`, `[Int: [Story]].self`: the array or dictionary
        // type, as text.
        if name == "self", case .array = base, let text = Self.collectionTypeText(base) { return .type(text) }
        if name == "self", case .dictionary = base, let text = Self.collectionTypeText(base) { return .type(text) }
        if let (prop, ext) = extensionProperty(name, for: base) { return try computed(prop, of: ValueBox(base, decl: ext), at: location) }
        if let value = try host.member(name, of: base, at: location, self) { return value }
        if name == "hashValue", let hash = try synthesizedHashValue(of: base) { return hash }
        switch base {
        case .none:
            return .none // reached only through `?.`; a plain `.` on nil is reported by `!`
        case let .type(typeName):
            return try staticMember(name, of: typeName, at: location)
        case let .instance(inst):
            return try instanceMember(name, of: SelfBox(instance: inst, decl: types[inst.typeName] ?? TypeDecl.unknown(inst.typeName)),
                                      at: location)
        case let .object(ref):
            return try instanceMember(name, of: ref, at: location)
        case let .enumValue(e):
            return try enumMember(name, of: e, at: location)
        case let .array(items): if let v = arrayProperty(name, items) { return v }
        case let .set(members): if let v = setProperty(name, members) { return v }
        case let .string(s): if let v = stringProperty(name, s) { return v }
        case let .int(i): if let v = intProperty(name, i) { return v }
        case let .double(d): if let v = doubleProperty(name, d) { return v }
        case let .range(a, b, closed):
            switch name {
            case "count": return .int(try count(ofRange: a, b, at: location))
            case "lowerBound": return .int(a)
            // A ClosedRange's upper bound is in it; a Range's is just past it.
            case "upperBound": return .int(closed ? b - 1 : b)
            case "isEmpty": return .bool(a >= b)
            case "first": return a < b ? .int(a) : .none
            case "last": return a < b ? .int(b - 1) : .none
            default: break
            }
        case let .doubleRange(a, b, _):
            switch name {
            case "lowerBound": return .double(a)
            case "upperBound": return .double(b)
            default: break
            }
        case let .tuple(items):
            if let v = items.first(where: { $0.label == name })?.value { return v }
            if let i = Int(name), items.indices.contains(i) { return items[i].value }
            // An unlabelled tuple inside a function returning `[(letter: String, …)]` has
            // the return type's labels, as Swift infers them.
            if items.allSatisfy({ $0.label == nil }), let labels = tupleLabels.last, labels.count == items.count,
               let i = labels.firstIndex(of: name) {
                return items[i].value
            }
        case let .dictionary(pairs): if let v = dictionaryProperty(name, pairs) { return v }
        case .enumCase("init", _):
            // `.init(…)` whose type nothing gave: reading its member would make up a value.
            throw EvalError(.unresolvedMember("init", type: nil), at: location)
        case let .enumCase(caseName, _):
            // A member a case does not have is an error naming it: reading it must never make
            // up a value (`colorScheme.title` once showed the text "title"; issue 30, item 2).
            throw EvalError(.unknownMember(name, type: "'.\(caseName)'", suggestion: nil), at: location)
        default: break
        }
        throw EvalError(.unknownMember(name, type: base.kindDescription, suggestion: nil), at: location)
    }

    /// `value.name` on a struct or an object: a stored property (read through its wrapper),
    /// else a computed one.
    package func instanceMember(_ name: String, of box: SelfBox, at location: SourceLocation) throws -> Value {
        let decl = box.decl
        if let v = box.instance[name] { return try fieldValue(v, name, of: decl, at: location) }
        if let prop = decl.properties.first(where: { $0.name == name && !$0.isStatic }) {
            if prop.getter != nil { return try computed(prop, of: box, at: location) }
            if let v = try lazyValue(prop, of: box, at: location) { return v }
        }
        // `model.$query`: the projected value of the property's wrapper, as the host has it.
        if name.hasPrefix("$"), let prop = decl.properties.first(where: { "$" + $0.name == name }),
           let projected = host.projectedMember(of: prop, owner: box, self) {
            return projected
        }
        let names = box.instance.names + decl.properties.map(\.name)
        throw EvalError(.unknownMember(name, type: "'\(box.instance.typeName)'", suggestion: Suggestions.closest(to: name, in: names)),
                        at: location)
    }

    /// `Type.name`: the program's static members and enum cases, its extensions' statics, then
    /// the host's (`Color.red` in SwiftUI), then the standard library's (`Double.infinity`).
    package func staticMember(_ name: String, of typeName: String, at location: SourceLocation) throws -> Value {
        if name == "self" { return .type(typeName) } // `Item.self` in `navigationDestination(for:)`
        if let value = try extensionStatic(name, of: typeName, at: location) { return value }
        if let decl = types[typeName] {
            if decl.staticProperties.contains(where: { $0.name == name }) { return try staticProperty(name, of: decl, at: location) }
            if decl.isEnum {
                if let c = decl.cases.first(where: { $0.name == name }), c.parameters.isEmpty { return try enumCase(name, of: decl, [], at: location) }
                if name == "allCases" { return allCases(decl) }
            }
            if types[typeName + "." + name] != nil { return .type(typeName + "." + name) }
        }
        if let value = try host.staticMember(name, of: typeName, at: location, self) { return value }
        switch typeName {
        case "Double", "Float":
            switch name {
            case "infinity": return .double(.infinity)
            case "pi": return .double(.pi)
            case "nan": return .double(.nan)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
            case "zero": return .double(0)
            default: break
            }
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: break
            }
        default: break
        }
        throw EvalError(.unknownMember(name, type: "'\(typeName)'", suggestion: nil), at: location)
    }

    /// `base.name(args)`: the host's first (a modifier on a SwiftUI view), then the program's
    /// extensions and methods, the standard library's, and the host's methods of its values.
    /// `location` is where the method's name is written (messages point there);
    /// `baseLocation` where the expression it is called on starts.
    /// `baseExpr` is the base's expression, when the call has one written.
    package func method(_ name: String, on base: Value, baseExpr: Expr? = nil, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                at location: SourceLocation, baseLocation: SourceLocation) throws -> Value {
        if let value = try host.method(name, on: base, baseExpr: baseExpr, args: args, trailing: trailing, in: scope,
                                       at: location, baseLocation: baseLocation, self) {
            return value
        }
        if let (fn, ext) = extensionFunction(name, for: base) {
            return try callExtension(fn, of: ext, on: base, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        let values = try evaluateArguments(args, trailing, in: scope)
        switch base {
        case let .instance(inst):
            if let decl = types[inst.typeName], let fn = decl.functions.first(where: { $0.name == name }) {
                return try callFunction(fn, values, owner: SelfBox(instance: inst, decl: decl), at: location)
            }
            if let field = inst[name] { return try callValue(field, values, at: location) }
        case let .object(ref):
            if let fn = ref.decl.functions.first(where: { $0.name == name && !$0.isStatic }) {
                return try callFunction(fn, values, owner: ref, at: location)
            }
            if let field = ref.instance[name] { return try callValue(field, values, at: location) }
        case let .enumValue(e):
            if let decl = types[e.typeName], let fn = decl.functions.first(where: { $0.name == name && !$0.isStatic }) {
                return try callFunction(fn, values, owner: ValueBox(base, decl: decl), at: location)
            }
        case let .type(typeName):
            if let ext = extensions[typeName], let fn = ext.functions.first(where: { $0.name == name && $0.isStatic }) {
                return try callFunction(fn, values, owner: nil, selfType: typeName, at: location)
            }
            if let decl = types[typeName] {
                if let fn = decl.functions.first(where: { $0.name == name && $0.isStatic }) {
                    return try callFunction(fn, values, owner: nil, selfType: typeName, at: location)
                }
                if name == "init" { return try instantiate(decl, values, at: location) }
                if decl.isEnum, decl.cases.contains(where: { $0.name == name }) { return try enumCase(name, of: decl, values, at: location) }
                // `Theme.Blob()`: a nested type made as a bare name is, so a nested `Shape` or
                // custom `Layout` is a view.
                if let nested = types[typeName + "." + name] {
                    if let made = try host.instantiate(nested, values, at: location, self) { return made }
                    return try instantiate(nested, values, at: location)
                }
            }
            if name == "random", let v = try randomValue(of: typeName, values, at: location) { return v }
            if let v = try host.staticCall(name, of: typeName, values, at: location, self) { return v }
            throw EvalError(.unknownMember(name, type: "'\(typeName)'", suggestion: nil), at: location)
        case let .dictionary(pairs):
            if let v = try dictionaryMethod(name, pairs, values, at: location) { return v }
        case let .array(items):
            if let v = try arrayMethod(name, items, values, at: location) { return v }
        case let .set(members):
            if let v = try setMethod(name, members, values, at: location) { return v }
        case let .range(a, b, _):
            // A range's methods are those of the array of its elements.
            if name == "contains", let v = values.first, values.count == 1, let n = number(v.value) {
                return .bool(n >= Double(a) && n < Double(b))
            }
            self.location = location
            let n = try count(ofRange: a, b, at: location)
            try allocate(n)
            if let v = try arrayMethod(name, (a..<(a + n)).map { .int($0) }, values, at: location) { return v }
        case let .doubleRange(lo, hi, closed) where name == "contains":
            guard let n = values.first.flatMap({ number($0.value) }) else { break }
            return .bool(n >= lo && (closed ? n <= hi : n < hi))
        case let .string(s):
            if let v = try stringMethod(name, s, values, at: location) { return v }
        case .int, .double:
            if let v = try numberMethod(name, base, values, at: location) { return v }
        default: break
        }
        if let v = try host.methodValue(name, on: base, values, at: location, self) { return v }
        if case .none = base { return .none } // `optional?.method()` on nil
        let known = methodNames(of: base)
        throw EvalError(.unknownMember(name, type: base.kindDescription,
                                       suggestion: Suggestions.closest(to: name, in: known)), at: location)
    }

    /// The names `base` answers to as methods, for "did you mean".
    package func methodNames(of base: Value) -> [String] {
        switch base {
        case .array, .range, .set: ["map", "filter", "compactMap", "flatMap", "first", "last", "contains", "sorted", "reduce",
                                    "enumerated", "reversed", "joined", "prefix", "suffix", "firstIndex", "allSatisfy", "forEach",
                                    "min", "max", "dropFirst", "dropLast", "shuffled", "randomElement", "append", "insert", "remove",
                                    "removeAll", "removeFirst", "removeLast", "sort"]
        case .string: ["uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains", "prefix", "suffix", "split", "components",
                       "replacingOccurrences", "trimmingCharacters", "dropFirst", "dropLast", "reversed", "capitalized"]
        case .int, .double: ["rounded", "isMultiple", "squareRoot", "truncatingRemainder", "formatted"]
        case .dictionary: ["mapValues", "filter", "map", "sorted", "compactMapValues", "updateValue", "removeValue", "merge", "merging"]
        default: host.methodNames(of: base)
        }
    }

    /// A closure's result used as a condition (`filter`, `sorted(by:)`); `location` is the closure's.
    package func truth(_ v: Value, at location: SourceLocation) throws -> Bool {
        if case let .bool(b) = v { return b }
        throw EvalError(.conditionNotBool(found: v.kindDescription), at: location)
    }

    /// Seconds in `.now() + 2` or a plain number, for messages.
    package static func seconds(in value: Value) -> Double? {
        switch value {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }

    package static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e9 ? String(Int(d)) : String(d)
    }

    /// Whether a call's labels are exactly those `fn` declares (its defaulted parameters may
    /// be left out), one of them written: the app's `func offset(offset:)` in an extension of
    /// `View` is what `.offset(offset: $y)` calls, though SwiftUI has an `offset` modifier.
    package static func labelled(_ fn: FuncDecl, _ args: [Argument], _ trailing: [TrailingClosure]) -> Bool {
        let written = args.map(\.label) + trailing.map(\.label)
        guard written.contains(where: { $0 != nil }) else { return false }
        var i = 0
        for p in fn.parameters {
            if i < written.count, written[i] == p.label { i += 1; continue }
            if p.defaultValue != nil { continue }
            return false
        }
        return i == written.count
    }
}

extension Interpreter {
    /// The type a collection literal of types spells (`[Item]`, `[Int: [Story]]`), nested to
    /// any depth; nil when it holds anything but one type (or one pair of types).
    static func collectionTypeText(_ value: Value) -> String? {
        switch value {
        case let .type(name): return name
        case let .array(items) where items.count == 1: return collectionTypeText(items[0]).map { "[\($0)]" }
        case let .dictionary(pairs) where pairs.count == 1:
            guard let key = collectionTypeText(pairs[0].key), let element = collectionTypeText(pairs[0].value) else { return nil }
            return "[\(key): \(element)]"
        default: return nil
        }
    }
}
