import SwiftCore
import ViewTree

/// Modifiers about which view a view is: `id(_:)`, `tag(_:)`, `matchedGeometryEffect`, and
/// `transition(_:)` (how it enters and leaves).
enum IdentityModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("id") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let node = call.node
            let new = node.identity.appending("id:" + (try call.it.text(arg.value)))
            call.node = ViewRewrite.reidentify(node, from: node.identity, to: new)
            call.it.build.reidentifyCode(from: node.identity, to: new)
        },
        ModifierRule("tag") { call in call.add(.tag(try call.it.text(try call.args.required(nil) { $0.take($1) }.value))) },
        ModifierRule("matchedGeometryEffect", labels: ["id", "in", "properties", "anchor", "isSource"]) { call in
            let id = try call.args.required("id") { $0.take($1) }
            let nsArg = try call.args.required("in") { $0.take($1) }
            guard case let .host(SwiftUIValue.namespace(ns)) = nsArg.value else { throw call.args.wrongType(nsArg, expected: "a 'Namespace.ID'") }
            let props = try call.args.name("properties", allowed: ["frame", "position", "size"]) ?? "frame"
            call.add(.matchedGeometry(MatchedGeometry(id: try call.it.text(id.value), namespace: ns, properties: MatchedProperties(rawValue: props)!,
                                                      anchor: try Enumerations.unitPoint(call.args.take("anchor")) ?? .center,
                                                      isSource: try call.args.bool("isSource") ?? true, location: call.location)))
        },
        ModifierRule("transition") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            call.add(.transition(try Transitions.transition(from: arg.value, at: arg.location)))
        },
    ]
}
