import Drawing
import SwiftCore
import ViewTree

/// SwiftUI's environment while a tree is built: the objects `.environmentObject(_:)` and
/// `.environment(_:)` place in it (found by their type), and the system values
/// `@Environment(\.key)` reads, which match the scene's device and appearance.
struct EnvironmentValues {
    /// Objects by type name: `@EnvironmentObject var model: Model`, `@Environment(Model.self)`.
    var objects: [String: Value] = [:]
    /// `\.colorScheme`, `\.dismiss`, … by key.
    var values: [String: Value]

    /// The environment at the root of a scene shown on `canvas`: light appearance, the
    /// compact width and regular height of an iPhone in portrait, the default text size.
    static func system(canvas: CanvasSpec) -> EnvironmentValues {
        EnvironmentValues(values: [
            "colorScheme": .enumCase("light", []),
            "colorSchemeContrast": .enumCase("standard", []),
            "horizontalSizeClass": .enumCase("compact", []),
            "verticalSizeClass": .enumCase("regular", []),
            "dynamicTypeSize": .enumCase("large", []),
            "sizeCategory": .enumCase("large", []),
            "layoutDirection": .enumCase("leftToRight", []),
            "locale": .opaque("en_US"),
            "calendar": .opaque("gregorian"),
            "timeZone": .opaque("GMT"),
            "displayScale": .double(canvas.scale),
            "scenePhase": .enumCase("active", []),
            "isPresented": .bool(false),
            "isEnabled": .bool(true),
            "isSearching": .bool(false),
            "editMode": .none,
            "dismiss": .opaque("DismissAction"),
            "openURL": .opaque("OpenURLAction"),
            "presentationMode": .opaque("PresentationMode"),
            "refresh": .none,
            "accessibilityReduceMotion": .bool(false),
            "accessibilityReduceTransparency": .bool(false),
            "accessibilityDifferentiateWithoutColor": .bool(false),
        ], screen: canvas)
    }

    /// The screen the scene is shown on: what a GeometryReader's proxy reports.
    var screen = CanvasSpec.iPhone14

    /// The environment key or type an `@Environment(…)` attribute names: `\.colorScheme`
    /// → "colorScheme", `Model.self` → the type.
    enum Key {
        case value(String)
        case object(String)
    }
}

extension Interpreter {
    /// Fills a view's `@Environment` and `@EnvironmentObject` properties from the
    /// environment the view is built in.
    func attachEnvironment(_ box: SelfBox) throws {
        for prop in box.decl.storedProperties {
            switch prop.wrapper {
            case .environmentObject?:
                let type = prop.type?.baseName ?? prop.name
                guard let object = build.environment.objects[type] else {
                    throw EvalError(.missingEnvironmentObject(type: type), at: prop.location)
                }
                box.instance[prop.name] = object
            case .environment?:
                box.instance[prop.name] = try environmentValue(for: prop)
            default:
                if prop.has("ScaledMetric"), let scaled = try scaledMetric(prop, in: box) { box.instance[prop.name] = scaled }
            }
        }
    }

    /// `@ScaledMetric var size: CGFloat = 20` (`relativeTo: .body` unless written): its value
    /// scaled as its text style's point size is at the Dynamic Type size in force, from Large
    /// (docs/layout.md, "Dynamic Type"). A value passed to the memberwise initializer
    /// (`Badge(size: 12)`) is scaled too: Swift makes it `ScaledMetric(wrappedValue: 12)`. The
    /// instance is the view's value as made, so a rebuild scales it once again from it.
    private func scaledMetric(_ prop: PropertyDecl, in box: SelfBox) throws -> Value? {
        let value = try box.instance[prop.name] ?? prop.defaultValue.map {
            try evaluate($0, as: prop.type ?? TypeRef(text: "Double", location: prop.location), in: globals)
        }
        guard let value, let base = number(value) else { return nil }
        var style = TextStyle.body
        if let arg = prop.attributeArguments["ScaledMetric"]?.first(where: { $0.label == "relativeTo" }) {
            guard case let .enumCase(name, _) = try evaluate(arg.value, in: globals), let named = TextStyle(rawValue: name) else {
                throw EvalError(.wrongArgumentType(parameter: "relativeTo:", callee: "@ScaledMetric", expected: "a text style such as '.body'",
                                                   found: "something else"), at: arg.location)
            }
            style = named
        }
        let size = build.environment.values["dynamicTypeSize"].flatMap(DynamicTypeSizes.size) ?? .large
        return .double(base * style.size(at: size) / style.size(at: .large))
    }

    /// A key the app declares: `extension EnvironmentValues { var accent: Color { get {
    /// self[AccentKey.self] } … } }`, whose getter reads its `EnvironmentKey`'s
    /// `defaultValue` until a `.environment(\.accent, …)` outside sets it. Nil when the app
    /// declares no such property.
    func customEnvironmentValue(_ key: String, at location: SourceLocation) throws -> Value? {
        guard let ext = extensions["EnvironmentValues"],
              let prop = ext.properties.first(where: { $0.name == key && $0.getter != nil && !$0.isStatic }) else { return nil }
        return try computed(prop, of: ValueBox(Self.environmentValuesSelf, decl: ext), at: location)
    }

    /// `self` in an extension of `EnvironmentValues`: subscripted by an `EnvironmentKey`
    /// type, it gives the key's `defaultValue` (SwiftUIHooks).
    static let environmentValuesSelf = Value.opaque("EnvironmentValues")

    private func environmentValue(for prop: PropertyDecl) throws -> Value {
        guard let arg = prop.attributeArguments["Environment"]?.first else {
            throw EvalError(.missingArgument("_", callee: "@Environment"), at: prop.location)
        }
        switch arg.value.kind {
        case let .keyPath(key):
            if build.environment.values[key] == nil, let value = try customEnvironmentValue(key, at: arg.location) { return value }
            guard let value = build.environment.values[key] else {
                let known = build.environment.values.keys.sorted()
                throw EvalError(.unknownEnvironmentKey(key, suggestion: Suggestions.closest(to: key, in: known)), at: arg.location)
            }
            return value
        default:
            guard case let .type(type) = try evaluate(arg.value, in: globals) else {
                throw EvalError(.wrongArgumentType(parameter: "_", callee: "@Environment", expected: "a key path such as '\\\\.colorScheme' or a type such as 'Model.self'",
                                                   found: "something else"), at: arg.location)
            }
            guard let object = build.environment.objects[type] else {
                throw EvalError(.missingEnvironmentObject(type: type), at: prop.location)
            }
            return object
        }
    }
}
