import SwiftCore
import ViewTree

/// `TabView(selection:) { tabs }`: the tab whose `.tag` (or `Tab`'s `value:`) equals the
/// selection is shown above the tab bar, which draws each tab's `tabItem`. With
/// `.tabViewStyle(.page)` (ContainerModifiers) it is a paged carousel instead.
/// `Tab(_:systemImage:value:) { content }` is iOS 18's way to write a tab.
enum TabViews {
    static let rules: [ViewRule] = [
        ViewRule("TabView", labels: ["selection", "content"]) { call in
            let selection = try call.args.take("selection").flatMap { arg -> String? in
                let value = try ControlArgs.current(arg, call.it)
                return value.isNone ? nil : value.text
            }
            let pages = ViewRewrite.flattened(try call.content())
            return call.node(.pageTabView(PageTabSpec(selection: selection, isTabBar: true), pages))
        },
        ViewRule("Tab", labels: ["systemImage", "image", "value", "role", "content", "label"]) { call in
            var title = try ControlArgs.title(&call, label: nil)
            var symbol = try call.args.string("systemImage")
            let asset = try call.args.string("image")
            let value = call.args.take("value")
            // `Tab(value:role: .search)`: "a label inferred from the role", the system's search
            // tab's localized title and image (Apple's documentation of `Tab.init(value:role:
            // content:)` and `UISearchTab`): "Search" and `magnifyingglass`.
            if let role = call.args.take("role"), case .enumCase("search", _) = role.value, title == nil, symbol == nil, asset == nil {
                title = ViewNode(kind: .text("Search"), identity: call.identity.appending("title"), location: call.location)
                symbol = "magnifyingglass"
            }
            let content = try (call.args.takeClosure(nil) ?? call.args.takeClosure("content"))
                .map { try call.it.buildClosure($0, base: call.identity) } ?? []
            var label = try call.args.takeClosure("label").map { try call.it.buildClosure($0, base: call.identity.appending("tabItem")) } ?? []
            if label.isEmpty, let title {
                let icon = try symbol.map { try ControlArgs.symbol($0, &call) }
                    ?? asset.map { ViewNode(kind: .image(.asset(name: $0, path: try call.it.assetPath($0, at: call.location)), isResizable: false),
                                            identity: call.identity.appending("icon"), location: call.location) }
                    ?? ViewNode(kind: .empty, identity: call.identity.appending("icon"))
                label = [ViewNode(kind: .control(.label(title: title, icon: icon)), identity: call.identity.appending("tabItem"),
                                  location: call.location)]
            }
            var node = content.count == 1 ? content[0] : call.node(.group(content))
            let item = label.count == 1 ? label[0] : ViewNode(kind: .group(label), identity: call.identity.appending("tabItem"))
            node.modifiers.append(.tabItem(item))
            if let value { node.modifiers.append(.tag(try ControlArgs.current(value, call.it).text)) }
            return node
        },
    ]
}

/// `tabItem { Label(…) }` and `badge(_:)`.
enum TabModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("tabItem", labels: ["label"]) { call in
            guard let closure = call.args.takeClosure(nil) ?? call.args.takeClosure("label") else {
                throw EvalError(.missingArgument("label:", callee: "tabItem"), at: call.location)
            }
            let views = try call.it.buildClosure(closure, base: call.path)
            call.add(.tabItem(views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: call.path, location: call.location)))
        },
        ModifierRule("badge") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            switch arg.value {
            case .none: call.add(.badge(nil))
            case let .int(n): call.add(.badge(n == 0 ? nil : String(n)))
            case let .host(SwiftUIValue.view(v)): if let t = v.kind.textString { call.add(.badge(t)) }
            default: call.add(.badge(arg.value.text))
            }
        },
    ]
}
