import SwiftCore
import ViewTree

/// SwiftUI values made by a call: colours, gradients, insets, grid items, navigation paths,
/// style structs (`PlainButtonStyle()`), and `withAnimation`, which runs its body only
/// inside an `onChange` closure (StateObservers).
enum ValueConstructors {
    static let rules: [ValueRule] = [
        ValueRule("Color") { args, it in
            // `Color("Name")`: a colour set of the scene's asset catalogs.
            if args.items.count == 1, args.items[0].label == nil, case let .string(name) = args.items[0].value {
                return .color(try it.catalogColor(name, at: args.items[0].location))
            }
            return .color(try Colors.make(&args))
        },
        ValueRule("UIColor") { args, _ in .color(try Colors.make(&args)) },
        // Xcode's colour literal, `#colorLiteral(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)`.
        ValueRule("#colorLiteral") { args, _ in .color(try Colors.make(&args)) },
        ValueRule("EdgeInsets") { args, _ in
            let labels = ["top", "leading", "bottom", "trailing"]
            let v = try labels.map { (Optional($0), Value.double(try args.double($0) ?? 0)) }
            try args.finish(known: labels)
            return .tuple(v)
        },
        ValueRule("GridItem") { args, _ in .gridItem(try GridViews.gridItem(&args)) },
        // `ProposedViewSize(width:height:)` and `ProposedViewSize(size)`, for a custom Layout.
        ValueRule("ProposedViewSize") { args, it in
            if let size = args.take(nil) { return Interpreter.proposal(try it.proposedSize(size.value, at: size.location)) }
            func length(_ label: String) -> Value {
                guard let arg = args.take(label) else { return .none }
                return it.number(arg.value).map { .double($0) } ?? .none
            }
            return .tuple([("width", length("width")), ("height", length("height"))])
        },
        ValueRule("NavigationPath") { _, _ in .array([]) },
        ValueRule("withAnimation") { args, it in try it.withAnimationAction(args.items, at: args.location) },
        // `Task { … }`: started on the scene's clock once the code that made it has run (TaskRun).
        ValueRule("Task") { args, it in
            _ = args.take("priority")
            if let body = args.takeClosure(nil) ?? args.takeClosure("operation") {
                it.action?.effects.tasks.append((body, args.location))
            }
            try args.finish(known: ["priority", "operation"])
            return .opaque("Task")
        },
    ] + TransactionValues.rules + navigationViewStyles + styles.map { name, style in ValueRule(name) { args, _ in .enumCase(style, args.items) } }

    /// Style structs and the leading-dot styles they stand for.
    static let styles = [
        ("PlainButtonStyle", "plain"), ("BorderlessButtonStyle", "borderless"), ("PlainListStyle", "plain"),
        ("GroupedListStyle", "grouped"), ("InsetListStyle", "inset"), ("InsetGroupedListStyle", "insetGrouped"), ("SidebarListStyle", "sidebar"),
        ("BorderedButtonStyle", "bordered"), ("BorderedProminentButtonStyle", "borderedProminent"),
        ("DefaultButtonStyle", "automatic"), ("SegmentedPickerStyle", "segmented"), ("MenuPickerStyle", "menu"),
        ("WheelPickerStyle", "wheel"), ("InlinePickerStyle", "inline"), ("DefaultPickerStyle", "automatic"),
        ("NavigationLinkPickerStyle", "navigationLink"), ("LinearProgressViewStyle", "linear"),
        ("CircularProgressViewStyle", "circular"), ("RoundedBorderTextFieldStyle", "roundedBorder"),
        ("PlainTextFieldStyle", "plain"), ("DefaultTextFieldStyle", "automatic"), ("SwitchToggleStyle", "switch"),
        ("ButtonToggleStyle", "button"), ("DefaultToggleStyle", "automatic"), ("IconOnlyLabelStyle", "iconOnly"),
        ("TitleOnlyLabelStyle", "titleOnly"), ("TitleAndIconLabelStyle", "titleAndIcon"), ("GroupedFormStyle", "grouped"),
        ("PageTabViewStyle", "page"),
    ]

    /// `navigationViewStyle(StackNavigationViewStyle())`: on an iPhone every NavigationView is
    /// a stack whatever its style, so the modifier draws nothing (AcceptedModifiers.ignored);
    /// its style structs are made, so the app's code runs as written.
    static let navigationViewStyles = [
        ("StackNavigationViewStyle", "stack"), ("DoubleColumnNavigationViewStyle", "columns"), ("DefaultNavigationViewStyle", "automatic"),
    ].map { name, style in ValueRule(name) { args, _ in .enumCase(style, args.items) } }
}

/// Property wrappers written as values, in an `init` (`_count = State(initialValue: 0)`) or
/// as arguments (`Binding(get:set:)`, `.constant(true)`).
enum WrapperValues {
    static let rules: [ValueRule] = [
        ValueRule("State", make: wrapped), ValueRule("StateObject", make: wrapped), ValueRule("ObservedObject", make: wrapped),
        ValueRule("Bindable", make: wrapped), ValueRule("FocusState", make: wrapped), ValueRule("GestureState", make: wrapped),
        ValueRule("Binding") { args, _ in
            if let get = args.takeClosure("get"), let set = args.takeClosure("set") {
                try args.finish(known: ["get", "set"])
                return .binding(Binding(.computed(get: get, set: set)))
            }
            // `Binding(other)`: the same binding.
            let other = try args.required(nil) { $0.take($1) }
            try args.finish(known: ["get", "set"])
            return .binding(other.binding ?? Binding(.constant(other.value)))
        },
    ]

    /// `State(initialValue: x)`, `State(wrappedValue: x)`, `StateObject(wrappedValue: Model())`:
    /// the value the wrapper starts with (the property it is assigned to keeps the state).
    private static func wrapped(_ args: inout Arguments, _ it: RuleContext) throws -> Value {
        let arg = args.take("initialValue") ?? args.take("wrappedValue") ?? args.take(nil)
        try args.finish(known: ["initialValue", "wrappedValue"])
        guard let arg else { return .none }
        if let b = arg.binding { return .binding(b) }
        return arg.value
    }
}
