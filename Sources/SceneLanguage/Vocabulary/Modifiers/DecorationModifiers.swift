import Geometry
import ViewTree

/// Modifiers that draw around, clip or fade a view: `background`, `overlay`, `clipShape`,
/// `clipped`, `cornerRadius`, `opacity`, `shadow`.
enum DecorationModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("background", labels: ["alignment", "content"]) { call in
            let (view, alignment) = try decoration(&call)
            call.add(.background(view, alignment: alignment))
        },
        ModifierRule("overlay", labels: ["alignment", "content"]) { call in
            let (view, alignment) = try decoration(&call)
            call.add(.overlay(view, alignment: alignment))
        },
        ModifierRule("clipShape", labels: ["style"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard case let .view(shapeNode) = arg.value, case let .shape(kind, _, _) = shapeNode.kind else {
                throw call.args.wrongType(arg, expected: "a shape")
            }
            call.add(.clipShape(kind))
        },
        ModifierRule("clipped") { call in call.add(.clipped) },
        ModifierRule("cornerRadius") { call in call.add(.cornerRadius(try call.args.required(nil) { try $0.double($1) })) },
        ModifierRule("opacity") { call in call.add(.opacity(try call.args.required(nil) { try $0.double($1) })) },
        ModifierRule("shadow", labels: ["color", "radius", "x", "y"]) { call in
            let color = try call.args.take("color").map { try Colors.color(from: $0.value, at: $0.location) }
                ?? Color(red: 0, green: 0, blue: 0, opacity: 0.33)
            call.add(.shadow(color: color, radius: try call.args.required("radius") { try $0.double($1) },
                             x: try call.args.double("x") ?? 0, y: try call.args.double("y") ?? 0))
        },
    ]

    /// `background(_ view, alignment:)` or `background(alignment:) { … }`: a colour, a view
    /// or a builder, whose views are children of the decorated view (`<view>/background`).
    private static func decoration(_ call: inout ModifierCall) throws -> (ViewNode, Alignment) {
        let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
        let path = call.path, it = call.it, location = call.location
        if let c = call.args.takeClosure(nil) ?? call.args.takeClosure("content") {
            let nodes = try it.buildClosure(c, base: path)
            return (nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: path, location: location), alignment)
        }
        let arg = try call.args.required(nil) { $0.take($1) }
        let views = try it.withPath(path) {
            if case .enumCase = arg.value { return [try it.colorView(arg.value, at: arg.location)] }
            return try it.views(from: arg.value, at: path, location: arg.location)
        }
        return (views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: path, location: location), alignment)
    }
}
