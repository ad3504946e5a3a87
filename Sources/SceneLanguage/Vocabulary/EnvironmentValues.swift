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
                break
            }
        }
    }

    private func environmentValue(for prop: PropertyDecl) throws -> Value {
        guard let arg = prop.attributeArguments["Environment"]?.first else {
            throw EvalError(.missingArgument("_", callee: "@Environment"), at: prop.location)
        }
        switch arg.value.kind {
        case let .keyPath(key):
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
