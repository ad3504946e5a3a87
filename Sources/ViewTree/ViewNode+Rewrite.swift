/// Rewriting a view tree: one place knows where views hold views.
extension ViewNode {
    /// The tree rewritten bottom-up: every child, decoration, section header and navigation
    /// page first, then the node itself. The one place that knows where views hold views:
    /// a new view kind or a modifier holding a view adds its case here.
    public func rewritten(_ transform: (ViewNode) -> ViewNode) -> ViewNode {
        var copy = self
        func all(_ nodes: [ViewNode]) -> [ViewNode] { nodes.map { $0.rewritten(transform) } }
        switch kind {
        case let .stack(spec, c): copy.kind = .stack(spec, all(c))
        case let .zstack(a, c): copy.kind = .zstack(alignment: a, all(c))
        case let .group(c): copy.kind = .group(all(c))
        case let .scrollView(spec, c): copy.kind = .scrollView(spec, all(c))
        case let .grid(spec, c): copy.kind = .grid(spec, all(c))
        case let .pageTabView(spec, c): copy.kind = .pageTabView(spec, all(c))
        case let .list(style, c): copy.kind = .list(style, all(c))
        case let .section(header, footer, c):
            copy.kind = .section(header: header?.rewritten(transform), footer: footer?.rewritten(transform), all(c))
        case let .navigationStack(pages):
            copy.kind = .navigationStack(pages.map { page in
                var p = page
                p.content = page.content.rewritten(transform)
                return p
            })
        case let .control(control): copy.kind = .control(control.replacingChildren(all(control.children)))
        case let .viewThatFits(axes, c): copy.kind = .viewThatFits(axes: axes, all(c))
        case let .tableGrid(a, h, v, c): copy.kind = .tableGrid(alignment: a, horizontalSpacing: h, verticalSpacing: v, all(c))
        case let .gridRow(a, c): copy.kind = .gridRow(alignment: a, all(c))
        case let .geometryReader(c, reader): copy.kind = .geometryReader(all(c), reader: reader)
        case let .customLayout(layout, c): copy.kind = .customLayout(layout, all(c))
        case .spacer, .divider, .shape, .color, .text, .styledText, .image, .empty, .lazyRest: break
        }
        copy.modifiers = modifiers.map {
            switch $0 {
            case let .background(v, a): .background(v.rewritten(transform), alignment: a)
            case let .overlay(v, a): .overlay(v.rewritten(transform), alignment: a)
            case let .mask(v, a): .mask(v.rewritten(transform), alignment: a)
            case let .list(.rowBackground(v?)): .list(.rowBackground(v.rewritten(transform)))
            case let .tabItem(v): .tabItem(v.rewritten(transform))
            case let .safeAreaInset(e, a, sp, v): .safeAreaInset(edge: e, alignment: a, spacing: sp, v.rewritten(transform))
            default: $0
            }
        }
        return transform(copy)
    }

    /// The tree with every identity under `old` moved under `new` (`.id(x)` does this).
    public func reidentified(from old: Identity, to new: Identity) -> ViewNode {
        func moved(_ identity: Identity) -> Identity {
            guard identity.components.starts(with: old.components) else { return identity }
            return Identity(new.components + identity.components.dropFirst(old.components.count))
        }
        return rewritten { n in
            var copy = n
            copy.identity = moved(copy.identity)
            if case let .navigationStack(pages) = copy.kind {
                copy.kind = .navigationStack(pages.map { page in
                    var p = page
                    p.identity = moved(p.identity)
                    return p
                })
            }
            return copy
        }
    }

    /// The views a `Group`, a `ForEach` or a body of several views contributes to its
    /// container, one by one: in SwiftUI a modifier written on a group applies to each of its
    /// views. Each child gets the group's modifiers after its own, and a view inside one of
    /// them (a background) becomes that child's: `<child>/background`, not one shared view.
    /// Any other view contributes itself.
    public var groupElements: [ViewNode] {
        guard case let .group(children) = kind else { return [self] }
        return children.flatMap { child -> [ViewNode] in
            guard !modifiers.isEmpty else { return child.groupElements }
            var own = child
            own.modifiers += modifiers.map { modifier in
                switch modifier {
                case let .background(v, a): .background(v.reidentified(from: identity, to: child.identity), alignment: a)
                case let .overlay(v, a): .overlay(v.reidentified(from: identity, to: child.identity), alignment: a)
                case let .mask(v, a): .mask(v.reidentified(from: identity, to: child.identity), alignment: a)
                case let .list(.rowBackground(v?)): .list(.rowBackground(v.reidentified(from: identity, to: child.identity)))
                default: modifier
                }
            }
            return own.groupElements
        }
    }
}
