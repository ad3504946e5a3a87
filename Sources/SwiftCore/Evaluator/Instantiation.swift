/// Making instances: `Type(args)` runs the type's own `init` when it declares one, else a
/// struct's memberwise initializer or a class's default one. A class's instance is an object
/// on the heap; a struct's is a value.
extension Interpreter {
    package func instantiate(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        if decl.isEnum, decl.initializers.isEmpty, values.count == 1, values[0].label == "rawValue" {
            return try enumFromRawValue(decl, values, at: location)
        }
        // An extension's initializer, when it takes these arguments, before the memberwise one.
        if decl.initializers.isEmpty, let fn = decl.extensionInitializers.first(where: { accepts($0, values) }) {
            return try runInitializer(fn, of: decl, values, at: location)
        }
        guard !decl.initializers.isEmpty else {
            let instance = try memberwise(decl, values, at: location)
            return decl.isClass ? .object(host.allocate(instance, decl: decl)) : .instance(instance)
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
        let box: SelfBox = decl.isClass ? host.allocate(start, decl: decl) : SelfBox(instance: start, decl: decl)
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: decl.name, limit: Interpreter.maxCallDepth), at: location)
        }
        let scope = try bindParameters(fn, values, owner: box, at: location)
        _ = try run(fn.body, in: scope)
        for prop in decl.storedProperties where box.instance[prop.name] == nil && !host.filledLater(prop) && !prop.isLazy {
            if prop.type?.isOptional ?? false { box.instance[prop.name] = Value.none; continue }
            throw EvalError(.uninitializedProperty(prop.name, type: decl.name), at: location)
        }
        return box.selfValue
    }

    /// Whether an initializer's parameters take these arguments: each labelled in order, a
    /// trailing closure for a closure parameter, defaults for the rest.
    package func accepts(_ fn: FuncDecl, _ values: [ArgValue]) -> Bool {
        var i = 0
        for p in fn.parameters {
            if i < values.count, values[i].label == p.label { i += 1; continue }
            if i < values.count, values[i].label == nil, values[i].value.isClosure, p.takesClosure { i += 1; continue }
            if p.defaultValue != nil { continue }
            return false
        }
        return i == values.count
    }

    /// The fields an instance starts with before any initializer runs: what the host starts
    /// (a namespace), default values, and nil for optionals without one.
    package func defaults(_ decl: TypeDecl) throws -> Instance {
        var instance = Instance(typeName: decl.name, names: decl.storedProperties.map(\.name), fields: [:])
        for prop in decl.storedProperties where !host.filledLater(prop) && !prop.isLazy {
            if let start = host.startValue(of: prop, in: decl, self) {
                instance[prop.name] = start
            } else if let value = prop.defaultValue {
                instance[prop.name] = try defaultValue(value, of: prop, in: decl)
            } else if prop.type?.isOptional ?? false, !prop.isLet {
                instance[prop.name] = Value.none
            } else if let unset = host.unsetValue(of: prop) {
                instance[prop.name] = unset
            }
        }
        return instance
    }

    /// A struct's memberwise initializer, in declaration order (a `let` with a default is not
    /// a parameter); a class's default initializer, which takes no arguments.
    package func memberwise(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Instance {
        var args = Arguments(values, callee: decl.name, at: location)
        let stored = decl.storedProperties
        var instance = Instance(typeName: decl.name, names: stored.map(\.name), fields: [:])
        for prop in stored where !host.filledLater(prop) && !prop.isLazy {
            if let start = host.startValue(of: prop, in: decl, self) {
                instance[prop.name] = start
                continue
            }
            if prop.defaultValue == nil, let unset = host.unsetValue(of: prop) {
                instance[prop.name] = unset
                continue
            }
            let initializable = !decl.isClass && !(prop.isLet && prop.defaultValue != nil)
            let given = initializable ? (args.take(prop.name) ?? (takesClosure(prop) ? args.takeClosureArgument() : nil)) : nil
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

    /// Whether an unlabelled trailing closure fills this property.
    private func takesClosure(_ prop: PropertyDecl) -> Bool { (prop.type?.isFunction ?? false) || host.isBuilder(prop) }

    /// What a memberwise argument stores: the host's choice (a `@Binding` keeps the reference
    /// passed), else the argument as the property's type.
    private func memberValue(_ arg: ArgValue, for prop: PropertyDecl) throws -> Value {
        if let value = try host.memberValue(arg, for: prop, self) { return value }
        return try coerce(arg.value, to: prop.type, at: arg.location)
    }

    /// A stored property's default value: the host's (a view's kept default), else its
    /// expression evaluated as its type.
    package func defaultValue(_ value: Expr, of prop: PropertyDecl, in decl: TypeDecl) throws -> Value {
        if let made = try host.defaultValue(value, of: prop, in: decl, self) { return made }
        return try evaluate(value, as: prop.type, in: Scope(parent: globals))
    }
}

extension FuncDecl.Parameter {
    /// Whether a trailing closure may be passed for this parameter.
    package var takesClosure: Bool { isResultBuilder || (type?.isFunction ?? false) }
}

extension TypeRef {
    /// `() -> Void`, `(Item) -> Void`, `@escaping () -> Content`. A byte scan: this is asked of
    /// every stored property of every instance made, and Foundation's `contains` searched with
    /// locale rules (a sixth of make bench's 50,000-row compile after the evaluator's move).
    package var isFunction: Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == 0x2D, byte == 0x3E { return true }  // "-", ">"
            previous = byte
        }
        return false
    }
}
