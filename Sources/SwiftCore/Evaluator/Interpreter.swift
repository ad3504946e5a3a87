/// Evaluates a parsed program: its declarations, globals, functions and types, into values,
/// with its host's types beside Swift's. One evaluator serves one compilation; it keeps
/// evaluation state only (its scopes, budgets, statics and randomness), and its host keeps
/// the rest.
package final class Interpreter {
    /// The core's budgets (SwiftCore's `Budget`), by the names the evaluator uses.
    package static let maxSteps = Budget.maxSteps
    package static let maxCallDepth = Budget.maxCallDepth
    package static let maxCollectionCount = Budget.maxCollectionCount
    package static let maxStringLength = Budget.maxStringLength
    package static let maxEvaluationDepth = Budget.maxEvaluationDepth
    package let program: Program
    package let file: String
    package var types: [String: TypeDecl] = [:]
    /// Simple type names two declarations share, as Swift allows: nested in different types
    /// (`CodingKeys` in each model), or private to different files (`fileprivate enum
    /// Constants` in each). Each is found from where it is written (`scopedTypeKey`).
    package var sharedTypeNames: Set<String> = []
    package var functions: [String: FuncDecl] = [:]
    package let globals: Scope
    package var diagnostics: DiagnosticBag
    package var steps = 0
    package var callDepth = 0
    package var evaluationDepth = 0
    /// The expression or statement being evaluated: where work done inside builtins is
    /// reported if it runs out of budget.
    package var location = SourceLocation.unknown
    /// Extensions of types the file does not declare (`View`, `Color`, `String`, a
    /// protocol), by the name extended.
    package var extensions: [String: TypeDecl] = [:]
    /// The scene's own randomness (`Int.random(in:)`, `shuffled()`), the same on every run.
    package var random: SceneRandom
    /// Static properties evaluated so far, by `Type.name`.
    package var statics: [String: Value] = [:]
    /// Labels a function's declared return type gives its unlabelled tuples, innermost last.
    package var tupleLabels: [[String]] = []
    /// The iOS the scene runs, for `#available(iOS 18, *)`: the host sets it from the scene's
    /// `iOS(…)`; any version is available until it does.
    package var iosVersion = Double.infinity
    /// The host: the types, members and calls it adds to Swift, and the state it keeps
    /// while the program runs.
    package let host: any Host

    /// An evaluator of `program` (from `file`, which seeds its randomness) for `host`, whose
    /// messages are worded by `diagnostics`.
    package init(program: Program, file: String, host: any Host, diagnostics: DiagnosticBag) {
        self.program = program
        self.file = file
        self.host = host
        self.diagnostics = diagnostics
        self.globals = Scope(parent: nil)
        self.random = SceneRandom(seed: file.split(separator: "/").last.map(String.init) ?? file)
        declare(program)
        for fn in program.functions { functions[fn.name] = fn }
    }

    /// Evaluates top-level `let`s in order. A global of an app's file is made when first read,
    /// so one may read a global declared after it: those that fail are tried again once the
    /// rest are made, for as long as a pass makes one more. An error that remains leaves
    /// that name undefined and is reported.
    package func evaluateGlobals() {
        var pending = program.globals
        while true {
            var failed: [(Stmt, EvalError)] = []
            for stmt in pending {
                do { try execute(stmt, in: globals) } catch let error as EvalError {
                    if error.isFatal { return diagnostics.add(error.diagnostic) }
                    failed.append((stmt, error))
                } catch {}
            }
            guard !failed.isEmpty, failed.count < pending.count else {
                for (_, error) in failed { diagnostics.add(error.diagnostic) }
                return
            }
            pending = failed.map(\.0)
        }
    }

    // MARK: Budget

    /// One step of the budget, at the expression or statement being evaluated.
    package func tick(_ location: SourceLocation) throws {
        self.location = location
        steps += 1
        if steps > Interpreter.maxSteps {
            throw EvalError(.stepBudgetExceeded(limit: Interpreter.maxSteps), at: location, fatal: true)
        }
    }

    /// `n` steps of work done inside a builtin (values compared, elements copied or
    /// written), at the expression that asked for it.
    package func charge(_ n: Int) throws {
        guard n > 0 else { return }
        steps += n
        if steps > Interpreter.maxSteps {
            throw EvalError(.stepBudgetExceeded(limit: Interpreter.maxSteps), at: location, fatal: true)
        }
    }

    /// Checks a collection's size before it is built: `count` elements are allowed up to
    /// `maxCollectionCount`, and cost one step each.
    package func allocate(_ count: Int) throws {
        guard count <= Interpreter.maxCollectionCount else {
            throw EvalError(.collectionTooLarge(limit: Interpreter.maxCollectionCount), at: location, fatal: true)
        }
        try charge(count)
    }

    // MARK: Expressions

    package func evaluate(_ expr: Expr, in scope: Scope) throws -> Value {
        try tick(expr.location)
        // Each call may nest up to the parser's limit, and calls nest up to `maxCallDepth`:
        // their product could exhaust the stack, so evaluation depth has its own bound.
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        if evaluationDepth > Interpreter.maxEvaluationDepth {
            throw EvalError(diagnostic: Diagnostic(SyntaxMessage.nestingTooDeep(limit: Interpreter.maxEvaluationDepth), at: expr.location), fatal: true)
        }
        switch expr.kind {
        case let .int(i): return .int(i)
        case let .double(d): return .double(d)
        case let .bool(b): return .bool(b)
        case .nilLiteral: return .none
        case let .string(parts): return try interpolate(parts, in: scope, at: expr.location)
        case let .identifier(name): return try lookup(name, in: scope, at: expr.location)
        case let .dollar(name):
            // `$0` is a closure's first argument; `$isOn` the binding a property wrapper projects.
            if name.isArgumentIndex { return try lookup(name, in: scope, at: expr.location) }
            return try host.projectedValue(name, in: scope, at: expr.location, self)
        case let .implicitMember(name): return host.implicitMember(name, self) ?? .enumCase(name, [])
        case let .keyPath(path): return .opaque("\\." + path)
        case .typeName(let name): return .type(scopedTypeKey(name, in: scope, at: expr.location))
        case let .member(base, name):
            return try member(name, of: try evaluate(base, in: scope), at: expr.nameLocation ?? expr.location, baseExpr: base)
        case let .call(callee, args, trailing):
            return try call(callee, args: args, trailing: trailing, in: scope, at: expr.location)
        case let .subscripted(base, args):
            return try subscriptValue(try evaluate(base, in: scope), args, in: scope, at: expr.location)
        case let .array(items):
            // `[Shape.circle(radius: 2), .rect(width: 3, height: 4)]`: the elements written with a
            // leading dot take the type another element names, as Swift infers the literal's.
            if let element = elementType(of: items) {
                let type = TypeRef(text: element, location: expr.location)
                return .array(try items.map { try evaluate($0, as: type, in: scope) })
            }
            return .array(try items.map { try evaluate($0, in: scope) })
        case let .dictionary(pairs):
            let evaluated = try pairs.map { (try evaluate($0.key, in: scope), try evaluate($0.value, in: scope)) }
            // Swift stops the app on a literal that repeats a key ("Dictionary literal contains
            // duplicate keys"); keeping both would show a dictionary no iPhone has.
            if let i = try duplicateKeyIndex(evaluated.map(\.0)) {
                throw EvalError(.duplicateKey(try quotedKey(evaluated[i].0), in: "the dictionary literal"), at: pairs[i].key.location)
            }
            return .dictionary(evaluated)
        case let .tuple(items):
            return .tuple(try items.map { ($0.label, try evaluate($0.value, in: scope)) })
        case let .unary(op, operand): return try unary(op, try evaluate(operand, in: scope), at: expr.location)
        case let .binary(op, lhs, rhs): return try binary(op, lhs, rhs, in: scope, at: expr.location)
        case let .ternary(c, a, b):
            return try evaluate(try condition(c, in: scope) ? a : b, in: scope)
        case let .forceUnwrap(inner):
            let v = try evaluate(inner, in: scope)
            if v.isNone { throw EvalError(.unwrappedNil, at: expr.location) }
            return v
        case let .optionalChain(inner):
            return try evaluate(inner, in: scope)
        case let .closure(c): return .closure(ClosureValue(closure: c, scope: scope))
        case let .operatorFunction(op): return .function(.operatorFunction(op))
        case let .cast(inner, type, kind): return try cast(try evaluate(inner, in: scope), to: type, kind: kind, at: expr.location)
        case let .statementValue(stmt): return try statementValue(stmt, in: scope)
        case let .optionalTry(inner):
            do { return try evaluate(inner, in: scope) } catch is AppError { return .none }
        case let .partialRange(boundExpr, op, upper):
            let bound = try evaluate(boundExpr, in: scope)
            guard case let .int(b) = bound else {
                guard let d = number(bound) else { throw EvalError(.invalidOperands(op: op, left: bound.kindDescription, right: "nothing"), at: expr.location) }
                return upper ? .doubleRange(-.infinity, d, closed: op == "...") : .doubleRange(d, .infinity, closed: true)
            }
            if !upper { return .range(b, Int.max) }
            return op == "..<" ? .range(Int.min, b) : try range("...", Int.min, b, at: expr.location)
        }
    }

    package func condition(_ expr: Expr, in scope: Scope) throws -> Bool {
        let v = try evaluate(expr, in: scope)
        guard case let .bool(b) = v else {
            throw EvalError(.conditionNotBool(found: v.kindDescription), at: expr.location)
        }
        return b
    }

    package func interpolate(_ parts: [InterpolatedPart], in scope: Scope, at location: SourceLocation) throws -> Value {
        var text = ""
        var length = 0
        for part in parts {
            let piece: String
            switch part {
            case let .text(t): piece = t
            case let .expr(e):
                let value = try evaluate(e, in: scope)
                self.location = location
                piece = try self.text(value)
            }
            length += piece.count
            if length > Interpreter.maxStringLength {
                throw EvalError(.stringTooLarge(limit: Interpreter.maxStringLength), at: location, fatal: true)
            }
            try charge(piece.utf8.count / 64)
            text += piece
        }
        return .string(text)
    }

    /// Names resolve innermost first: locals, `self`'s properties, globals, types.
    package func lookup(_ name: String, in scope: Scope, at location: SourceLocation) throws -> Value {
        if let v = scope.lookupLocal(name) { return v }
        if let box = scope.selfBox {
            if name == "self" { return box.selfValue }
            if let v = box.instance[name] { return try fieldValue(v, name, of: box.decl, at: location) }
            if let prop = box.decl.properties.first(where: { $0.name == name && !$0.isStatic }) {
                if prop.getter != nil { return try computed(prop, of: box, at: location) }
                if let v = try lazyValue(prop, of: box, at: location) { return v }
            }
            if box.decl.staticProperties.contains(where: { $0.name == name }) {
                return try staticProperty(name, of: box.decl, at: location)
            }
            if name == "rawValue", case let .enumValue(e) = box.selfValue { return try rawValue(e, at: location) }
            // In an extension of a Core Graphics or host type (`extension CGRect { var
            // center: CGPoint { CGPoint(x: midX, y: midY) } }`, `extension GeometryProxy { var
            // half: CGFloat { size.width / 2 } }`), the value's own members.
            if let valueBox = box as? ValueBox, valueBox.value.isTupleOrHost,
               let v = try? member(name, of: valueBox.value, at: location, baseExpr: Expr(kind: .identifier("self"), location: location)) {
                return v
            }
        }
        if let v = globals.lookupLocal(name) { return v }
        // `Self` inside a type's members: the type itself (`Self.widthRatio`, `Self(…)`).
        if name == "Self", let box = scope.selfBox, types[box.decl.name] != nil { return .type(box.decl.name) }
        if let box = scope.selfBox, let fn = box.decl.functions.first(where: { $0.name == name }) {
            return .function(.declared(fn, fn.isStatic ? nil : box))
        }
        if let fn = functions[name] { return .function(.declared(fn, nil)) }
        if types[name] != nil || Interpreter.standardTypes.contains(name) || host.isType(name) {
            return .type(scopedTypeKey(name, in: scope, at: location))
        }
        if let standIn = host.standIn(for: name, at: location, self) { return standIn }
        let candidates = (scope.visibleNames + globals.visibleNames + Array(types.keys)).sorted()
        throw EvalError(.unknownIdentifier(name, suggestion: Suggestions.closest(to: name, in: candidates)), at: location)
    }

    /// The standard library's types a name may stand for as a value (`Int.max`, `String(x)`).
    package static let standardTypes: Set<String> = [
        "Double", "Int", "String", "Bool", "Dictionary", "Array", "Set", "Float", "Character", "Substring",
    ]

    /// A stored property's value as the program reads it: through the reference a property
    /// wrapper keeps there (SwiftUI's `@State`, `@Binding`, `@StateObject`, …).
    package func fieldValue(_ field: Value, _ name: String, of decl: TypeDecl, at location: SourceLocation) throws -> Value {
        guard let prop = decl.properties.first(where: { $0.name == name }), host.readsThrough(prop),
              let target = host.location(of: field) else {
            return field
        }
        return try read(target, at: location)
    }

    /// Sets a stored property of `box`: through its wrapper's binding, or in place. A
    /// change to an object's observed property is an observed change.
    package func setField(_ name: String, of box: SelfBox, to value: Value, at location: SourceLocation) throws {
        let prop = box.decl.properties.first { $0.name == name && !$0.isStatic }
        let coerced = try coerce(value, to: prop?.type, at: location)
        // A computed property with `set { … }`: the setter runs with `newValue`.
        if let prop, prop.getter != nil {
            guard let setter = prop.setter else { throw EvalError(.cannotAssign(name), at: location) }
            let scope = Scope(parent: globals, owner: box)
            scope.define(prop.setterParameter, coerced)
            _ = try run(setter, in: scope)
            return
        }
        let old = box.instance[name]
        if let willSet = prop?.willSet {
            let scope = Scope(parent: globals, owner: box)
            scope.define("newValue", coerced)
            _ = try run(willSet, in: scope)
        }
        if let prop, host.readsThrough(prop), let field = box.instance[name], let target = host.location(of: field) {
            try write(coerced, to: target, at: location)
        } else {
            let observed = box is ObjectRef && host.observes(name, of: box.decl)
            if observed { try host.willWrite(nil, self) }
            box.instance[name] = coerced
            if observed, let object = box as? ObjectRef {
                host.didWrite(nil, self)
                host.didWriteProperty(name, of: object, coerced, at: location, self)
            }
        }
        if let didSet = prop?.didSet {
            let scope = Scope(parent: globals, owner: box)
            scope.define("oldValue", try old.map { try readThrough($0, at: location) } ?? Value.none)
            _ = try run(didSet, in: scope)
        }
    }

    /// A `lazy var`'s value: made from its default the first time it is read.
    package func lazyValue(_ prop: PropertyDecl, of box: SelfBox, at location: SourceLocation) throws -> Value? {
        guard prop.isLazy, let d = prop.defaultValue else { return nil }
        let value = try evaluate(d, as: prop.type, in: Scope(parent: globals, owner: box))
        box.instance[prop.name] = value
        return value
    }

    /// `Type.name` for a `static let`/`static var` the file declares, evaluated once.
    package func staticProperty(_ name: String, of decl: TypeDecl, at location: SourceLocation) throws -> Value {
        // Two types sharing a simple name are named apart when declared (`Row~b.swift`), so
        // their statics are too.
        let key = decl.name + "." + name
        if let v = statics[key] { return v }
        guard let prop = decl.staticProperties.first(where: { $0.name == name }) else {
            throw EvalError(.unknownMember(name, type: "'\(decl.name)'", suggestion: nil), at: location)
        }
        let value: Value
        if let getter = prop.getter {
            // Computed, so evaluated at each use: `static var mock: Item { .init(…) }`. The
            // type's other static members are in scope, as in Swift (`level(…)`, `shared`).
            let statics = SelfBox(instance: Instance(typeName: decl.name, names: [], fields: [:]), decl: decl)
            return try returned(try run(getter, in: Scope(parent: globals, owner: statics)), as: prop.type, selfType: decl.name, at: location)
        } else if let d = prop.defaultValue {
            // The type's other static members are in scope here too (`static let h1: Font = system(size: 26)`).
            let statics = SelfBox(instance: Instance(typeName: decl.name, names: [], fields: [:]), decl: decl)
            value = try evaluate(d, as: prop.type, in: Scope(parent: globals, owner: statics))
        } else {
            // A wrapper's own start (`@Namespace static var namespace` in a PreviewProvider).
            value = host.startValue(of: prop, in: decl, self) ?? .none
        }
        statics[key] = value
        return value
    }

    /// A computed property's value; a `some View` property is a view builder.
    package func computed(_ prop: PropertyDecl, of box: SelfBox, at location: SourceLocation) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: prop.name, limit: Interpreter.maxCallDepth), at: location)
        }
        let scope = Scope(parent: globals, owner: box)
        let returns = prop.getter?.contains { if case .returnStmt = $0.kind { true } else { false } } ?? false
        if host.builds(prop.type), !returns {
            return try host.build(prop.getter ?? [], in: scope, at: prop.location, self)
        }
        // The value returned has the declared type: `var mock: Item { .init(name: "S") }`.
        return try returned(try run(prop.getter ?? [], in: scope), as: prop.type, selfType: box.decl.name, at: location)
    }

    /// A getter's value as its declared type makes it (`Self` being `selfType`).
    package func returned(_ value: Value, as type: TypeRef?, selfType: String, at location: SourceLocation) throws -> Value {
        guard let type else { return value }
        return try coerce(value, to: TypeRef(text: Interpreter.resolvingSelf(type.text, selfType), location: type.location), at: location)
    }

    package func unary(_ op: String, _ v: Value, at location: SourceLocation) throws -> Value {
        switch (op, v) {
        case let ("!", .bool(b)): return .bool(!b)
        case let ("~", .int(i)): return .int(~i)
        case let ("-", .int(i)): return .int(try negate(i, at: location))
        case let ("-", .double(d)): return .double(-d)
        case ("-", .enumCase("pi", _)): return .double(-.pi)
        // `-y` where `y: CGFloat = .zero` (or `.infinity`): the number the member names.
        case ("-", .enumCase): if let d = number(v) { return .double(-d) }; fallthrough
        case ("+", .int), ("+", .double): return v
        default: throw EvalError(.invalidOperands(op: op, left: v.kindDescription, right: "nothing"), at: location)
        }
    }
}

extension String {
    /// The digits of a closure's shorthand argument (`0` of `$0`), checked byte by byte: every
    /// `$0` read asks, and `Character.isNumber` looks up Unicode's tables.
    package var isArgumentIndex: Bool { utf8.allSatisfy { (0x30...0x39).contains($0) } }  // "0"..."9"
}

private extension Value {
    var isTupleOrHost: Bool {
        switch self {
        case .tuple, .host: true
        default: false
        }
    }
}
