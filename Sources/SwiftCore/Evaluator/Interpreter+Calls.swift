extension Interpreter {
    /// Evaluates a call's arguments; trailing closures follow, with their labels. A binding
    /// passed (`$isOn`) is read now and kept beside its value.
    package func evaluateArguments(_ args: [Argument], _ trailing: [TrailingClosure], in scope: Scope) throws -> [ArgValue] {
        var values: [ArgValue] = []
        values.reserveCapacity(args.count + trailing.count)
        for a in args {
            var grouped: String?
            let v: Value
            if case let .string(parts) = a.value.kind, parts.contains(where: { if case .expr = $0 { true } else { false } }) {
                let texts = try interpolateBoth(parts, in: scope, at: a.value.location)
                v = .string(texts.plain)
                if texts.grouped != texts.plain { grouped = texts.grouped }  // nil: no integer, or all below 1,000
            } else {
                v = try evaluate(a.value, in: scope)
            }
            if case let .host(reference) = v, let target = host.location(of: v) {
                values.append(ArgValue(label: a.label, value: try read(target, at: a.location), location: a.location, projected: reference))
            } else {
                var arg = ArgValue(label: a.label, value: v, location: a.location)
                if a.isInout { arg.inoutTarget = InoutTarget(expr: a.value, scope: scope) }
                if case .string = a.value.kind { arg.isStringLiteral = true }
                arg.groupedText = grouped
                if case .int = v, Interpreter.dividesLiterals(a.value),
                   case let .double(d) = try evaluate(Interpreter.floatingLiterals(a.value), in: scope) { arg.floatingValue = d }
                values.append(arg)
            }
        }
        for t in trailing {
            values.append(ArgValue(label: t.label, value: .closure(ClosureValue(closure: t.closure, scope: scope)),
                                   location: t.closure.location))
        }
        return values
    }

    /// A method or function named where a closure is expected (`GeometryReader(content:
    /// content)`), as the closure that calls it with its arguments, in the scope of the `self`
    /// it belongs to. Nil for any other value.
    package func closure(of function: Value, at location: SourceLocation) -> ClosureValue? {
        guard case let .function(.declared(fn, owner)) = function else { return nil }
        let names = fn.parameters.indices.map { "__argument\($0)" }
        let arguments = zip(fn.parameters, names).map { parameter, name in
            Argument(label: parameter.label, value: Expr(kind: .identifier(name), location: location), location: location)
        }
        let call = Expr(kind: .call(Expr(kind: .identifier(fn.name), location: location), arguments, trailing: []), location: location)
        let closure = Closure(parameters: names, body: [Stmt(kind: .expr(call), location: location)], location: location)
        return ClosureValue(closure: closure, scope: Scope(parent: globals, owner: owner))
    }

    package func call(_ callee: Expr, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
              at location: SourceLocation) throws -> Value {
        switch callee.kind {
        case let .identifier(name):
            return try callNamed(name, args: args, trailing: trailing, in: scope, at: location)
        case let .implicitMember(name):
            let values = try evaluateArguments(args, trailing, in: scope)
            // `.random(in: 0.3...1)` where a number is expected (`Color(red: .random(in: …))`):
            // the number's, whatever `random` an extension of another type declares.
            if name == "random", values.count == 1, values[0].label == "in" {
                let type: String? = switch values[0].value {
                case .range: "Int"
                case .doubleRange: "Double"
                default: nil
                }
                if let type, let number = try randomValue(of: type, values, at: location) { return number }
            }
            return try host.implicitCall(name, values, at: location, self) ?? .enumCase(name, values)
        case let .member(baseExpr, "init") where Interpreter.isTypeName(baseExpr.kind.shortText) && {
            if case .identifier = baseExpr.kind { true } else { false } }():
            // `Color.init(red: 1, green: 0, blue: 0)`, `Text.init("a")`: the type called.
            return try callNamed(baseExpr.kind.shortText, args: args, trailing: trailing, in: scope, at: location)
        case let .member(baseExpr, name) where isStandardLibraryModule(baseExpr, in: scope):
            // `Swift.min(a, b)`: the standard library's function, whatever `self` declares.
            let values = try evaluateArguments(args, trailing, in: scope)
            if let value = try builtinFunction(name, values, at: callee.nameLocation ?? location) { return value }
            throw EvalError(.unknownMember(name, type: "'Swift'", suggestion: nil), at: callee.nameLocation ?? location)
        case let .member(baseExpr, name):
            let nameLocation = callee.nameLocation ?? location
            if name == "init", case .identifier("self") = baseExpr.kind, let box = scope.selfBox as? ValueBox,
               types[box.decl.name] == nil, host.isType(box.decl.name) {
                // `self.init(red: …)` inside an extension's initializer of a host's type.
                let values = try evaluateArguments(args, trailing, in: scope)
                guard let made = try host.make(box.decl.name, values, complete: false, at: nameLocation, self) else {
                    throw EvalError(.unresolvedMember("init", type: box.decl.name), at: nameLocation)
                }
                box.value = made
                return .void
            }
            if let called = try host.memberCall(name, base: baseExpr, args: args, trailing: trailing, in: scope,
                                                at: nameLocation, baseLocation: location, self) {
                return called
            }
            let base = try evaluate(baseExpr, in: scope)
            if name == "map" || name == "flatMap", try isOptionalMap(base, baseExpr, in: scope) {
                // `count.map { "\($0)" }`: Optional's map, the value given to the closure unless nil.
                guard !base.isNone else { return .none }
                var a = Arguments(try evaluateArguments(args, trailing, in: scope), callee: name, at: location)
                guard let f = a.takeFunction(nil) ?? a.takeFunction("transform") else { throw EvalError(.missingArgument("_", callee: name), at: location) }
                try a.finish(known: [])
                return try apply(f, [base], at: nameLocation)
            }
            if Interpreter.mutatingNames.contains(name), base.isStandardValue,
               let (updated, result) = try mutatingMethod(name, on: base, try evaluateArguments(args, trailing, in: scope), at: nameLocation) {
                // `items.append(x)`: the changed copy goes back where the value came from.
                try assign(updated, to: baseExpr, in: scope)
                return result
            }
            if Interpreter.mutatingNames.contains(name), case .host = base,
               let (updated, result) = try host.mutatingMethod(name, on: base, try evaluateArguments(args, trailing, in: scope), at: nameLocation, self) {
                try assign(updated, to: baseExpr, in: scope)
                return result
            }
            if case let .instance(inst) = base, let decl = types[inst.typeName],
               let fn = decl.functions.first(where: { $0.name == name && $0.isMutating }) {
                // A mutating method changes a copy, written back where the value came from.
                let box = SelfBox(instance: inst, decl: decl)
                let result = try callFunction(fn, try evaluateArguments(args, trailing, in: scope), owner: box, at: nameLocation)
                try assign(.instance(box.instance), to: baseExpr, in: scope)
                return result
            }
            return try method(name, on: base, baseExpr: baseExpr, args: args, trailing: trailing, in: scope, at: nameLocation,
                              baseLocation: location)
        // `[Item]()`, `[String: Int]()`: an empty collection of a type written as a literal;
        // `[Int](repeating: 0, count: 3)` is Array's initializer.
        case let .array(elements) where elements.count == 1 && Interpreter.namesAType(elements[0]):
            if args.isEmpty, trailing.isEmpty { return .array([]) }
            return try callNamed("Array", args: args, trailing: trailing, in: scope, at: location)
        case let .dictionary(pairs) where pairs.count == 1 && Interpreter.namesAType(pairs[0].key) && Interpreter.namesAType(pairs[0].value)
            && args.isEmpty && trailing.isEmpty:
            return .dictionary([])
        default:
            let value = try evaluate(callee, in: scope)
            return try callValue(value, try evaluateArguments(args, trailing, in: scope), at: location)
        }
    }

    /// `Swift` written as a module's name: the program declares nothing by that name.
    func isStandardLibraryModule(_ expr: Expr, in scope: Scope) -> Bool {
        guard case .identifier("Swift") = expr.kind else { return false }
        return types["Swift"] == nil && scope.lookupLocal("Swift") == nil && globals.lookupLocal("Swift") == nil
    }

    /// Whether an expression is a type written as one (`Item`, `Theme.Color`, `[Int]`).
    package static func namesAType(_ expr: Expr) -> Bool {
        switch expr.kind {
        case let .identifier(name): isTypeName(name)
        case .typeName: true
        case let .member(base, name): isTypeName(name) && namesAType(base)
        case let .array(items): items.count == 1 && namesAType(items[0])
        default: false
        }
    }

    /// Whether `x.map` is Optional's: `x` is nil, or no collection, or declared optional
    /// (`var selected: String?`).
    private func isOptionalMap(_ base: Value, _ expr: Expr, in scope: Scope) throws -> Bool {
        switch base {
        case .none: return true
        case .array, .set, .range, .dictionary, .doubleRange: return try declaredOptional(expr, in: scope)
        case .string: return try declaredOptional(expr, in: scope)
        case .type: return false
        // A stand-in (a publisher, a skipped effect) is no Optional: its `map` is its own.
        case .opaque: return false
        case .host: return host.location(of: base) == nil
        default: return true
        }
    }

    /// Whether `expr` names a property declared optional: `selected`, `model.selected`.
    package func declaredOptional(_ expr: Expr, in scope: Scope) throws -> Bool {
        switch expr.kind {
        case let .identifier(name):
            guard scope.lookupLocal(name) == nil, let box = scope.selfBox else { return false }
            return box.decl.properties.first { $0.name == name }?.type?.isOptional ?? false
        case let .member(base, name):
            guard case .identifier = base.kind else {
                if case .member = base.kind {} else { return false }
                return false
            }
            let container = try evaluate(base, in: scope)
            let typeName: String? = switch container {
            case let .instance(i): i.typeName
            case let .object(o): o.instance.typeName
            default: nil
            }
            return typeName.flatMap { types[$0] }?.properties.first { $0.name == name }?.type?.isOptional ?? false
        default:
            return false
        }
    }

    /// Calls a value: a closure, a function, an operator, a key path, or a type's initializer.
    package func callValue(_ value: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        switch value {
        case let .closure(c): return try callClosure(c, values.map(\.value), at: location)
        case let .function(.declared(fn, owner)): return try callFunction(fn, values, owner: owner, at: location)
        case let .function(.operatorFunction(op)):
            guard values.count == 2 else { throw EvalError(.notCallable("'\(op)'"), at: location) }
            return try binaryValues(op, values[0].value, values[1].value, at: location)
        case let .type(name) where types[name] != nil: return try instantiate(types[name]!, values, at: location)
        case let .opaque(path) where path.hasPrefix("\\."):
            // A key path used as a function: `items.map(\.title)`.
            guard let root = values.first?.value else { throw EvalError(.notCallable("a key path"), at: location) }
            return try follow(keyPath: String(path.dropFirst(2)), from: root, at: location)
        case let .opaque(name):
            // A host's action (`dismiss()`); anything else opaque does nothing when called.
            return try host.callOpaque(name, values, at: location, self) ?? .void
        default: throw EvalError(.notCallable(value.kindDescription), at: location)
        }
    }

    /// Applies a function value to plain arguments (what the standard library's methods do
    /// with a closure, an operator or a key path).
    package func apply(_ function: Value, _ arguments: [Value], at location: SourceLocation) throws -> Value {
        if case let .closure(c) = function { return try callClosure(c, arguments, at: location) }
        return try callValue(function, arguments.map { ArgValue(label: nil, value: $0, location: location) }, at: location)
    }

    /// `\.a.b`, `\.self`, `\.0` applied to a value.
    package func follow(keyPath: String, from root: Value, at location: SourceLocation) throws -> Value {
        var value = root
        for component in keyPath.split(separator: ".") where component != "self" {
            let name = String(component)
            if case let .tuple(items) = value, let i = Int(name), items.indices.contains(i) { value = items[i].value; continue }
            value = try member(name, of: value, at: location, baseExpr: Expr(kind: .identifier("self"), location: location))
        }
        return value
    }

    private func callNamed(_ name: String, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                           at location: SourceLocation) throws -> Value {
        if let reference = functionReference(name, args: args, trailing: trailing, in: scope) { return reference }
        if let local = scope.lookupLocal(name) {
            return try callValue(local, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        if let box = scope.selfBox {
            if let fn = box.decl.functions.first(where: { $0.name == name }) {
                return try callFunction(fn, try evaluateArguments(args, trailing, in: scope), owner: fn.isStatic ? nil : box, at: location)
            }
            // A host's method or an extension method called on the implicit `self` (`padding()`
            // in `func card() -> some View` of a View extension).
            if host.hasMethod(name, onSelf: box) || (box is ValueBox && extensionFunction(name, for: box.selfValue) != nil) {
                return try method(name, on: box.selfValue, args: args, trailing: trailing, in: scope, at: location, baseLocation: location)
            }
            // A closure-typed property (`let onSelect: (Item) -> Void`) is called like a function.
            if let field = box.instance[name] {
                let value = try fieldValue(field, name, of: box.decl, at: location)
                return try callValue(value, try evaluateArguments(args, trailing, in: scope), at: location)
            }
        }
        if let fn = functions[name] {
            return try callFunction(fn, try evaluateArguments(args, trailing, in: scope), owner: nil, at: location)
        }
        if let decl = types[scopedTypeKey(name, in: scope, at: location)] {
            let values = try evaluateArguments(args, trailing, in: scope)
            if let made = try host.instantiate(decl, values, at: location, self) { return made }
            return try instantiate(decl, values, at: location)
        }
        if let made = try host.call(name, args: args, trailing: trailing, in: scope, at: location, self) { return made }
        if let global = globals.lookupLocal(name) {
            return try callValue(global, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        // `split(separator:)` in an extension of String, `reduce(0, +)` in one of Array: a
        // method of the implicit `self`.
        if let box = scope.selfBox as? ValueBox,
           methodNames(of: box.value).contains(name) || Interpreter.mutatingNames.contains(name) {
            return try method(name, on: box.value, args: args, trailing: trailing, in: scope, at: location, baseLocation: location)
        }
        if name == "swap", args.count == 2, trailing.isEmpty, args.allSatisfy(\.isInout) {
            // `swap(&a, &b)`: each takes the other's value.
            let a = try evaluate(args[0].value, in: scope), b = try evaluate(args[1].value, in: scope)
            try assign(b, to: args[0].value, in: scope)
            try assign(a, to: args[1].value, in: scope)
            return .void
        }
        if let value = try builtinFunction(name, try evaluateArguments(args, trailing, in: scope), at: location) {
            return value
        }
        if let standIn = host.standIn(for: name, at: location, self) { return standIn }  // `UIImpactFeedbackGenerator(style:)`
        // `system(size: 26)` in `extension Font { static let h1: Font = … }`: a static function
        // of the host's type the extension extends, called without its type's name.
        if name.first?.isLowercase == true, let box = scope.selfBox, types[box.decl.name] == nil, extensions[box.decl.name] != nil,
           host.isType(box.decl.name) {
            let callee = Expr(kind: .member(Expr(kind: .typeName(box.decl.name), location: location), name), location: location)
            return try evaluate(Expr(kind: .call(callee, args, trailing: trailing), location: location), in: scope)
        }
        if let error = host.unknownCallee(name, at: location, self) { throw error }
        let candidates = (scope.visibleNames + Array(functions.keys) + globals.visibleNames).sorted()
        throw EvalError(.unknownIdentifier(name, suggestion: Suggestions.closest(to: name, in: candidates)), at: location)
    }

    /// Runs an extension's initializer of a host's type (`Color`, `Font`): `self` starts
    /// empty and is what `self.init(…)` or `self = …` leaves.
    package func standardTypeInitializer(_ fn: FuncDecl, of ext: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        let box = ValueBox(.none, decl: ext)
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: ext.name, limit: Interpreter.maxCallDepth), at: location)
        }
        _ = try run(fn.body, in: try bindParameters(fn, values, owner: box, at: location))
        guard !box.value.isNone else { throw EvalError(.uninitializedProperty("self", type: ext.name), at: location) }
        return box.value
    }

    /// Binds a call's arguments to a function's parameters in a new scope under `globals`.
    /// A closure passed to a result-builder parameter (`@ViewBuilder`) is built when called.
    package func bindParameters(_ fn: FuncDecl, _ values: [ArgValue], owner: SelfBox?, at location: SourceLocation) throws -> Scope {
        var args = Arguments(values, callee: fn.name, at: location)
        let scope = Scope(parent: globals, owner: owner)
        for p in fn.parameters {
            if let arg = args.take(p.label) ?? (p.takesClosure ? args.takeClosureArgument() : nil) {
                var value = try coerce(arg.value, to: p.type, at: arg.location)
                if host.keepsReference(p.type), let reference = arg.projected { value = .host(reference) }
                if p.isResultBuilder, case var .closure(c) = value { c.isViewBuilder = true; value = .closure(c) }
                scope.define(p.name, value)
                if let target = arg.inoutTarget { scope.inoutParameters.append((p.name, target)) }
            } else if let d = p.defaultValue {
                scope.define(p.name, try evaluate(d, as: p.type, in: globals))
            } else {
                throw EvalError(.missingArgument((p.label ?? "_") + ":", callee: fn.name), at: location)
            }
        }
        try args.finish(known: fn.parameters.compactMap(\.label))
        return scope
    }

    /// Calls a function the file declares. `selfType` is the type a static function is called
    /// on (an instance method's is its owner's): what `Self` in its return type means.
    package func callFunction(_ fn: FuncDecl, _ values: [ArgValue], owner: SelfBox?, selfType: String? = nil,
                      at location: SourceLocation) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: fn.name, limit: Interpreter.maxCallDepth), at: location)
        }
        let scope = try bindParameters(fn, values, owner: owner, at: location)
        if fn.isResultBuilder || (host.builds(fn.returnType) && !fn.body.contains(where: { if case .returnStmt = $0.kind { true } else { false } })) {
            return try host.build(fn.body, in: scope, at: fn.location, self)
        }
        guard let labels = fn.returnType?.tupleLabels else {
            // The value returned has the declared type: `-> Self { .init(…) }`, `-> Double { 1 }`.
            let returned = try run(fn.body, in: scope)
            try writeBackInout(scope, at: location)
            guard let type = fn.returnType else { return returned }
            let resolved = Interpreter.resolvingSelf(type.text, selfType ?? owner?.decl.name)
            return try coerce(returned, to: TypeRef(text: resolved, location: type.location), at: location)
        }
        tupleLabels.append(labels)
        defer { tupleLabels.removeLast() }
        let returned = try run(fn.body, in: scope)
        try writeBackInout(scope, at: location)
        return Interpreter.labelTuples(returned, labels)
    }

    /// Assigns each `inout` parameter's final value back to the expression its argument was
    /// written as (`&total`), in the caller's scope.
    private func writeBackInout(_ scope: Scope, at location: SourceLocation) throws {
        for (name, target) in scope.inoutParameters {
            guard let value = scope.lookupLocal(name) else { continue }
            try assign(value, to: target.expr, in: target.scope)
        }
    }

    /// Gives unlabelled tuples (or an array of them) the labels of a declared tuple type.
    package static func labelTuples(_ value: Value, _ labels: [String]) -> Value {
        switch value {
        case let .array(items): return .array(items.map { labelTuples($0, labels) })
        case let .tuple(items) where items.count == labels.count && items.allSatisfy({ $0.label == nil }):
            return .tuple(zip(labels, items).map { (Optional($0), $1.value) })
        default: return value
        }
    }
}
