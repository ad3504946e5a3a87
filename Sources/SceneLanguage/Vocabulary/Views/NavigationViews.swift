import ViewTree

/// `NavigationStack { root }`, `NavigationStack(path:)`, `NavigationView` and
/// `NavigationLink`; the pages a stack shows are worked out in Navigation.swift.
enum NavigationViews {
    static let rules: [ViewRule] = [
        ViewRule("NavigationStack", labels: ["path", "root", "content"], build: stack),
        ViewRule("NavigationView", labels: ["path", "root", "content"], build: stack),
        ViewRule("NavigationLink", labels: ButtonViews.labels) { call in
            var link = try ButtonViews.labelled(&call)
            // One view around its label (not a group, whose modifiers would reach each view
            // of the label): a link's modifiers apply to the link.
            if case let .group(label) = link.kind { link.kind = .zstack(alignment: .center, label) }
            link.modifiers = [.navigationLink]
            return link
        },
    ]

    private static func stack(_ call: inout ViewCall) throws -> ViewNode {
        let path = call.args.take("path")
        let root = call.args.takeClosure(nil) ?? call.args.takeClosure("root") ?? call.args.takeClosure("content")
        return call.node(try call.it.navigationStack(path: path, root: root, identity: call.identity, at: call.location))
    }
}
