import SwiftCore
import Geometry
import ViewTree

/// `Button("Title") { }`, `Button { action } label: { label }`, `Button(action:) { label }`:
/// a control, drawn by Layout in the `buttonStyle`, `tint`, `controlSize` and
/// `buttonBorderShape` its environment gives (ControlModifiers).
enum ButtonViews {
    static let rules: [ViewRule] = [
        ViewRule("Button", labels: labels) { call in
            // `action:`, else the first unlabelled closure (`Button("Go") { … }`, `Button { … } label: { … }`).
            let action = call.args.items.first { $0.label == "action" } ?? call.args.items.first { $0.label == nil && $0.value.isClosure }
            if case let .closure(c)? = action?.value {
                call.it.build.register(Handler(kind: .action, identity: call.identity, closure: c, location: call.location))
            }
            let role = call.args.items.first { $0.label == "role" }.flatMap { if case let .enumCase(r, _) = $0.value { r } else { nil } }
            let button = try labelled(&call)
            call.it.build.buttons.insert(call.identity)
            guard case let .group(label) = button.kind else { return button }
            if let styled = try CustomButtonStyles.body(label: label, role: role, identity: call.identity, call.it, at: call.location) {
                var node = call.node(.control(.button(role: role, label: styled)))
                node.modifiers.append(.control(.button("plain")))
                return node
            }
            return call.node(.control(.button(role: role, label: label)))
        },
    ]
    static let labels = ["value", "destination", "role", "action", "label"]

    /// The tint iOS gives a button's label: the accent colour, system blue.
    static let accent = ShapeStyle.color(SystemColors.named["blue"]!)

    /// A link pushes, a button acts, when tapped; a frame shows their label: the `label:`
    /// closure, else the title, else the unlabelled closure when the action or destination
    /// went elsewhere (`Button(action: f) { label }`).
    static func labelled(_ call: inout ViewCall) throws -> ViewNode {
        let actionElsewhere = call.args.items.contains { $0.label == "action" || $0.label == "value" || $0.label == "destination" }
        _ = call.args.take("value"); _ = call.args.take("destination"); _ = call.args.take("role"); _ = call.args.take("action")
        let title = call.args.items.contains { $0.label == nil && !$0.value.isClosure } ? call.args.take(nil) : nil
        var label: [ViewNode] = []
        if let c = call.args.takeClosure("label") {
            label = try call.it.buildClosure(c, base: call.identity)
            _ = call.args.takeClosure(nil)
        } else if let title {
            label = [try titleText(title, identity: call.identity.appending("0"))]
            _ = call.args.takeClosure(nil)
        } else if let c = call.args.takeClosure(nil), actionElsewhere {
            label = try call.it.buildClosure(c, base: call.identity)
        }
        return call.node(.group(label))
    }

    /// A title argument as a Text view: a string, or a view written in its place.
    static func titleText(_ arg: ArgValue, identity: Identity) throws -> ViewNode {
        // A view written in its place was evaluated at the caller's path: give it its own.
        if case let .host(SwiftUIValue.view(v)) = arg.value { return v.reidentified(from: v.identity, to: identity) }
        return ViewNode(kind: .text(arg.value.text), identity: identity, location: arg.location)
    }
}
