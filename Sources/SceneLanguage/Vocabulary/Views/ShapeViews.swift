import SwiftCore
import Drawing
import ViewTree

/// The built-in shapes: `Rectangle`, `Circle`, `Ellipse`, `Capsule(style:)` and
/// `RoundedRectangle(cornerRadius:style:)`. A shape fills with the foreground style unless
/// `fill`/`stroke` say otherwise (ShapeModifiers).
enum ShapeViews {
    static let rules: [ViewRule] = [
        ViewRule("Rectangle") { call in call.node(.shape(.rectangle, fill: nil, stroke: nil)) },
        ViewRule("Circle") { call in call.node(.shape(.circle, fill: nil, stroke: nil)) },
        ViewRule("Ellipse") { call in call.node(.shape(.ellipse, fill: nil, stroke: nil)) },
        ViewRule("Capsule", labels: ["style"]) { call in
            let style = try cornerStyle(&call)
            return call.node(.shape(.capsule(style: style), fill: nil, stroke: nil))
        },
        ViewRule("RoundedRectangle", labels: ["cornerRadius", "cornerSize", "style"]) { call in
            let r = try call.args.take("cornerSize").map { try call.it.cgSize($0).0 } ?? call.args.required("cornerRadius") { try $0.double($1) }
            let style = try cornerStyle(&call)
            return call.node(.shape(.roundedRectangle(cornerRadius: r, style: style), fill: nil, stroke: nil))
        },
        // iOS 16: `UnevenRoundedRectangle(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:
        // topTrailingRadius:style:)` (each radius 0 unless given) or `(cornerRadii:style:)`.
        ViewRule("UnevenRoundedRectangle", labels: ["topLeadingRadius", "bottomLeadingRadius", "bottomTrailingRadius",
                                                    "topTrailingRadius", "cornerRadii", "style"]) { call in
            var radii: CornerRadii
            if let arg = call.args.take("cornerRadii") {
                guard case let .tuple(items) = arg.value, items.first?.label == "cornerRadii" else {
                    throw call.args.wrongType(arg, expected: "a 'RectangleCornerRadii'")
                }
                let it = call.it
                let n = { (k: String) in items.first { $0.label == k }.flatMap { it.number($0.value) } ?? 0 }
                radii = CornerRadii(topLeading: n("topLeading"), bottomLeading: n("bottomLeading"), bottomTrailing: n("bottomTrailing"),
                                    topTrailing: n("topTrailing"))
            } else {
                radii = CornerRadii(topLeading: try call.args.double("topLeadingRadius") ?? 0,
                                    bottomLeading: try call.args.double("bottomLeadingRadius") ?? 0,
                                    bottomTrailing: try call.args.double("bottomTrailingRadius") ?? 0,
                                    topTrailing: try call.args.double("topTrailingRadius") ?? 0)
            }
            let style = try cornerStyle(&call)
            return call.node(.shape(.unevenRoundedRectangle(radii, style: style), fill: nil, stroke: nil))
        },
        ViewRule("ContainerRelativeShape") { call in call.node(.shape(.containerRelative, fill: nil, stroke: nil)) },
    ]

    /// The shape a leading-dot member names where a shape is expected (iOS 17's `Shape`
    /// statics, each declared `-> Self` on the shape it makes): `.rect`, `.rect(cornerRadius:style:)`
    /// and `.rect(cornerSize:style:)` (RoundedRectangle), `.rect(cornerRadii:style:)` and
    /// `.rect(topLeadingRadius:…)` (UnevenRoundedRectangle), `.capsule`, `.capsule(style:)`,
    /// `.circle`, `.ellipse`, `.containerRelative`. Any other value is returned as it is.
    static func shape(_ arg: ArgValue, it: RuleContext) throws -> ArgValue {
        guard case let .enumCase(name, values) = arg.value else { return arg }
        let view: String
        switch name {
        case "rect" where values.isEmpty: view = "Rectangle"
        case "rect" where values.contains { $0.label == "cornerRadius" || $0.label == "cornerSize" }: view = "RoundedRectangle"
        case "rect": view = "UnevenRoundedRectangle"
        case "capsule": view = "Capsule"
        case "circle": view = "Circle"
        case "ellipse": view = "Ellipse"
        case "containerRelative": view = "ContainerRelativeShape"
        default: return arg
        }
        guard let rule = Vocabulary.views[view] else { return arg }
        var shaped = arg
        shaped.value = .view(try it.makeView(rule, values, at: arg.location))
        return shaped
    }

    /// `style: .continuous` (the default) or `.circular`.
    private static func cornerStyle(_ call: inout ViewCall) throws -> CornerStyle {
        let style = try call.args.name("style", allowed: ["continuous", "circular"]) ?? "continuous"
        return CornerStyle(rawValue: style)!
    }
}
