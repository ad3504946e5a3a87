import SwiftCore
import ViewTree

/// `.animation(_:value:)` met while building a tree. When a state change gives `value` a new
/// value, every change in the modified view's subtree animates with `animation`, whatever the
/// transaction's (`.animation(nil, value:)` makes them instant), as SwiftUI sets the
/// transaction's animation for that subtree; a change that leaves `value` alone keeps the
/// transaction's. `.animation(_:)` with no value (deprecated since iOS 15) does so on every
/// change. The runtime compares the values from one state to the next, as `onChange` does.
struct ImplicitAnimation {
    /// The modified view and the modifier's place, stable from one tree to the next.
    var key: String
    /// The subtree it times.
    var root: Identity
    /// nil: the deprecated form, which applies to any change.
    var value: Value?
    /// nil: the subtree changes at once.
    var animation: AnimationSpec?
}

enum ImplicitAnimations {
    static let rules: [ModifierRule] = [
        ModifierRule("animation", labels: ["value"]) { call in
            guard let written = call.args.take(nil) else {
                throw EvalError(.missingArgument("_ animation:", callee: "animation"), at: call.location)
            }
            let animation: AnimationSpec?
            if case .none = written.value { animation = nil } else {
                animation = try Animations.spec(from: written.value, at: written.location)
            }
            let value = call.args.take("value")?.value
            call.it.build.implicitAnimations.append(
                ImplicitAnimation(key: "animation:\(call.node.identity)@\(call.location)", root: call.node.identity,
                                  value: value, animation: animation))
        },
    ]
}

extension Interpreter {
    /// The subtrees timed by their own animation in a tree settled after `state`: those of
    /// the implicit animations whose value changed (or that have none). Their values go into
    /// `next`, for the change after.
    func implicitAnimationScopes(_ animations: [ImplicitAnimation], after state: ObserverState,
                                 into next: inout ObserverState) throws -> [ScopedAnimation] {
        var scoped: [ScopedAnimation] = []
        for implicit in animations {
            if let value = implicit.value {
                next.values[implicit.key] = value
                guard let old = state.values[implicit.key], try !equal(old, value) else { continue }
            }
            scoped.removeAll { $0.root == implicit.root }
            scoped.append(ScopedAnimation(root: implicit.root, animation: implicit.animation))
        }
        return scoped
    }
}
