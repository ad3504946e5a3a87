import SwiftCore

/// What scene files and an app's SwiftUI files add to Swift: the `scene("title") { … }`
/// block, `#Preview`, `@ViewBuilder`, and an iOS app's platform and modules.
extension Dialect {
    static let swiftUI = Dialect(
        topLevelCalls: ["scene"], blockCommands: Set(SceneBlock.commands), freestandingMacros: ["Preview"], resultBuilders: ["ViewBuilder"],
        platform: "iOS", importableModules: ["SwiftUI", "UIKit", "Foundation", "Combine", "Observation"],
        filesName: "scene files", accepted: "structs, 'let', 'func', 'if', 'guard', 'switch' and 'ForEach'")
}

/// `scene("title") { … }`: its commands are statements run by the scene evaluator.
typealias SceneDecl = TitledBlock
/// `#Preview("name") { … }`: a view to show, which a scene may take as its root.
typealias PreviewDecl = MacroBlock

extension Program {
    var scenes: [SceneDecl] { blocks.filter { $0.call == "scene" } }
    var previews: [PreviewDecl] { macros.filter { $0.macro == "Preview" } }
}

extension TypeDecl {
    var isView: Bool { conformances.contains("View") }

    /// Whether writing `property` is a change SwiftUI observes: a `@Published` property of an
    /// `ObservableObject`, or any stored property of an `@Observable` class not marked
    /// `@ObservationIgnored`.
    func observes(_ property: String) -> Bool {
        guard isClass, let p = properties.first(where: { $0.name == property }) else { return false }
        if attributes.contains("Observable") { return !p.has("ObservationIgnored") }
        return p.has("Published")
    }
}

extension FuncDecl {
    /// `@ViewBuilder func row() -> some View`.
    var isViewBuilder: Bool { isResultBuilder }
}

extension FuncDecl.Parameter {
    /// `@ViewBuilder content: () -> Content`: a closure passed here builds views.
    var isViewBuilder: Bool { isResultBuilder }
}

extension PropertyDecl {
    /// The property wrapper that stores this property outside the struct, if any.
    var wrapper: PropertyWrapper? {
        for a in attributes { if let w = PropertyWrapper(rawValue: a) { return w } }
        return nil
    }
}

/// The property wrappers SwiftUI stores state in.
enum PropertyWrapper: String, Sendable {
    case state = "State", sceneStorage = "SceneStorage", appStorage = "AppStorage"
    case focusState = "FocusState", gestureState = "GestureState"
    case stateObject = "StateObject", observedObject = "ObservedObject", environmentObject = "EnvironmentObject"
    case environment = "Environment", binding = "Binding", bindable = "Bindable"

    /// State kept by the view's identity, across rebuilds, as long as the view lives.
    var keepsState: Bool {
        switch self {
        case .state, .sceneStorage, .appStorage, .focusState, .gestureState, .stateObject: true
        default: false
        }
    }

    /// Whether the property's field holds a binding that reading the property reads through.
    var readsThrough: Bool { keepsState || self == .binding }
}

extension PropertyDecl {
    /// A property whose closure makes its content: `let content: () -> Content` in a
    /// generic view, `@ViewBuilder var label: Label`.
    var buildsViews: Bool {
        guard let t = type?.text else { return false }
        return t.hasSuffix("-> Content") || t.hasSuffix("-> some View") || t.hasSuffix("-> AnyView") || t.hasSuffix("-> Label")
    }
}
