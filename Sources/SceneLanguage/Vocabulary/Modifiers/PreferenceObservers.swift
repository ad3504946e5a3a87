import SwiftCore
import ViewTree

/// `preference(key:value:)` and `onPreferenceChange(_:perform:)` as SwiftUI runs them: a view
/// sets a value for a `PreferenceKey` (often inside a `GeometryReader`, so the value is what
/// layout found), and once the tree is laid out the observer's action runs with the value of
/// the views inside it, the first time and whenever it changes; the state it sets is drawn
/// on the next pass (TimelineRunner+Preferences). With no setter inside, the value is the
/// key's `defaultValue`; with one, that setter's value; with several, the first combined with
/// each next one by the key's `reduce(value:nextValue:)`, in the order they are placed.
enum PreferenceObservers {
    static let rules: [ModifierRule] = [
        ModifierRule("preference", labels: ["key", "value"]) { call in
            let keyName = try key(call, call.args.required("key") { $0.take($1) })
            let value = try call.args.required("value") { $0.take($1) }.value
            let setter = "\(call.node.identity)@\(call.location.line):\(call.location.column)"
            call.add(.setsPreference(key: keyName, setter: setter, PreferenceToken(value, description: value.text)))
        },
        ModifierRule("onPreferenceChange", labels: ["perform"]) { call in
            let keyArg = try call.args.required(nil) { $0.take($1) }
            let keyName = try key(call, keyArg)
            guard let decl = call.it.types[keyName] else { throw call.args.wrongType(keyArg, expected: "a 'PreferenceKey' the scene declares ('Key.self')") }
            guard let action = call.args.takeClosure("perform") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("perform:", callee: "onPreferenceChange"), at: call.location)
            }
            let defaultValue = try call.it.staticProperty("defaultValue", of: decl, at: keyArg.location)
            let observer = "\(call.node.identity)@\(call.location.line):\(call.location.column)"
            call.it.build.preferenceObservers.append(PreferenceObserver(key: observer, preferenceKey: keyName, defaultValue: defaultValue,
                                                                        action: action, location: call.location))
            call.add(.observesPreferences(observer))
        },
    ]

    private static func key(_ call: ModifierCall, _ arg: ArgValue) throws -> String {
        guard case let .type(name) = arg.value, call.it.types[name] != nil else {
            throw call.args.wrongType(arg, expected: "a 'PreferenceKey' the scene declares ('Key.self')")
        }
        return name
    }
}

/// `onPreferenceChange(_:perform:)` on a view: Layout collects under `key` the values the
/// views inside set for `preferenceKey` (`Modifier.observesPreferences`), and `action` runs
/// with their value when it differs from the one it last ran with (the first time too).
struct PreferenceObserver {
    var key: String
    var preferenceKey: String
    var defaultValue: Value
    var action: ClosureValue
    var location: SourceLocation
}
