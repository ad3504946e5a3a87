import SwiftCore
import ViewTree

/// `.modifier(CardStyle())`: a `ViewModifier` the app declares. Its `body(content:)` runs
/// with the modified view as `content`, and what it builds takes the view's place, as
/// `content.modifier(m)` is `m.body(content: content)` in SwiftUI.
enum CustomModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("modifier") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard case let .instance(inst) = arg.value, let decl = call.it.types[inst.typeName],
                  let body = decl.functions.first(where: { $0.name == "body" && $0.parameters.first?.label == "content" }) else {
                throw call.args.wrongType(arg, expected: "a 'ViewModifier' with 'func body(content: Content) -> some View'")
            }
            let content = ArgValue(label: "content", value: .view(call.node), location: arg.location)
            // Its `@Environment` and `@EnvironmentObject` properties read the environment of the
            // view it modifies, as a view's do.
            let box = SelfBox(instance: inst, decl: decl)
            try call.it.attachEnvironment(box)
            let result = try call.it.callFunction(body, [content], owner: box, at: arg.location)
            let nodes = try call.it.views(from: result, at: call.node.identity, location: call.location)
            call.node = nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: call.node.identity, location: call.location)
        },
    ]
}
