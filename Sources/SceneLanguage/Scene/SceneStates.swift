import ViewTree

/// The states a scene shows: each layout, the screen before the timeline, and each state
/// change on the timeline, each evaluated into a tree.
///
/// Between two states, the `onChange(of:)` observers whose value changed run, as SwiftUI
/// runs them after an update; what they do to scroll views (`proxy.scrollTo`) carries over
/// to later states, and a `withAnimation` around it animates that scroll view on its own.
/// A layout is reached from the root view's initial state.
extension SceneBlock {
    private struct Snapshot {
        var tree: ViewNode
        var observers: [ChangeObserver]
        var readers: [Identity: Identity]
    }

    private func snapshot(_ box: Scope.SelfBox, at location: SourceLocation) throws -> Snapshot {
        it.build.observers = []
        it.build.readerScrollViews = [:]
        let tree = try it.resolveView(box.instance, at: .root, location: location)
        return Snapshot(tree: tree, observers: it.build.observers, readers: it.build.readerScrollViews)
    }

    private func settle(_ snap: Snapshot, after state: ObserverState) throws -> (ViewNode, ObserverState, [ScopedAnimation]) {
        try it.runObservers(snap.tree, observers: snap.observers, readers: snap.readers, after: state)
    }

    func describe(canvas: CanvasSpec, fps: Int, root: Instance, rootDecl: StructDecl,
                  layouts: [Layout], timeline: [Stmt]?) throws -> SceneDescription? {
        // The root view's `@State` properties are the scene's state; a layout or the timeline
        // assigns them through a scope whose `self` is the root instance.
        func run(_ stmts: [Stmt], on box: Scope.SelfBox) throws {
            let scope = Scope(parent: it.globals, owner: box)
            for s in stmts { try it.execute(s, in: scope) }
        }
        // The observed values of the initial state, built only when a layout observes.
        var baselineState: ObserverState?
        func baseline() throws -> ObserverState {
            if let baselineState { return baselineState }
            let saved = it.diagnostics // the initial state may never be shown: its problems are not the scene's
            defer { it.diagnostics = saved }
            let snap = try snapshot(Scope.SelfBox(instance: root, decl: rootDecl), at: decl.location)
            let state = try settle(snap, after: ObserverState()).1
            baselineState = state
            return state
        }

        var named: [NamedLayout] = []
        var reached: [(instance: Instance, snap: Snapshot, state: ObserverState)] = []
        for layout in layouts {
            let box = Scope.SelfBox(instance: root, decl: rootDecl)
            try run(layout.body, on: box)
            let snap = try snapshot(box, at: layout.location)
            let (tree, state, _) = try settle(snap, after: snap.observers.isEmpty ? ObserverState() : baseline())
            reached.append((box.instance, snap, state))
            named.append(NamedLayout(name: layout.name, tree: tree, location: layout.location))
        }

        let start = Scope.SelfBox(instance: reached.first?.instance ?? root, decl: rootDecl)
        var state: ObserverState
        let initial: ViewNode
        if let first = reached.first {
            (initial, state) = (named[0].tree, first.state)
        } else {
            let (tree, s, _) = try settle(try snapshot(start, at: decl.location), after: ObserverState())
            (initial, state) = (tree, s)
        }

        var changes: [StateChange] = []
        var cursor = 0.0
        // The frame budget is Matchcut's: frames are counted on the motion plan, at the render's fps.
        var waits: [TimelineMark] = []
        if let timeline {
            let scope = Scope(parent: it.globals, owner: start)
            func change(at location: SourceLocation, _ animation: AnimationSpec?) throws {
                let (tree, next, scoped) = try settle(try snapshot(start, at: location), after: state)
                state = next
                changes.append(StateChange(time: cursor, animation: animation, tree: tree, location: location, scopedAnimations: scoped))
            }
            for stmt in timeline {
                guard case let .expr(e) = stmt.kind, case let .call(callee, argExprs, trailing) = e.kind,
                      case let .identifier(command) = callee.kind, command == "wait" || command == "withAnimation" else {
                    try it.execute(stmt, in: scope)
                    try change(at: stmt.location, nil)
                    continue
                }
                var args = Arguments(try it.evaluateArguments(argExprs, [], in: scope), callee: command, at: e.location)
                if command == "wait" {
                    let seconds = try args.required(nil) { try $0.double($1) }
                    let at = args.items.first?.location ?? e.location
                    guard seconds >= 0, seconds.isFinite else { throw EvalError(.negativeWait(seconds), at: at) }
                    cursor += seconds
                    waits.append(TimelineMark(time: cursor, location: at))
                    continue
                }
                let animation = try args.take(nil).map { try Animations.spec(from: $0.value, at: $0.location) }
                    ?? Animations.spec(from: .enumCase("default", []), at: e.location)
                for s in trailing.first?.closure.body ?? [] { try it.execute(s, in: scope) }
                try change(at: e.location, animation)
            }
        } else if reached.count >= 2 {
            // No timeline: the first layout, then the second, with the default animation.
            let animation = try Animations.spec(from: .enumCase("default", []), at: decl.location)
            let (tree, _, scoped) = try settle(reached[1].snap, after: reached[0].state)
            changes.append(StateChange(time: 0, animation: animation, tree: tree, location: named[1].location,
                                       scopedAnimations: scoped))
        }
        var description = SceneDescription(title: decl.title, file: it.file, canvas: canvas, fps: fps, layouts: named,
                                           initial: initial, changes: changes, timelineEnd: cursor)
        description.waits = waits
        return IdentityNaming.apply(to: description)
    }
}
