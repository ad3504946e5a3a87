import ViewTree

/// `fill(_:)` and `stroke(_:lineWidth:)` on a shape; with no style, the foreground style.
enum ShapeModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("fill", labels: ["lineWidth", "style"]) { call in
            guard case let .shape(kind, _, stroke) = call.node.kind else { throw call.notApplicable }
            call.node.kind = .shape(kind, fill: try style(&call), stroke: stroke)
        },
        ModifierRule("stroke", labels: ["lineWidth", "style"]) { call in
            guard case let .shape(kind, fill, _) = call.node.kind else { throw call.notApplicable }
            let style = try style(&call)
            call.node.kind = .shape(kind, fill: fill, stroke: Stroke(style: style, lineWidth: try call.args.double("lineWidth") ?? 1))
        },
    ]

    private static func style(_ call: inout ModifierCall) throws -> ShapeStyle {
        try call.args.take(nil).map { try Colors.shapeStyle(from: $0.value, at: $0.location) } ?? .hierarchical(level: 0)
    }
}
