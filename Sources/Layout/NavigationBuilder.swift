import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A NavigationStack: its top page, with the bar that page shows.
    func navigationNode(_ pages: [NavigationPage], _ env: LayoutEnvironment, identity: Identity,
                        location: SourceLocation) -> LayoutNode {
        guard let top = pages.last else { return EmptyNode(identity: identity, location: location) }
        // `.automatic` inherits the previous page's mode; the root's is large when titled.
        var isLarge = false
        for (index, page) in pages.enumerated() {
            switch page.displayMode {
            case .large: isLarge = true
            case .inline: isLarge = false
            case .automatic: if index == 0 { isLarge = page.title != nil }
            }
        }
        let config = top.bar
        let titleColor: Color = config.isDark ? .white : SystemColors.semantic["label"]!
        var barEnv = env
        if config.isDark { barEnv.controls.tint = env.controls.tint ?? .color(.white) }
        let tint = barEnv.controls.accent
        func text(_ string: String, _ font: Font, _ color: Color, _ name: String) -> LayoutNode {
            TextNode(run: TextRun(string: string, font: font, color: color, lineLimit: 1), measurer: measurer,
                     identity: top.identity.appending(name), location: location)
        }
        let title = top.title.map {
            text($0, isLarge ? Font(size: LayoutConstants.largeTitleSize, weight: .bold) : Font(size: 17, weight: .semibold),
                 titleColor, "title")
        }
        var chevron: LayoutNode?
        var labels: [LayoutNode] = []
        if pages.count > 1, !config.backButtonHidden {
            chevron = ImageNode(content: .symbol(name: "matchcut.chrome.back", color: tint), naturalSize: Size(width: 17, height: 22),
                                isResizable: false, identity: identity.appending("navigation-bar").appending("back-chevron"),
                                location: location)
            let previous = pages[pages.count - 2].title.map { [$0] } ?? []
            labels = (previous + ["Back"]).map { text($0, Font(size: 17), tint, "back-label") }
        }
        func items(_ placement: ToolbarPlacement) -> [LayoutNode] {
            config.items.filter { $0.placement == placement }.map { build($0.content, barEnv) }
        }
        // A `Spacer` among the bottom toolbar's items (each view of a group is an item) is a
        // flexible space.
        func bottomItems() -> [NavigationBar.BottomItem] {
            config.items.filter { $0.placement == .bottomBar }.map { $0.content.isBarSpacer ? .flexibleSpace : .view(build($0.content, barEnv)) }
        }
        let search = config.search.map { search -> LayoutNode in
            let kit = NodeKit(measurer: measurer, identity: top.identity.appending("search"), location: location)
            return searchField(search.text, prompt: search.prompt, kit)
        }
        let inlineTitle = isLarge ? top.title.map { text($0, Font(size: 17, weight: .semibold), titleColor, "inline-title") } : nil
        let bar = NavigationBar(stack: identity, isLarge: isLarge, isHidden: config.isHidden, title: title, inlineTitle: inlineTitle,
                                backChevron: chevron,
                                backLabels: labels, leading: items(.leading), trailing: items(.trailing),
                                principal: items(.principal).first, bottom: bottomItems(), search: search,
                                appearance: .init(color: config.background.map { env.paint($0) }, forced: config.backgroundVisible,
                                                   isDark: config.isDark),
                                hairline: hairline)
        return NavigationStackNode(page: top, depth: pages.count - 1, content: build(top.content, env), bar: bar,
                                   identity: identity, location: location)
    }

    /// UISearchBar's field in a navigation bar: 36 pt tall, radius 10, `tertiarySystemFill`,
    /// a magnifying glass and the text (or the prompt) in the secondary colour.
    func searchField(_ text: String, prompt: String, _ kit: NodeKit) -> LayoutNode {
        let secondary = Self.secondaryLabel
        let glass = kit.symbol("magnifyingglass", side: 17, secondary, "glass")
        let label = kit.text(text.isEmpty ? prompt : text, Font(size: 17), text.isEmpty ? secondary : SystemColors.semantic["label"]!, "text")
        let row = kit.padding(kit.fillWidth(kit.hstack([glass, label], spacing: 6, "row")),
                              EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        let field = kit.background(kit.frame(row, height: LayoutConstants.searchFieldHeight),
                                   kit.shape(.roundedRectangle(cornerRadius: 10, style: .continuous), ControlEnvironment.tertiaryFill, "field"))
        return field
    }
}

extension LayoutConstants {
    /// The search field, and the height it adds to the bar below the title.
    public static let searchFieldHeight: Double = 36
    public static let searchBarHeight: Double = 52
    /// A bottom toolbar's height above the home indicator.
    public static let bottomToolbarHeight: Double = 44
}

extension LayoutBuilder {
    /// A TabView in the tab-bar style: the selected tab (by `.tag`, else the first) above the
    /// bar of every tab's item.
    func tabBarNode(_ spec: PageTabSpec, _ tabs: [ViewNode], _ env: LayoutEnvironment, identity: Identity,
                    location: SourceLocation) -> LayoutNode {
        let tags = tabs.map { tab in tab.modifiers.lazy.compactMap { if case .tag(let t) = $0 { t } else { nil } }.first }
        let selected = spec.selection.flatMap { s in tags.firstIndex(of: s) ?? Int(s).flatMap { tabs.indices.contains($0) ? $0 : nil } } ?? 0
        let items = tabs.enumerated().map { i, tab -> TabBarNode.Item in
            let kit = NodeKit(measurer: measurer, identity: identity.appending("tab:\(i)"), location: location)
            let color = i == selected ? env.controls.accent : LayoutConstants.tabUnselected
            let label = tab.modifiers.lazy.compactMap { if case .tabItem(let v) = $0 { v } else { nil } }.first
            let parts = label.map(tabItemParts) ?? (symbol: nil, title: nil)
            let badge = tab.modifiers.lazy.compactMap { if case .badge(let b) = $0 { b } else { nil } }.first.flatMap { $0 }
            // "SwiftUI automatically applies the fill symbol variant for items that appear … as
            // the tab bar items of a TabView" (Apple's documentation of `SymbolVariants`).
            let symbol = parts.symbol.map { SymbolTable.name($0, variants: SymbolVariants(fill: true)) }
            return TabBarNode.Item(
                icon: symbol.map { kit.symbol($0, side: LayoutConstants.tabIconSide, color, "icon") },
                title: parts.title.map { kit.text($0, Font(size: 10, weight: .medium), color, "title") },
                badge: badge.map { text in
                    let label = kit.padding(kit.text(text, Font(size: 13), .white, "badge-text"), EdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5))
                    let sized = FlexibleFrameNode(spec: FlexibleFrame(minWidth: 18, minHeight: 18), child: label, identity: kit.id("badge"),
                                                  location: location)
                    return kit.background(sized, kit.shape(.capsule(style: .continuous), SystemColors.named["red"]!, "badge"))
                })
        }
        let page = tabs.indices.contains(selected) ? build(tabs[selected], env) : nil
        return TabBarNode(page: page, items: items, hairline: hairline, identity: identity, location: location)
    }

    /// The symbol and title a tab item shows: a Label's, or the Image and Text it holds.
    private func tabItemParts(_ node: ViewNode) -> (symbol: String?, title: String?) {
        var symbol: String?, title: String?
        func walk(_ n: ViewNode) {
            switch n.kind {
            case .image(.system(let name), _): symbol = symbol ?? name
            case .text(let t): title = title ?? t
            case .styledText(let t): title = title ?? t.string
            case .control(.label(let t, let i)): walk(i); walk(t)
            case .group(let c), .stack(_, let c), .zstack(_, let c): c.forEach(walk)
            default: break
            }
        }
        walk(node)
        return (symbol, title)
    }
}

private extension ViewNode {
    /// A `Spacer()` with nothing written on it: in a toolbar, a flexible space.
    var isBarSpacer: Bool {
        if case .spacer = kind, modifiers.isEmpty { true } else { false }
    }
}
