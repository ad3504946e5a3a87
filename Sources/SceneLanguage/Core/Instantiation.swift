import SwiftCore
import ViewTree

/// Making instances: `Type(args)` runs the type's own `init` when it declares one, else a
/// struct's memberwise initializer or a class's default one. A class's instance is an object
/// on the heap; a struct's is a value.
extension Interpreter {
    func instantiate(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        if decl.isEnum, decl.initializers.isEmpty, values.count == 1, values[0].label == "rawValue" {
            return try enumFromRawValue(decl, values, at: location)
        }
        // An extension's initializer, when it takes these arguments, before the memberwise one.
        if decl.initializers.isEmpty, let fn = decl.extensionInitializers.first(where: { accepts($0, values) }) {
            return try runInitializer(fn, of: decl, values, at: location)
        }
        guard !decl.initializers.isEmpty else {
            let instance = try memberwise(decl, values, at: location)
            return decl.isClass ? .object(heap.allocate(instance, decl: decl)) : .instance(instance)
        }
        let fn = (decl.initializers + decl.extensionInitializers).first { accepts($0, values) } ?? decl.initializers[0]
        return try runInitializer(fn, of: decl, values, at: location)
    }

    /// Runs `init` on an instance that starts with the type's default values; every stored
    /// property must have a value when it returns.
    private func runInitializer(_ fn: FuncDecl, of decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        if decl.isEnum {
            let box = ValueBox(.none, decl: decl)
            _ = try run(fn.body, in: try bindParameters(fn, values, owner: box, at: location))
            return box.value
        }
        let start = try defaults(decl)
        let box: SelfBox = decl.isClass ? heap.allocate(start, decl: decl) : SelfBox(instance: start, decl: decl)
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: decl.name, limit: Interpreter.maxCallDepth), at: location)
        }
        let scope = try bindParameters(fn, values, owner: box, at: location)
        _ = try run(fn.body, in: scope)
        for prop in decl.storedProperties where box.instance[prop.name] == nil && !Interpreter.filledLater(prop) && !prop.isLazy {
            if prop.type?.isOptional ?? false { box.instance[prop.name] = Value.none; continue }
            throw EvalError(.uninitializedProperty(prop.name, type: decl.name), at: location)
        }
        return box.selfValue
    }

    /// Whether an initializer's parameters take these arguments: each labelled in order, a
    /// trailing closure for a closure parameter, defaults for the rest.
    func accepts(_ fn: FuncDecl, _ values: [ArgValue]) -> Bool {
        var i = 0
        for p in fn.parameters {
            if i < values.count, values[i].label == p.label { i += 1; continue }
            if i < values.count, values[i].label == nil, values[i].value.isClosure, p.takesClosure { i += 1; continue }
            if p.defaultValue != nil { continue }
            return false
        }
        return i == values.count
    }

    /// Properties a wrapper fills when the view is built, not when it is made: the
    /// environment's, and a `@StateObject`'s, whose value is made once per view identity.
    static func filledLater(_ prop: PropertyDecl) -> Bool {
        switch prop.wrapper {
        case .environment?, .environmentObject?, .stateObject?: true
        default: false
        }
    }

    /// The fields an instance starts with before any initializer runs: default values,
    /// namespaces, and nil for optionals without one.
    func defaults(_ decl: TypeDecl) throws -> Instance {
        var instance = Instance(typeName: decl.name, names: decl.storedProperties.map(\.name), fields: [:])
        for prop in decl.storedProperties where !Interpreter.filledLater(prop) && !prop.isLazy {
            if prop.has("Namespace") {
                instance[prop.name] = .namespace(NamespaceID(name: "\(decl.name).\(prop.name)",
                                                             instance: currentPath.appending(decl.name).description))
            } else if let value = prop.defaultValue {
                instance[prop.name] = try defaultValue(value, of: prop, in: decl)
            } else if prop.type?.isOptional ?? false, !prop.isLet {
                instance[prop.name] = Value.none
            } else if prop.wrapper == .focusState {
                instance[prop.name] = prop.type?.baseName == "Bool" ? .bool(false) : .none
            }
        }
        return instance
    }

    /// A struct's memberwise initializer, in declaration order (a `let` with a default is not
    /// a parameter); a class's default initializer, which takes no arguments.
    func memberwise(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Instance {
        var args = Arguments(values, callee: decl.name, at: location)
        let stored = decl.storedProperties
        var instance = Instance(typeName: decl.name, names: stored.map(\.name), fields: [:])
        for prop in stored where !Interpreter.filledLater(prop) && !prop.isLazy {
            if prop.has("Namespace") {
                instance[prop.name] = .namespace(NamespaceID(name: "\(decl.name).\(prop.name)",
                                                             instance: currentPath.appending(decl.name).description))
                continue
            }
            if prop.wrapper == .focusState, prop.defaultValue == nil {
                // `@FocusState var focused: Field?` starts unfocused: nil, or false for a Bool.
                instance[prop.name] = prop.type?.baseName == "Bool" ? .bool(false) : .none
                continue
            }
            let initializable = !decl.isClass && !(prop.isLet && prop.defaultValue != nil)
            let given = initializable ? (args.take(prop.name) ?? (prop.takesClosure ? args.takeClosureArgument() : nil)) : nil
            if let arg = given {
                instance[prop.name] = try memberValue(arg, for: prop)
            } else if let value = prop.defaultValue {
                instance[prop.name] = try defaultValue(value, of: prop, in: decl)
            } else if prop.type?.isOptional ?? false {
                instance[prop.name] = Value.none
            } else {
                throw EvalError(.missingArgument(prop.name + ":", callee: decl.name), at: location)
            }
        }
        try args.finish(known: decl.isClass ? [] : stored.map(\.name))
        return instance
    }

    /// What a memberwise argument stores: a `@Binding` keeps the binding passed; a closure
    /// for a `@ViewBuilder` property builds views (at once when the property holds a view).
    private func memberValue(_ arg: ArgValue, for prop: PropertyDecl) throws -> Value {
        if prop.wrapper == .binding {
            if let b = arg.binding { return .binding(b) }
            // `.constant(true)` where a binding is expected.
            if case let .enumCase("constant", values) = arg.value, let v = values.first { return .binding(Binding(.constant(v.value))) }
            return .binding(Binding(.constant(arg.value)))
        }
        guard case var .closure(c) = arg.value, prop.has("ViewBuilder") || prop.buildsViews else {
            return try coerce(arg.value, to: prop.type, at: arg.location)
        }
        c.isViewBuilder = true
        if prop.type?.isFunction ?? false { return .closure(c) }
        return try callClosure(c, [], at: arg.location)
    }

    /// A stored property's default value. A view struct is made by its parent's body, and
    /// SwiftUI keeps the struct until that body runs again: while no state of a view above it
    /// changed, a view at the same place keeps the defaults it was made with
    /// (`let tabs = [Tab(id: UUID(), …)]` keeps its ids when only the view's own state
    /// changes, so a ForEach over them keeps its identities; StateStore.mayKeepDefaults).
    func defaultValue(_ value: Expr, of prop: PropertyDecl, in decl: TypeDecl) throws -> Value {
        guard decl.isView else { return try evaluate(value, as: prop.type, in: Scope(parent: globals)) }
        let key = StateKey(view: currentPath.appending(decl.name), property: prop.name)
        if state.mayKeepDefaults(of: key.view), let kept = state.madeDefaults[key] {
            state.keepDefault(key)
            return kept
        }
        // A view the default makes (`let icon = Image(…)`) is the property's own: two such
        // properties are two views, not one identity twice.
        let made = try withPath(key.view.appending("prop:" + prop.name)) { try evaluate(value, as: prop.type, in: Scope(parent: globals)) }
        state.madeDefaults[key] = made
        state.keepDefault(key)
        return made
    }
}

extension FuncDecl.Parameter {
    /// Whether a trailing closure may be passed for this parameter.
    var takesClosure: Bool { isViewBuilder || (type?.isFunction ?? false) }
}

extension PropertyDecl {
    var takesClosure: Bool { has("ViewBuilder") || (type?.isFunction ?? false) }
    /// A property whose closure makes its content: `let content: () -> Content` in a
    /// generic view, `@ViewBuilder var label: Label`.
    var buildsViews: Bool {
        guard let t = type?.text else { return false }
        return t.hasSuffix("-> Content") || t.hasSuffix("-> some View") || t.hasSuffix("-> AnyView") || t.hasSuffix("-> Label")
    }
}

extension TypeRef {
    /// `() -> Void`, `(Item) -> Void`, `@escaping () -> Content`.
    var isFunction: Bool { text.contains("->") }
}
