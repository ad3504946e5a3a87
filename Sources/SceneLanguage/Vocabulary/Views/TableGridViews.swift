import SwiftCore
import Geometry
import ViewTree

/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }` and its cells'
/// `gridCellColumns` and `gridColumnAlignment` (Layout's TableGridNode);
/// `gridCellAnchor` and `gridCellUnsizedAxes` are accepted and draw the cell as it is.
enum TableGridViews {
    static let rules: [ViewRule] = [
        ViewRule("Grid", labels: ["alignment", "horizontalSpacing", "verticalSpacing", "content"]) { call in
            let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
            let h = try call.args.optionalDouble("horizontalSpacing"), v = try call.args.optionalDouble("verticalSpacing")
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
        // Accepted, not applied, and said so at the call.
        ModifierRule("gridCellAnchor", labels: nil) { call in
            call.it.diagnostics.add(.notDrawn("gridCellAnchor", what: "a cell's own anchor: the cell sits at its column's alignment",
                                              hint: "align the column with '.gridColumnAlignment(…)'"), at: call.location)
        },
        ModifierRule("gridCellUnsizedAxes", labels: nil) { call in
            call.it.diagnostics.add(.notDrawn("gridCellUnsizedAxes", what: "unsized cells: the cell sizes its row and column as any cell does",
                                              hint: "give the cell a fixed '.frame(width:height:)'"), at: call.location)
        },
    ]
}
