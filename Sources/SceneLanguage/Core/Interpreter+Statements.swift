import ViewTree

extension Interpreter {
    // MARK: Ordinary statements

    /// Runs statements as a function body; the value of `return`, or of a lone expression.
    func run(_ stmts: [Stmt], in scope: Scope) throws -> Value {
        let local = Scope(parent: scope)
        if stmts.count == 1, case let .expr(e) = stmts[0].kind, !isMutatingCall(e) {
            return try evaluate(e, in: local)
        }
        for stmt in stmts {
            if let value = try execute(stmt, in: local) { return value }
        }
        return .void
    }

    /// Executes one statement; a non-nil result is a `return`.
    @discardableResult
    func execute(_ stmt: Stmt, in scope: Scope) throws -> Value? {
        try tick(stmt.location)
        switch stmt.kind {
        case let .expr(e):
            if isMutatingCall(e) { try mutate(e, in: scope) } else { _ = try evaluate(e, in: scope) }
        case let .binding(_, name, type, value):
            let v = try value.map { try coerce(try evaluate($0, in: scope), to: type, at: $0.location) } ?? .none
            scope.define(name, v)
        case let .assign(target, op, valueExpr):
            var value = try evaluate(valueExpr, in: scope)
            if op != "=" {
                value = try binaryValues(String(op.dropLast()), try evaluate(target, in: scope), value, at: stmt.location)
            }
            try assign(value, to: target, in: scope)
        case let .ifStmt(conditions, then, otherwise):
            let inner = Scope(parent: scope)
            if try conditionsHold(conditions, in: inner) {
                return try executeBlock(then, in: inner)
            } else if let otherwise {
                return try executeBlock(otherwise, in: scope)
            }
        case let .switchStmt(subject, cases):
            if let chosen = try chooseCase(subject, cases, in: scope) {
                return try executeBlock(cases[chosen].body, in: scope)
            }
        case let .guardStmt(conditions, otherwise):
            // Bindings of a passing guard stay in scope for the statements after it.
            if try !conditionsHold(conditions, in: scope) {
                return try executeBlock(otherwise, in: scope) ?? .void
            }
        case let .returnStmt(e):
            return try e.map { try evaluate($0, in: scope) } ?? .void
        }
        return nil
    }

    func executeBlock(_ stmts: [Stmt], in scope: Scope) throws -> Value? {
        let local = Scope(parent: scope)
        for stmt in stmts {
            if let v = try execute(stmt, in: local) { return v }
        }
        return nil
    }

    func conditionsHold(_ conditions: [Condition], in scope: Scope) throws -> Bool {
        for c in conditions {
            switch c {
            case let .expr(e):
                if try !condition(e, in: scope) { return false }
            case let .optionalBinding(name, value, location):
                let v = try value.map { try evaluate($0, in: scope) } ?? (try lookup(name, in: scope, at: location))
                if v.isNone { return false }
                scope.define(name, v)
            }
        }
        return true
    }

    /// The index of the case whose pattern equals the subject (or `default`).
    func chooseCase(_ subject: Expr, _ cases: [SwitchCase], in scope: Scope) throws -> Int? {
        let value = try evaluate(subject, in: scope)
        for (i, c) in cases.enumerated() {
            if c.isDefault { return i }
            for p in c.patterns where try equal(value, try evaluate(p, in: scope)) { return i }
        }
        return nil
    }

    // MARK: Assignment

    static let mutatingMethods: Set<String> = ["toggle", "append", "removeLast", "removeFirst", "removeAll", "insert", "remove"]

    func isMutatingCall(_ e: Expr) -> Bool {
        if case let .call(callee, _, _) = e.kind, case let .member(_, name) = callee.kind {
            return Interpreter.mutatingMethods.contains(name)
        }
        return false
    }

    /// `x.toggle()`, `path.append(x)`, `items.removeLast()`: read, change, write back.
    func mutate(_ e: Expr, in scope: Scope) throws {
        guard case let .call(callee, argExprs, trailing) = e.kind, case let .member(target, name) = callee.kind else { return }
        let current = try evaluate(target, in: scope)
        var args = Arguments(try evaluateArguments(argExprs, trailing, in: scope), callee: name, at: e.location)
        let updated: Value
        switch (name, current) {
        case let ("toggle", .bool(b)): updated = .bool(!b)
        case let ("append", .array(items)): updated = .array(items + [try args.required(nil) { $0.take($1) }.value])
        case let ("insert", .array(items)):
            let v = try args.required(nil) { $0.take($1) }.value
            let at = try args.required("at") { try $0.int($1) }
            guard at >= 0, at <= items.count else { throw EvalError(.indexOutOfRange(index: at, count: items.count), at: e.location) }
            var copy = items; copy.insert(v, at: at); updated = .array(copy)
        case let ("removeLast", .array(items)), let ("removeFirst", .array(items)):
            guard !items.isEmpty else { throw EvalError(.indexOutOfRange(index: 0, count: 0), at: e.location) }
            updated = .array(name == "removeLast" ? Array(items.dropLast()) : Array(items.dropFirst()))
        case ("removeAll", .array): updated = .array([])
        case let ("remove", .array(items)):
            let at = try args.required("at") { try $0.int($1) }
            guard items.indices.contains(at) else { throw EvalError(.indexOutOfRange(index: at, count: items.count), at: e.location) }
            var copy = items; copy.remove(at: at); updated = .array(copy)
        default:
            throw EvalError(.unknownMember(name, type: current.kindDescription, suggestion: nil), at: e.location)
        }
        try args.finish(known: ["at"])
        try assign(updated, to: target, in: scope)
    }

    /// `target = value`. A name is a local, else a property of `self` (through its wrapper:
    /// a view's state, a binding), else a global; `a.b = v` changes an object in place and
    /// a struct by writing the changed copy back to `a`; `a[i] = v` likewise.
    func assign(_ value: Value, to target: Expr, in scope: Scope) throws {
        switch target.kind {
        case let .identifier(name):
            if scope.assignLocal(name, value) { return }
            if let box = scope.selfBox {
                if name == "self" {
                    if case let .instance(inst) = value { box.instance = inst; return }
                    throw EvalError(.cannotAssign(name), at: target.location)
                }
                // `_count = State(initialValue: 0)` in an `init` sets the wrapper itself.
                if name.hasPrefix("_"), let prop = box.decl.storedProperties.first(where: { "_" + $0.name == name && $0.wrapper != nil }) {
                    box.instance[prop.name] = value
                    return
                }
                if box.instance[name] != nil || box.decl.storedProperties.contains(where: { $0.name == name }) {
                    return try setField(name, of: box, to: value, at: target.location)
                }
            }
            throw EvalError(.cannotAssign(name), at: target.location)
        case let .member(base, name):
            if case .identifier("self") = base.kind, let box = scope.selfBox {
                return try assign(value, to: Expr(kind: .identifier(name), location: target.location), in: Scope(parent: nil, owner: box))
            }
            switch try evaluate(base, in: scope) {
            case let .object(ref):
                try setField(name, of: ref, to: value, at: target.location)
            case let .binding(b):
                try write(value, to: .member(b.location, name), at: target.location)
            case .instance(var inst) where inst[name] != nil || (types[inst.typeName]?.storedProperties.contains { $0.name == name } ?? false):
                let box = SelfBox(instance: inst, decl: types[inst.typeName] ?? .unknown(inst.typeName))
                try setField(name, of: box, to: value, at: target.location)
                inst = box.instance
                try assign(.instance(inst), to: base, in: scope)
            default:
                throw EvalError(.cannotAssign(name), at: target.location)
            }
        case let .subscripted(base, args):
            guard let first = args.first else { throw EvalError(.cannotAssign("[]"), at: target.location) }
            let key = try evaluate(first.value, in: scope)
            let container = try evaluate(base, in: scope)
            if case let .binding(b) = container { return try write(value, to: .element(b.location, key), at: target.location) }
            try assign(try settingElement(key, of: container, to: value, at: target.location), to: base, in: scope)
        case let .optionalChain(inner):
            try assign(value, to: inner, in: scope)
        default:
            throw EvalError(.cannotAssign(target.kind.shortText), at: target.location)
        }
    }
}

extension Expr.Kind {
    var shortText: String {
        switch self {
        case let .identifier(n), let .implicitMember(n), let .member(_, n): n
        default: "expression"
        }
    }
}
