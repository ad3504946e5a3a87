import SwiftCore
import ViewTree

/// The states a scene shows: each layout, the screen before the timeline, and each state
/// change on the timeline, each evaluated into a tree (SceneSession builds and settles them).
///
/// A layout is the root view's initial state with the layout's assignments: each runs in a
/// session of its own, with objects and globals as the file left them. The timeline
/// continues from the first layout's session (or the root's initial state); each of its
/// steps is one transaction, with the step's animation.
extension SceneBlock {
    func describe(canvas: CanvasSpec, fps: Int, root: Instance, rootDecl: TypeDecl, environment: EnvironmentValues, rootModifiers: [Modifier] = [],
                  layouts: [Layout], timeline: [Stmt]?, duration: Double? = nil) throws -> SceneDescription? {
        let start = it.checkpoint()
        func session() throws -> SceneSession {
            it.restore(start)
            return try SceneSession(it, root: root, decl: rootDecl, environment: environment, rootModifiers: rootModifiers)
        }
        // The observed values of the initial state, built only when a layout observes.
        var baselineState: ObserverState?
        func baseline() throws -> ObserverState {
            if let baselineState { return baselineState }
            let saved = it.diagnostics // the initial state may never be shown: its problems are not the scene's
            defer { it.diagnostics = saved }
            let s = try session()
            let state = try s.settle(try s.snapshot(at: decl.location), after: ObserverState(), at: decl.location).1
            baselineState = state
            return state
        }

        var named: [NamedLayout] = []
        var reached: [(session: SceneSession, snap: SceneSession.Snapshot, state: ObserverState, heap: Interpreter.Checkpoint)] = []
        for layout in layouts {
            let s = try session()
            try s.execute(layout.body)
            let snap = try s.snapshot(at: layout.location)
            let before = snap.observers.isEmpty ? ObserverState() : try baseline()
            s.activate()
            let (tree, state, _) = try s.settle(snap, after: before, at: layout.location)
            s.observed = state
            reached.append((s, snap, state, it.checkpoint()))
            named.append(NamedLayout(name: layout.name, tree: tree, location: layout.location))
        }

        let live: SceneSession
        let initial: ViewNode
        if let first = reached.first {
            it.restore(first.heap)
            live = first.session
            initial = named[0].tree
        } else {
            live = try session()
            initial = try live.start(at: decl.location)
        }

        var changes: [StateChange] = []
        var cursor = 0.0
        // The frame budget is Matchcut's: frames are counted on the motion plan, at the render's fps.
        var waits: [TimelineMark] = []
        var reaches: [VerbReach] = []
        if timeline != nil || reached.count < 2 {
            // The app's code runs on the scene's clock (TimelineRunner): the timeline's verbs,
            // timers, delays, tasks, and views appearing.
            let screen = try it.options.screen?(canvas)
            let first = try live.perform(Transaction(), at: decl.location) {}  // the build whose code is on screen
            let runner = TimelineRunner(block: self, live: live, screen: screen, initial: first.tree, fps: fps)
            try runner.start(at: decl.location)
            try runner.run(timeline ?? [])
            cursor = runner.clock.now
            let bound = max(cursor, duration ?? runner.naturalEnd)
            try runner.finish(until: bound)
            cursor = max(cursor, duration ?? cursor)
            changes = runner.changes
            waits = runner.waits
            reaches = runner.reaches
        } else if reached.count >= 2 {
            // No timeline: the first layout, then the second, with the default animation.
            let animation = try Animations.spec(from: .enumCase("default", []), at: decl.location)
            let second = reached[1]
            it.restore(second.heap)
            second.session.activate()
            let (tree, _, scoped) = try second.session.settle(second.snap, after: reached[0].state, at: named[1].location)
            changes.append(StateChange(time: 0, animation: animation, tree: tree, location: named[1].location,
                                       scopedAnimations: scoped))
        }
        var description = SceneDescription(title: decl.title, file: it.file, canvas: canvas, fps: fps, layouts: named,
                                           initial: initial, changes: changes, timelineEnd: cursor)
        description.waits = waits
        description.reaches = reaches
        description.layoutTime = it.build.layoutTime
        return IdentityNaming.apply(to: description)
    }
}
