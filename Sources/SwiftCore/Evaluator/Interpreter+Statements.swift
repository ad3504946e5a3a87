extension Interpreter {
    // MARK: Ordinary statements

    /// Runs statements as a function body; the value of `return`, or of a lone expression.
    package func run(_ stmts: [Stmt], in scope: Scope) throws -> Value {
        let local = Scope(parent: scope)
        if stmts.count == 1, case let .expr(e) = stmts[0].kind {
            return try evaluate(e, in: local)
        }
        // A body that is one `if` or `switch` is an expression whose value it returns (Swift 5.9).
        if stmts.count == 1, Interpreter.isValueStatement(stmts[0]) {
            return try statementValue(stmts[0], in: local)
        }
        switch try executeBlock(stmts, in: scope) {
        case let .returned(v): return v
        default: return .void
        }
    }

    /// An `if` with an `else`, or a `switch`, whose every branch is one expression.
    package static func isValueStatement(_ stmt: Stmt) -> Bool {
        func single(_ body: [Stmt]) -> Bool {
            guard body.count == 1 else { return false }
            if case .expr = body[0].kind { return true }
            return isValueStatement(body[0])
        }
        switch stmt.kind {
        case let .ifStmt(_, then, otherwise?): return single(then) && single(otherwise)
        case let .switchStmt(_, cases): return cases.allSatisfy { single($0.body) }
        default: return false
        }
    }

    /// Executes one statement: how it ended (went on, returned, broke out of a loop…).
    @discardableResult
    package func execute(_ stmt: Stmt, in scope: Scope) throws -> Flow {
        try tick(stmt.location)
        switch stmt.kind {
        case let .expr(e):
            _ = try evaluate(e, in: scope)
        case let .binding(_, name, type, value):
            let v = try value.map { try evaluate($0, as: type, in: scope) } ?? Value.none
            scope.define(name, v)
        case let .destructure(pattern, valueExpr):
            let value = try evaluate(valueExpr, in: scope)
            guard try match(pattern, value, into: scope, at: stmt.location) else {
                throw EvalError(.patternMismatch(value.kindDescription), at: stmt.location)
            }
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
            return try executeSwitch(subject, cases, in: scope)
        case let .guardStmt(conditions, otherwise):
            // Bindings of a passing guard stay in scope for the statements after it.
            if try !conditionsHold(conditions, in: scope) {
                let flow = try executeBlock(otherwise, in: scope)
                if case .next = flow { return .returned(.void) }
                return flow
            }
        case let .returnStmt(e):
            return .returned(try e.map { try evaluate($0, in: scope) } ?? .void)
        case .forIn, .whileLoop, .repeatWhile:
            return try executeLoop(stmt, in: scope)
        case let .breakStmt(label): return .broke(label)
        case let .continueStmt(label): return .continued(label)
        case .fallthroughStmt: return .fellThrough
        case let .doCatch(body, catches):
            do {
                return try executeBlock(body, in: scope)
            } catch let thrown as AppError {
                // The first clause whose pattern matches the error (and whose `where` holds)
                // handles it; none: it goes on to the caller, as in Swift.
                for clause in catches {
                    guard let inner = try catching(thrown.value, clause, in: scope, at: stmt.location) else { continue }
                    return try executeBlock(clause.body, in: inner)
                }
                throw thrown
            }
        case let .deferStmt(body):
            scope.defer(body)
        case let .throwStmt(e):
            throw AppError(value: try evaluate(e, in: scope), location: stmt.location)
        case let .group(statements):
            for s in statements { try execute(s, in: scope) }
        }
        return .next
    }

    /// Runs a block in a scope of its own; its `defer` blocks run when it ends.
    package func executeBlock(_ stmts: [Stmt], in scope: Scope) throws -> Flow {
        let local = Scope(parent: scope)
        defer { runDeferred(local) }
        for stmt in stmts {
            let flow = try execute(stmt, in: local)
            if case .next = flow { continue }
            return flow
        }
        return .next
    }

    private func runDeferred(_ scope: Scope) {
        for body in scope.deferred.reversed() { _ = try? executeBlock(body, in: scope) }
    }

    package func conditionsHold(_ conditions: [Condition], in scope: Scope) throws -> Bool {
        for c in conditions {
            switch c {
            case let .expr(e):
                if try !condition(e, in: scope) { return false }
            case let .optionalBinding(name, value, location):
                let v = try value.map { try evaluate($0, in: scope) } ?? (try lookup(name, in: scope, at: location))
                if v.isNone { return false }
                scope.define(name, v)
            case let .pattern(pattern, e):
                if try !match(pattern, try evaluate(e, in: scope), into: scope, at: e.location) { return false }
            case let .available(version, negated):
                // The scene's iOS (major versions only: iOS 17.4 runs as 17).
                let runs = version.map { iosVersion >= $0.rounded(.down) } ?? true
                if runs == negated { return false }
            }
        }
        return true
    }

    /// The case a switch takes, and a scope holding the names its pattern bound.
    package func chooseCase(_ subject: Expr, _ cases: [SwitchCase], in scope: Scope) throws -> (index: Int, scope: Scope)? {
        let value = try evaluate(subject, in: scope)
        for (i, c) in cases.enumerated() {
            if c.isDefault { return (i, Scope(parent: scope)) }
            for p in c.patterns {
                let inner = Scope(parent: scope)
                guard try match(p, value, into: inner, at: c.location) else { continue }
                if let g = c.guardExpr, try !condition(g, in: inner) { continue }
                return (i, inner)
            }
        }
        return nil
    }

    private func executeSwitch(_ subject: Expr, _ cases: [SwitchCase], in scope: Scope) throws -> Flow {
        guard var (index, inner) = try chooseCase(subject, cases, in: scope) else { return .next }
        while true {
            let flow = try executeBlock(cases[index].body, in: inner)
            // `fallthrough` runs the next case's body; `break` leaves the switch.
            if case .fellThrough = flow, index + 1 < cases.count {
                index += 1
                inner = Scope(parent: scope)
                continue
            }
            if case .broke(nil) = flow { return .next }
            return flow
        }
    }

    /// The scope a `catch` clause runs in when it takes `error`: with `error` bound when it
    /// names no pattern, else with what its first matching pattern binds; nil when it does not
    /// take it.
    private func catching(_ error: Value, _ clause: CatchClause, in scope: Scope, at location: SourceLocation) throws -> Scope? {
        var taken: Scope?
        if clause.patterns.isEmpty {
            taken = Scope(parent: scope)
            taken?.define("error", error)
        }
        for pattern in clause.patterns where taken == nil {
            let inner = Scope(parent: scope)
            if try match(pattern, error, into: inner, at: location) { taken = inner }
        }
        guard let taken else { return nil }
        if let condition = clause.condition, try !self.condition(condition, in: taken) { return nil }
        return taken
    }

    // MARK: Assignment

    /// `target = value`. A name is a local, else a property of `self` (through its wrapper:
    /// a view's state, a binding), else a global; `a.b = v` changes an object in place and
    /// a struct by writing the changed copy back to `a`; `a[i] = v` likewise.
    package func assign(_ value: Value, to target: Expr, in scope: Scope) throws {
        switch target.kind {
        case .identifier("_"):
            return  // `_ = try save()`: the value is discarded
        case let .identifier(name):
            // `item.done = true` where `$item` is a projected parameter (a `ForEach($items)`
            // element): written through it.
            if let projected = scope.lookupLocal("$" + name), let storage = host.location(of: projected) {
                try write(value, to: storage, at: target.location)
                _ = scope.assignLocal(name, value)
                return
            }
            if scope.assignLocal(name, value) { return }
            if let box = scope.selfBox {
                if name == "self" {
                    if let valueBox = box as? ValueBox { valueBox.value = value; return }
                    if case let .instance(inst) = value { box.instance = inst; return }
                    throw EvalError(.cannotAssign(name), at: target.location)
                }
                // `_count = State(initialValue: 0)` in an `init` sets the wrapper itself.
                if name.hasPrefix("_"), let prop = box.decl.storedProperties.first(where: { "_" + $0.name == name && host.isWrapped($0) }) {
                    box.instance[prop.name] = value
                    return
                }
                if box.instance[name] != nil || box.decl.properties.contains(where: { $0.name == name && !$0.isStatic }) {
                    return try setField(name, of: box, to: value, at: target.location)
                }
            }
            throw EvalError(.cannotAssign(name), at: target.location)
        case let .member(base, name):
            if case .identifier("self") = base.kind, let box = scope.selfBox {
                return try assign(value, to: Expr(kind: .identifier(name), location: target.location), in: Scope(parent: nil, owner: box))
            }
            let container = try evaluate(base, in: scope)
            if let storage = host.location(of: container) { return try write(value, to: .member(storage, name), at: target.location) }
            switch container {
            case let .object(ref):
                try setField(name, of: ref, to: value, at: target.location)
            case .instance(var inst) where inst[name] != nil || (types[inst.typeName]?.properties.contains { $0.name == name && !$0.isStatic } ?? false):
                let box = SelfBox(instance: inst, decl: types[inst.typeName] ?? .unknown(inst.typeName))
                try setField(name, of: box, to: value, at: target.location)
                inst = box.instance
                try assign(.instance(inst), to: base, in: scope)
            default:
                let written = try host.assign(value, toMember: name, of: container, at: target.location, self) {
                    try self.assign($0, to: base, in: scope)
                }
                if !written { throw EvalError(.cannotAssign(name), at: target.location) }
            }
        case let .subscripted(base, args):
            guard let first = args.first else { throw EvalError(.cannotAssign("[]"), at: target.location) }
            let key = try evaluate(first.value, in: scope)
            let container = try evaluate(base, in: scope)
            if let storage = host.location(of: container) { return try write(value, to: .element(storage, key), at: target.location) }
            try assign(try settingElement(key, of: container, to: value, at: target.location), to: base, in: scope)
        case let .optionalChain(inner):
            try assign(value, to: inner, in: scope)
        case let .dollar(name) where name.isArgumentIndex && scope.assignLocal(name, value):
            return  // `$0.animation = nil` in a `.transaction` closure writes its `inout` argument
        case let .tuple(targets):
            // `(a, b) = (b, a)`: each element to its target, the right side read first.
            guard case let .tuple(items) = value, items.count == targets.count else {
                throw EvalError(.patternMismatch(value.kindDescription), at: target.location)
            }
            for (t, item) in zip(targets, items) { try assign(item.value, to: t.value, in: scope) }
        default:
            throw EvalError(.cannotAssign(target.kind.shortText), at: target.location)
        }
    }
}

extension Expr.Kind {
    package var shortText: String {
        switch self {
        case let .identifier(n), let .implicitMember(n), let .member(_, n): n
        default: "expression"
        }
    }
}
