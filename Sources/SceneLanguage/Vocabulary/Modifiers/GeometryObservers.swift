import SwiftCore
import ViewTree

/// `onGeometryChange(for:of:action:)`: the view reports its geometry to Layout, and once a
/// tree is laid out the scene's runtime makes the value of it with `transform` and runs
/// `action` with it whenever it differs from the value it last ran with, the first time
/// too; the state the action sets is drawn on the next pass (TimelineRunner+Geometry). The
/// `(old, new)` form of iOS 18 gets the value it last ran with as `old` (the new value, the
/// first time).
enum GeometryObservers {
    static let rules: [ModifierRule] = [
        ModifierRule("onGeometryChange", labels: ["for", "of", "action"]) { call in
            _ = try call.args.required("for") { $0.take($1) }
            guard let transform = call.args.takeClosure("of") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("of:", callee: "onGeometryChange"), at: call.location)
            }
            guard let action = call.args.takeClosure("action") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("action:", callee: "onGeometryChange"), at: call.location)
            }
            let key = "\(call.node.identity)@\(call.location.line):\(call.location.column)"
            call.it.build.geometryObservers.append(GeometryObserver(key: key, transform: transform, action: action, location: call.location))
            call.add(.reportsGeometry(key))
        },
        // `onScrollGeometryChange(for:of:action:)` (iOS 18): the same, with the first scroll
        // view inside reporting its `ScrollGeometry`; the action is given (old, new).
        ModifierRule("onScrollGeometryChange", labels: ["for", "of", "action"]) { call in
            _ = try call.args.required("for") { $0.take($1) }
            guard let transform = call.args.takeClosure("of") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("of:", callee: "onScrollGeometryChange"), at: call.location)
            }
            guard let action = call.args.takeClosure("action") ?? call.args.takeClosure(nil) else {
                throw EvalError(.missingArgument("action:", callee: "onScrollGeometryChange"), at: call.location)
            }
            let key = "\(call.node.identity)@\(call.location.line):\(call.location.column)"
            var observer = GeometryObserver(key: key, transform: transform, action: action, location: call.location)
            observer.readsScrollGeometry = true
            call.it.build.geometryObservers.append(observer)
            call.add(.reportsScrollGeometry(key))
        },
    ]
}
