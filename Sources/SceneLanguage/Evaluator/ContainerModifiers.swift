import Geometry
import ViewTree

/// Modifiers that configure containers or observe state: `onChange`, the navigation
/// modifiers, `tabViewStyle`, `listStyle`, `scrollPosition`, `scrollIndicators`,
/// `buttonStyle` and `tint`. Styles reach every container of their kind inside the view,
/// as SwiftUI's environment does.
enum ContainerModifiers {
    static let names: Set<String> = [
        "onChange", "navigationTitle", "navigationBarTitleDisplayMode", "navigationDestination", "tabViewStyle",
        "listStyle", "scrollPosition", "scrollIndicators", "buttonStyle", "tint",
    ]

    /// The modified view, or nil when `name` is not one of these.
    static func apply(_ name: String, to node: ViewNode, _ values: [ArgValue], _ it: Interpreter,
                      at location: SourceLocation) throws -> ViewNode? {
        guard names.contains(name) else { return nil }
        var args = Arguments(values, callee: name, at: location)
        var known: [String] = []
        var result = node
        switch name {
        case "onChange":
            known = ["of", "initial", "perform"]
            let observed = try args.required("of") { $0.take($1) }
            let initial = try args.bool("initial") ?? false
            guard let closure = args.takeClosure(nil) ?? args.takeClosure("perform") else {
                throw EvalError(.missingArgument("perform:", callee: name), at: location)
            }
            it.observers.append(ChangeObserver(key: "\(node.identity)@\(location)", value: observed.value,
                                               closure: closure, initial: initial, location: location))
        case "navigationTitle":
            let arg = try args.required(nil) { $0.take($1) }
            let title: String
            if case let .view(v) = arg.value, case let .text(t) = v.kind { title = t } else { title = arg.value.text }
            it.navigation.last?.setTitle(title)
        case "navigationBarTitleDisplayMode":
            let mode = try args.required(nil) { try $0.name($1, allowed: ["automatic", "inline", "large"]) }
            it.navigation.last?.setDisplayMode(TitleDisplayMode(rawValue: mode) ?? .automatic)
        case "navigationDestination":
            known = ["for", "isPresented", "item", "destination"]
            try it.navigation.last?.register(&args, at: location)
            _ = args.take("for"); _ = args.take("isPresented"); _ = args.take("item")
            _ = args.takeClosure(nil); _ = args.takeClosure("destination")
        case "tabViewStyle":
            let style = try args.required(nil) { $0.take($1) }
            guard case let .enumCase(kind, styleArgs) = style.value else { throw args.wrongType(style, expected: "a tab view style such as '.page'") }
            guard kind == "page" else { break } // `.automatic`: the TabView stays unstyled and is reported
            var styleArguments = Arguments(styleArgs, callee: "page", at: style.location)
            let mode = try styleArguments.name("indexDisplayMode", allowed: ["automatic", "always", "never"]) ?? "automatic"
            try styleArguments.finish(known: ["indexDisplayMode"])
            result = ViewRewrite.map(node) { n in
                guard case let .pageTabView(spec, pages) = n.kind else { return n }
                var copy = n, s = spec
                s.indexDisplayMode = IndexDisplayMode(rawValue: mode) ?? .automatic
                copy.kind = .pageTabView(s, pages)
                it.unstyledTabViews.removeAll { $0 == n.location }
                return copy
            }
        case "listStyle":
            let styleName = try args.required(nil) { try $0.name($1, allowed: ["automatic", "plain", "insetGrouped", "grouped", "inset", "sidebar"]) }
            let style: ListStyleKind = switch styleName {
            case "plain": .plain
            case "grouped": .grouped
            case "inset": .inset
            default: .insetGrouped // `.automatic` and `.sidebar` look inset-grouped on an iPhone
            }
            result = ViewRewrite.map(node) { n in
                guard case let .list(_, rows) = n.kind else { return n }
                var copy = n
                copy.kind = .list(style, rows)
                return copy
            }
        case "scrollPosition":
            known = ["id", "anchor"]
            let id = try args.required("id") { $0.take($1) }
            let anchor = try Enumerations.unitPoint(args.take("anchor"))
            result = rewriteScrollViews(node, first: true) { spec in
                if !id.value.isNone { spec.targetID = id.value.text }
                spec.anchor = anchor
            }
        case "scrollIndicators":
            known = ["axes"]
            let visibility = try args.required(nil) { try $0.name($1, allowed: ["automatic", "visible", "hidden", "never"]) }
            _ = args.take("axes")
            result = rewriteScrollViews(node, first: false) { $0.showsIndicators = visibility == "automatic" || visibility == "visible" }
        case "buttonStyle":
            let style = try args.required(nil) { try $0.name($1, allowed: ["automatic", "plain", "borderless", "bordered", "borderedProminent"]) }
            if style == "bordered" || style == "borderedProminent" {
                it.diagnostics.add(.approximatedView("buttonStyle(.\(style))", as: "its label, without the bezel"), at: location)
            }
            if style == "plain" { result = retintButtons(node, it, to: nil) }
        case "tint":
            let arg = try args.required(nil) { $0.take($1) }
            result = retintButtons(node, it, to: try Colors.shapeStyle(from: arg.value, at: arg.location))
        default:
            break
        }
        try args.finish(known: known)
        return result
    }

    /// Changes the view when it is a scroll view and `onlySelf`; otherwise every scroll view inside.
    private static func rewriteScrollViews(_ node: ViewNode, first onlySelf: Bool, _ change: (inout ScrollSpec) -> Void) -> ViewNode {
        func changed(_ n: ViewNode) -> ViewNode {
            guard case let .scrollView(spec, children) = n.kind else { return n }
            var copy = n, s = spec
            change(&s)
            copy.kind = .scrollView(s, children)
            return copy
        }
        if onlySelf, case .scrollView = node.kind { return changed(node) }
        return ViewRewrite.map(node, changed)
    }

    /// The buttons inside draw their label in `style` (nil: the label's own colours).
    private static func retintButtons(_ node: ViewNode, _ it: Interpreter, to style: ShapeStyle?) -> ViewNode {
        ViewRewrite.map(node) { n in
            guard it.buttons.contains(n.identity), case .foregroundStyle = n.modifiers.first else { return n }
            var copy = n
            copy.modifiers.removeFirst()
            if let style { copy.modifiers.insert(.foregroundStyle(style), at: 0) }
            return copy
        }
    }
}
