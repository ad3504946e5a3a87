import Geometry
import ViewTree

extension Interpreter {
    func evaluateArguments(_ args: [Argument], _ trailing: [TrailingClosure], in scope: Scope) throws -> [ArgValue] {
        var values = try args.map { ArgValue(label: $0.label, value: try evaluate($0.value, in: scope), location: $0.location) }
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
            return .enumCase(name, try evaluateArguments(args, trailing, in: scope))
        case let .member(baseExpr, name):
            let base = try evaluate(baseExpr, in: scope)
            return try method(name, on: base, args: args, trailing: trailing, in: scope,
                              at: callee.nameLocation ?? location, baseLocation: location)
        default:
            let value = try evaluate(callee, in: scope)
            guard case let .closure(c) = value else { throw EvalError(.notCallable(value.kindDescription), at: location) }
            return try callClosure(c, try evaluateArguments(args, trailing, in: scope).map(\.value), at: location)
        }
    }

    private func callNamed(_ name: String, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                           at location: SourceLocation) throws -> Value {
        if let local = scope.lookupLocal(name) {
            guard case let .closure(c) = local else { throw EvalError(.notCallable(local.kindDescription), at: location) }
            return try callClosure(c, try evaluateArguments(args, trailing, in: scope).map(\.value), at: location)
        }
        if let box = scope.selfBox, let fn = box.decl.functions.first(where: { $0.name == name }) {
            return try callFunction(fn, try evaluateArguments(args, trailing, in: scope), owner: box, at: location)
        }
        if let fn = functions[name] {
            return try callFunction(fn, try evaluateArguments(args, trailing, in: scope), owner: nil, at: location)
        }
        if let decl = structs[name] {
            return try instantiate(decl, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        if let rule = Vocabulary.views[name] {
            // A container's content gets the identity of the container being built.
            return .view(try makeView(rule, try evaluateArguments(args, trailing, in: scope), at: location))
        }
        if let rule = Vocabulary.values[name] {
            var arguments = Arguments(try evaluateArguments(args, trailing, in: scope), callee: name, at: location)
            return try rule.make(&arguments, self)
        }
        if let value = try builtinFunction(name, try evaluateArguments(args, trailing, in: scope), at: location) {
            return value
        }
        let isTypeLike = name.first?.isUppercase ?? false
        if isTypeLike {
            let candidates = Vocabulary.viewNames.union(structs.keys)
            throw EvalError(.unknownView(name, suggestion: Suggestions.closest(to: name, in: candidates)), at: location)
        }
        let candidates = scope.visibleNames + Array(functions.keys) + globals.visibleNames
        throw EvalError(.unknownIdentifier(name, suggestion: Suggestions.closest(to: name, in: candidates)), at: location)
    }

    /// A struct's memberwise initializer, with default property values.
    func instantiate(_ decl: StructDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: decl.name, at: location)
        let stored = decl.storedProperties
        var instance = Instance(typeName: decl.name, names: stored.map(\.name), fields: [:])
        for prop in stored {
            if prop.has("Namespace") {
                instance[prop.name] = .namespace(NamespaceID(name: "\(decl.name).\(prop.name)"))
                continue
            }
            let initializable = !(prop.isLet && prop.defaultValue != nil)
            if initializable, let arg = args.take(prop.name) {
                instance[prop.name] = try coerce(arg.value, to: prop.type, at: arg.location)
            } else if let value = prop.defaultValue {
                instance[prop.name] = try coerce(try evaluate(value, in: globals), to: prop.type, at: value.location)
            } else if prop.type?.isOptional ?? false {
                instance[prop.name] = Value.none
            } else {
                throw EvalError(.missingArgument(prop.name + ":", callee: decl.name), at: location)
            }
        }
        try args.finish(known: stored.map(\.name))
        return .instance(instance)
    }

    /// Gives a leading-dot value the type a declaration names: `color: .purple` → a Color.
    func coerce(_ value: Value, to type: TypeRef?, at location: SourceLocation) throws -> Value {
        guard let type else { return value }
        switch (type.baseName, value) {
        case ("Double", .int(let i)), ("CGFloat", .int(let i)): return .double(Double(i))
        case ("Color", .enumCase): return .color(try Colors.color(from: value, at: location))
        case ("Font", .enumCase): return .font(try Fonts.font(from: value, at: location))
        case ("Animation", .enumCase): return .animation(try Animations.spec(from: value, at: location))
        case ("AnyTransition", .enumCase): return .transition(try Transitions.transition(from: value, at: location))
        default: return value
        }
    }

    func callFunction(_ fn: FuncDecl, _ values: [ArgValue], owner: Scope.SelfBox?, at location: SourceLocation) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: fn.name, limit: Interpreter.maxCallDepth), at: location)
        }
        var args = Arguments(values, callee: fn.name, at: location)
        let scope = Scope(parent: globals, owner: owner)
        for p in fn.parameters {
            if let arg = args.take(p.label) {
                scope.define(p.name, try coerce(arg.value, to: p.type, at: arg.location))
            } else if let d = p.defaultValue {
                scope.define(p.name, try evaluate(d, in: globals))
            } else {
                throw EvalError(.missingArgument((p.label ?? "_") + ":", callee: fn.name), at: location)
            }
        }
        try args.finish(known: fn.parameters.compactMap(\.label))
        let returnsView = fn.returnType?.text.contains("View") ?? false
        if returnsView, !fn.body.contains(where: { if case .returnStmt = $0.kind { true } else { false } }) {
            return .view(try buildSingle(fn.body, in: scope, base: currentPath, at: fn.location))
        }
        guard let labels = fn.returnType?.tupleLabels else { return try run(fn.body, in: scope) }
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

    func callClosure(_ c: ClosureValue, _ values: [Value], at location: SourceLocation) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: "closure", limit: Interpreter.maxCallDepth), at: location)
        }
        let scope = Scope(parent: c.scope)
        for (i, v) in values.enumerated() {
            if i < c.closure.parameters.count { scope.define(c.closure.parameters[i], v) }
            scope.define(String(i), v) // `$0`, `$1`
        }
        return try run(c.closure.body, in: scope)
    }

    /// The standard library's functions and initializers (SwiftUI's values are
    /// `Vocabulary.values`).
    func builtinFunction(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var args = Arguments(values, callee: name, at: location)
        switch name {
        case "UUID": return nextUUID()
        case "min", "max":
            let nums = values.compactMap { number($0.value) }
            guard nums.count == values.count, !nums.isEmpty else { throw args.wrongType(values.first ?? ArgValue(label: nil, value: .void, location: location), expected: "numbers") }
            if values.allSatisfy({ if case .int = $0.value { true } else { false } }) {
                return .int(Int(name == "min" ? nums.min()! : nums.max()!))
            }
            return .double(name == "min" ? nums.min()! : nums.max()!)
        case "abs":
            let v = try args.required(nil) { try $0.double($1) }
            if case .int(let i) = values[0].value { return .int(abs(i)) }
            return .double(abs(v))
        case "String": return .string(values.first?.value.text ?? "")
        case "Double", "CGFloat": return .double(try args.required(nil) { try $0.double($1) })
        case "Int": return .int(Int(try args.required(nil) { try $0.double($1) }))
        case "Dictionary":
            return try Collections.grouping(&args, self)
        case "Array":
            let item = try args.required("repeating") { $0.take($1) }
            let count = try args.required("count") { try $0.int($1) }
            try args.finish(known: ["repeating", "count"])
            guard count >= 0, count <= Interpreter.maxForEachCount else {
                throw EvalError(.collectionTooLarge(limit: Interpreter.maxForEachCount), at: location)
            }
            return .array(Array(repeating: item.value, count: count))
        case "print": return .void
        default: return nil
        }
    }
}
