import SwiftCore
import ViewTree

/// `List { rows }`, `List(data) { item in row }` and `Section`s with their headers and
/// footers. A list is inset-grouped until `.listStyle` says otherwise.
enum ListViews {
    static let rules: [ViewRule] = [
        ViewRule("List", labels: ["selection", "id", "content", "rowContent"]) { call in
            _ = call.args.take("selection")
            var rows: [ViewNode]
            if call.args.items.contains(where: { $0.label == nil && !$0.value.isClosure }) {
                rows = [try ForEachViews.forEach(&call.args, call.it, identity: call.identity, at: call.location, callee: "List")]
            } else {
                rows = try call.content()
            }
            return call.node(.list(.insetGrouped, ViewRewrite.flattened(rows)))
        },
        ViewRule("Section", labels: ["header", "footer", "content"]) { call in
            var header: ViewNode?
            // `Section("Title") { … }`: a title first; `Section { … }`: the content closure only.
            if call.args.items.contains(where: { $0.label == nil && !$0.value.isClosure }), let title = call.args.take(nil) {
                header = try ButtonViews.titleText(title, identity: call.identity.appending("header"))
            }
            let rows = try call.content()
            header = try decoration("header", &call) ?? header
            let footer = try decoration("footer", &call)
            return call.node(.section(header: header, footer: footer, ViewRewrite.flattened(rows)))
        },
    ]

    /// A section's `header:` or `footer:`: a builder closure, a view, or a title.
    private static func decoration(_ label: String, _ call: inout ViewCall) throws -> ViewNode? {
        guard let arg = call.args.take(label) else { return nil }
        let id = call.identity.appending(label)
        if case let .closure(c) = arg.value {
            let nodes = try call.it.buildClosure(c, base: id)
            return nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: id, location: arg.location)
        }
        return try ButtonViews.titleText(arg, identity: id)
    }
}
