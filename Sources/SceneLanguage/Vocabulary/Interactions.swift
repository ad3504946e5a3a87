import SwiftCore
import ViewTree

/// A `NavigationLink` on screen and what a tap on it pushes: a value onto the stack's path
/// (`NavigationLink(value:)`), a view (`NavigationLink(destination:)`, `NavigationLink { … }
/// label: { … }`), or a flag set true (`NavigationLink(isActive:)`).
struct LinkHandler {
    enum Push {
        case value(Value)
        case view(Value)
        case flag(Binding)
    }

    var identity: Identity
    var push: Push
    /// The identity of the stack it is in, and the path binding that stack shows.
    var stack: Identity
    var path: Binding?
    var location: SourceLocation

    /// A pushed view is kept on the stack's own path wrapped, so pages tell it from a value.
    static func wrap(_ view: Value) -> Value { .tuple([(label: "navigationLinkDestination", value: view)]) }

    static func pushedView(_ element: Value) -> Value? {
        guard case let .tuple(items) = element, items.count == 1, items[0].label == "navigationLinkDestination" else { return nil }
        return items[0].value
    }
}

/// What `dismiss()` closes: the page it is on (its path shortened, or its flag unset) or the
/// presentation it is in (its `isPresented` set false, its `item` set nil).
enum DismissRoute {
    /// A page pushed by a path: the path keeps its first `keep` elements. `path` is the
    /// stack's binding when the page came from it, else the stack's own path (`own`).
    case pop(path: Binding?, own: StateSlot, keep: Int)
    /// A page or presentation shown by a binding: `isPresented` set false, or `item` nil.
    case unset(Binding, toNil: Bool)

    static let prefix = "DismissAction "

    /// The route key an environment action carries (`DismissAction <key>`), if it is one.
    static func key(in opaque: String) -> String? {
        opaque.hasPrefix(prefix) ? String(opaque.dropFirst(prefix.count)) : nil
    }
}

/// `accessibilityLabel(_:)` and `accessibilityIdentifier(_:)` on a view: what a UI test (and
/// a timeline verb) finds it by.
struct Accessibility {
    var label: String?
    var identifier: String?
}

extension BuildContext {
    /// The `dismiss` environment value of a page or presentation, registering its route.
    mutating func dismissAction(_ route: DismissRoute, key: String) -> Value {
        dismissRoutes[key] = route
        return .opaque(DismissRoute.prefix + key)
    }
}

/// What a UI test finds a view by, beyond what it draws.
enum InteractionModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("accessibilityLabel", labels: nil) { call in
            if let label = call.args.take(nil) { call.it.build.setAccessibility(of: call.node.identity) { $0.label = label.value.text } }
        },
        ModifierRule("accessibilityIdentifier", labels: nil) { call in
            if let id = call.args.take(nil) { call.it.build.setAccessibility(of: call.node.identity) { $0.identifier = id.value.text } }
        },
    ]
}

extension Vocabulary {
    /// The families the interactions add: gestures and what a UI test finds a view by; the
    /// gesture values and URLs.
    static let interactionModifierFamilies: [[ModifierRule]] = [InteractionModifiers.rules, Gestures.rules, PresentationModifiers.rules,
                                                                         AlertModifiers.rules, ZoomModifiers.rules,
                                                                         TransactionModifiers.rules]
    static let interactionValueFamilies: [[ValueRule]] = [URLValues.rules, Gestures.values]
}
