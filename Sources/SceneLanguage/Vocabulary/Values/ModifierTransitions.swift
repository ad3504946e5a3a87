import SwiftCore
import Drawing
import ViewTree

/// `AnyTransition.modifier(active: Pop(scale: 0.1), identity: Pop(scale: 1))`: each
/// `ViewModifier`'s `body(content:)` runs on a stand-in view, and what it does to it (its
/// `opacity`, `scaleEffect`, `offset`, `rotationEffect`) is the transition's two ends; the view
/// goes from the active one to the identity one as it comes in, back as it goes.
extension Interpreter {
    func modifierTransition(_ values: [ArgValue], at location: SourceLocation) throws -> Transition {
        var args = Arguments(values, callee: "modifier", at: location)
        let active = try args.required("active") { $0.take($1) }
        let identity = try args.required("identity") { $0.take($1) }
        try args.finish(known: ["active", "identity"])
        return .modifier(active: try transitionState(active), identity: try transitionState(identity))
    }

    /// What one modifier's body does to a stand-in view.
    private func transitionState(_ arg: ArgValue) throws -> TransitionState {
        guard case let .instance(inst) = arg.value, let decl = types[inst.typeName],
              let body = decl.functions.first(where: { $0.name == "body" && $0.parameters.first?.label == "content" }) else {
            throw EvalError(.wrongArgumentType(parameter: arg.label ?? "_", callee: "modifier",
                                               expected: "a 'ViewModifier' with 'func body(content: Content) -> some View'",
                                               found: arg.value.kindDescription), at: arg.location)
        }
        let standIn = Identity.root.appending("transition-stand-in")
        let content = ArgValue(label: "content", value: .view(ViewNode(kind: .empty, identity: standIn, location: arg.location)),
                               location: arg.location)
        let result = try callFunction(body, [content], owner: SelfBox(instance: inst, decl: decl), at: arg.location)
        let nodes = try views(from: result, at: standIn, location: arg.location)
        var state = TransitionState()
        var left: [String] = []
        for modifier in nodes.first?.modifiers ?? [] {
            switch modifier {
            case let .opacity(o): state.opacity *= o
            case let .offset(x, y): (state.offsetX, state.offsetY) = (state.offsetX + x, state.offsetY + y)
            case let .geometryEffect(.scale(x, y, anchor)):
                (state.scaleX, state.scaleY, state.scaleAnchor) = (state.scaleX * x, state.scaleY * y, anchor)
            case let .geometryEffect(.rotation(radians, anchor)):
                (state.rotation, state.rotationAnchor) = (state.rotation + radians, anchor)
            default: left.append(String(describing: modifier).prefix { $0 != "(" }.description)
            }
        }
        if nodes.count != 1 || !left.isEmpty {
            let what = nodes.count != 1 ? "views its body adds around the content" : "what its body does besides opacity, scale, offset and rotation (\(left.joined(separator: ", ")))"
            diagnostics.add(.notDrawn("AnyTransition.modifier", what: what,
                                      hint: "the transition moves between the two modifiers' opacity, scale, offset and rotation"), at: arg.location)
        }
        return state
    }
}
