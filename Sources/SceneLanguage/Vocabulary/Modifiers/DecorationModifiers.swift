import SwiftCore
import Drawing
import Geometry
import ViewTree

/// Modifiers that draw around, clip or fade a view: `background`, `overlay`, `clipShape`,
/// `clipped`, `cornerRadius`, `opacity`, `shadow`.
enum DecorationModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("background", labels: ["alignment", "content", "in", "fillStyle", "ignoresSafeAreaEdges"]) { call in
            let (view, alignment) = try decoration(&call)
            call.add(.background(view, alignment: alignment))
        },
        ModifierRule("overlay", labels: ["alignment", "content", "in", "fillStyle", "ignoresSafeAreaEdges"]) { call in
            let (view, alignment) = try decoration(&call)
            call.add(.overlay(view, alignment: alignment))
        },
        ModifierRule("clipShape", labels: ["style"]) { call in
            let arg = try ShapeViews.shape(try call.args.required(nil) { $0.take($1) }, it: call.it)
            guard case let .host(SwiftUIValue.view(shapeNode)) = arg.value, case let .shape(kind, _, _) = shapeNode.kind else {
                throw call.args.wrongType(arg, expected: "a shape")
            }
            let evenOdd = try call.args.take("style").map { try ShapeModifiers.fillStyle($0, &call.args) } ?? false
            call.add(.clipShape(kind.filling(evenOdd: evenOdd)))
        },
        // iOS 15's `mask(alignment:) { … }` and the deprecated `mask(_ view)`: the mask's views
        // are `<view>/mask/…`, laid out as an overlay's.
        ModifierRule("mask", labels: ["alignment"]) { call in
            let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
            let path = call.path, it = call.it, location = call.location
            var views: [ViewNode]
            if let c = call.args.takeClosure(nil) {
                views = try it.buildClosure(c, base: path)
            } else {
                let arg = try call.args.required(nil) { $0.take($1) }
                views = try it.withPath(path) {
                    if case .enumCase = arg.value { return [try it.colorView(arg.value, at: arg.location)] }
                    return try it.views(from: arg.value, at: path, location: arg.location)
                }
            }
            call.add(.mask(views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: path, location: location), alignment: alignment))
        },
        ModifierRule("clipped") { call in call.add(.clipped) },
        // `border(_ content: some ShapeStyle, width: CGFloat = 1)`: a rectangle stroked inside
        // the view's frame, over the view, as `overlay(Rectangle().strokeBorder(content, lineWidth: width))`.
        ModifierRule("border", labels: ["width"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let style = try Colors.shapeStyle(from: arg.value, at: arg.location)
            var line = StrokeLineStyle()
            line.isBorder = true
            let stroke = Stroke(style: style, lineWidth: try call.args.double("width") ?? 1, lineStyle: line)
            call.add(.overlay(ViewNode(kind: .shape(.rectangle, fill: nil, stroke: stroke), identity: call.path, location: call.location),
                              alignment: .center))
        },
        // iOS 17: the shape `ContainerRelativeShape`s inside take.
        ModifierRule("containerShape") { call in
            let arg = try ShapeViews.shape(try call.args.required(nil) { $0.take($1) }, it: call.it)
            guard case let .host(SwiftUIValue.view(shapeNode)) = arg.value, case let .shape(kind, _, _) = shapeNode.kind else {
                throw call.args.wrongType(arg, expected: "a shape")
            }
            call.add(.containerShape(kind))
        },
        ModifierRule("cornerRadius") { call in call.add(.cornerRadius(try call.args.required(nil) { try $0.double($1) })) },
        ModifierRule("opacity") { call in call.add(.opacity(try call.args.required(nil) { try $0.double($1) })) },
        ModifierRule("shadow", labels: ["color", "radius", "x", "y"]) { call in
            let color = try call.args.take("color").map { try Colors.color(from: $0.value, at: $0.location) }
                ?? Color(red: 0, green: 0, blue: 0, opacity: 0.33)
            call.add(.shadow(color: color, radius: try call.args.required("radius") { try $0.double($1) },
                             x: try call.args.double("x") ?? 0, y: try call.args.double("y") ?? 0))
        },
    ]

    /// `background(_ view, alignment:)`, `background(alignment:) { … }`, a shape style
    /// (`background(.ultraThinMaterial)`, `background(Color.red)`), or a style in a shape
    /// (`background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))`); views made
    /// here are children of the decorated view (`<view>/background`).
    ///
    /// A shape style on its own fills the view's frame and, as iOS 15's
    /// `background(_:ignoresSafeAreaEdges: .all)` does, reaches past the safe area on every edge
    /// the view touches; `ignoresSafeAreaEdges: []` keeps it inside. In a shape (`in:`) it does
    /// not reach.
    private static func decoration(_ call: inout ModifierCall) throws -> (ViewNode, Alignment) {
        let alignment = try Enumerations.alignment(call.args.take("alignment")) ?? .center
        let path = call.path, it = call.it, location = call.location
        if let c = call.args.takeClosure(nil) ?? call.args.takeClosure("content") {
            let nodes = try it.buildClosure(c, base: path)
            return (nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: path, location: location), alignment)
        }
        let arg = try call.args.required(nil) { $0.take($1) }
        let shape = try call.args.take("in").map { try ShapeViews.shape($0, it: call.it) }
        let evenOdd = try call.args.take("fillStyle").map { try ShapeModifiers.fillStyle($0, &call.args) } ?? false
        let edges = try call.args.take("ignoresSafeAreaEdges").map { try Enumerations.edges($0) }
        if let shape {
            guard case let .host(SwiftUIValue.view(shapeNode)) = shape.value, case var .shape(kind, _, _) = shapeNode.kind else {
                throw call.args.wrongType(shape, expected: "a shape")
            }
            kind = kind.filling(evenOdd: evenOdd)
            let style = try Colors.shapeStyle(from: arg.value, at: arg.location)
            return (ViewNode(kind: .shape(kind, fill: style, stroke: nil), identity: path, location: arg.location), alignment)
        }
        var views = try it.withPath(path) {
            if case .enumCase = arg.value { return [try it.colorView(arg.value, at: arg.location)] }
            return try it.views(from: arg.value, at: path, location: arg.location)
        }
        if isShapeStyle(arg.value) {
            let reach = edges ?? Set(Edge.allCases)
            if !reach.isEmpty { views = views.map { v in var v = v; v.modifiers.append(.backgroundReach(edges: reach)); return v } }
        }
        return (views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: path, location: location), alignment)
    }

    /// Whether a decoration's value is a shape style (a colour, a gradient, a material), which
    /// SwiftUI takes through `background(_:ignoresSafeAreaEdges:)`, rather than a view.
    private static func isShapeStyle(_ value: Value) -> Bool {
        switch value {
        case .host(SwiftUIValue.color), .host(SwiftUIValue.shapeStyle), .enumCase: true
        default: false
        }
    }
}
