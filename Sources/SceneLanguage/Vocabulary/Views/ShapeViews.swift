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
        ViewRule("RoundedRectangle", labels: ["cornerRadius", "style"]) { call in
            let r = try call.args.required("cornerRadius") { try $0.double($1) }
            let style = try cornerStyle(&call)
            return call.node(.shape(.roundedRectangle(cornerRadius: r, style: style), fill: nil, stroke: nil))
        },
    ]

    /// `style: .continuous` (the default) or `.circular`.
    private static func cornerStyle(_ call: inout ViewCall) throws -> CornerStyle {
        let style = try call.args.name("style", allowed: ["continuous", "circular"]) ?? "continuous"
        return CornerStyle(rawValue: style)!
    }
}
