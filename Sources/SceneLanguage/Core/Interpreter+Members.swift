import Geometry
import ViewTree

extension Interpreter {
    /// `base.name` without a call.
    func member(_ name: String, of base: Value, at location: SourceLocation, baseExpr: Expr) throws -> Value {
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
        case let .binding(b):
            return try bindingMember(name, of: b, at: location)
        case let .array(items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .none
            case "last": return items.last ?? .none
            case "indices": return .range(0, items.count)
            default: break
            }
        case let .string(s):
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "first": return s.first.map { .string(String($0)) } ?? .none
            case "last": return s.last.map { .string(String($0)) } ?? .none
            default: break
            }
        case let .range(a, b):
            switch name {
            case "count": return .int(try count(ofRange: a, b, at: location))
            case "lowerBound": return .int(a)
            case "upperBound": return .int(b)
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
        case let .dictionary(pairs):
            switch name {
            case "count": return .int(pairs.count)
            case "isEmpty": return .bool(pairs.isEmpty)
            case "keys": return .array(pairs.map(\.key))
            case "values": return .array(pairs.map(\.value))
            default: break
            }
        case let .uuid(u) where name == "uuidString":
            return .string(u)
        case .enumCase:
            // `.title3.bold` without a call, `.opacity.combined` — resolved by the call.
            return .enumCase(name, [])
        case let .opaque(what) where what == "DispatchQueue" && name == "main":
            return .opaque("DispatchQueue.main")
        default: break
        }
        throw EvalError(.unknownMember(name, type: base.kindDescription, suggestion: nil), at: location)
    }

    /// `value.name` on a struct or an object: a stored property (read through its wrapper),
    /// else a computed one.
    func instanceMember(_ name: String, of box: SelfBox, at location: SourceLocation) throws -> Value {
        let decl = box.decl
        if let v = box.instance[name] { return try fieldValue(v, name, of: decl, at: location) }
        if let prop = decl.properties.first(where: { $0.name == name && $0.getter != nil && !$0.isStatic }) {
            return try computed(prop, of: box, at: location)
        }
        let names = box.instance.names + decl.properties.map(\.name)
        throw EvalError(.unknownMember(name, type: "'\(box.instance.typeName)'", suggestion: Suggestions.closest(to: name, in: names)),
                        at: location)
    }

    /// `Color.red`, `Font.title`, `Animation.easeIn`, `AnyTransition.opacity`, `Double.infinity`.
    func staticMember(_ name: String, of typeName: String, at location: SourceLocation) throws -> Value {
        if name == "self" { return .type(typeName) } // `Item.self` in `navigationDestination(for:)`
        if let decl = types[typeName] {
            if decl.staticProperties.contains(where: { $0.name == name }) { return try staticProperty(name, of: decl, at: location) }
        }
        switch typeName {
        case "Color", "UIColor": return .color(try Colors.color(from: .enumCase(name, []), at: location))
        case "Font": return .font(try Fonts.font(from: .enumCase(name, []), at: location))
        case "Animation": return .animation(try Animations.spec(from: .enumCase(name, []), at: location))
        case "AnyTransition": return .transition(try Transitions.transition(from: .enumCase(name, []), at: location))
        case "Double", "CGFloat":
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
        case "DispatchQueue": if name == "main" { return .opaque("DispatchQueue.main") }
        default: break
        }
        throw EvalError(.unknownMember(name, type: "'\(typeName)'", suggestion: nil), at: location)
    }

    /// `base.name(args)`: a modifier on a view, a method of a struct, a style's method.
    /// `location` is where the method's name is written (messages point there);
    /// `baseLocation` where the expression it is called on starts.
    func method(_ name: String, on base: Value, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                at location: SourceLocation, baseLocation: SourceLocation) throws -> Value {
        // Views first: their arguments are evaluated with the modifier's identity path,
        // so a view inside `.background(…)` is a child of the view it decorates.
        if let node = try viewIfModifiable(base, modifier: name, at: baseLocation) {
            if let rule = Vocabulary.modifiers[name], rule.isInert { return .view(node) }
            let values = try withPath(node.identity.appending(name)) {
                try evaluateArguments(args, trailing, in: scope)
            }
            guard let rule = Vocabulary.modifiers[name] else {
                throw EvalError(.unknownModifier(name, suggestion: Suggestions.closest(to: name, in: Vocabulary.modifierNames)), at: location)
            }
            return .view(try applyModifier(rule, to: node, values, at: location))
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
        case let .type(typeName):
            if let decl = types[typeName] {
                if let fn = decl.functions.first(where: { $0.name == name && $0.isStatic }) {
                    return try callFunction(fn, values, owner: nil, at: location)
                }
                if name == "init" { return try instantiate(decl, values, at: location) }
            }
            return try staticCall(name, of: typeName, values, at: location)
        case let .opaque(timer) where timer.hasPrefix("Timer.publish") && name == "autoconnect":
            return base
        case .opaque("DispatchQueue.main") where name == "asyncAfter":
            let delay = values.first.flatMap { Interpreter.seconds(in: $0.value) }.map { Interpreter.format($0) } ?? "…"
            drivesTime(api: "DispatchQueue.main.asyncAfter",
                       hint: "in 'timeline { }', write 'wait(\(delay))' then the change the closure makes", at: location)
            return .void
        case let .scrollProxy(reader) where name == "scrollTo":
            return try scrollTo(reader, values, at: location)
        case let .dictionary(pairs):
            return try dictionaryMethod(name, pairs, values, at: location)
        case .enumCase, .font, .animation, .transition, .color, .shapeStyle:
            let result = try Styles.method(name, on: base, values, at: location)
            if name == "smallCaps", case .font = result { Fonts.reportSmallCaps(at: location, to: &diagnostics) }
            return result
        case let .array(items):
            return try arrayMethod(name, items, values, at: location)
        case let .range(a, b):
            // A range's methods are those of the array of its elements.
            self.location = location
            let n = try count(ofRange: a, b, at: location)
            try allocate(n)
            return try arrayMethod(name, (a..<(a + n)).map { .int($0) }, values, at: location)
        case let .string(s):
            var a = Arguments(values, callee: name, at: location)
            switch name {
            case "uppercased": return .string(s.uppercased())
            case "lowercased": return .string(s.lowercased())
            case "hasPrefix": return .bool(s.hasPrefix(try a.required(nil) { try $0.string($1) }))
            case "hasSuffix": return .bool(s.hasSuffix(try a.required(nil) { try $0.string($1) }))
            case "contains": return .bool(s.contains(try a.required(nil) { try $0.string($1) }))
            case "prefix": return .string(String(s.prefix(max(0, try a.required(nil) { try $0.int($1) }))))
            case "suffix": return .string(String(s.suffix(max(0, try a.required(nil) { try $0.int($1) }))))
            default: break
            }
        default: break
        }
        if case .none = base { return .none } // `optional?.method()` on nil
        throw EvalError(.unknownMember(name, type: base.kindDescription,
                                       suggestion: Suggestions.closest(to: name, in: Vocabulary.modifierNames)), at: location)
    }

    /// The view a modifier applies to, when `base` is a view (or a view struct, or a colour
    /// used as a view) and `name` is a modifier; nil when this is not a modifier call.
    func viewIfModifiable(_ base: Value, modifier name: String, at location: SourceLocation) throws -> ViewNode? {
        switch base {
        case let .view(node): return node
        case let .instance(inst):
            guard let decl = types[inst.typeName], decl.isView,
                  !decl.functions.contains(where: { $0.name == name }) else { return nil }
            return try resolveView(inst, at: currentPath, location: location)
        case .color, .shapeStyle:
            guard name != "opacity", Vocabulary.modifierNames.contains(name) else { return nil }
            return try colorView(base, at: location)
        default: return nil
        }
    }

    /// `Font.system(size:)`, `Animation.spring(...)`, `Timer.publish(every:on:in:)`.
    func staticCall(_ name: String, of typeName: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        switch typeName {
        case "Binding" where name == "constant":
            var a = Arguments(values, callee: "Binding.constant", at: location)
            let v = try a.required(nil) { $0.take($1) }
            try a.finish(known: [])
            return .binding(Binding(.constant(v.value)))
        case "Font", "Animation", "AnyTransition", "Color":
            return try Styles.coerce(.enumCase(name, values), toType: typeName, at: location)
        case "Timer" where name == "publish":
            var a = Arguments(values, callee: "Timer.publish", at: location)
            let every = (try? a.double("every")).flatMap { $0 }.map(Interpreter.format) ?? "…"
            drivesTime(api: "Timer.publish",
                       hint: "in 'timeline { }', write 'wait(\(every))' then 'withAnimation(…) { … }' for each tick", at: location)
            return .opaque("Timer.publish " + every)
        default:
            throw EvalError(.unknownMember(name, type: "'\(typeName)'", suggestion: nil), at: location)
        }
    }

    /// A closure's result used as a condition (`filter`, `sorted(by:)`); `location` is the closure's.
    func truth(_ v: Value, at location: SourceLocation) throws -> Bool {
        if case let .bool(b) = v { return b }
        throw EvalError(.conditionNotBool(found: v.kindDescription), at: location)
    }

    /// Seconds in `.now() + 2` or a plain number, for messages.
    static func seconds(in value: Value) -> Double? {
        switch value {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }

    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e9 ? String(Int(d)) : String(d)
    }
}
