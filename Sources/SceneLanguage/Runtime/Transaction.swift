import SwiftCore
import ViewTree

/// How a change to state is animated: SwiftUI's `Transaction`. App code opens one with
/// `withAnimation(_:_:)`; a timeline step opens one with its animation.
struct Transaction: Sendable {
    var animation: AnimationSpec?
    /// `Transaction(disablesAnimations: true)`: changes made under it are instant.
    var disablesAnimations = false

    init(animation: AnimationSpec? = nil, disablesAnimations: Bool = false) {
        self.animation = animation
        self.disablesAnimations = disablesAnimations
    }
}

/// What running code (a closure run by the scene, an `onChange` observer) does while it
/// runs: the transaction in effect, the state it changed and under which animation, and
/// what it asks of scroll proxies.
final class ActionContext {
    /// The transaction in effect now; `withAnimation` replaces it for its body.
    var transaction: Transaction
    /// Whether the innermost transaction was opened by `withAnimation`.
    var insideWithAnimation = false
    var scrolls: [ScrollRequest] = []
    /// What it asks the scene's clock and navigation to do later (ActionEffects.swift).
    var effects = ActionEffects()
    /// Whether observed state changed (a view's state, a `@Published` property, an
    /// `@Observable` class's property), and the animation of the change: the last animated
    /// write's, nil when no write was animated.
    private(set) var changed = false
    private(set) var changeAnimation: AnimationSpec?
    /// Whether the change was made under `disablesAnimations` (`withTransaction`) with no
    /// animated write beside it.
    private(set) var changeDisablesAnimations = false

    /// SwiftUI commits the writes of each transaction as an update of its own, so one action
    /// can animate one view and change another at once (`withAnimation { open = true }` then
    /// `title = "B"`; docs/motion.md, "Transactions"). The screen is built between the two
    /// kinds of write: `instantStart` after the writes made outside the animation before the
    /// first animated one (the animation starts from there), `animatedEnd` after the animated
    /// writes when writes outside the animation follow them (those change at once, on top of
    /// the running animation). Built only when an action mixes the two.
    private(set) var instantStart: ViewNode?
    private(set) var animatedEnd: ViewNode?
    /// Builds the screen of the state now (set by the session running the action).
    var buildScreen: (() throws -> ViewNode)?
    private var lastWriteAnimated: Bool?
    private var anyAnimatedWrite = false
    /// Set when the action's writes need more than one animation and a change at once between
    /// them (docs/motion.md, "Transactions"): Matchcut gives them all the last animation.
    private(set) var approximated = false
    /// The `withAnimation` or `withTransaction` whose writes made it so.
    var approximatedAt: SourceLocation?

    init(transaction: Transaction = Transaction()) {
        self.transaction = transaction
    }

    /// The innermost `withAnimation`'s animation; nil outside one.
    var animation: AnimationSpec? { transaction.disablesAnimations ? nil : transaction.animation }

    /// Called before a write to observed state: builds the screen where the write starts a
    /// new kind of update (see `instantStart`).
    func willChange() throws {
        guard let buildScreen else { return }
        let animated = animation != nil
        if animated {
            if !anyAnimatedWrite, changed { instantStart = try buildScreen() }
            // Writes outside the animation between animated ones go with the animation.
            if animatedEnd != nil { approximated = true }
            animatedEnd = nil
        } else if lastWriteAnimated == true {
            animatedEnd = try buildScreen()
        }
    }

    func noteChange() {
        changed = true
        let animated = animation != nil
        lastWriteAnimated = animated
        if animated {
            if anyAnimatedWrite, changeAnimation != animation { approximated = true }
            anyAnimatedWrite = true
            changeAnimation = animation
            changeDisablesAnimations = false
        } else if !anyAnimatedWrite {
            changeAnimation = nil
            changeDisablesAnimations = transaction.disablesAnimations
        }
    }
}

extension Interpreter {
    /// Records a write to state SwiftUI observes: the screen must be rebuilt.
    /// `slot`: the `@State` written, when it is one (StateStore.noteWrite).
    func noteObservedChange(slot: StateKey? = nil) {
        observedWrites += 1
        state.noteWrite(of: slot?.view)
        action?.noteChange()
    }

    /// Called before a write to state SwiftUI observes (see `ActionContext.willChange`).
    func willChangeObserved() throws {
        try action?.willChange()
    }
}
