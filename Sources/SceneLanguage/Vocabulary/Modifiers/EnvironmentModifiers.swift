import SwiftCore
import Geometry
import ViewTree

/// Modifiers that put something in the environment of the view they modify:
/// `.environmentObject(model)`, `.environment(model)` for an `@Observable` object,
/// `.environment(\.key, value)`, and `.preferredColorScheme(_:)`. What they set is read by
/// `@EnvironmentObject`, `@Environment(Model.self)` and `@Environment(\.key)` inside.
enum EnvironmentModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("environmentObject", labels: nil, environment: { args, env, _ in
            let object = try args.required(nil) { $0.take($1) }
            env.objects[try objectType(object, &args)] = object.value
        }, apply: { _ in }),
        ModifierRule("environment", labels: nil, environment: { args, env, _ in
            let first = try args.required(nil) { $0.take($1) }
            if case let .opaque(path) = first.value, path.hasPrefix("\\.") {
                env.values[String(path.dropFirst(2))] = try args.required(nil) { $0.take($1) }.value
            } else {
                env.objects[try objectType(first, &args)] = first.value
            }
        }, apply: { call in
            // `.environment(\.colorScheme, .dark)`: the views inside draw in that appearance;
            // `.environment(\.dynamicTypeSize, .medium)` (or `\.sizeCategory`): their text
            // styles take that size.
            // `.environment(\.layoutDirection, .rightToLeft)`: not drawn mirrored, and said so.
            if case let .opaque(path)? = call.args.items.first?.value, path == "\\.layoutDirection",
               case let .enumCase(direction, _)? = call.args.items.dropFirst().first?.value, direction == "rightToLeft",
               let at = call.args.items.dropFirst().first?.location {
                call.it.diagnostics.add(.rightToLeftNotDrawn, at: at)
            }
            guard case let .opaque(path)? = call.args.items.first?.value,
                  ["\\.colorScheme", "\\.dynamicTypeSize", "\\.sizeCategory"].contains(path) else { return }
            _ = call.args.take(nil)
            let value = try call.args.required(nil) { $0.take($1) }
            if path == "\\.colorScheme" { return call.add(.colorScheme(try scheme(value, &call.args))) }
            guard let size = DynamicTypeSizes.size(value.value) else {
                throw call.args.wrongType(value, expected: "a 'DynamicTypeSize' such as '.medium'")
            }
            call.add(.dynamicTypeSize(size))
        }),
        ModifierRule("preferredColorScheme", labels: nil, environment: { args, env, _ in
            let scheme = try args.required(nil) { $0.take($1) }
            if case .enumCase = scheme.value { env.values["colorScheme"] = scheme.value }
        }, apply: { call in
            // The whole screen it is shown on takes the appearance (nil: no preference).
            guard let value = call.args.take(nil), !value.value.isNone else { return call.add(.preferredColorScheme(nil)) }
            call.add(.preferredColorScheme(try scheme(value, &call.args)))
        }),
    ]

    /// `.light` or `.dark`.
    static func scheme(_ arg: ArgValue, _ args: inout Arguments) throws -> ColorScheme {
        guard case let .enumCase(name, _) = arg.value, let scheme = ColorScheme(rawValue: name) else {
            throw args.wrongType(arg, expected: "'.light' or '.dark'")
        }
        return scheme
    }

    /// The type an environment object is found by: its class.
    private static func objectType(_ arg: ArgValue, _ args: inout Arguments) throws -> String {
        guard case let .object(ref) = arg.value else { throw args.wrongType(arg, expected: "an object (an instance of a class)") }
        return ref.instance.typeName
    }
}
