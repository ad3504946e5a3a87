import SwiftCore
import ViewTree

/// Rewrites and searches a view tree (the traversal itself is ViewTree's `rewritten`).
enum ViewRewrite {
    static func map(_ node: ViewNode, _ transform: (ViewNode) -> ViewNode) -> ViewNode {
        node.rewritten(transform)
    }

    /// `ForEach`es and groups contribute their views one by one (pages, rows), each with
    /// the modifiers written on the group.
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap(\.groupElements)
    }

    /// The first node, parents before children, that satisfies `predicate`.
    static func first(in node: ViewNode, where predicate: (ViewNode) -> Bool) -> ViewNode? {
        if predicate(node) { return node }
        for child in children(of: node) {
            if let found = first(in: child, where: predicate) { return found }
        }
        return nil
    }

    /// The views a node holds: its content, then its decorations.
    static func children(of node: ViewNode) -> [ViewNode] {
        var result: [ViewNode]
        switch node.kind {
        case let .stack(_, c), let .zstack(_, c), let .group(c), let .scrollView(_, c), let .grid(_, c),
             let .pageTabView(_, c), let .list(_, c):
            result = c
        case let .section(header, footer, c): result = [header].compactMap { $0 } + c + [footer].compactMap { $0 }
        case let .navigationStack(pages): result = pages.map(\.content)
        case let .control(control): result = control.children
        case let .viewThatFits(_, c), let .tableGrid(_, _, _, c), let .gridRow(_, c), let .geometryReader(c, _), let .customLayout(_, c): result = c
        case .spacer, .divider, .shape, .color, .text, .styledText, .image, .empty, .lazyRest: result = []
        }
        for m in node.modifiers {
            switch m {
            case let .background(v, _), let .overlay(v, _), let .mask(v, _), let .list(.rowBackground(v?)), let .tabItem(v),
                 let .safeAreaInset(_, _, _, v): result.append(v)
            default: break
            }
        }
        return result
    }

    /// `.id(x)` changes the identity of the view and of everything inside it.
    static func reidentify(_ node: ViewNode, from old: Identity, to new: Identity) -> ViewNode {
        node.reidentified(from: old, to: new)
    }
}
