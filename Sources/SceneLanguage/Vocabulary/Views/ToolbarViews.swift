import SwiftCore
import ViewTree

/// `ToolbarItem(placement:) { … }` and `ToolbarItemGroup(placement:) { … }`, written in
/// `.toolbar { … }` (NavigationBarModifiers): their views, marked with where they go.
enum ToolbarViews {
    static let rules: [ViewRule] = [
        ViewRule("ToolbarItem", labels: ["placement", "id", "showsByDefault", "content"]) { call in try item(&call) },
        ViewRule("ToolbarItemGroup", labels: ["placement", "content", "label"]) { call in
            _ = call.args.takeClosure("label")
            return try item(&call)
        },
    ]

    private static func item(_ call: inout ViewCall) throws -> ViewNode {
        let placement = try call.args.take("placement").map(placement) ?? .trailing
        _ = call.args.take("id"); _ = call.args.take("showsByDefault")
        var node = call.node(.group(try call.content()))
        node.modifiers = [.toolbarItem(placement)]
        return node
    }

    /// `ToolbarItemPlacement` on an iPhone: leading, trailing, the title's place, or the bottom bar.
    static func placement(_ arg: ArgValue) throws -> ToolbarPlacement {
        let names: [String: ToolbarPlacement] = [
            "automatic": .trailing, "primaryAction": .trailing, "confirmationAction": .trailing,
            "destructiveAction": .trailing, "navigationBarTrailing": .trailing, "topBarTrailing": .trailing,
            "cancellationAction": .leading, "navigation": .leading, "navigationBarLeading": .leading,
            "topBarLeading": .leading, "principal": .principal, "bottomBar": .bottomBar, "status": .bottomBar,
            "keyboard": .keyboard, "secondaryAction": .trailing,
        ]
        guard case let .enumCase(name, _) = arg.value, let placement = names[name] else {
            throw Enumerations.unknown(arg, "'ToolbarItemPlacement'", names.keys.sorted())
        }
        return placement
    }
}
