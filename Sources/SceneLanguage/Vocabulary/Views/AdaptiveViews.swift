import Geometry
import ViewTree

/// Views that adapt to the space they get: `GeometryReader`, `ViewThatFits`, and `AnyView`,
/// which is the view it wraps.
enum AdaptiveViews {
    static let rules: [ViewRule] = [
        ViewRule("AnyView") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let views = try call.it.views(from: arg.value, at: call.identity, location: arg.location)
            return views.count == 1 ? views[0] : call.node(.group(views))
        },
        ViewRule("GeometryReader", labels: ["content"]) { call in
            guard let closure = call.args.takeClosure(nil) ?? call.args.takeClosure("content") else {
                throw EvalError(.missingArgument("content:", callee: "GeometryReader"), at: call.location)
            }
            // The proxy reports the screen's safe area: exact for a reader that fills the
            // screen, as most do; a reader inside a smaller container is warned about.
            let screen = call.it.build.environment.screen
            let safe = Rect(origin: .zero, size: screen.size).inset(by: screen.safeArea)
            if call.identity.components.count > 2, !closure.closure.parameters.isEmpty {
                call.it.diagnostics.add(.approximatedView("GeometryReader's proxy", as: "the screen's safe area, \(Int(safe.width)) × \(Int(safe.height)) pt"),
                                        at: call.location)
            }
            let inset = screen.safeArea
            let proxy = Value.tuple([
                ("size", .tuple([("width", .double(safe.width)), ("height", .double(safe.height))])),
                ("safeAreaInsets", .tuple([("top", .double(inset.top)), ("leading", .double(inset.leading)),
                                           ("bottom", .double(inset.bottom)), ("trailing", .double(inset.trailing))])),
            ])
            let content = try call.it.buildClosure(closure, arguments: [proxy], base: call.identity)
            // It takes the space offered and puts its content at the top leading corner.
            var node = call.node(.zstack(alignment: .topLeading, content))
            node.modifiers = [.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))]
            return node
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
