import SwiftCore
import Foundation
import Geometry
import ViewTree

/// Layout-time evaluation: the app's closures that need layout's answers (a
/// `GeometryReader`'s content) run when Layout reaches them, with the real values, in the
/// state the scene was in when their view was built.
///
/// A build records, once per tree, the state of every object, global and `@State` slot
/// (`Moment`); each closure keeps it with the environment it was met in. Layout calls
/// `views(_:proxy:…)`, which sets the interpreter back to that moment, runs the closure on a
/// stack as deep as the compiler's, names the views' identities as the scene's were named,
/// and restores the interpreter. The step budget goes on counting: a closure Layout calls
/// spends from the scene's. Errors and warnings are kept for `SceneDescription.layoutTimeDiagnostics`.
final class LayoutTimeEvaluator: LayoutTimeHost, @unchecked Sendable {
    let it: Interpreter
    /// Recursive: a subview a custom layout measures may hold layout-time content of its own.
    private let lock = NSRecursiveLock()
    /// The threads waiting on the evaluations running, innermost last.
    private var callers: [CallerThread] = []
    private var found = DiagnosticBag.scene
    /// The names `IdentityNaming` gave the scene's views, to name later views the same way.
    var names: [[String]: String] = [:]
    /// The app code the views built at layout time hold (a Button inside a GeometryReader's
    /// content), the latest of each, for the timeline's taps to reach.
    private var built: [String: Handler] = [:]

    /// The handlers layout-time content registered, latest first by key.
    var handlers: [Handler] {
        lock.lock()
        defer { lock.unlock() }
        return built.values.sorted { $0.key < $1.key }
    }

    init(_ it: Interpreter) { self.it = it }

    /// The state of the heap, the globals and the view state when a tree was built.
    final class Moment: @unchecked Sendable {
        let checkpoint: Interpreter.Checkpoint
        let store: StateStore
        let slots: [(slot: StateSlot, value: Value)]
        /// The scene clock's time of the build (`Date()` in a GeometryReader's content).
        let sceneTime: Double

        init(_ it: Interpreter) {
            sceneTime = it.sceneTime
            checkpoint = it.checkpoint()
            store = it.state
            slots = it.state.allSlots.map { ($0, $0.value) }
        }
    }

    /// The build context a closure was met in, kept for its run.
    final class Built: @unchecked Sendable {
        let context: BuildContext
        init(_ context: BuildContext) { self.context = context }
    }

    var diagnostics: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return found.sorted
    }

    /// Runs `closure` with `arguments` as it would have run at `moment` with `build`, and
    /// returns the views it builds under `base`.
    func views(_ closure: ClosureValue, arguments: [Value], base: Identity, moment: Moment, build: Built) -> [ViewNode] {
        run(moment, build) { [self] in
            let before = it.build.handlers.count
            let views = try it.buildClosure(closure, arguments: arguments, base: base)
            let renamer = IdentityNaming.renamer(for: views, knowing: names)
            for var h in it.build.handlers.dropFirst(before) {
                h.identity = renamer.rename(h.identity)
                built[h.key] = h
            }
            return views.map(renamer.rename)
        } ?? []
    }

    /// Runs `closure` with `arguments` at `moment` for the number it returns (0 when it
    /// fails, and the error is the scene's).
    func number(_ closure: ClosureValue, arguments: [Value], moment: Moment, build: Built, at location: SourceLocation) -> Double {
        run(moment, build) { [self] in
            let result = try it.callClosure(closure, arguments, at: location)
            guard let n = it.number(result) else {
                throw EvalError(.wrongArgumentType(parameter: "computeValue:", callee: "alignmentGuide", expected: "a 'CGFloat'",
                                                   found: result.kindDescription), at: location)
            }
            return n
        } ?? 0
    }

    /// A value of the app's whose methods Layout calls (a custom `Layout`).
    final class Owner: @unchecked Sendable {
        let box: SelfBox
        init(instance: Instance, decl: TypeDecl) { box = SelfBox(instance: instance, decl: decl) }
    }

    /// Calls `fn`, a method of `owner`, with labelled `arguments` at `moment`; nil when it fails.
    func call(_ fn: FuncDecl, on owner: Owner, _ arguments: [(String, Value)], moment: Moment, build: Built,
              at location: SourceLocation) -> Value? {
        run(moment, build) { [self] in
            try it.callFunction(fn, arguments.map { ArgValue(label: $0.0, value: $0.1, location: location) }, owner: owner.box, at: location)
        }
    }

    /// Runs `body` on the thread Layout called from (see `CallerThread`), when an
    /// evaluation is running; else here.
    func onCaller<T>(_ body: @escaping () -> T) -> T {
        guard let caller = callers.last else { return body() }
        return caller.run(body)
    }

    /// A number as the interpreter reads one.
    func number(_ value: Value) -> Double? { it.number(value) }

    /// Sets the interpreter back to `moment` and `build`, runs `body` on the compiler's
    /// stack, keeps what it reports, and restores the interpreter. nil when `body` failed.
    func run<T>(_ moment: Moment, _ build: Built, _ body: @escaping () throws -> T) -> T? {
        lock.lock()
        defer { lock.unlock() }
        return CallerThread.evaluate { [self] caller -> T? in
            callers.append(caller)
            defer { callers.removeLast() }
            let now = it.checkpoint(), nowStore = it.state, nowBuild = it.build, nowPath = it.currentPath
            let nowSlots = moment.slots.map { ($0.slot, $0.slot.value) }
            let nowDiagnostics = it.diagnostics, nowAction = it.action, nowTime = it.sceneTime
            it.restore(moment.checkpoint)
            it.sceneTime = moment.sceneTime
            it.state = moment.store
            for (slot, value) in moment.slots { slot.value = value }
            it.build = build.context
            it.diagnostics = DiagnosticBag.scene
            it.action = nil
            defer {
                for d in it.diagnostics.all { found.add(d) }
                it.restore(now)
                it.state = nowStore
                for (slot, value) in nowSlots { slot.value = value }
                it.build = nowBuild
                it.currentPath = nowPath
                it.diagnostics = nowDiagnostics
                it.action = nowAction
                it.sceneTime = nowTime
            }
            do {
                return try body()
            } catch let error as EvalError {
                it.diagnostics.add(error.diagnostic)
            } catch {}
            return nil
        }
    }
}

extension SceneDescription {
    /// What the app's closures reported when Layout ran them (errors included): call it
    /// after laying the scene out.
    public var layoutTimeDiagnostics: [Diagnostic] {
        (layoutTime as? LayoutTimeEvaluator)?.diagnostics ?? []
    }
}

extension BuildContext {
    /// The scene's layout-time evaluator, made when the first closure needs it.
    mutating func layoutTimeEvaluator(_ it: Interpreter) -> LayoutTimeEvaluator {
        if let layoutTime { return layoutTime }
        let made = LayoutTimeEvaluator(it)
        layoutTime = made
        return made
    }

    /// The moment of the tree being built, made when its first layout-time closure is met.
    mutating func layoutTimeMoment(_ it: Interpreter) -> LayoutTimeEvaluator.Moment {
        if let moment = currentMoment { return moment }
        let moment = LayoutTimeEvaluator.Moment(it)
        currentMoment = moment
        return moment
    }
}
