extension Interpreter {
    /// `x is T`, `x as? T`, `x as! T`, `x as T`. Types are not checked otherwise, so `as`
    /// keeps the value and `as?` keeps it when it is an instance of `T`.
    package func cast(_ value: Value, to type: String, kind: String, at location: SourceLocation) throws -> Value {
        switch kind {
        case "is": return .bool(isInstance(value, of: type))
        case "as?": return isInstance(value, of: type) || !Interpreter.checkable(type) ? value : .none
        case "as!":
            if isInstance(value, of: type) || !Interpreter.checkable(type) { return value }
            throw EvalError(.castFailed(value.kindDescription, type: type), at: location)
        default: return value
        }
    }

    /// Whether `as?` can tell an instance of `type` from other values: the file's types and
    /// the standard ones values carry; any other type (a protocol of a framework) passes.
    private static func checkable(_ type: String) -> Bool {
        ["Int", "Double", "String", "Bool", "Array", "Dictionary", "Set", "Any", "AnyObject"].contains(type)
    }

    /// `if`/`switch` used as a value: the last expression of the branch taken.
    package func statementValue(_ stmt: Stmt, in scope: Scope) throws -> Value {
        func value(of body: [Stmt], in scope: Scope) throws -> Value {
            guard let last = body.last, case let .expr(e) = last.kind else {
                return try run(body, in: scope)
            }
            let local = Scope(parent: scope)
            for s in body.dropLast() { try execute(s, in: local) }
            return try evaluate(e, in: local)
        }
        switch stmt.kind {
        case let .ifStmt(conditions, then, otherwise):
            let inner = Scope(parent: scope)
            if try conditionsHold(conditions, in: inner) { return try value(of: then, in: inner) }
            guard let otherwise else { return .void }
            if otherwise.count == 1, case .ifStmt = otherwise[0].kind { return try statementValue(otherwise[0], in: scope) }
            return try value(of: otherwise, in: scope)
        case let .switchStmt(subject, cases):
            guard let (index, inner) = try chooseCase(subject, cases, in: scope) else { return .void }
            return try value(of: cases[index].body, in: inner)
        default:
            return .void
        }
    }
}
