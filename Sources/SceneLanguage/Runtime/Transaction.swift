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
    /// `@Observable` class's property), and the animation of the last such change.
    private(set) var changed = false
    private(set) var changeAnimation: AnimationSpec?
    /// Whether that change was made under `disablesAnimations` (`withTransaction`).
    private(set) var changeDisablesAnimations = false

    init(transaction: Transaction = Transaction()) {
        self.transaction = transaction
    }

    /// The innermost `withAnimation`'s animation; nil outside one.
    var animation: AnimationSpec? { transaction.disablesAnimations ? nil : transaction.animation }

    func noteChange() {
        changed = true
        changeAnimation = animation
        changeDisablesAnimations = transaction.disablesAnimations
    }
}

extension Interpreter {
    /// Records a write to state SwiftUI observes: the screen must be rebuilt.
    func noteObservedChange() {
        observedWrites += 1
        action?.noteChange()
    }
}
