import SwiftCore
import ViewTree

/// Names each view's own identity component after its type, as SwiftUI's structural
/// identity includes the type: `ContentView/0/if:true/0` becomes
/// `ContentView/0:VStack/if:true/0:Circle`.
///
/// The evaluator builds identities from statement positions before it knows what a
/// statement makes; this pass renames, in every tree of a scene, each component that is the
/// last one of some view's identity and a bare position, and carries the new name to every
/// identity below it (elements, pages, scoped-animation roots). Renaming is the same in every
/// state, so a view that persists keeps one identity and Motion still pairs it.
enum IdentityNaming {
    static func apply(to scene: SceneDescription) -> SceneDescription {
        var names: [[String]: String] = [:]
        var trees = [scene.initial] + scene.changes.map(\.tree) + scene.layouts.map(\.tree)
        for tree in trees { collect(tree, into: &names) }
        for change in scene.changes { for tree in [change.instantStart, change.animatedEnd].compactMap({ $0 }) { collect(tree, into: &names) } }
        (scene.layoutTime as? LayoutTimeEvaluator)?.names = names
        guard !names.isEmpty else { return scene }
        let renamer = Renamer(names: names)
        trees = trees.map(renamer.rename)
        var result = scene
        result.initial = trees[0]
        for i in result.changes.indices {
            result.changes[i].tree = trees[1 + i]
            result.changes[i].scopedAnimations = result.changes[i].scopedAnimations.map {
                ScopedAnimation(root: renamer.rename($0.root), animation: $0.animation)
            }
            result.changes[i].redraws = result.changes[i].redraws.map(renamer.rename)
            result.changes[i].instantStart = result.changes[i].instantStart.map(renamer.rename)
            result.changes[i].animatedEnd = result.changes[i].animatedEnd.map(renamer.rename)
        }
        for i in result.layouts.indices { result.layouts[i].tree = trees[1 + scene.changes.count + i] }
        return result
    }

    /// Names views built after the scene's trees (by layout-time evaluation) as the trees'
    /// were named: with the scene's names, and their own.
    static func rename(_ views: [ViewNode], knowing scene: [[String]: String]) -> [ViewNode] {
        let renamer = renamer(for: views, knowing: scene)
        return views.map(renamer.rename)
    }

    /// The renamer `rename(_:knowing:)` uses, for what else names those views (their handlers).
    static func renamer(for views: [ViewNode], knowing scene: [[String]: String]) -> Renamer {
        var names = scene
        for view in views { collect(view, into: &names) }
        return Renamer(names: names)
    }

    /// Records the new name of every view whose identity ends in a bare position.
    private static func collect(_ node: ViewNode, into names: inout [[String]: String]) {
        if let last = node.identity.components.last, Int(last) != nil {
            names[node.identity.components] = last + ":" + typeName(node.kind)
        }
        for child in children(of: node) { collect(child, into: &names) }
    }

    /// The views inside a node: its content and the views in its modifiers.
    static func children(of node: ViewNode) -> [ViewNode] {
        var result: [ViewNode] = []
        switch node.kind {
        case .stack(_, let c), .zstack(_, let c), .group(let c), .scrollView(_, let c), .grid(_, let c),
             .pageTabView(_, let c), .list(_, let c):
            result = c
        case .section(let header, let footer, let c):
            result = [header, footer].compactMap { $0 } + c
        case .navigationStack(let pages):
            result = pages.map(\.content)
        case .control(let control):
            result = control.children
        case .viewThatFits(_, let c), .tableGrid(_, _, _, let c), .gridRow(_, let c), .geometryReader(let c, _), .customLayout(_, let c):
            result = c
        default:
            break
        }
        for modifier in node.modifiers {
            if case .background(let v, _) = modifier { result.append(v) }
            if case .overlay(let v, _) = modifier { result.append(v) }
            if case .mask(let v, _) = modifier { result.append(v) }
            if case .tabItem(let v) = modifier { result.append(v) }
        }
        return result
    }

    static func typeName(_ kind: ViewKind) -> String {
        switch kind {
        case .stack(let spec, _):
            return (spec.isLazy ? "Lazy" : "") + (spec.axis == .vertical ? "VStack" : "HStack")
        case .zstack: return "ZStack"
        case .group: return "Group"
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .shape(let shape, _, _): return shape.name
        case .color: return "Color"
        case .text, .styledText: return "Text"
        case .image: return "Image"
        case .empty: return "EmptyView"
        case .scrollView: return "ScrollView"
        case .grid(let spec, _): return spec.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .pageTabView: return "TabView"
        case .list: return "List"
        case .section: return "Section"
        case .navigationStack: return "NavigationStack"
        case .control(let control): return control.name
        case .viewThatFits: return "ViewThatFits"
        case .tableGrid: return "Grid"
        case .gridRow: return "GridRow"
        case .geometryReader: return "GeometryReader"
        case .customLayout(let layout, _): return layout.name
        case .lazyRest: return "ForEach"
        }
    }

    /// Applies the names to identities, prefix by prefix.
    struct Renamer {
        let names: [[String]: String]

        func rename(_ identity: Identity) -> Identity {
            var result: [String] = []
            result.reserveCapacity(identity.components.count)
            for (i, component) in identity.components.enumerated() {
                let prefix = Array(identity.components[...i])
                result.append(names[prefix] ?? component)
            }
            return Identity(result)
        }

        func rename(_ node: ViewNode) -> ViewNode {
            var copy = node
            copy.identity = rename(node.identity)
            copy.modifiers = node.modifiers.map { modifier in
                switch modifier {
                case .background(let v, let a): return .background(rename(v), alignment: a)
                case .overlay(let v, let a): return .overlay(rename(v), alignment: a)
                case .mask(let v, let a): return .mask(rename(v), alignment: a)
                case .tabItem(let v): return .tabItem(rename(v))
                default: return modifier
                }
            }
            switch node.kind {
            case .stack(let s, let c): copy.kind = .stack(s, c.map(rename))
            case .zstack(let a, let c): copy.kind = .zstack(alignment: a, c.map(rename))
            case .group(let c): copy.kind = .group(c.map(rename))
            case .scrollView(let s, let c): copy.kind = .scrollView(s, c.map(rename))
            case .grid(let s, let c): copy.kind = .grid(s, c.map(rename))
            case .pageTabView(let s, let c): copy.kind = .pageTabView(s, c.map(rename))
            case .list(let s, let c): copy.kind = .list(s, c.map(rename))
            case .geometryReader(let c, let reader): copy.kind = .geometryReader(c.map(rename), reader: reader)
            case .customLayout(let layout, let c): copy.kind = .customLayout(layout, c.map(rename))
            case .section(let h, let f, let c): copy.kind = .section(header: h.map(rename), footer: f.map(rename), c.map(rename))
            case .navigationStack(let pages):
                copy.kind = .navigationStack(pages.map { page in
                    var bar = page.bar
                    bar.items = bar.items.map { ToolbarItemSpec(placement: $0.placement, content: rename($0.content)) }
                    return NavigationPage(identity: rename(page.identity), title: page.title, displayMode: page.displayMode,
                                          content: rename(page.content), bar: bar,
                                          zoom: page.zoom.map { ZoomSource(source: rename($0.source), cornerRadius: $0.cornerRadius) })
                })
            // A Button's label, a Toggle's, a Label's title and icon: views named like any other.
            case .control(let control): copy.kind = .control(control.replacingChildren(control.children.map(rename)))
            default: break
            }
            return copy
        }
    }
}
