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
        }, apply: { _ in }),
        ModifierRule("preferredColorScheme", labels: nil, environment: { args, env, _ in
            let scheme = try args.required(nil) { $0.take($1) }
            if case .enumCase = scheme.value { env.values["colorScheme"] = scheme.value }
        }, apply: { call in
            // `@Environment(\.colorScheme)` reads it; the drawing does not turn dark yet.
            guard case .enumCase("dark", _)? = call.args.items.first?.value else { return }
            call.it.diagnostics.add(.notDrawn("preferredColorScheme(.dark)", what: "dark mode: the screen is drawn in light colours",
                                              hint: "views that read '@Environment(\\.colorScheme)' see '.dark'; system colours stay light"),
                                    at: call.location)
        }),
    ]

    /// The type an environment object is found by: its class.
    private static func objectType(_ arg: ArgValue, _ args: inout Arguments) throws -> String {
        guard case let .object(ref) = arg.value else { throw args.wrongType(arg, expected: "an object (an instance of a class)") }
        return ref.instance.typeName
    }
}
