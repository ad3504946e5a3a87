import SwiftCore
import ViewTree

/// `onGeometryChange(for:of:action:)`: the view reports its geometry to Layout, and once a
/// tree is laid out the scene's runtime makes the value of it with `transform` and runs
/// `action` with it whenever it differs from the value it last ran with, the first time
/// too; the state the action sets is drawn on the next pass (TimelineRunner+Geometry). The
/// `(old, new)` form of iOS 18 gets the value it last ran with as `old` (the new value, the
/// first time). `onScrollGeometryChange(for:of:action:)` (iOS 18) is the same, with the first
/// scroll view inside reporting its `ScrollGeometry`; its action is given (old, new).
enum GeometryObservers {
    static let rules: [ModifierRule] = [
        observer("onGeometryChange", readsScrollGeometry: false),
        observer("onScrollGeometryChange", readsScrollGeometry: true),
    ]

    private static func observer(_ name: String, readsScrollGeometry: Bool) -> ModifierRule {
        ModifierRule(name, labels: ["for", "of", "action"]) { call in
            _ = try call.args.required("for") { $0.take($1) }
            guard let transform = call.args.takeClosure("of") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("of:", callee: name), at: call.location)
            }
            guard let action = call.args.takeClosure("action") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("action:", callee: name), at: call.location)
            }
            let key = "\(call.node.identity)@\(call.location.line):\(call.location.column)"
            var observer = GeometryObserver(key: key, transform: transform, action: action, location: call.location)
            observer.readsScrollGeometry = readsScrollGeometry
            call.it.build.geometryObservers.append(observer)
            call.add(readsScrollGeometry ? .reportsScrollGeometry(key) : .reportsGeometry(key))
        }
    }
}
