import SwiftCore
import Geometry
import ViewTree

extension Interpreter {
    /// Evaluates a call's arguments; trailing closures follow, with their labels. A binding
    /// passed (`$isOn`) is read now and kept beside its value.
    func evaluateArguments(_ args: [Argument], _ trailing: [TrailingClosure], in scope: Scope) throws -> [ArgValue] {
        var values: [ArgValue] = []
        values.reserveCapacity(args.count + trailing.count)
        for a in args {
            let v = try evaluate(a.value, in: scope)
            if case let .host(SwiftUIValue.binding(b)) = v {
                values.append(ArgValue(label: a.label, value: try read(b.location, at: a.location), location: a.location, binding: b))
            } else {
                var arg = ArgValue(label: a.label, value: v, location: a.location)
                if case .string = a.value.kind { arg.isStringLiteral = true }
                values.append(arg)
            }
        }
        for t in trailing {
            values.append(ArgValue(label: t.label, value: .closure(ClosureValue(closure: t.closure, scope: scope)),
                                   location: t.closure.location))
        }
        return values
    }

    func call(_ callee: Expr, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
              at location: SourceLocation) throws -> Value {
        switch callee.kind {
        case let .identifier(name):
            return try callNamed(name, args: args, trailing: trailing, in: scope, at: location)
        case let .implicitMember(name):
            let values = try evaluateArguments(args, trailing, in: scope)
            if name == "modifier", values.contains(where: { $0.label == "active" }) {
                return .transition(try modifierTransition(values, at: location))  // `AnyTransition.modifier(active:identity:)`
            }
            return try implicitStaticCall(name, values, at: location) ?? .enumCase(name, values)
        case let .member(baseExpr, "init") where Interpreter.isTypeName(baseExpr.kind.shortText) && {
            if case .identifier = baseExpr.kind { true } else { false } }():
            // `Color.init(red: 1, green: 0, blue: 0)`, `Text.init("a")`: the type called.
            return try callNamed(baseExpr.kind.shortText, args: args, trailing: trailing, in: scope, at: location)
        case let .member(baseExpr, name):
            let nameLocation = callee.nameLocation ?? location
            if name == "init", case .identifier("self") = baseExpr.kind, let box = scope.selfBox as? ValueBox,
               types[box.decl.name] == nil, let rule = Vocabulary.values[box.decl.name] {
                // `self.init(red: …)` inside an extension's initializer of a standard type.
                var arguments = Arguments(try evaluateArguments(args, trailing, in: scope), callee: box.decl.name, at: nameLocation)
                box.value = try rule.make(&arguments, self)
                return .void
            }
            if let rule = Vocabulary.modifiers[name], let environment = rule.environment {
                return try environmentModifier(rule, environment, base: baseExpr, args: args, trailing: trailing, in: scope,
                                               at: nameLocation, baseLocation: location)
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
            if PathViews.mutatingNames.contains(name), let path = PathViews.pathData(base) {
                // `path.addLine(to: p)`: the path with the element added goes back where it came from.
                let values = try evaluateArguments(args, trailing, in: scope)
                try assign(.view(ViewNode(kind: .shape(.path(try PathViews.mutate(name, path, values, it: self, at: nameLocation)),
                                                       fill: nil, stroke: nil), identity: currentPath, location: location)),
                           to: baseExpr, in: scope)
                return .void
            }
            if name == "offsetBy", let path = PathViews.pathData(base) {
                let moved = try PathViews.offsetBy(path, try evaluateArguments(args, trailing, in: scope), at: nameLocation)
                return .view(ViewNode(kind: .shape(.path(moved), fill: nil, stroke: nil), identity: currentPath, location: location))
            }
            if name == "path", case let .host(SwiftUIValue.view(node)) = base, case let .shape(kind, _, _) = node.kind {
                // `RoundedRectangle(cornerRadius: 12).path(in: rect)`: the shape's outline as a Path.
                var a = Arguments(try evaluateArguments(args, trailing, in: scope), callee: "path", at: nameLocation)
                let rect = try cgRect(try a.required("in") { $0.take($1) })
                try a.finish(known: ["in"])
                guard let path = PathViews.path(of: kind, in: rect) else {
                    throw EvalError(.unknownMember("path", type: "a '\(kind.name)'", suggestion: nil), at: nameLocation)
                }
                return .view(ViewNode(kind: .shape(.path(path), fill: nil, stroke: nil), identity: currentPath, location: location))
            }
            if case let .instance(inst) = base, let decl = types[inst.typeName],
               let fn = decl.functions.first(where: { $0.name == name && $0.isMutating }) {
                // A mutating method changes a copy, written back where the value came from.
                let box = SelfBox(instance: inst, decl: decl)
                let result = try callFunction(fn, try evaluateArguments(args, trailing, in: scope), owner: box, at: nameLocation)
                try assign(.instance(box.instance), to: baseExpr, in: scope)
                return result
            }
            return try method(name, on: base, args: args, trailing: trailing, in: scope, at: nameLocation, baseLocation: location)
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

    /// Whether an expression is a type written as one (`Item`, `Theme.Color`, `[Int]`).
    static func namesAType(_ expr: Expr) -> Bool {
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
        case .host(SwiftUIValue.binding), .type: return false
        default: return true
        }
    }

    /// Whether `expr` names a property declared optional: `selected`, `model.selected`.
    func declaredOptional(_ expr: Expr, in scope: Scope) throws -> Bool {
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
    func callValue(_ value: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
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
            // An environment action: `dismiss()` closes its page or sheet once the code has run.
            if let key = DismissRoute.key(in: name) { action?.effects.dismissals.append(key) }
            return .void
        default: throw EvalError(.notCallable(value.kindDescription), at: location)
        }
    }

    /// Applies a function value to plain arguments (what the standard library's methods do
    /// with a closure, an operator or a key path).
    func apply(_ function: Value, _ arguments: [Value], at location: SourceLocation) throws -> Value {
        if case let .closure(c) = function { return try callClosure(c, arguments, at: location) }
        return try callValue(function, arguments.map { ArgValue(label: nil, value: $0, location: location) }, at: location)
    }

    /// `\.a.b`, `\.self`, `\.0` applied to a value.
    func follow(keyPath: String, from root: Value, at location: SourceLocation) throws -> Value {
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
        if let local = scope.lookupLocal(name) {
            return try callValue(local, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        if let box = scope.selfBox {
            if let fn = box.decl.functions.first(where: { $0.name == name }) {
                return try callFunction(fn, try evaluateArguments(args, trailing, in: scope), owner: fn.isStatic ? nil : box, at: location)
            }
            // A modifier or an extension method called on the implicit `self` of a View
            // extension (`padding()` in `func card() -> some View`).
            if box is ValueBox || box.decl.isView,
               Vocabulary.modifiers[name] != nil || extensionFunction(name, for: box.selfValue) != nil {
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
        if let decl = types[name] {
            let values = try evaluateArguments(args, trailing, in: scope)
            if decl.conformances.contains("Layout"), let view = try customLayout(decl, values, at: location) { return .view(view) }
            if Interpreter.isShape(decl) { return .view(try customShape(decl, values, at: location)) }
            if PlaceholderViews.isRepresentable(decl) { return .view(PlaceholderViews.representable(decl, values, self, at: location)) }
            return try instantiate(decl, values, at: location)
        }
        if PlaceholderViews.named[name] != nil {
            return .view(PlaceholderViews.make(name, self, at: location))  // `Map { … }`, unevaluated
        }
        if let rule = Vocabulary.views[name] {
            // A container's content gets the identity of the container being built.
            return .view(try makeView(rule, try evaluateArguments(args, trailing, in: scope), at: location))
        }
        if let rule = Vocabulary.values[name] {
            let values = try evaluateArguments(args, trailing, in: scope)
            // `extension Color { init(hex: Int) { self.init(red: …) } }`: the app's initializer
            // of a standard type, when it takes these arguments.
            if let ext = extensions[name], let fn = ext.extensionInitializers.first(where: { accepts($0, values) }) {
                return try standardTypeInitializer(fn, of: ext, values, at: location)
            }
            var arguments = Arguments(values, callee: name, at: location)
            return try rule.make(&arguments, self)
        }
        if let global = globals.lookupLocal(name) {
            return try callValue(global, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        // `split(separator:)` in an extension of String, `reduce(0, +)` in one of Array: a
        // method of the implicit `self`.
        if let box = scope.selfBox as? ValueBox,
           Interpreter.methodNames(of: box.value).contains(name) || Interpreter.mutatingNames.contains(name) {
            return try method(name, on: box.value, args: args, trailing: trailing, in: scope, at: location, baseLocation: location)
        }
        if let value = try builtinFunction(name, try evaluateArguments(args, trailing, in: scope), at: location) {
            return value
        }
        if let standIn = skippedEffect(name, at: location) { return standIn }  // `UIImpactFeedbackGenerator(style:)`
        let isTypeLike = name.first?.isUppercase ?? false
        if isTypeLike {
            let candidates = Vocabulary.viewNames.union(types.keys).sorted()
            let suggestion = Suggestions.closest(to: name, in: candidates)
            // A type made where no view is written (`let decoder = JSONDecoder()`) is not a view.
            if location != build.viewPosition, !name.hasSuffix("View"), suggestion == nil {
                throw EvalError(.unknownType(name), at: location)
            }
            throw EvalError(.unknownView(name, suggestion: suggestion), at: location)
        }
        let candidates = (scope.visibleNames + Array(functions.keys) + globals.visibleNames).sorted()
        throw EvalError(.unknownIdentifier(name, suggestion: Suggestions.closest(to: name, in: candidates)), at: location)
    }

    /// Runs an extension's initializer of a standard type (`Color`, `Font`): `self` starts
    /// empty and is what `self.init(…)` or `self = …` leaves.
    func standardTypeInitializer(_ fn: FuncDecl, of ext: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
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
    /// A closure passed to a `@ViewBuilder` parameter builds views when called.
    func bindParameters(_ fn: FuncDecl, _ values: [ArgValue], owner: SelfBox?, at location: SourceLocation) throws -> Scope {
        var args = Arguments(values, callee: fn.name, at: location)
        let scope = Scope(parent: globals, owner: owner)
        for p in fn.parameters {
            if let arg = args.take(p.label) ?? (p.takesClosure ? args.takeClosureArgument() : nil) {
                var value = try coerce(arg.value, to: p.type, at: arg.location)
                if p.type?.text.contains("Binding<") ?? false, let b = arg.binding { value = .binding(b) }
                if p.isViewBuilder, case var .closure(c) = value { c.isViewBuilder = true; value = .closure(c) }
                scope.define(p.name, value)
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
    func callFunction(_ fn: FuncDecl, _ values: [ArgValue], owner: SelfBox?, selfType: String? = nil,
                      at location: SourceLocation) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: fn.name, limit: Interpreter.maxCallDepth), at: location)
        }
        let scope = try bindParameters(fn, values, owner: owner, at: location)
        let returnsView = fn.returnType?.text.contains("View") ?? false
        if fn.isViewBuilder || (returnsView && !fn.body.contains(where: { if case .returnStmt = $0.kind { true } else { false } })) {
            return .view(try buildSingle(fn.body, in: scope, base: currentPath, at: fn.location))
        }
        guard let labels = fn.returnType?.tupleLabels else {
            // The value returned has the declared type: `-> Self { .init(…) }`, `-> Double { 1 }`.
            let returned = try run(fn.body, in: scope)
            guard let type = fn.returnType else { return returned }
            let resolved = Interpreter.resolvingSelf(type.text, selfType ?? owner?.decl.name)
            return try coerce(returned, to: TypeRef(text: resolved, location: type.location), at: location)
        }
        tupleLabels.append(labels)
        defer { tupleLabels.removeLast() }
        return Interpreter.labelTuples(try run(fn.body, in: scope), labels)
    }

    /// Gives unlabelled tuples (or an array of them) the labels of a declared tuple type.
    static func labelTuples(_ value: Value, _ labels: [String]) -> Value {
        switch value {
        case let .array(items): return .array(items.map { labelTuples($0, labels) })
        case let .tuple(items) where items.count == labels.count && items.allSatisfy({ $0.label == nil }):
            return .tuple(zip(labels, items).map { (Optional($0), $1.value) })
        default: return value
        }
    }
}
