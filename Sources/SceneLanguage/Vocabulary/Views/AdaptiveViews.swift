import SwiftCore
import Geometry
import ViewTree

/// Views that adapt to the space they get: `GeometryReader`, `ViewThatFits`, and `AnyView`
/// and `AnyShape`, each the view it wraps.
enum AdaptiveViews {
    static let rules: [ViewRule] = [
        ViewRule("AnyView") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let views = try call.it.views(from: arg.value, at: call.identity, location: arg.location)
            return views.count == 1 ? views[0] : call.node(.group(views))
        },
        // `AnyShape(shape)` (iOS 16): the shape it wraps, filled or stroked as that shape is;
        // `AnyShape(.capsule)` takes the shape a leading dot names.
        ViewRule("AnyShape") { call in
            let arg = try ShapeViews.shape(try call.args.required(nil) { $0.take($1) }, it: call.it)
            let views = try call.it.views(from: arg.value, at: call.identity, location: arg.location)
            guard views.count == 1 else { throw call.args.wrongType(arg, expected: "a shape ('Circle()', '.capsule')") }
            return views[0]
        },
        ViewRule("GeometryReader", labels: ["content"]) { call in
            var given = call.args.takeClosure(nil) ?? call.args.takeClosure("content")
            // `GeometryReader(content: content)`: a method of the view's own, as the closure.
            for label in ["content", nil] where given == nil {
                given = call.args.takeFunction(label).flatMap { call.it.closure(of: $0, at: call.location) }
            }
            guard let closure = given else {
                throw EvalError(.missingArgument("content:", callee: "GeometryReader"), at: call.location)
            }
            // Built now with the proxy of a reader that fills the safe area (most do), so the
            // tree has its content; Layout asks again where the reader is not that.
            let screen = call.it.build.environment.screen
            let safe = Rect(origin: .zero, size: screen.size).inset(by: screen.safeArea)
            let assumed = GeometryProxyValues(size: safe.size, safeAreaInsets: screen.safeArea, globalFrame: safe)
            let content = try call.it.buildClosure(closure, arguments: [.geometryProxy(assumed)], base: call.identity)
            guard !closure.closure.parameters.isEmpty || closure.closure.readsAnonymousArguments else {
                // A reader that never reads its proxy draws the same content everywhere.
                return call.node(.geometryReader(content, reader: LayoutTimeViews(assumed: assumed) { _ in content }))
            }
            let evaluator = call.it.layoutTimeEvaluator()
            let moment = call.it.layoutTimeMoment()
            let build = LayoutTimeEvaluator.Built(call.it.build), base = call.identity
            let reader = LayoutTimeViews(assumed: assumed) { proxy in
                evaluator.views(closure, arguments: [.geometryProxy(proxy)], base: base, moment: moment, build: build)
            }
            return call.node(.geometryReader(content, reader: reader))
        },
        ViewRule("ViewThatFits", labels: ["in", "content"]) { call in
            var axes: [Axis] = []
            if let arg = call.args.take("in") {
                switch arg.value {
                case .enumCase("horizontal", _): axes = [.horizontal]
                case .enumCase("vertical", _): axes = [.vertical]
                case let .array(items):
                    for case let .enumCase(name, _) in items { axes.append(name == "horizontal" ? .horizontal : .vertical) }
                default: throw Enumerations.unknown(arg, "'Axis.Set'", ["horizontal", "vertical"])
                }
            }
            return call.node(.viewThatFits(axes: axes, ViewRewrite.flattened(try call.content())))
        },
    ]
}
