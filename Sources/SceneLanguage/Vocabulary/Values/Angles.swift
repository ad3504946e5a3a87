import SwiftCore
import Drawing
import Foundation
import Geometry
import ViewTree

/// The values geometry effects take: `Angle` (`.degrees(45)`, `.radians(.pi)`,
/// `Angle(degrees:)`, `.zero`), a rotation axis `(x:y:z:)`, a scale (a number or
/// `CGSize(width:height:)`), and `CGAffineTransform` / `ProjectionTransform` values.
enum Angles {
    static let rules: [ValueRule] = [
        ValueRule("Angle") { args, _ in
            let radians = try args.double("radians") ?? (try args.double("degrees")).map { $0 * .pi / 180 } ?? 0
            try args.finish(known: ["degrees", "radians"])
            return .enumCase("radians", [ArgValue(label: nil, value: .double(radians), location: args.location)])
        },
        ValueRule("CGSize") { args, _ in
            let width = try args.double("width") ?? 0, height = try args.double("height") ?? 0
            try args.finish(known: ["width", "height"])
            return .tuple([("width", .double(width)), ("height", .double(height))])
        },
        ValueRule("CGAffineTransform") { args, _ in matrixValue(try affine(&args)) },
        ValueRule("ProjectionTransform") { args, _ in
            if let arg = args.take(nil) {
                let m = try transform(arg, &args) ?? .identity
                try args.finish(known: [])
                return matrixValue(m)
            }
            return matrixValue(ProjectionTransform.identity)
        },
    ]

    /// An `Angle` argument, in radians.
    static func radians(_ arg: ArgValue?, _ args: inout Arguments) throws -> Double? {
        guard let arg else { return nil }
        guard case let .enumCase(name, values) = arg.value else { throw args.wrongType(arg, expected: "an 'Angle'") }
        func number() throws -> Double {
            guard let first = values.first else { throw args.wrongType(arg, expected: "an 'Angle'") }
            switch first.value {
            case let .int(i): return Double(i)
            case let .double(d): return d
            case .enumCase("pi", _): return .pi
            default: throw args.wrongType(first, expected: "a number")
            }
        }
        switch name {
        case "degrees": return try number() * .pi / 180
        case "radians": return try number()
        case "zero": return 0
        default: throw args.wrongType(arg, expected: "an 'Angle' ('.degrees(…)' or '.radians(…)')")
        }
    }

    /// `scaleEffect`'s scale: one number for both axes, or a `CGSize`.
    static func scale(_ arg: ArgValue, _ args: inout Arguments) throws -> (Double, Double) {
        switch arg.value {
        case let .int(i): return (Double(i), Double(i))
        case let .double(d): return (d, d)
        case let .tuple(items):
            let width = number(items, "width"), height = number(items, "height")
            if let width, let height { return (width, height) }
        default: break
        }
        throw args.wrongType(arg, expected: "a number or a 'CGSize'")
    }

    /// A rotation axis, `(x: 0, y: 1, z: 0)`.
    static func axis(_ arg: ArgValue?, _ args: inout Arguments) throws -> GeometryEffect.Axis3D? {
        guard let arg else { return nil }
        guard case let .tuple(items) = arg.value, let x = number(items, "x"), let y = number(items, "y"),
              let z = number(items, "z") else { throw args.wrongType(arg, expected: "an axis '(x:y:z:)'") }
        return GeometryEffect.Axis3D(x: x, y: y, z: z)
    }

    /// A `CGAffineTransform` or `ProjectionTransform` value (`.identity` included).
    static func transform(_ arg: ArgValue?, _ args: inout Arguments) throws -> ProjectionTransform? {
        guard let arg else { return nil }
        if case .enumCase("identity", _) = arg.value { return .identity }
        guard case let .tuple(items) = arg.value else { throw args.wrongType(arg, expected: "a 'CGAffineTransform'") }
        let m = ["m11", "m12", "m13", "m21", "m22", "m23", "m31", "m32", "m33"].map { number(items, $0) }
        guard m.allSatisfy({ $0 != nil }) else { throw args.wrongType(arg, expected: "a 'CGAffineTransform'") }
        let v = m.map { $0! }
        return ProjectionTransform(m11: v[0], m12: v[1], m13: v[2], m21: v[3], m22: v[4], m23: v[5],
                                   m31: v[6], m32: v[7], m33: v[8])
    }

    /// `CGAffineTransform(rotationAngle:)`, `(scaleX:y:)`, `(translationX:y:)` or
    /// `(a:b:c:d:tx:ty:)`.
    private static func affine(_ args: inout Arguments) throws -> ProjectionTransform {
        let known = ["rotationAngle", "scaleX", "y", "translationX", "a", "b", "c", "d", "tx", "ty"]
        var result = ProjectionTransform.identity
        if let angle = try args.double("rotationAngle") {
            result = .rotation(angle)
        } else if let sx = try args.double("scaleX") {
            result = .scale(sx, try args.double("y") ?? 1)
        } else if let dx = try args.double("translationX") {
            result = .translation(dx, try args.double("y") ?? 0)
        } else if let a = try args.double("a") {
            result = ProjectionTransform(a: a, b: try args.double("b") ?? 0, c: try args.double("c") ?? 0,
                                         d: try args.double("d") ?? 1, tx: try args.double("tx") ?? 0,
                                         ty: try args.double("ty") ?? 0)
        }
        try args.finish(known: known)
        return result
    }

    private static func matrixValue(_ m: ProjectionTransform) -> Value {
        .tuple([("m11", .double(m.m11)), ("m12", .double(m.m12)), ("m13", .double(m.m13)),
                ("m21", .double(m.m21)), ("m22", .double(m.m22)), ("m23", .double(m.m23)),
                ("m31", .double(m.m31)), ("m32", .double(m.m32)), ("m33", .double(m.m33))])
    }

    private static func number(_ items: [(label: String?, value: Value)], _ label: String) -> Double? {
        switch items.first(where: { $0.label == label })?.value {
        case let .int(i)?: return Double(i)
        case let .double(d)?: return d
        default: return nil
        }
    }
}
