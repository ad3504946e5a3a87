import SwiftCore
import ViewTree

/// `NavigationStack { root }`, `NavigationStack(path:)`, `NavigationView` and
/// `NavigationLink`; the pages a stack shows are worked out in Navigation.swift.
enum NavigationViews {
    static let rules: [ViewRule] = [
        ViewRule("NavigationStack", labels: ["path", "root", "content"]) { call in try stack(&call, kind: "NavigationStack") },
        ViewRule("NavigationView", labels: ["path", "root", "content"]) { call in try stack(&call, kind: "NavigationView") },
        ViewRule("NavigationLink", labels: ButtonViews.labels + ["isActive"], build: link),
    ]

    /// A link shows its label; a tap pushes what it names onto the stack it is in
    /// (`LinkHandler`). `NavigationLink(isActive:)` is pushed while its flag is true.
    private static func link(_ call: inout ViewCall) throws -> ViewNode {
        let hasLabelClosure = call.args.items.contains { $0.label == "label" }
        let value = call.args.items.first { $0.label == "value" }
        var destination = call.args.items.first { $0.label == "destination" }?.value
        let hasTitle = call.args.items.contains { $0.label == nil && !$0.value.isClosure }
        if destination == nil, hasLabelClosure || hasTitle,
           let c = call.args.items.first(where: { $0.label == nil && $0.value.isClosure }) {
            destination = c.value  // `NavigationLink { Detail() } label: { … }`, `NavigationLink("Title") { Detail() }`
        }
        let active = call.args.take("isActive")
        var node = try ButtonViews.labelled(&call)
        // One view around its label (not a group, whose modifiers would reach each view of
        // the label): a link's modifiers apply to the link.
        if case let .group(label) = node.kind { node.kind = .zstack(alignment: .center, label) }
        node.modifiers = [.navigationLink]
        guard let stack = call.it.build.navigation.last else { return node }
        let push: LinkHandler.Push?
        if let binding = active?.binding {
            push = .flag(binding)
            if case .bool(true)? = active?.value, let destination {
                stack.presented.append(.init(view: destination, binding: binding, location: call.location))
            }
        } else if let value {
            push = .value(value.value)
        } else {
            push = destination.map { .view($0) }
        }
        if let push {
            call.it.build.register(LinkHandler(identity: call.identity, push: push, stack: stack.identity, path: stack.path,
                                                location: call.location))
        }
        return node
    }

    private static func stack(_ call: inout ViewCall, kind: String) throws -> ViewNode {
        let path = call.args.take("path")
        let root = call.args.takeClosure(nil) ?? call.args.takeClosure("root") ?? call.args.takeClosure("content")
        return call.node(try call.it.navigationStack(path: path, root: root, identity: call.identity, kind: kind, at: call.location))
    }
}
