import SwiftCore
import ViewTree

/// A scene running: its root view, the state its views keep (by identity), and the trees
/// its states build into. Every change of state goes through `perform`: code runs within a
/// transaction, then the screen is built again and settled (the `onChange` observers whose
/// value changed run, and what they change is built too), as SwiftUI updates a view graph.
///
/// A scene's layouts each run in a session of their own, from the root's initial state;
/// its timeline continues the first layout's session. The interactions (taps, timers,
/// URLs) run the app's own closures with `run(_:arguments:transaction:at:)`.
final class SceneSession {
    let it: Interpreter
    /// The root view, whose state is attached to this session's store.
    let root: SelfBox
    let store = StateStore()
    /// The environment at the root: the device's values, then the root's environment modifiers.
    let environment: EnvironmentValues
    /// What the root's modifiers draw with (`root(V().preferredColorScheme(.dark))`), innermost
    /// first: put on the root view's tree, outside everything its body writes.
    let rootModifiers: [Modifier]
    /// What the last settled tree observed, and where its scroll views are scrolled.
    var observed = ObserverState()
    /// The scroll views the last build's `ScrollViewReader` proxies scroll.
    private var readers: [Identity: Identity] = [:]
    /// The presentations the last build showed: one that comes or goes takes UIKit's timing.
    private(set) var presented: [Identity] = []
    /// The alerts and dialogs ever presented, with the animation each comes and goes with.
    private var alertAnimations: [Identity: (box: AnimationSpec, dim: AnimationSpec)] = [:]
    /// How many times one change may make observers change state again before it is an error.
    static let maxUpdates = 8

    /// The result of a change: the screen after it, settled.
    struct Update {
        var tree: ViewNode
        /// Subtrees animated with a transaction of their own (an `onChange` scrolling).
        var scoped: [ScopedAnimation]
        /// Whether the code changed any state the screen observes.
        var changed: Bool
        /// The animation of the last observed change made inside `withAnimation`, else the
        /// transaction's.
        var animation: AnimationSpec?
        /// What the code asked for later: delayed work, tasks, completions, dismissals.
        var effects = ActionEffects()
        /// The screens between the code's writes outside its animation and its animated
        /// ones (`ActionContext.instantStart`, `animatedEnd`).
        var instantStart: ViewNode?
        var animatedEnd: ViewNode?
        /// Made under `disablesAnimations`: pushes and presentations are instant too.
        var disablesAnimations = false
    }

    /// A tree just built, with what it observes.
    struct Snapshot {
        var tree: ViewNode
        var observers: [ChangeObserver]
        var readers: [Identity: Identity]
        var animations: [ImplicitAnimation] = []
    }

    init(_ it: Interpreter, root: Instance, decl: TypeDecl, environment: EnvironmentValues, rootModifiers: [Modifier] = []) throws {
        self.it = it
        self.root = SelfBox(instance: root, decl: decl)
        self.environment = environment
        self.rootModifiers = rootModifiers
        activate()
        store.beginBuild()
        try it.attachState(self.root, identity: Identity.root.appending(decl.name))
    }

    /// Makes this session's store the one views read their state from.
    func activate() { it.state = store }

    /// The scope layouts and the timeline run in: the root view's properties and the globals.
    var scope: Scope { Scope(parent: it.globals, owner: root) }

    /// Builds the whole screen from the current state. Views not met lose their state.
    func snapshot(at location: SourceLocation) throws -> Snapshot {
        activate()
        it.build.observers = []
        it.build.implicitAnimations = []
        it.build.readerScrollViews = [:]
        it.build.clearCode()
        it.build.drags = []
        it.build.dismissRoutes = [:]
        it.build.presentations = []
        it.build.alerts = []
        it.build.transactionModifiers = []
        it.build.environment = environment
        it.build.currentMoment = nil
        store.beginBuild()
        var view = try it.resolveView(root.instance, at: .root, location: location)
        view.modifiers += rootModifiers
        let tree = try it.presentingScreen(view, at: location)
        store.endBuild()
        presented = it.build.presentations.map { Interpreter.presentationIdentity($0) }
        for request in it.build.presentations where request.style.isAlert {
            alertAnimations[Interpreter.presentationIdentity(request)] = request.style == .alert
                ? (AlertMetrics.animation, AlertMetrics.dimAnimation) : (.systemTransition, PageSheetMetrics.dimAnimation)
        }
        readers = it.build.readerScrollViews
        return Snapshot(tree: tree, observers: it.build.observers, readers: it.build.readerScrollViews,
                        animations: it.build.implicitAnimations)
    }

    /// Builds and settles the screen of the current state, as it first appears: what it
    /// observes becomes the baseline the next change compares with.
    func start(at location: SourceLocation) throws -> ViewNode {
        let (tree, state, _) = try settle(try snapshot(at: location), after: ObserverState(), at: location)
        observed = state
        return tree
    }

    /// Runs the observers of `snap` against `state`; while they change state, builds and
    /// settles again. Returns the settled tree, what it observes, and the subtrees with
    /// animations of their own (scroll views, `.animation(_:value:)`).
    func settle(_ snap: Snapshot, after state: ObserverState, at location: SourceLocation) throws -> (ViewNode, ObserverState, [ScopedAnimation]) {
        var current = snap
        var scoped: [ScopedAnimation] = []
        var before = state
        for _ in 0..<SceneSession.maxUpdates {
            let writes = it.observedWrites
            let (tree, next, more) = try it.runObservers(current.tree, observers: current.observers, readers: current.readers, after: before)
            for s in more { scoped.removeAll { $0.root == s.root }; scoped.append(s) }
            guard it.observedWrites != writes else {
                // `.animation(_:value:)` compares the settled screen with the one before the change.
                var settled = next
                for s in try it.implicitAnimationScopes(current.animations, after: state, into: &settled) {
                    scoped.removeAll { $0.root == s.root }
                    scoped.append(s)
                }
                return (tree, settled, scoped)
            }
            before = next
            current = try snapshot(at: location)
        }
        throw EvalError(.observersNeverSettle(limit: SceneSession.maxUpdates), at: location)
    }

    /// Runs `body` within `transaction`, then builds and settles the screen.
    func perform(_ transaction: Transaction, at location: SourceLocation, _ body: () throws -> Void) throws -> Update {
        activate()
        let context = ActionContext(transaction: transaction)
        context.buildScreen = { [unowned self] in try midActionScreen(at: location) }
        let saved = it.action
        it.action = context
        defer { it.action = saved }
        let presentedBefore = presented
        try body()
        it.action = saved
        // `proxy.scrollTo` in the code (a tap's action): the reader's scroll view scrolls, on
        // its own with the `withAnimation` around it.
        var scrolled: [ScopedAnimation] = []
        for request in context.scrolls {
            let scrollView = readers[request.reader] ?? request.reader  // a verb names the scroll view itself
            observed.scrollTargets[scrollView] = (request.targetID, request.anchor)
            scrolled.removeAll { $0.root == scrollView }
            scrolled.append(ScopedAnimation(root: scrollView, animation: request.animated ? request.animation : nil))
        }
        let (tree, next, scoped) = try settle(try snapshot(at: location), after: observed, at: location)
        observed = next
        let animation = context.changed ? context.changeAnimation : transaction.animation
        // A change made under `disablesAnimations` (the step's, or `withTransaction`'s in the code) is instant.
        let disables = context.changed ? context.changeDisablesAnimations : transaction.disablesAnimations
        var update = Update(tree: tree, scoped: scrolled.filter { s in !scoped.contains { $0.root == s.root } } + scoped,
                            changed: context.changed || !scrolled.isEmpty, animation: disables ? nil : animation)
        update.effects = context.effects
        update.disablesAnimations = disables
        if update.animation != nil { (update.instantStart, update.animatedEnd) = (context.instantStart, context.animatedEnd) }
        if context.approximated {
            it.diagnostics.add(.notDrawn("withAnimation", what: "two animations in one action: every change this action makes takes its last animation, where SwiftUI gives each 'withAnimation' its own",
                                         hint: "make the changes in separate actions, or with one animation, for frames that match the device"),
                                 at: context.approximatedAt ?? location)
        }
        if presented != presentedBefore, !disables {
            update.scoped = presentationScopes(Set(presented + presentedBefore)) + update.scoped
        }
        if update.changed { update.scoped += try transactionScopes(animation: animation, disables: disables) }
        return update
    }

    /// The screen in the middle of an action, between writes of two transactions: built as
    /// SwiftUI updates after each (without running observers, which run once the action
    /// ends), leaving the random stream, the UUIDs and where the evaluator stands as they were.
    private func midActionScreen(at location: SourceLocation) throws -> ViewNode {
        let (action, random, uuids) = (it.action, it.random, it.uuidCounter)
        let (path, here) = (it.currentPath, it.location)
        it.action = nil
        defer {
            (it.action, it.random, it.uuidCounter) = (action, random, uuids)
            (it.currentPath, it.location) = (path, here)
        }
        return try snapshot(at: location).tree
    }

    /// A presentation that comes or goes slides with UIKit's timing, whatever the code's
    /// animation, and so do the presenter moving back, the status bar's colour and the dim
    /// (docs/motion.md). An alert
    /// and its dim take the alert's spring, an action sheet UIKit's timing; neither moves
    /// the presenter.
    private func presentationScopes(_ changed: Set<Identity>) -> [ScopedAnimation] {
        let sorted = changed.sorted { $0.description < $1.description }
        let alerts = sorted.flatMap { id in
            alertAnimations[id].map { [ScopedAnimation(root: id, animation: $0.box), ScopedAnimation(root: id.appending("dim"), animation: $0.dim)] } ?? []
        }
        let sheets = sorted.filter { alertAnimations[$0] == nil }
        guard !sheets.isEmpty else { return alerts }
        // The status bar's content turns white over the black a pushed-back presenter leaves,
        // as the presenter moves back.
        let roots = [Identity.root.appending(root.decl.name), Identity(["StatusBar"])] + sheets
        return alerts + roots.map { ScopedAnimation(root: $0, animation: .systemTransition) }
            + [ScopedAnimation(root: Interpreter.dimIdentity, animation: PageSheetMetrics.dimAnimation)]
    }

    /// Runs an app closure (a Button's action, an `onTapGesture`, a timer's handler) with
    /// `arguments` within `transaction`, and gives back the screen after it.
    func run(_ closure: ClosureValue, arguments: [Value] = [], transaction: Transaction = Transaction(),
             at location: SourceLocation) throws -> Update {
        try perform(transaction, at: location) { _ = try it.callClosure(closure, arguments, at: location) }
    }

    /// Runs scene statements (a layout's assignments, a timeline step) in the root's scope.
    func execute(_ statements: [Stmt]) throws {
        let scope = self.scope
        for s in statements { try it.execute(s, in: scope) }
    }
}

extension Interpreter {
    /// The state of every object and global, to give each layout the same start.
    struct Checkpoint {
        var heap: Heap.Checkpoint
        var globals: [String: Value]
        var statics: [String: Value]
    }

    func checkpoint() -> Checkpoint { Checkpoint(heap: heap.checkpoint(), globals: globals.snapshot, statics: statics) }

    func restore(_ c: Checkpoint) {
        heap.restore(c.heap)
        globals.restore(c.globals)
        statics = c.statics
    }
}
