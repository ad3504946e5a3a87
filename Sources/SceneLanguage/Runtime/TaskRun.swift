import SwiftCore
import ViewTree

/// A `Task { … }` or a view's `.task { … }` running on the scene's clock.
///
/// Its statements run in order until one is `try await Task.sleep(…)`: the task then waits on
/// the clock and carries on from the next statement. A sleep inside an `if`, a `while`, a
/// `repeat`, a `for` or a `do` is reached the same way, so `while true { sleep; tick }` ticks
/// once a period; one inside a closure passes at once, since the scene cannot pause there.
final class TaskRun {
    /// A block being run: its statements, where it is, and the loop it is the body of.
    private struct Frame {
        enum Loop {
            case none
            case whileLoop([Condition], outer: Scope)
            case repeatLoop(Expr)
            /// The elements still to visit.
            case forIn(Pattern, rest: ArraySlice<Value>, whereClause: Expr?, outer: Scope)
        }

        var statements: [Stmt]
        var index = 0
        var scope: Scope
        var loop: Loop = .none
        var label: String?
    }

    private var frames: [Frame]
    /// The key of the `.task` handler that started it, if a view did: the task is cancelled
    /// when that view goes, as SwiftUI cancels it on disappear.
    let owner: String?
    private(set) var isCancelled = false

    init(_ closure: ClosureValue, owner: String?) {
        frames = [Frame(statements: closure.closure.body, scope: Scope(parent: closure.scope))]
        self.owner = owner
    }

    func cancel() {
        isCancelled = true
        frames = []
    }

    /// Runs until the next sleep (its length in seconds) or the end (nil).
    func step(_ it: Interpreter) throws -> Double? {
        while let top = frames.indices.last {
            let frame = frames[top]
            guard frame.index < frame.statements.count else {
                frames.removeLast()
                if let again = try iterate(frame, it) { frames.append(again) }
                continue
            }
            let stmt = frame.statements[frame.index]
            frames[top].index += 1
            if let seconds = try Self.sleep(stmt, in: frame.scope, it) { return seconds }
            if Self.containsSleep([stmt]), try enter(stmt, in: frame.scope, it) { continue }
            switch try it.execute(stmt, in: frame.scope) {
            case .next, .fellThrough: continue
            case .returned:
                frames = []
                return nil
            case let .broke(label): unwind(to: label, restart: false)
            case let .continued(label): unwind(to: label, restart: true)
            }
        }
        return nil
    }

    /// Pushes the block a compound statement with a sleep inside runs; false when it runs
    /// nothing (a false `if`, an empty loop), which is then done.
    private func enter(_ stmt: Stmt, in scope: Scope, _ it: Interpreter) throws -> Bool {
        switch stmt.kind {
        case let .ifStmt(conditions, then, otherwise):
            let inner = Scope(parent: scope)
            if try it.conditionsHold(conditions, in: inner) {
                frames.append(Frame(statements: then, scope: Scope(parent: inner)))
            } else if let otherwise {
                frames.append(Frame(statements: otherwise, scope: Scope(parent: scope)))
            }
        case let .whileLoop(conditions, body, label):
            let start = Frame(statements: body, index: body.count, scope: scope, loop: .whileLoop(conditions, outer: scope), label: label)
            if let first = try iterate(start, it) { frames.append(first) }
        case let .repeatWhile(body, condition, label):
            frames.append(Frame(statements: body, scope: Scope(parent: scope), loop: .repeatLoop(condition), label: label))
        case let .forIn(pattern, sequence, whereClause, body, label):
            let elements = Array(try it.elements(of: try it.evaluate(sequence, in: scope), at: sequence.location))
            let start = Frame(statements: body, index: body.count, scope: scope,
                              loop: .forIn(pattern, rest: elements[...], whereClause: whereClause, outer: scope), label: label)
            if let first = try iterate(start, it) { frames.append(first) }
        case let .doCatch(body, _):
            frames.append(Frame(statements: body, scope: Scope(parent: scope)))
        default:
            return false
        }
        return true
    }

    /// The next pass of a loop whose body just finished, or nil when the loop is over.
    private func iterate(_ frame: Frame, _ it: Interpreter) throws -> Frame? {
        switch frame.loop {
        case .none:
            return nil
        case let .whileLoop(conditions, outer):
            let inner = Scope(parent: outer)
            guard try it.conditionsHold(conditions, in: inner) else { return nil }
            var next = frame
            next.index = 0
            next.scope = Scope(parent: inner)
            return next
        case let .repeatLoop(condition):
            guard try it.condition(condition, in: frame.scope) else { return nil }
            var next = frame
            next.index = 0
            next.scope = Scope(parent: frame.scope)
            return next
        case let .forIn(pattern, rest, whereClause, outer):
            var remaining = rest
            while let element = remaining.popFirst() {
                let scope = Scope(parent: outer)
                guard try it.match(pattern, element, into: scope, at: frame.statements.first?.location ?? it.location) else { continue }
                if let whereClause, try !it.condition(whereClause, in: scope) { continue }
                var next = frame
                next.index = 0
                next.scope = scope
                next.loop = .forIn(pattern, rest: remaining, whereClause: whereClause, outer: outer)
                return next
            }
            return nil
        }
    }

    /// `break` / `continue` inside a loop body: leave the blocks up to the loop (labelled, or
    /// the innermost), and end it or start its next pass.
    private func unwind(to label: String?, restart: Bool) {
        while let frame = frames.last {
            let isLoop: Bool
            if case .none = frame.loop { isLoop = false } else { isLoop = true }
            guard isLoop, label == nil || frame.label == label else {
                frames.removeLast()
                continue
            }
            if restart { frames[frames.count - 1].index = frame.statements.count } else { frames.removeLast() }
            return
        }
    }

    /// The seconds of a statement that is `Task.sleep(…)` (with `try`, `try?` or `await`),
    /// evaluated in `scope`; nil for any other statement.
    private static func sleep(_ stmt: Stmt, in scope: Scope, _ it: Interpreter) throws -> Double? {
        guard case let .expr(e) = stmt.kind, let args = sleepArguments(e) else { return nil }
        return try sleepSeconds(try it.evaluateArguments(args, [], in: scope), at: e.location)
    }

    private static func sleepArguments(_ e: Expr) -> [Argument]? {
        if case let .optionalTry(inner) = e.kind { return sleepArguments(inner) }  // `try? await Task.sleep(…)`
        guard case let .call(callee, args, _) = e.kind, case let .member(base, "sleep") = callee.kind else { return nil }
        switch base.kind {
        case .identifier("Task"), .typeName("Task"): return args
        default: return nil
        }
    }

    private static func containsSleep(_ stmts: [Stmt]) -> Bool {
        stmts.contains { stmt in
            switch stmt.kind {
            case let .expr(e): sleepArguments(e) != nil
            case let .ifStmt(_, then, otherwise): containsSleep(then) || containsSleep(otherwise ?? [])
            case let .whileLoop(_, body, _), let .repeatWhile(body, _, _), let .forIn(_, _, _, body, _), let .doCatch(body, _):
                containsSleep(body)
            default: false
            }
        }
    }

    /// `Task.sleep(for: .seconds(2))`, `.milliseconds(300)`, `(nanoseconds: 500_000_000)`, or
    /// nanoseconds unlabelled, in seconds.
    static func sleepSeconds(_ values: [ArgValue], at location: SourceLocation) throws -> Double {
        var args = Arguments(values, callee: "Task.sleep", at: location)
        defer { _ = args.take("tolerance"); _ = args.take("clock") }
        if let ns = try args.double("nanoseconds") ?? args.double(nil) { return ns / 1e9 }
        let duration = try args.required("for") { $0.take($1) }
        guard case let .enumCase(unit, amount) = duration.value, let n = amount.first.flatMap({ Interpreter.seconds(in: $0.value) }),
              let scale = ["seconds": 1.0, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9][unit] else {
            throw args.wrongType(duration, expected: "a duration such as '.seconds(2)' or '.milliseconds(300)'")
        }
        return n * scale
    }
}
