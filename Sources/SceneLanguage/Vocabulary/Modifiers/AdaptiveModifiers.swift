import SwiftCore
import Geometry
import ViewTree

/// Modifiers that size a view from its surroundings or change what it sees of the safe
/// area: `hidden`, `safeAreaInset`, `safeAreaPadding`, `contentMargins`,
/// `containerRelativeFrame`, `scrollClipDisabled`; and `alignmentGuide`, whose closure
/// needs the view's dimensions and is drawn without (a warning says so).
enum AdaptiveModifiers {
    static let rules: [ModifierRule] = [
        // `hidden()`: laid out, drawn invisible.
        ModifierRule("hidden") { call in call.add(.opacity(0)) },
        ModifierRule("safeAreaInset", labels: ["edge", "alignment", "spacing", "content"]) { call in
            let edgeArg = try call.args.required("edge") { $0.take($1) }
            let edge = try Enumerations.edge(edgeArg)
            let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
            let spacing = try call.args.double("spacing")
            guard let closure = call.args.takeClosure(nil) ?? call.args.takeClosure("content") else {
                throw EvalError(.missingArgument("content:", callee: "safeAreaInset"), at: call.location)
            }
            let views = try call.it.buildClosure(closure, base: call.path)
            let content = views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: call.path, location: call.location)
            call.add(.safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content))
        },
        ModifierRule("safeAreaPadding", apply: margins),
        ModifierRule("contentMargins", labels: ["for"]) { call in
            _ = call.args.take("for")
            try margins(&call)
        },
        ModifierRule("containerRelativeFrame", labels: ["count", "span", "spacing", "alignment"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            var axes: [Axis] = []
            func axis(_ v: Value) { if case let .enumCase(n, _) = v { axes.append(n == "vertical" ? .vertical : .horizontal) } }
            if case let .array(items) = arg.value { items.forEach(axis) } else { axis(arg.value) }
            _ = call.args.takeClosure(nil)
            call.add(.containerRelativeFrame(axes: axes, count: try call.args.int("count") ?? 1, span: try call.args.int("span") ?? 1,
                                             spacing: try call.args.double("spacing") ?? 0,
                                             alignment: try Enumerations.alignment(call.args.take("alignment")) ?? .center))
        },
        ModifierRule("scrollClipDisabled") { call in
            let disabled = try call.args.bool(nil) ?? true
            call.node = ViewRewrite.map(call.node) { n in
                guard case let .scrollView(spec, c) = n.kind else { return n }
                var copy = n, s = spec
                s.clipsContent = !disabled
                copy.kind = .scrollView(s, c)
                return copy
            }
        },
        // `defaultScrollAnchor(.bottom)` (iOS 17) and `(_:for:)` (iOS 18) on the scroll views
        // inside: where they start, and where content smaller than them sits. The role
        // `.sizeChanges` changes nothing a still screen shows.
        ModifierRule("defaultScrollAnchor", labels: ["for"]) { call in
            let anchor = try Enumerations.unitPoint(try call.args.required(nil) { $0.take($1) })
            if let role = call.args.take("for"), case .enumCase("sizeChanges", _) = role.value { return }
            call.node = ViewRewrite.map(call.node) { n in
                guard case let .scrollView(spec, c) = n.kind, spec.defaultAnchor == nil else { return n }
                var copy = n, s = spec
                s.defaultAnchor = anchor
                copy.kind = .scrollView(s, c)
                return copy
            }
        },
        // `coordinateSpace(name: "scroll")`, and iOS 17's `coordinateSpace(.named("scroll"))`.
        ModifierRule("coordinateSpace", labels: ["name"]) { call in
            let arg = try call.args.required(call.args.items.first?.label == "name" ? "name" : nil) { $0.take($1) }
            var name = arg.value.scalarText
            if case let .enumCase("named", named) = arg.value, let first = named.first { name = first.value.scalarText }
            call.add(.coordinateSpace(name))
        },
        // `alignmentGuide(.leading) { d in d[.trailing] }`: the closure runs at layout time
        // with the view's size (LayoutTimeEvaluator).
        ModifierRule("alignmentGuide", labels: ["computeValue"]) { call in
            let guide = try call.args.required(nil) { $0.take($1) }
            guard let closure = call.args.takeClosure(nil) ?? call.args.takeClosure("computeValue") else {
                throw EvalError(.missingArgument("computeValue:", callee: "alignmentGuide"), at: call.location)
            }
            // An alignment the app declares (`extension VerticalAlignment { static let … }`) by its
            // guide name and axis; else a built-in one.
            let custom = try call.it.customAlignment(guide)
            let name: String, axis: Axis?
            if let custom {
                (name, axis) = (custom.guideName, custom.axis)
            } else {
                guard case let .enumCase(builtIn, _) = guide.value,
                      builtIn == "center" || Interpreter.horizontalGuides.contains(builtIn) || Interpreter.verticalGuides.contains(builtIn) else {
                    call.it.diagnostics.add(.approximatedView("alignmentGuide for \(guide.value.scalarText)",
                                                              as: "the view at its stack's own alignment: this alignment is not modelled"),
                                            at: guide.location)
                    return
                }
                name = builtIn
                axis = Interpreter.horizontalGuides.contains(builtIn) ? .horizontal : Interpreter.verticalGuides.contains(builtIn) ? .vertical : nil
            }
            let evaluator = call.it.layoutTimeEvaluator()
            let moment = call.it.layoutTimeMoment()
            let build = LayoutTimeEvaluator.Built(call.it.build), location = closure.closure.location
            let value = LayoutTimeNumber { d in
                evaluator.number(closure, arguments: [.viewDimensions(d, axis: axis)], moment: moment, build: build, at: location)
            }
            call.add(.alignmentGuide(AlignmentGuideSpec(axis: axis, name: name, value: value)))
        },
    ]

    /// `safeAreaPadding` / `contentMargins(_ edges:, _ length:)`: on a scroll view, space
    /// around its content inside it (the scroll view keeps its frame and clip); on any other
    /// view, padding.
    private static func margins(_ call: inout ModifierCall) throws {
        var edges = Set(Edge.allCases)
        if let first = call.args.items.first, first.label == nil {
            switch first.value {
            case .enumCase, .array: edges = try Enumerations.edges(call.args.take(nil)!)
            default: break
            }
        }
        // With no length, the system's default, which Layout chooses.
        let length = try call.args.double(nil)
        func v(_ e: Edge) -> Double { edges.contains(e) ? length ?? 0 : 0 }
        let insets = EdgeInsets(top: v(.top), leading: v(.leading), bottom: v(.bottom), trailing: v(.trailing))
        if case let .scrollView(spec, children) = call.node.kind {
            var s = spec
            s.contentInsets = insets
            s.defaultMarginEdges = length == nil ? edges : []
            call.node.kind = .scrollView(s, children)
        } else {
            call.add(length == nil ? .defaultPadding(edges: edges) : .padding(insets))
        }
    }
}
