import SwiftCore
import ViewTree

/// `onChange(of:initial:) { new in … }` / `{ old, new in … }`: recorded while the tree is
/// built; SceneStates runs it between two states of the screen (StateObservers).
enum ObserverModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("onChange", labels: ["of", "initial", "perform"]) { call in
            let observed = try call.args.required("of") { $0.take($1) }
            let initial = try call.args.bool("initial") ?? false
            guard let closure = call.args.takeClosure(nil) ?? call.args.takeClosure("perform") else {
                throw EvalError(.missingArgument("perform:", callee: "onChange"), at: call.location)
            }
            call.it.build.observers.append(ChangeObserver(key: "\(call.node.identity)@\(call.location)", value: observed.value,
                                                          closure: closure, initial: initial, location: call.location))
        },
    ]
}
