import SwiftCore
import Drawing
import Geometry
import ViewTree

/// iOS 26's `glassEffect(_:in:isEnabled:)`: the view gets a glass background in a shape
/// (a capsule by default). Glass refracts and catches light as the device moves; Matchcut
/// draws it as a lightly tinted, lightly blurred material with a light rim (MaterialRecipe),
/// and says so with a located note (docs/drawing.md, "Materials").
enum MaterialModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("glassEffect", labels: ["in", "isEnabled"]) { call in
            let glass = try call.args.take(nil).map { try Glasses.style(from: $0.value, at: $0.location) }
                ?? .material(.glass, tint: nil)
            let kind: ShapeKind
            if let shape = try call.args.take("in").map({ try ShapeViews.shape($0, it: call.it) }) {
                guard case let .host(SwiftUIValue.view(node)) = shape.value, case let .shape(k, _, _) = node.kind else {
                    throw call.args.wrongType(shape, expected: "a shape")
                }
                kind = k
            } else {
                kind = .capsule(style: .continuous)
            }
            let enabled = try call.args.bool("isEnabled") ?? true
            // `.identity` and `isEnabled: false` draw no glass.
            guard enabled, case .material = glass else { return }
            call.it.diagnostics.add(.approximatedView("glassEffect", as: "a blurred, lightly tinted material with a light rim (no refraction)"),
                                    at: call.location)
            let background = ViewNode(kind: .shape(kind, fill: glass, stroke: nil), identity: call.path, location: call.location)
            call.add(.background(background, alignment: .center))
        },
    ]
}

/// `Glass` values: `.regular`, `.clear`, `.identity`, and their `tint(_:)` and
/// `interactive(_:)` (interaction changes nothing a still frame shows).
enum Glasses {
    /// The material a glass value stands for; `.identity` is no glass (nil style).
    static func style(from value: Value, at location: SourceLocation) throws -> ShapeStyle {
        switch value {
        case .enumCase("regular", let a) where a.isEmpty: return .material(.glass, tint: nil)
        case .enumCase("clear", let a) where a.isEmpty: return .material(.clearGlass, tint: nil)
        case .enumCase("identity", let a) where a.isEmpty: return .color(.clear)
        case let .host(SwiftUIValue.shapeStyle(s)): return s
        default:
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "glassEffect", expected: "a 'Glass' (.regular, .clear)",
                                               found: value.kindDescription), at: location)
        }
    }

    /// `glass.tint(color)` and `glass.interactive()`; nil when `base.name` is not a glass's.
    static func method(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        guard name == "tint" || name == "interactive" else { return nil }
        var style: MaterialStyle, tint: Color?
        switch base {
        case .enumCase("regular", let a) where a.isEmpty: style = .glass
        case .enumCase("clear", let a) where a.isEmpty: style = .clearGlass
        case let .host(SwiftUIValue.shapeStyle(.material(s, t))) where s == .glass || s == .clearGlass: (style, tint) = (s, t)
        default: return nil
        }
        var args = Arguments(values, callee: name, at: location)
        if name == "tint" {
            tint = try args.take(nil).map { try Colors.color(from: $0.value, at: $0.location) }
        } else {
            _ = try args.bool(nil)
        }
        try args.finish(known: [])
        return .shapeStyle(.material(style, tint: tint))
    }
}
