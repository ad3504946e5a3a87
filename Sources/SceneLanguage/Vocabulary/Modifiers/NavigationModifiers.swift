import SwiftCore
import ViewTree

/// What a view tells the `NavigationStack` it is in: its page's title and display mode, and
/// the destinations pushed by a path or a binding (Navigation.swift). Outside a stack they
/// have no effect.
enum NavigationModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("navigationTitle") { call in
            // Taken first: outside a stack `navigation.last` is nil and the chain would skip it.
            let text = title(try call.args.required(nil) { $0.take($1) })
            DynamicTypeSizes.noteBarTitle("navigationTitle", in: call.it, at: call.location)
            call.it.build.navigation.last?.setTitle(text)
        },
        // iOS 13's `navigationBarTitle(_:displayMode:)` (deprecated, still common): the title,
        // and the display mode when one is given.
        ModifierRule("navigationBarTitle", labels: ["displayMode"]) { call in
            // Taken first: outside a stack `navigation.last` is nil and the chain would skip it.
            let text = title(try call.args.required(nil) { $0.take($1) })
            DynamicTypeSizes.noteBarTitle("navigationBarTitle", in: call.it, at: call.location)
            call.it.build.navigation.last?.setTitle(text)
            if let mode = try call.args.name("displayMode", allowed: ["automatic", "inline", "large"]) {
                call.it.build.navigation.last?.setDisplayMode(TitleDisplayMode(rawValue: mode) ?? .automatic)
            }
        },
        ModifierRule("navigationBarTitleDisplayMode") { call in
            let mode = try call.args.required(nil) { try $0.name($1, allowed: ["automatic", "inline", "large"]) }
            call.it.build.navigation.last?.setDisplayMode(TitleDisplayMode(rawValue: mode) ?? .automatic)
        },
        ModifierRule("navigationDestination", labels: ["for", "isPresented", "item", "destination"]) { call in
            try call.it.build.navigation.last?.register(&call.args, at: call.location)
            _ = call.args.take("for"); _ = call.args.take("isPresented"); _ = call.args.take("item")
            _ = call.args.takeClosure(nil); _ = call.args.takeClosure("destination")
        },
    ]

    /// A title written as a string or a `Text`.
    private static func title(_ arg: ArgValue) -> String {
        if case let .host(SwiftUIValue.view(v)) = arg.value, let t = v.kind.textString { return t }
        return arg.value.text
    }
}
