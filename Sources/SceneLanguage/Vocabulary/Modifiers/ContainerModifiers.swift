import SwiftCore
import Geometry
import ViewTree

/// Styles and positions for the containers inside a view: `tabViewStyle`, `listStyle`,
/// `scrollPosition` and `scrollIndicators`. A style reaches every
/// container of its kind inside the view, as SwiftUI's environment does.
enum ContainerModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("tabViewStyle", apply: tabViewStyle),
        ModifierRule("listStyle") { call in
            let styleName = try call.args.required(nil) {
                try $0.name($1, allowed: listStyles)
            }
            let style: ListStyleKind = switch styleName {
            case "plain": .plain
            case "grouped": .grouped
            case "inset": .inset
            case "sidebar": .sidebar
            default: .insetGrouped // `.automatic` is inset-grouped on an iPhone
            }
            call.node = ViewRewrite.map(call.node) { n in
                guard case let .list(_, rows) = n.kind else { return n }
                var copy = n
                copy.kind = .list(style, rows)
                return copy
            }
        },
        ModifierRule("scrollPosition", labels: ["id", "anchor"]) { call in
            let id = try call.args.required("id") { $0.take($1) }
            let anchor = try Enumerations.unitPoint(call.args.take("anchor"))
            call.node = rewriteScrollViews(call.node, first: true) { spec in
                if !id.value.isNone { spec.targetID = id.value.text }
                spec.anchor = anchor
            }
        },
        ModifierRule("scrollIndicators", labels: ["axes"]) { call in
            let visibility = try call.args.required(nil) { try $0.name($1, allowed: ["automatic", "visible", "hidden", "never"]) }
            _ = call.args.take("axes")
            call.node = rewriteScrollViews(call.node, first: false) {
                $0.showsIndicators = visibility == "automatic" || visibility == "visible"
            }
        },
    ]

    /// The names `listStyle` accepts.
    static let listStyles = ["automatic", "plain", "insetGrouped", "grouped", "inset", "sidebar"]
    /// The names `tabViewStyle` accepts: iOS's tab view styles.
    static let tabViewStyles = ["automatic", "page", "tabBarOnly", "sidebarAdaptable"]

    /// `.tabViewStyle(.page)` / `.page(indexDisplayMode:)`: the TabViews inside become page
    /// views; `.automatic` leaves them unstyled, and they are reported.
    private static func tabViewStyle(_ call: inout ModifierCall) throws {
        let style = try call.args.required(nil) { $0.take($1) }
        guard case let .enumCase(kind, styleArgs) = style.value else {
            throw call.args.wrongType(style, expected: "a tab view style such as '.page'")
        }
        guard tabViewStyles.contains(kind) else { throw Enumerations.unknown(style, "'TabViewStyle'", tabViewStyles) }
        // `.automatic`, `.tabBarOnly`, `.sidebarAdaptable`: the tab bar, as an iPhone draws them.
        guard kind == "page" else { return }
        var styleArguments = Arguments(styleArgs, callee: "page", at: style.location)
        let mode = try styleArguments.name("indexDisplayMode", allowed: ["automatic", "always", "never"]) ?? "automatic"
        try styleArguments.finish(known: ["indexDisplayMode"])
        let it = call.it
        call.node = ViewRewrite.map(call.node) { n in
            guard case let .pageTabView(spec, pages) = n.kind else { return n }
            var copy = n, s = spec
            s.indexDisplayMode = IndexDisplayMode(rawValue: mode) ?? .automatic
            s.isTabBar = false
            copy.kind = .pageTabView(s, pages)
            it.build.unstyledTabViews.removeAll { $0 == n.location }
            return copy
        }
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
}
