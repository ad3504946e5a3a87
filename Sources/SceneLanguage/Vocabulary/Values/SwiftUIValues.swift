import ViewTree

/// SwiftUI values made by a call: colours, gradients, insets, grid items, navigation paths,
/// style structs (`PlainButtonStyle()`), and `withAnimation`, which runs its body only
/// inside an `onChange` closure (StateObservers).
enum SwiftUIValues {
    static let rules: [ValueRule] = [
        ValueRule("Color") { args, _ in .color(try Colors.make(&args)) },
        ValueRule("UIColor") { args, _ in .color(try Colors.make(&args)) },
        ValueRule("LinearGradient") { args, _ in .shapeStyle(try Colors.gradient(&args)) },
        ValueRule("EdgeInsets") { args, _ in
            let labels = ["top", "leading", "bottom", "trailing"]
            let v = try labels.map { (Optional($0), Value.double(try args.double($0) ?? 0)) }
            try args.finish(known: labels)
            return .tuple(v)
        },
        ValueRule("GridItem") { args, _ in .gridItem(try GridViews.gridItem(&args)) },
        ValueRule("NavigationPath") { _, _ in .array([]) },
        ValueRule("withAnimation") { args, it in try it.withAnimationAction(args.items, at: args.location) },
    ] + styles.map { name, style in ValueRule(name) { args, _ in .enumCase(style, args.items) } }

    /// Style structs and the leading-dot styles they stand for.
    static let styles = [
        ("PlainButtonStyle", "plain"), ("BorderlessButtonStyle", "borderless"), ("PlainListStyle", "plain"),
        ("GroupedListStyle", "grouped"), ("InsetListStyle", "inset"), ("InsetGroupedListStyle", "insetGrouped"),
        ("PageTabViewStyle", "page"),
    ]
}
