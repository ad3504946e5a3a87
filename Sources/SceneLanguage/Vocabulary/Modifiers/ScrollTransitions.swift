import SwiftCore
import ViewTree

/// `scrollTransition(_:axis:transition:)` and `(topLeading:bottomTrailing:axis:transition:)`
/// (iOS 17): the closure changes a view in a scroll view by its phase, `.identity` while it is
/// fully in the visible region, `.topLeading` or `.bottomTrailing` as it enters or leaves an
/// edge (Apple's `ScrollTransitionPhase`). Matchcut builds it at `.identity`, which is what
/// the views inside the visible region show; a view part-way over an edge is drawn so too,
/// with a note where the modifier is written.
enum ScrollTransitions {
    static let rules: [ModifierRule] = [
        ModifierRule("scrollTransition", labels: ["topLeading", "bottomTrailing", "axis", "transition"]) { call in
            guard let body = call.args.takeClosure("transition") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("transition:", callee: "scrollTransition"), at: call.location)
            }
            // The configurations (`.animated`, `.interactive`…) and axis change no phase at rest.
            _ = call.args.take(nil); _ = call.args.take("topLeading"); _ = call.args.take("bottomTrailing"); _ = call.args.take("axis")
            let result = try call.it.callClosure(body, [.view(call.node), .enumCase("identity", [])], at: call.location)
            let nodes = try call.it.views(from: result, at: call.node.identity, location: call.location)
            call.node = nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: call.node.identity, location: call.location)
            call.it.diagnostics.add(.notDrawn("scrollTransition", what: "a view's phase as it crosses the scroll view's edge",
                                              hint: "every view is drawn at '.identity', as the views inside the visible region are"),
                                    at: call.location)
        },
    ]

    /// `phase.isIdentity`, `phase.value` (-1 entering at the top or leading edge, 0, 1 at the
    /// bottom or trailing) of a `ScrollTransitionPhase` case.
    static func member(_ name: String, of value: Value) -> Value? {
        guard case let .enumCase(phase, payload) = value, payload.isEmpty,
              let number = ["identity": 0.0, "topLeading": -1, "bottomTrailing": 1][phase] else { return nil }
        switch name {
        case "isIdentity": return .bool(number == 0)
        case "value": return .double(number)
        default: return nil
        }
    }
}
