import SwiftCore
import Drawing
import Geometry
import ViewTree

/// Geometry effects, applied after layout to the view as drawn: `scaleEffect`,
/// `rotationEffect`, `rotation3DEffect`, `transformEffect`, `projectionEffect`; and layer
/// effects, on the view drawn as a whole: `blur`, the colour filters, `blendMode`,
/// `compositingGroup`, `drawingGroup`.
enum EffectModifiers {
    static let rules: [ModifierRule] = geometry + layers

    static let layers: [ModifierRule] = [
        ModifierRule("blur", labels: ["radius", "opaque"]) { call in
            let radius = try call.args.required("radius") { try $0.double($1) }
            call.add(.layerEffect(.blur(radius: radius, opaque: try call.args.bool("opaque") ?? false)))
        },
        amount("brightness", LayerEffect.brightness), amount("contrast", LayerEffect.contrast),
        amount("saturation", LayerEffect.saturation), amount("grayscale", LayerEffect.grayscale),
        ModifierRule("hueRotation") { call in
            let angle = try call.args.required(nil) { args, label in try Angles.radians(args.take(label), &args) }
            call.add(.layerEffect(.hueRotation(radians: angle)))
        },
        ModifierRule("colorMultiply") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            call.add(.layerEffect(.colorMultiply(try Colors.color(from: arg.value, at: arg.location))))
        },
        ModifierRule("colorInvert") { call in call.add(.layerEffect(.colorInvert)) },
        ModifierRule("luminanceToAlpha") { call in call.add(.layerEffect(.luminanceToAlpha)) },
        ModifierRule("compositingGroup") { call in call.add(.layerEffect(.compositingGroup)) },
        ModifierRule("drawingGroup", labels: ["opaque", "colorMode"]) { call in
            _ = try call.args.bool("opaque")
            _ = call.args.take("colorMode")
            call.add(.layerEffect(.compositingGroup))
        },
        ModifierRule("blendMode") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard case let .enumCase(name, _) = arg.value, let mode = BlendMode(rawValue: name) else {
                throw call.args.wrongType(arg, expected: "a 'BlendMode' (" + BlendMode.allCases.map { "'.\($0.rawValue)'" }.joined(separator: ", ") + ")")
            }
            call.add(.layerEffect(.blendMode(mode)))
        },
    ]

    private static func amount(_ name: String, _ make: @escaping @Sendable (Double) -> LayerEffect) -> ModifierRule {
        ModifierRule(name) { call in call.add(.layerEffect(make(try call.args.required(nil) { try $0.double($1) }))) }
    }

    static let geometry: [ModifierRule] = [
        ModifierRule("scaleEffect", labels: ["x", "y", "anchor"]) { call in
            let anchor = try Enumerations.unitPoint(call.args.take("anchor")) ?? .center
            if let scale = call.args.take(nil) {
                let (x, y) = try Angles.scale(scale, &call.args)
                call.add(.geometryEffect(.scale(x: x, y: y, anchor: anchor)))
            } else {
                call.add(.geometryEffect(.scale(x: try call.args.double("x") ?? 1, y: try call.args.double("y") ?? 1,
                                                anchor: anchor)))
            }
        },
        ModifierRule("rotationEffect", labels: ["anchor"]) { call in
            let angle = try call.args.required(nil) { args, label in try Angles.radians(args.take(label), &args) }
            let anchor = try Enumerations.unitPoint(call.args.take("anchor")) ?? .center
            call.add(.geometryEffect(.rotation(radians: angle, anchor: anchor)))
        },
        ModifierRule("rotation3DEffect", labels: ["axis", "anchor", "anchorZ", "perspective"]) { call in
            let angle = try call.args.required(nil) { args, label in try Angles.radians(args.take(label), &args) }
            let axis = try call.args.required("axis") { args, label in try Angles.axis(args.take(label), &args) }
            let anchor = try Enumerations.unitPoint(call.args.take("anchor")) ?? .center
            call.add(.geometryEffect(.rotation3D(radians: angle, axis: axis, anchor: anchor,
                                                 anchorZ: try call.args.double("anchorZ") ?? 0,
                                                 perspective: try call.args.double("perspective") ?? 1)))
        },
        ModifierRule("transformEffect") { call in
            let matrix = try call.args.required(nil) { args, label in try Angles.transform(args.take(label), &args) }
            call.add(.geometryEffect(.transform(matrix)))
        },
        ModifierRule("projectionEffect") { call in
            let matrix = try call.args.required(nil) { args, label in try Angles.transform(args.take(label), &args) }
            call.add(.geometryEffect(.transform(matrix)))
        },
    ]
}
