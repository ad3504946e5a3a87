import Geometry
import ViewTree

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }` and its cells'
/// `gridCellColumns` and `gridColumnAlignment` (Layout's TableGridNode);
/// `gridCellAnchor` and `gridCellUnsizedAxes` are accepted and draw the cell as it is.
enum TableGridViews {
    static let rules: [ViewRule] = [
        ViewRule("Grid", labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content"]) { call in
            let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
            let h = try call.args.double("horizontalSpacing"), v = try call.args.double("verticalSpacing")
            return call.node(.tableGrid(alignment: alignment, horizontalSpacing: h, verticalSpacing: v, ViewRewrite.flattened(try call.content())))
        },
        ViewRule("GridRow", labels: ["alignment", "content"]) { call in
            let alignment = try Enumerations.vertical(call.args.take("alignment"))
            return call.node(.gridRow(alignment: alignment, ViewRewrite.flattened(try call.content())))
        },
    ]
}

enum TableGridModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("gridCellColumns") { call in call.add(.gridCellColumns(try call.args.required(nil) { try $0.int($1) })) },
        ModifierRule("gridColumnAlignment") { call in
            call.add(.gridColumnAlignment(try Enumerations.horizontal(call.args.take(nil)) ?? .center))
        },
        ModifierRule.inert("gridCellAnchor"),
        ModifierRule.inert("gridCellUnsizedAxes"),
    ]
}
