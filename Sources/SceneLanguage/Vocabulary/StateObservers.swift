import SwiftCore
import Geometry
import ViewTree

/// An `onChange(of: value) { newValue in … }` met while building a tree: when a state change
/// gives `value` a new value, SwiftUI runs the closure after the update. Scenes run it too,
/// with what it does to scroll views (`proxy.scrollTo`) and to state.
struct ChangeObserver {
    /// The observing view and the modifier's place, stable from one tree to the next.
    var key: String
    var value: Value
    var closure: ClosureValue
    /// `onChange(of:initial: true)`: also runs when the view first appears.
    var initial: Bool
    var location: SourceLocation
}

/// `proxy.scrollTo(id, anchor:)`.
struct ScrollRequest {
    var reader: Identity
    var targetID: String
    var anchor: UnitPoint?
    /// Whether it ran inside `withAnimation`, and with which animation.
    var animated: Bool
    var animation: AnimationSpec?
}

/// Where each scroll view is scrolled to, carried from one state of the screen to the next
/// as SwiftUI keeps a scroll position, plus the observed values the next change compares to.
struct ObserverState {
    var values: [String: Value] = [:]
    /// Scroll view identity → (target id, anchor).
    var scrollTargets: [Identity: (String, UnitPoint?)] = [:]
}

extension Interpreter {
    /// Runs the observers of a newly built tree whose value differs from `state`'s (or that
    /// ask to run initially and are new), then scrolls the tree's scroll views. Returns the
    /// tree, the new state, and the scroll views' own animations.
    func runObservers(_ tree: ViewNode, observers: [ChangeObserver], readers: [Identity: Identity],
                      after state: ObserverState) throws -> (ViewNode, ObserverState, [ScopedAnimation]) {
        var next = state
        var scoped: [ScopedAnimation] = []
        next.values = [:]
        for observer in observers {
            next.values[observer.key] = observer.value
            let old = state.values[observer.key]
            let fires = try old.map { try !equal($0, observer.value) } ?? observer.initial
            guard fires else { continue }
            let context = ActionContext()
            let saved = action
            action = context
            defer { action = saved }
            let params = observer.closure.closure.parameters.count
            let arguments = params >= 2 ? [old ?? observer.value, observer.value] : [observer.value]
            _ = try callClosure(observer.closure, arguments, at: observer.location)
            for request in context.scrolls {
                guard let scrollView = readers[request.reader] else { continue }
                next.scrollTargets[scrollView] = (request.targetID, request.anchor)
                scoped.removeAll { $0.root == scrollView }
                scoped.append(ScopedAnimation(root: scrollView, animation: request.animated ? request.animation : nil))
            }
        }
        let targets = next.scrollTargets
        let scrolled = ViewRewrite.map(tree) { node in
            guard case let .scrollView(spec, children) = node.kind, let (id, anchor) = targets[node.identity] else { return node }
            var copy = node
            var s = spec
            s.targetID = id
            s.anchor = anchor
            copy.kind = .scrollView(s, children)
            return copy
        }
        return (scrolled, next, scoped)
    }

    /// `proxy.scrollTo(id, anchor:)`: recorded while an `onChange` closure runs; elsewhere
    /// (a tap handler the scene never runs) it does nothing.
    func scrollTo(_ reader: Identity, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: "scrollTo", at: location)
        let id = try args.required(nil) { $0.take($1) }
        let anchor = try Enumerations.unitPoint(args.take("anchor"))
        try args.finish(known: ["anchor"])
        if let action {
            action.scrolls.append(ScrollRequest(reader: reader, targetID: id.value.text, anchor: anchor,
                                                animated: action.insideWithAnimation, animation: action.animation))
        }
        return .void
    }

    /// `withAnimation(animation) { … }`: runs the body at once, with state changes made in it
    /// animated by `animation` (a transaction of its own).
    func withAnimationAction(_ values: [ArgValue], at location: SourceLocation) throws -> Value {
        var args = Arguments(values, callee: "withAnimation", at: location)
        // `withAnimation { … }` has only its body: the animation, when written, comes first.
        let animation = values.first.flatMap { $0.label == nil && !$0.value.isClosure ? args.take(nil) : nil }
        let spec = try animation.map { try Animations.spec(from: $0.value, at: $0.location) }
            ?? Animations.spec(from: .enumCase("default", []), at: location)
        guard let body = args.takeClosure(nil) ?? args.takeClosure("body") else { return .void }
        _ = args.take("completionCriteria")  // `.logicallyComplete` and `.removed`: both when it settles
        if let completion = args.takeClosure("completion") {
            action?.effects.completions.append((spec, completion, location))
        }
        try args.finish(known: ["completion", "completionCriteria"])
        guard let action else { return try callClosure(body, [], at: location) }
        let (saved, savedInside) = (action.transaction, action.insideWithAnimation)
        action.transaction = Transaction(animation: spec)
        action.insideWithAnimation = true
        defer { action.transaction = saved; action.insideWithAnimation = savedInside }
        let approximated = action.approximated
        let result = try callClosure(body, [], at: location)
        if !approximated, action.approximated { action.approximatedAt = location }
        return result
    }
}
