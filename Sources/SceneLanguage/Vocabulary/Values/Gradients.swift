import SwiftCore
import Drawing
import Geometry
import ViewTree

/// Gradients and shape styles made by a call: `LinearGradient`, `RadialGradient`,
/// `EllipticalGradient`, `AngularGradient` (each from `colors:`, `stops:` or a `gradient:`),
/// `Gradient(colors:)` / `Gradient(stops:)` (a gradient on its own fills top to bottom, as
/// SwiftUI's `Gradient` shape style does), `Gradient.Stop(color:location:)` and
/// `AnyShapeStyle(_:)`.
enum Gradients {
    static let rules: [ValueRule] = [
        ValueRule("LinearGradient") { args, _ in try linear(&args) },
        ValueRule("RadialGradient") { args, _ in try radial(&args) },
        ValueRule("EllipticalGradient") { args, _ in try elliptical(&args) },
        ValueRule("AngularGradient") { args, _ in try angular(&args) },
        ValueRule("Gradient") { args, _ in
            let stops = try Gradients.stops(&args, callee: "Gradient")
            try args.finish(known: ["colors", "stops"])
            return .shapeStyle(.gradient(GradientPaint(.linear(start: .top, end: .bottom), stops: stops)))
        },
        ValueRule("Gradient.Stop") { args, _ in try stopValue(&args) },
        ValueRule("AnyShapeStyle") { args, _ in
            let arg = try args.required(nil) { $0.take($1) }
            try args.finish(known: [])
            return .shapeStyle(try Colors.shapeStyle(from: arg.value, at: arg.location))
        },
    ]

    /// `.linearGradient(colors:startPoint:endPoint:)` and its siblings where a shape style is
    /// expected: iOS 16's `ShapeStyle` statics, each the same gradient as its type's initializer.
    static func leadingDot(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> ShapeStyle? {
        let make: ((inout Arguments) throws -> Value)? = switch name {
        case "linearGradient": linear
        case "radialGradient": radial
        case "ellipticalGradient": elliptical
        case "angularGradient", "conicGradient": angular
        default: nil
        }
        guard let make else { return nil }
        var args = Arguments(values, callee: name, at: location)
        guard case let .host(SwiftUIValue.shapeStyle(style)) = try make(&args) else { return nil }
        return style
    }

    static func linear(_ args: inout Arguments) throws -> Value {
        let stops = try Gradients.stops(&args, callee: "LinearGradient")
        let start = try Enumerations.unitPoint(args.take("startPoint")) ?? .top
        let end = try Enumerations.unitPoint(args.take("endPoint")) ?? .bottom
        try args.finish(known: ["colors", "stops", "gradient", "startPoint", "endPoint"])
        return .shapeStyle(.gradient(GradientPaint(.linear(start: start, end: end), stops: stops)))
    }

    static func radial(_ args: inout Arguments) throws -> Value {
        let stops = try Gradients.stops(&args, callee: "RadialGradient")
        let center = try Enumerations.unitPoint(args.take("center")) ?? .center
        let startRadius = try args.double("startRadius") ?? 0
        let endRadius = try args.required("endRadius") { try $0.double($1) }
        try args.finish(known: ["colors", "stops", "gradient", "center", "startRadius", "endRadius"])
        return .shapeStyle(.gradient(GradientPaint(.radial(center: center, startRadius: startRadius, endRadius: endRadius), stops: stops)))
    }

    static func elliptical(_ args: inout Arguments) throws -> Value {
        let stops = try Gradients.stops(&args, callee: "EllipticalGradient")
        let center = try Enumerations.unitPoint(args.take("center")) ?? .center
        let start = try args.double("startRadiusFraction") ?? 0
        let end = try args.double("endRadiusFraction") ?? 0.5
        try args.finish(known: ["colors", "stops", "gradient", "center", "startRadiusFraction", "endRadiusFraction"])
        return .shapeStyle(.gradient(GradientPaint(.elliptical(center: center, startFraction: start, endFraction: end), stops: stops)))
    }

    static func angular(_ args: inout Arguments) throws -> Value {
        let stops = try Gradients.stops(&args, callee: "AngularGradient")
        let center = try Enumerations.unitPoint(args.take("center")) ?? .center
        var start = try Angles.radians(args.take("startAngle"), &args) ?? 0
        var end = try Angles.radians(args.take("endAngle"), &args) ?? start
        // `AngularGradient(gradient:center:angle:)`: a whole turn starting at `angle`.
        if let angle = try Angles.radians(args.take("angle"), &args) { (start, end) = (angle, angle + 2 * .pi) }
        if end == start { end = start + 2 * .pi }
        try args.finish(known: ["colors", "stops", "gradient", "center", "startAngle", "endAngle", "angle"])
        return .shapeStyle(.gradient(GradientPaint(.angular(center: center, startAngle: start, endAngle: end), stops: stops)))
    }

    /// A gradient's stops, from `colors:` (evenly spaced), `stops:` or `gradient:`.
    static func stops(_ args: inout Arguments, callee: String) throws -> [GradientStop] {
        if let arg = args.take("colors") ?? (callee == "Gradient" ? args.take(nil) : nil) {
            guard case let .array(items) = arg.value else { throw args.wrongType(arg, expected: "an array of colours") }
            let colors = try items.map { try Colors.color(from: $0, at: arg.location) }
            return GradientPaint(.linear(start: .top, end: .bottom), colors: colors).stops
        }
        if let arg = args.take("stops") {
            guard case let .array(items) = arg.value else { throw args.wrongType(arg, expected: "an array of 'Gradient.Stop'") }
            return try items.map { try stop($0, at: arg.location, &args) }
        }
        if let arg = args.take("gradient") {
            if case let .host(SwiftUIValue.shapeStyle(.gradient(g))) = arg.value { return g.stops }
            throw args.wrongType(arg, expected: "a 'Gradient'")
        }
        throw EvalError(.missingArgument("colors:", callee: callee), at: args.location)
    }

    /// `Gradient.Stop(color:location:)` or `.init(color:location:)` in a `stops:` array.
    private static func stop(_ value: Value, at location: SourceLocation, _ outer: inout Arguments) throws -> GradientStop {
        var value = value
        if case let .enumCase("init", items) = value {
            var inner = Arguments(items, callee: "Gradient.Stop", at: location)
            value = try stopValue(&inner)
        }
        guard case let .tuple(items) = value, items.first?.label == "gradientStop",
              case let .host(SwiftUIValue.color(color))? = items.first(where: { $0.label == "color" })?.value,
              case let .double(loc)? = items.first(where: { $0.label == "location" })?.value else {
            throw outer.wrongType(ArgValue(label: "stops", value: value, location: location), expected: "a 'Gradient.Stop'")
        }
        return GradientStop(color: color, location: loc)
    }

    private static func stopValue(_ args: inout Arguments) throws -> Value {
        let colorArg = try args.required("color") { $0.take($1) }
        let color = try Colors.color(from: colorArg.value, at: colorArg.location)
        let location = try args.required("location") { try $0.double($1) }
        try args.finish(known: ["color", "location"])
        return .tuple([("gradientStop", .bool(true)), ("color", .color(color)), ("location", .double(location))])
    }
}
