import SwiftCore
import Geometry
import ViewTree

/// Runs a scene's timeline on the scene's clock, the way the app would run on a device that
/// a UI test drives: the verbs touch the screen of the moment and run the app's own closures,
/// `wait` lets the clock run the work the app scheduled (timers, `asyncAfter`, tasks,
/// `withAnimation` completions), and views that appear or go run `onAppear`, `onDisappear`
/// and `.task`. Every change of state is one `StateChange` at the clock's time.
final class TimelineRunner {
    let block: SceneBlock
    let live: SceneSession
    let screen: (any SceneScreen)?
    let clock: SceneClock
    private(set) var changes: [StateChange] = []
    private(set) var waits: [TimelineMark] = []
    /// What each verb reached (`matchcut check` lists it).
    var reaches: [VerbReach] = []
    /// The settled tree on screen now, and the app code it holds (from the build that made it).
    private(set) var tree: ViewNode
    private(set) var code: ScreenCode
    /// `onReceive` timers and `.task`s running, by their handler's key.
    var timers: [String: TimerSubscription] = [:]
    var tasks: [String: TaskRun] = [:]
    /// The value each `onGeometryChange` action last ran with, by its observer's key.
    var geometryValues: [String: Value] = [:]
    /// The observers said not to run (compiled with no screen), each said once.
    var geometryNotes: Set<String> = []
    /// The value each `onPreferenceChange` action last ran with, by its observer's key.
    var preferenceValues: [String: Value] = [:]
    /// When the animations started so far have all settled.
    private(set) var settled = 0.0
    /// How deep changes made by changes go (an `onAppear` that shows a view with an `onAppear`…).
    private var depth = 0
    static let maxDepth = 16

    var it: Interpreter { block.it }

    /// Frames per second: a drag moves the finger once a frame.
    let fps: Int

    init(block: SceneBlock, live: SceneSession, screen: (any SceneScreen)?, initial: ViewNode, fps: Int) {
        self.block = block
        self.fps = fps
        self.clock = SceneClock(fps: fps)
        self.live = live
        self.screen = screen
        self.tree = initial
        self.code = ScreenCode(block.it.build)
    }

    /// The first screen appears at time 0: its `onAppear`s run, its timers and tasks start.
    func start(at location: SourceLocation) throws {
        it.sceneTime = clock.now
        try lifecycle(from: ScreenCode(), at: location)
        try observeGeometry()
        try observePreferences()
        scheduleRedraw()
    }

    /// Runs the timeline's statements in order.
    func run(_ timeline: [Stmt]) throws {
        let scope = live.scope  // one scope: a `let` in one step is seen by the next
        for stmt in timeline {
            let step = try block.timelineStep(stmt, in: scope)
            switch step {
            case let .wait(seconds, at):
                try advance(to: clock.now + seconds)
                waits.append(TimelineMark(time: clock.now, location: at))
            case let .change(animation, statements, at):
                let update = try live.perform(Transaction(animation: animation), at: at) {
                    for s in statements { try it.execute(s, in: scope) }
                }
                try commit(update, at: at, always: true, animation: animation)
            default:
                try perform(step)
            }
        }
    }

    /// After the timeline: the clock runs on until `bound`, the scene's end, so a timer that
    /// never stops ticks only while the scene lasts.
    func finish(until bound: Double) throws {
        try advance(to: bound)
    }

    /// The timeline's end plus the time its animations take to settle.
    var naturalEnd: Double { max(clock.now, settled) }

    /// Runs every event due up to `time`, in order, then moves the clock there.
    func advance(to time: Double) throws {
        let time = clock.onFrameGrid(time)
        while let event = clock.next(upTo: time) {
            it.sceneTime = clock.now
            try handle(event)
        }
        clock.advance(to: time)
        it.sceneTime = clock.now
    }

    private func handle(_ event: SceneClock.Event) throws {
        switch event.work {
        case let .closure(closure, location):
            try runClosure(closure, at: location)
        case let .tick(timer):
            guard timers[timer.key] === timer else { return }  // its view went
            timer.ticks += 1
            clock.schedule(at: timer.nextTime, .tick(timer))
            try runClosure(timer.handler.closure, arguments: [Interpreter.date(it.sceneNow)], at: timer.handler.location)
        case let .resume(task):
            try runTask(task)
        case let .dragFrame(drag, frame):
            try dragFrame(drag, frame)
        case .redraw:
            let location = code.redraws.first?.location ?? it.location
            try commit(try live.perform(Transaction(), at: location) {}, at: location, redraws: code.redraws.map(\.identity))
        }
    }

    /// Runs app code in a transaction of its own (none unless the code opens one).
    func runClosure(_ closure: ClosureValue, arguments: [Value] = [], transaction: Transaction = Transaction(),
                    at location: SourceLocation) throws {
        let update = try live.run(closure, arguments: arguments, transaction: transaction, at: location)
        try commit(update, at: location)
    }

    /// Runs a task to its next sleep (scheduling it to go on after) or its end.
    func runTask(_ task: TaskRun) throws {
        guard !task.isCancelled else { return }
        var sleep: Double?
        let update = try live.perform(Transaction(), at: it.location) { sleep = try task.step(it) }
        try commit(update, at: it.location)
        if let sleep, !task.isCancelled { clock.schedule(after: sleep, .resume(task)) }
    }

    /// Records what a change did: a `StateChange` when state changed (always, for a timeline
    /// step), then the views that appeared or went, and the work the code scheduled.
    /// `redraws`: the views built again on their schedule (no state changed); a change they
    /// show is instant, and leaves the animations running elsewhere running.
    func commit(_ update: SceneSession.Update, at location: SourceLocation, always: Bool = false,
                animation: AnimationSpec? = nil, redraws: [Identity] = []) throws {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maxDepth else { throw EvalError(.observersNeverSettle(limit: Self.maxDepth), at: location) }
        let before = code
        // A change that builds the same screen (`.onAppear { scrollProxy = proxy }`) shows nothing.
        let shows = always || ((update.changed || !redraws.isEmpty) && !Self.sameScreen(update.tree, tree))
        tree = update.tree
        code = ScreenCode(it.build)
        if shows {
            var change = StateChange(time: clock.now, animation: always ? animation : update.animation, tree: update.tree,
                                     location: location, scopedAnimations: update.scoped)
            if !update.changed { change.redraws = redraws }
            change.disablesAnimations = update.disablesAnimations
            if change.animation != nil { (change.instantStart, change.animatedEnd) = (update.instantStart, update.animatedEnd) }
            changes.append(change)
            if let spec = changes.last?.animation, let screen {
                settled = max(settled, clock.now + screen.settlingTime(of: spec))
            }
        }
        try lifecycle(from: before, at: location)
        try carryOut(update.effects, at: location)
        try observeGeometry()
        try observePreferences()
        scheduleRedraw()
    }

    /// The screen is built again at the first next entry of the schedules on it (one event
    /// waits at a time; every commit sets it afresh). A view's schedule starts when it appears.
    func scheduleRedraw() {
        clock.cancel { if case .redraw = $0 { true } else { false } }
        let shown = Set(code.redraws.map(\.key))
        it.build.redrawStarts = it.build.redrawStarts.filter { shown.contains($0.key) }
        let fps = clock.fps, now = clock.now
        if let next = code.redraws.compactMap({ $0.schedule.next(after: now, fps: fps) }).min() { clock.schedule(at: next, .redraw) }
    }

    /// Whether two trees show the same views: a structural comparison, linear in the tree
    /// and stopping at the first difference (ViewNode+Equality.swift).
    static func sameScreen(_ a: ViewNode, _ b: ViewNode) -> Bool { a == b }

    /// What the code asked for later: delayed closures and completions go on the clock, tasks
    /// start, `dismiss()` closes its page or presentation.
    private func carryOut(_ effects: ActionEffects, at location: SourceLocation) throws {
        for d in effects.delayed { clock.schedule(after: d.delay, .closure(d.closure, location: d.location)) }
        for c in effects.completions {
            let settle = screen?.settlingTime(of: c.animation) ?? 0
            clock.schedule(after: settle, .closure(c.closure, location: c.location))
        }
        for t in effects.tasks { try runTask(TaskRun(t.closure, owner: nil)) }
        for send in effects.sends { try deliver(send.value, of: send.subject, at: send.location) }
        for key in effects.dismissals {
            guard let route = code.dismissRoutes[key] else { continue }
            let update = try live.perform(Transaction(animation: .systemTransition), at: location) { try dismiss(route, at: location) }
            try commit(update, at: location, animation: .systemTransition)
        }
    }

    /// A value sent to a subject: to the `onReceive` handlers of the views on screen, in tree
    /// order, then to its sinks (CombineSubjects).
    func deliver(_ value: Value, of subject: String, at location: SourceLocation) throws {
        for handler in code.handlers where handler.kind == .receive && CombineSubjects.name(of: handler.argument) == subject {
            try runClosure(handler.closure, arguments: [value], at: handler.location)
        }
        for sink in it.ui.subjects[subject]?.sinks ?? [] { try runClosure(sink, arguments: [value], at: location) }
    }

    func dismiss(_ route: DismissRoute, at location: SourceLocation) throws {
        switch route {
        case let .pop(path, own, keep):
            if let path {
                guard case let .array(items) = try it.read(path.location, at: location) else { return }
                try it.write(.array(Array(items.prefix(keep))), to: path.location, at: location)
            } else if case let .array(items) = own.value {
                own.value = .array(Array(items.prefix(keep)))
                it.noteObservedChange()
            }
        case let .unset(binding, toNil):
            try it.write(toNil ? .none : .bool(false), to: binding.location, at: location)
        }
    }
}

/// The app code a built screen holds: its handlers, links, dismiss routes and accessibility.
struct ScreenCode {
    var handlers: [Handler] = []
    var links: [LinkHandler] = []
    var drags: [DragHandler] = []
    var dismissRoutes: [String: DismissRoute] = [:]
    var accessibility: [Identity: Accessibility] = [:]
    var alerts: [AlertCode] = []
    var redraws: [Redraw] = []
    var geometryObservers: [GeometryObserver] = []
    var preferenceObservers: [PreferenceObserver] = []

    init() {}

    init(_ build: BuildContext) {
        handlers = build.handlers
        links = build.links
        drags = build.drags
        dismissRoutes = build.dismissRoutes
        accessibility = build.accessibility
        alerts = build.alerts
        redraws = build.redraws
        geometryObservers = build.geometryObservers
        preferenceObservers = build.preferenceObservers
    }
}

extension Handler {
    /// Stable from one tree to the next while the view keeps its identity.
    var key: String { "\(kind.rawValue)@\(identity)@\(location.line):\(location.column)" }
}
