import SwiftCore
import Drawing
import ViewTree

/// `fill(_:style:)`, `stroke(_:lineWidth:)`, `stroke(_:style:)`, `strokeBorder(…)` and
/// `trim(from:to:)` on a shape; with no style, the foreground style.
enum ShapeModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("fill", labels: ["lineWidth", "style"]) { call in
            guard case var .shape(kind, _, stroke) = call.node.kind else { throw call.notApplicable }
            // `FillStyle(eoFill:antialiased:)`: the even-odd rule changes what a path or a
            // custom shape that crosses itself (or holds one subpath in another) covers; every
            // built-in shape is one simple outline, which either rule fills alike.
            if let evenOdd = try call.args.take("style").map({ try fillStyle($0, &call.args) }) { kind = kind.filling(evenOdd: evenOdd) }
            call.node.kind = .shape(kind, fill: try style(&call), stroke: stroke)
        },
        ModifierRule("stroke", labels: ["lineWidth", "style", "antialiased"]) { call in
            guard case let .shape(kind, fill, _) = call.node.kind else { throw call.notApplicable }
            call.node.kind = .shape(kind, fill: fill, stroke: try stroke(&call, isBorder: false))
        },
        ModifierRule("strokeBorder", labels: ["lineWidth", "style", "antialiased"]) { call in
            guard case let .shape(kind, fill, _) = call.node.kind else { throw call.notApplicable }
            call.node.kind = .shape(kind, fill: fill, stroke: try stroke(&call, isBorder: true))
        },
        ModifierRule("trim", labels: ["from", "to"]) { call in
            guard case let .shape(kind, fill, stroke) = call.node.kind else { throw call.notApplicable }
            let from = try call.args.double("from") ?? 0, to = try call.args.double("to") ?? 1
            call.node.kind = .shape(.trimmed(kind, from: from, to: to), fill: fill, stroke: stroke)
        },
    ]

    private static func style(_ call: inout ModifierCall) throws -> ShapeStyle {
        try call.args.take(nil).map { try Colors.shapeStyle(from: $0.value, at: $0.location) } ?? .hierarchical(level: 0)
    }

    /// `stroke(_ content, lineWidth: 1)` or `stroke(_ content, style: StrokeStyle(…))`.
    private static func stroke(_ call: inout ModifierCall, isBorder: Bool) throws -> Stroke {
        let content = try style(&call)
        _ = try call.args.bool("antialiased")
        var lineWidth = try call.args.double("lineWidth") ?? 1
        var line = StrokeLineStyle()
        if let arg = call.args.take("style") {
            (lineWidth, line) = try strokeStyle(arg, &call.args)
        }
        line.isBorder = isBorder
        return Stroke(style: content, lineWidth: lineWidth, lineStyle: line)
    }

    /// A `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)` value.
    private static func strokeStyle(_ arg: ArgValue, _ args: inout Arguments) throws -> (Double, StrokeLineStyle) {
        // `style: .init(lineWidth: 4, lineCap: .round)`: the parameter's type makes it a StrokeStyle.
        var value = arg.value
        if case let .enumCase("init", values) = value {
            var inner = Arguments(values, callee: "StrokeStyle", at: arg.location)
            value = try ShapeStyles.strokeStyle(&inner)
        }
        guard case let .tuple(items) = value, items.first?.label == "strokeStyle" else {
            throw args.wrongType(arg, expected: "a 'StrokeStyle'")
        }
        var width = 1.0, line = StrokeLineStyle()
        for (label, value) in items.dropFirst() {
            switch (label, value) {
            case let ("lineWidth", .double(d)): width = d
            case let ("miterLimit", .double(d)): line.miterLimit = d
            case let ("dashPhase", .double(d)): line.dashPhase = d
            case let ("lineCap", .string(s)): line.cap = StrokeLineStyle.Cap(rawValue: s) ?? .butt
            case let ("lineJoin", .string(s)): line.join = StrokeLineStyle.Join(rawValue: s) ?? .miter
            case let ("dash", .array(values)):
                line.dash = values.compactMap { if case let .double(d) = $0 { d } else if case let .int(i) = $0 { Double(i) } else { nil } }
            default: break
            }
        }
        return (width, line)
    }

    /// A `FillStyle(eoFill:antialiased:)` value: whether it fills by the even-odd rule.
    static func fillStyle(_ arg: ArgValue, _ args: inout Arguments) throws -> Bool {
        guard case let .tuple(items) = arg.value, items.first?.label == "fillStyle" else {
            throw args.wrongType(arg, expected: "a 'FillStyle'")
        }
        if case .bool(true)? = items.first(where: { $0.label == "eoFill" })?.value { return true }
        return false
    }
}

/// `StrokeStyle(…)` and `FillStyle(…)` values, as tagged tuples the shape modifiers read.
enum ShapeStyles {
    static let rules: [ValueRule] = [
        ValueRule("StrokeStyle") { args, _ in try strokeStyle(&args) },
        // `RectangleCornerRadii(topLeading:bottomLeading:bottomTrailing:topTrailing:)`, each 0 unless given.
        ValueRule("RectangleCornerRadii") { args, _ in
            var items: [(label: String?, value: Value)] = [("cornerRadii", .bool(true))]
            for label in ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"] {
                items.append((label, .double(try args.double(label) ?? 0)))
            }
            try args.finish(known: ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"])
            return .tuple(items)
        },
        // `AnimatablePair(first, second)`: a custom shape's two animatable values (CustomShapes).
        ValueRule("AnimatablePair") { args, _ in
            let first = try args.required(nil) { $0.take($1) }, second = try args.required(nil) { $0.take($1) }
            try args.finish(known: [])
            return .tuple([("animatablePair", .bool(true)), ("first", first.value), ("second", second.value)])
        },
        ValueRule("FillStyle") { args, _ in
            let evenOdd = try args.bool("eoFill") ?? false
            _ = try args.bool("antialiased")
            try args.finish(known: ["eoFill", "antialiased"])
            return .tuple([("fillStyle", .bool(true)), ("eoFill", .bool(evenOdd))])
        },
    ]
}

extension ShapeStyles {
    /// A `StrokeStyle(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)` as the tagged
    /// tuple `stroke(style:)` reads.
    static func strokeStyle(_ args: inout Arguments) throws -> Value {
        var items: [(label: String?, value: Value)] = [("strokeStyle", .bool(true))]
        for label in ["lineWidth", "miterLimit", "dashPhase"] {
            if let d = try args.double(label) { items.append((label, .double(d))) }
        }
        for (label, allowed) in [("lineCap", ["butt", "round", "square"]), ("lineJoin", ["miter", "round", "bevel"])] {
            if let arg = args.take(label) {
                guard case let .enumCase(name, _) = arg.value, allowed.contains(name) else {
                    throw args.wrongType(arg, expected: "one of " + allowed.map { "'.\($0)'" }.joined(separator: ", "))
                }
                items.append((label, .string(name)))
            }
        }
        if let dash = args.take("dash") {
            guard case .array = dash.value else { throw args.wrongType(dash, expected: "an array of lengths") }
            items.append(("dash", dash.value))
        }
        try args.finish(known: ["lineWidth", "lineCap", "lineJoin", "miterLimit", "dash", "dashPhase"])
        return .tuple(items)
    }
}
