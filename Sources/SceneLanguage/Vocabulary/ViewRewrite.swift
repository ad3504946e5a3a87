import ViewTree

/// Rewrites a view tree bottom-up: every child, decoration, section header and navigation
/// page first, then the node itself. One place knows where views hold views.
enum ViewRewrite {
    static func map(_ node: ViewNode, _ transform: (ViewNode) -> ViewNode) -> ViewNode {
        var copy = node
        func all(_ nodes: [ViewNode]) -> [ViewNode] { nodes.map { map($0, transform) } }
        switch node.kind {
        case let .stack(spec, c): copy.kind = .stack(spec, all(c))
        case let .zstack(a, c): copy.kind = .zstack(alignment: a, all(c))
        case let .group(c): copy.kind = .group(all(c))
        case let .scrollView(spec, c): copy.kind = .scrollView(spec, all(c))
        case let .grid(spec, c): copy.kind = .grid(spec, all(c))
        case let .pageTabView(spec, c): copy.kind = .pageTabView(spec, all(c))
        case let .list(style, c): copy.kind = .list(style, all(c))
        case let .section(header, footer, c):
            copy.kind = .section(header: header.map { map($0, transform) }, footer: footer.map { map($0, transform) }, all(c))
        case let .navigationStack(pages):
            copy.kind = .navigationStack(pages.map { page in
                var p = page
                p.content = map(page.content, transform)
                return p
            })
        case let .control(control): copy.kind = .control(control.replacingChildren(all(control.children)))
        case let .viewThatFits(axes, c): copy.kind = .viewThatFits(axes: axes, all(c))
        case let .tableGrid(a, h, v, c): copy.kind = .tableGrid(alignment: a, horizontalSpacing: h, verticalSpacing: v, all(c))
        case let .gridRow(a, c): copy.kind = .gridRow(alignment: a, all(c))
        case .spacer, .divider, .shape, .color, .text, .image, .empty: break
        }
        copy.modifiers = node.modifiers.map {
            switch $0 {
            case let .background(v, a): .background(map(v, transform), alignment: a)
            case let .overlay(v, a): .overlay(map(v, transform), alignment: a)
            case let .list(.rowBackground(v?)): .list(.rowBackground(map(v, transform)))
            case let .tabItem(v): .tabItem(map(v, transform))
            case let .safeAreaInset(e, a, sp, v): .safeAreaInset(edge: e, alignment: a, spacing: sp, map(v, transform))
            default: $0
            }
        }
        return transform(copy)
    }

    /// `ForEach`es and groups contribute their views one by one (pages, rows).
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { n -> [ViewNode] in
            if case let .group(inner) = n.kind, n.modifiers.isEmpty { return flattened(inner) }
            return [n]
        }
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
        case let .viewThatFits(_, c), let .tableGrid(_, _, _, c), let .gridRow(_, c): result = c
        case .spacer, .divider, .shape, .color, .text, .image, .empty: result = []
        }
        for m in node.modifiers {
            switch m {
            case let .background(v, _), let .overlay(v, _), let .list(.rowBackground(v?)), let .tabItem(v),
                 let .safeAreaInset(_, _, _, v): result.append(v)
            default: break
            }
        }
        return result
    }

    /// `.id(x)` changes the identity of the view and of everything inside it.
    static func reidentify(_ node: ViewNode, from old: Identity, to new: Identity) -> ViewNode {
        map(node) { n in
            var copy = n
            if copy.identity.components.starts(with: old.components) {
                copy.identity = Identity(new.components + copy.identity.components.dropFirst(old.components.count))
            }
            if case let .navigationStack(pages) = copy.kind {
                copy.kind = .navigationStack(pages.map { page in
                    var p = page
                    if p.identity.components.starts(with: old.components) {
                        p.identity = Identity(new.components + p.identity.components.dropFirst(old.components.count))
                    }
                    return p
                })
            }
            return copy
        }
    }
}
