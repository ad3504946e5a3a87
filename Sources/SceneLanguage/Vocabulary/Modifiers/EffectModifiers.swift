import Geometry
import ViewTree

/// Geometry effects, applied after layout to the view as drawn: `scaleEffect`,
/// `rotationEffect`, `rotation3DEffect`, `transformEffect`, `projectionEffect`.
enum EffectModifiers {
    static let rules: [ModifierRule] = [
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
