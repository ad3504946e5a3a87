import SwiftCore
import Geometry
import ViewTree

/// What a view tells its page's navigation bar: `toolbar { items }` and
/// `toolbar(.hidden, for:)`, `navigationBarItems(leading:trailing:)`, `toolbarBackground`,
/// `toolbarVisibility`, `toolbarColorScheme`, `navigationBarHidden`,
/// `navigationBarBackButtonHidden` and `searchable`; and `statusBarHidden`. Outside a
/// NavigationStack the bar modifiers have no effect, as in SwiftUI.
enum NavigationBarModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("toolbar", labels: ["content", "for", "removing", "id"]) { call in
            if let closure = call.args.takeClosure(nil) ?? call.args.takeClosure("content") {
                let items = try call.it.buildClosure(closure, base: call.path)
                call.it.build.navigation.last?.bar.items += ViewRewrite.flattened(items).flatMap(toolbarItems)
                _ = call.args.take("id")
                return
            }
            // `toolbar(.hidden, for: .navigationBar)`, `toolbar(removing: .sidebarToggle)`.
            if call.args.take("removing") != nil { return }
            let visibility = try call.args.required(nil) { try $0.name($1, allowed: ["automatic", "visible", "hidden"]) }
            if try bars(&call).contains("navigationBar") { call.it.build.navigation.last?.bar.isHidden = visibility == "hidden" }
        },
        ModifierRule("toolbarVisibility", labels: ["for"]) { call in
            let visibility = try call.args.required(nil) { try $0.name($1, allowed: ["automatic", "visible", "hidden"]) }
            if try bars(&call).contains("navigationBar") { call.it.build.navigation.last?.bar.isHidden = visibility == "hidden" }
        },
        ModifierRule("navigationBarHidden") { call in
            call.it.build.navigation.last?.bar.isHidden = try call.args.required(nil) { try $0.bool($1) }
        },
        ModifierRule("navigationBarBackButtonHidden") { call in
            call.it.build.navigation.last?.bar.backButtonHidden = try call.args.bool(nil) ?? true
        },
        ModifierRule("navigationBarItems", labels: ["leading", "trailing"]) { call in
            for (label, placement) in [("leading", ToolbarPlacement.leading), ("trailing", .trailing)] {
                guard let arg = call.args.take(label) else { continue }
                let views = try call.it.withPath(call.path.appending(label)) {
                    try call.it.views(from: arg.value, at: call.path.appending(label), location: arg.location)
                }
                call.it.build.navigation.last?.bar.items += views.map { ToolbarItemSpec(placement: placement, content: $0) }
            }
        },
        ModifierRule("toolbarBackground", labels: ["for"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard try bars(&call).contains("navigationBar") else { return }
            if case let .enumCase(name, _) = arg.value, ["visible", "hidden", "automatic"].contains(name) {
                call.it.build.navigation.last?.bar.backgroundVisible = name == "automatic" ? nil : name == "visible"
            } else {
                call.it.build.navigation.last?.bar.background = try Colors.shapeStyle(from: arg.value, at: arg.location)
            }
        },
        ModifierRule("toolbarColorScheme", labels: ["for"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard try bars(&call).contains("navigationBar") else { return }
            if case .enumCase("dark", _) = arg.value { call.it.build.navigation.last?.bar.isDark = true }
        },
        ModifierRule("searchable", labels: ["text", "isPresented", "placement", "prompt", "tokens", "suggestedTokens", "token"]) { call in
            let text = try call.args.take("text").map { try ControlArgs.current($0, call.it).text } ?? ""
            let prompt = call.args.take("prompt").map(ControlArgs.string) ?? "Search"
            for label in ["isPresented", "placement", "tokens", "suggestedTokens"] { _ = call.args.take(label) }
            _ = call.args.takeClosure("token")
            call.it.build.navigation.last?.bar.search = SearchField(text: text, prompt: prompt)
        },
        ModifierRule("containerBackground", labels: ["for"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            // `.navigation` (and `.navigationSplitView`) set the page's background; widget
            // backgrounds draw nothing in an app.
            let target = call.args.take("for")
            guard case let .enumCase(place, _)? = target?.value, place.hasPrefix("navigation") else { return }
            call.it.build.navigation.last?.bar.pageBackground = try Colors.shapeStyle(from: arg.value, at: arg.location)
        },
        ModifierRule("statusBarHidden") { call in call.add(.statusBarHidden(try call.args.bool(nil) ?? true)) },
        ModifierRule("allowsHitTesting") { call in call.add(.allowsHitTesting(try call.args.required(nil) { try $0.bool($1) })) },
        ModifierRule("statusBar", labels: ["hidden"]) { call in call.add(.statusBarHidden(try call.args.bool("hidden") ?? false)) },
    ]

    /// The bars a `for:` names (`.navigationBar`, `[.tabBar, .bottomBar]`); all of them when absent.
    private static func bars(_ call: inout ModifierCall) throws -> Set<String> {
        guard let arg = call.args.take("for") else { return ["navigationBar", "tabBar", "bottomBar"] }
        var names = Set<String>()
        func add(_ v: Value) { if case let .enumCase(n, _) = v { names.insert(n == "automatic" ? "navigationBar" : n) } }
        if case let .array(items) = arg.value { items.forEach(add) } else { add(arg.value) }
        return names
    }

    /// A view written in `.toolbar { … }`: a ToolbarItem or a group's views with their
    /// placement, or a plain view, which goes on the trailing side.
    private static func toolbarItems(_ node: ViewNode) -> [ToolbarItemSpec] {
        for case .toolbarItem(let placement) in node.modifiers {
            var content = node
            content.modifiers.removeAll { if case .toolbarItem = $0 { true } else { false } }
            if case let .group(children) = content.kind, content.modifiers.isEmpty {
                return ViewRewrite.flattened(children).map { ToolbarItemSpec(placement: placement, content: $0) }
            }
            return [ToolbarItemSpec(placement: placement, content: content)]
        }
        return [ToolbarItemSpec(placement: .trailing, content: node)]
    }
}
