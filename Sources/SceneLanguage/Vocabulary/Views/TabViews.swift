import ViewTree

/// `TabView(selection:) { pages }`: the page whose `.tag` equals the selection is shown.
/// Until `.tabViewStyle(.page)` reaches it (ContainerModifiers), it is reported as drawn
/// without a tab bar.
enum TabViews {
    static let rules: [ViewRule] = [
        ViewRule("TabView", labels: ["selection", "content"]) { call in
            let selection = call.args.take("selection").flatMap { $0.value.isNone ? nil : $0.value.text }
            call.it.build.unstyledTabViews.append(call.location)
            let pages = ViewRewrite.flattened(try call.content())
            return call.node(.pageTabView(PageTabSpec(selection: selection), pages))
        },
    ]
}
