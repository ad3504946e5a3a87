import SwiftCore
import ViewTree

/// Preferences as SwiftUI reads them (PreferenceObservers): after a screen is laid out, each
/// reader's value is what the views inside it set for its key (the key's `defaultValue` when
/// none does; several combined with the key's own `reduce(value:nextValue:)`). An
/// `onPreferenceChange` action runs when that value differs from the one it last ran with
/// (the first time too), and the state it sets is a change at the same moment, drawn on the
/// next pass, as SwiftUI applies it on the next update. An `overlayPreferenceValue` or
/// `backgroundPreferenceValue` whose value differs from the one its content was built with
/// is built again with it at the same moment, with no animation of its own.
extension TimelineRunner {
    func observePreferences() throws {
        let observers = code.preferenceObservers
        guard !observers.isEmpty else { return }
        guard let screen else {
            for observer in observers where observer.action != nil && geometryNotes.insert(observer.key).inserted {
                it.diagnostics.add(.notDrawn("onPreferenceChange", what: "what its action changes: the scene was compiled with no screen to lay out",
                                             hint: "compile it through Matchcut ('matchcut render', 'CompiledScene'), which lays out each screen and runs the action"),
                                   at: observer.location)
            }
            return
        }
        let layout = screen.layout(tree)
        var rebuild: SourceLocation?
        for observer in observers {
            guard let reported = layout.preferences(reportedTo: observer.key) else { continue }
            let value = try combined(reported[observer.preferenceKey] ?? [], key: observer.preferenceKey, at: observer.location)
                ?? observer.defaultValue
            guard let action = observer.action else {
                let built = it.build.preferenceContentValues[observer.key] ?? observer.defaultValue
                if try !it.equal(built, value) {
                    it.build.preferenceContentValues[observer.key] = value
                    rebuild = rebuild ?? observer.location
                }
                continue
            }
            if let last = preferenceValues[observer.key], try it.equal(last, value) { continue }
            preferenceValues[observer.key] = value
            try runClosure(action, arguments: [value], at: observer.location)
        }
        if let rebuild {
            try commit(try live.perform(Transaction(), at: rebuild) {}, at: rebuild, redraws: [tree.identity])
        }
    }

    /// The values views set, in placement order, combined as SwiftUI combines them: the first,
    /// then the key's `reduce(value:nextValue:)` with each next one (its `value` an `inout`
    /// written back). An anchor preference's value is its transform run with the anchor of
    /// the frame its view was placed at. Nil when none is set.
    func combined(_ tokens: [PreferenceToken], key: String, at location: SourceLocation) throws -> Value? {
        let values: [Value] = try tokens.compactMap { token in
            if let made = token.value as? AnchorTransform, let frame = token.anchorFrame {
                return try it.callClosure(made.transform, [made.anchor(in: frame)], at: made.transform.closure.location)
            }
            return token.value as? Value
        }
        guard var value = values.first else { return nil }
        guard values.count > 1 else { return value }
        guard let reduce = it.types[key]?.functions.first(where: { $0.name == "reduce" && $0.isStatic }) else {
            throw EvalError(.unknownMember("reduce(value:nextValue:)", type: "'\(key)'", suggestion: nil), at: location)
        }
        let accumulator = Scope(parent: nil)
        let name = Expr(kind: .identifier("__value"), location: location)
        for next in values.dropFirst() {
            accumulator.define("__value", value)
            let holder = Scope(parent: nil)
            holder.define("__next", next)
            let give = Closure(parameters: [], body: [Stmt(kind: .returnStmt(Expr(kind: .identifier("__next"), location: location)), location: location)],
                               location: location)
            var accumulated = ArgValue(label: "value", value: value, location: location)
            accumulated.inoutTarget = InoutTarget(expr: name, scope: accumulator)
            _ = try it.callFunction(reduce, [accumulated, ArgValue(label: "nextValue", value: .closure(ClosureValue(closure: give, scope: holder)), location: location)],
                                    owner: nil, selfType: key, at: location)
            value = accumulator.lookupLocal("__value") ?? value
        }
        return value
    }
}
