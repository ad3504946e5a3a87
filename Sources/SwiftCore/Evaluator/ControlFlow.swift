/// How a statement ended.
package enum Flow {
    /// On to the next statement.
    case next
    case returned(Value)
    /// `break`, `break label`.
    case broke(String?)
    /// `continue`, `continue label`.
    case continued(String?)
    case fellThrough
}

/// What the app's code throws (`throw LoadError.offline`): caught by its own `do`/`catch`.
package struct AppError: Error {
    package var value: Value
    package var location: SourceLocation

    package init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Interpreter {
    /// `for`, `while` and `repeat` loops; `break` and `continue` (with a label, the loop
    /// that has it) end the loop or its turn. Each turn costs a step, so a loop that never
    /// ends stops at the budget.
    package func executeLoop(_ stmt: Stmt, in scope: Scope) throws -> Flow {
        /// What a turn's flow means for the loop: nil to go on, a flow to end with.
        func after(_ flow: Flow, label: String?) -> Flow? {
            switch flow {
            case .next, .fellThrough: return nil
            case let .continued(l) where l == nil || l == label: return nil
            case let .broke(l) where l == nil || l == label: return .next
            default: return flow
            }
        }
        switch stmt.kind {
        case let .forIn(pattern, sequenceExpr, whereClause, body, label):
            let sequence = try evaluate(sequenceExpr, in: scope)
            for element in try elements(of: sequence, at: sequenceExpr.location) {
                try tick(stmt.location)
                let turn = Scope(parent: scope)
                guard try match(pattern, element, into: turn, at: stmt.location) else { continue }
                if let w = whereClause, try !condition(w, in: turn) { continue }
                if let end = after(try executeBlock(body, in: turn), label: label) { return end }
            }
        case let .whileLoop(conditions, body, label):
            while true {
                try tick(stmt.location)
                let turn = Scope(parent: scope)
                guard try conditionsHold(conditions, in: turn) else { break }
                if let end = after(try executeBlock(body, in: turn), label: label) { return end }
            }
        case let .repeatWhile(body, condition, label):
            repeat {
                try tick(stmt.location)
                if let end = after(try executeBlock(body, in: scope), label: label) { return end }
            } while try self.condition(condition, in: scope)
        default:
            break
        }
        return .next
    }

    /// The elements a `for` loop visits: an array's, a range's integers, a dictionary's
    /// `(key:, value:)` pairs, a string's characters, a set's members.
    package func elements(of sequence: Value, at location: SourceLocation) throws -> AnySequence<Value> {
        switch sequence {
        case let .array(items), let .set(items): return AnySequence(items)
        case let .range(a, b, _): return AnySequence((a..<max(a, b)).lazy.map { Value.int($0) })
        case let .dictionary(pairs): return AnySequence(pairs.lazy.map { Value.tuple([("key", $0.key), ("value", $0.value)]) })
        case let .string(s): return AnySequence(s.lazy.map { Value.string(String($0)) })
        case .none: return AnySequence([])
        default:
            throw EvalError(.notASequence(sequence.kindDescription), at: location)
        }
    }
}
