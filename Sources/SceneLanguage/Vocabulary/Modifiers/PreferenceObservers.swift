import Geometry
import SwiftCore
import ViewTree

/// Preferences as SwiftUI passes them up the tree: a view sets a value for a `PreferenceKey`
/// with `preference(key:value:)` (often inside a `GeometryReader`, so the value is what layout
/// found) or `anchorPreference(key:value:transform:)` (a value made from an `Anchor` of its
/// frame), and a view around it reads them once the tree is laid out:
/// `onPreferenceChange(_:perform:)` runs its action with them, the first time and whenever
/// they change, and `overlayPreferenceValue`/`backgroundPreferenceValue` build their content
/// from them (TimelineRunner+Preferences). With no setter inside, the value is the key's
/// `defaultValue`; with one, that setter's value; with several, the first combined with each
/// next one by the key's `reduce(value:nextValue:)`, in the order they are placed.
enum PreferenceObservers {
    static let rules: [ModifierRule] = [
        ModifierRule("preference", labels: ["key", "value"]) { call in
            let keyName = try key(call, call.args.required("key") { $0.take($1) })
            let value = try call.args.required("value") { $0.take($1) }.value
            call.add(.setsPreference(key: keyName, setter: setter(call), PreferenceToken(value, description: value.text)))
        },
        ModifierRule("anchorPreference", labels: ["key", "value", "transform"]) { call in
            let keyName = try key(call, call.args.required("key") { $0.take($1) })
            let sourceArg = try call.args.required("value") { $0.take($1) }
            let source: AnchorTransform.Source
            if case .enumCase("bounds", _) = sourceArg.value {
                source = .bounds
            } else if let point = try? Enumerations.unitPoint(sourceArg) {
                source = .point(point)
            } else {
                throw call.args.wrongType(sourceArg, expected: "an anchor source: '.bounds', or a point such as '.center' or '.topLeading'")
            }
            guard let transform = call.args.takeClosure("transform") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("transform:", callee: "anchorPreference"), at: call.location)
            }
            let made = AnchorTransform(transform: transform, source: source)
            call.add(.setsAnchorPreference(key: keyName, setter: setter(call), PreferenceToken(made, description: "anchor@\(setter(call))")))
        },
        ModifierRule("onPreferenceChange", labels: ["perform"]) { call in
            let keyArg = try call.args.required(nil) { $0.take($1) }
            let (keyName, defaultValue) = try keyAndDefault(call, keyArg)
            guard let action = call.args.takeClosure("perform") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("perform:", callee: "onPreferenceChange"), at: call.location)
            }
            let observer = setter(call)
            call.it.build.preferenceObservers.append(PreferenceObserver(key: observer, preferenceKey: keyName, defaultValue: defaultValue,
                                                                        action: action, location: call.location))
            call.add(.observesPreferences(observer))
        },
        decoration("overlayPreferenceValue") { .overlay($0, alignment: $1) },
        decoration("backgroundPreferenceValue") { .background($0, alignment: $1) },
    ]

    /// `overlayPreferenceValue(_:alignment:_:)` and `backgroundPreferenceValue(_:alignment:_:)`:
    /// laid out as `overlay` and `background` lay theirs out, their content built from the
    /// value the views of the modified view set (hand-made tab indicators and heroes place a
    /// view over another so). The first build, before any layout, has the key's `defaultValue`;
    /// once the screen is laid out the content is built again with the values found, at the
    /// same moment, so the first frame already shows it.
    private static func decoration(_ name: String, _ make: @escaping @Sendable (ViewNode, Alignment) -> Modifier) -> ModifierRule {
        ModifierRule(name, labels: ["alignment"]) { call in
            let keyArg = try call.args.required(nil) { $0.take($1) }
            let (keyName, defaultValue) = try keyAndDefault(call, keyArg)
            let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
            guard let content = call.args.takeClosure(nil) ?? call.args.takeClosure("content") else {
                throw EvalError(.missingArgument("content", callee: name), at: call.location)
            }
            let observer = setter(call)
            call.it.build.preferenceObservers.append(PreferenceObserver(key: observer, preferenceKey: keyName, defaultValue: defaultValue,
                                                                        action: nil, location: call.location))
            let value = call.it.build.preferenceContentValues[observer] ?? defaultValue
            let nodes = try call.it.buildClosure(content, arguments: [value], base: call.path)
            call.add(.observesPreferences(observer))
            call.add(make(nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: call.path, location: call.location), alignment))
        }
    }

    /// Where a modifier is written on which view: unique in a tree, the same in the next tree
    /// while the view stays.
    private static func setter(_ call: ModifierCall) -> String {
        "\(call.node.identity)@\(call.location.line):\(call.location.column)"
    }

    private static func key(_ call: ModifierCall, _ arg: ArgValue) throws -> String {
        try declaredKey(call, arg).name
    }

    /// The key named by `Key.self`, as the scene declares it.
    private static func declaredKey(_ call: ModifierCall, _ arg: ArgValue) throws -> (name: String, decl: TypeDecl) {
        guard case let .type(name) = arg.value, let decl = call.it.types[name] else {
            throw call.args.wrongType(arg, expected: "a 'PreferenceKey' the scene declares ('Key.self')")
        }
        return (name, decl)
    }

    private static func keyAndDefault(_ call: ModifierCall, _ arg: ArgValue) throws -> (String, Value) {
        let key = try declaredKey(call, arg)
        return (key.name, try call.it.staticProperty("defaultValue", of: key.decl, at: arg.location))
    }
}

/// What an `anchorPreference` sets: its transform, run with the anchor once the view is placed.
struct AnchorTransform {
    enum Source {
        case bounds
        case point(UnitPoint)
    }

    var transform: ClosureValue
    var source: Source

    func anchor(in frame: Rect) -> Value {
        switch source {
        case .bounds: .host(SwiftUIValue.anchor(.bounds(frame)))
        case let .point(unit): .host(SwiftUIValue.anchor(.point(frame.point(at: unit))))
        }
    }
}

/// A reader of preference values on a view: `onPreferenceChange`'s action, or (with no action)
/// an `overlayPreferenceValue`/`backgroundPreferenceValue` content built from them. Layout
/// collects under `key` the values the views inside set for `preferenceKey`
/// (`Modifier.observesPreferences`).
struct PreferenceObserver {
    var key: String
    var preferenceKey: String
    var defaultValue: Value
    var action: ClosureValue?
    var location: SourceLocation
}
