import SwiftCore
import ViewTree

/// `Animation` values → `AnimationSpec`, with SwiftUI's defaults (reference §1).
enum Animations {
    static let bezierDefaultDuration = 0.35
    static let curves: [String: (Double, Double, Double, Double)] = [
        "linear": (0, 0, 1, 1), "easeIn": (0.42, 0, 1, 1), "easeOut": (0, 0, 0.58, 1), "easeInOut": (0.42, 0, 0.58, 1),
    ]
    static let names = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve", "spring", "smooth", "snappy",
                        "bouncy", "interactiveSpring", "interpolatingSpring", "default"]

    /// The methods an animation takes.
    static let methods = ["delay", "speed", "repeatCount", "repeatForever"]

    /// bounce ≥ 0 → ζ = 1 − bounce; bounce < 0 → ζ = 1 / (1 + bounce).
    static func dampingFraction(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    static func spec(from value: Value, at location: SourceLocation) throws -> AnimationSpec {
        switch value {
        case let .host(SwiftUIValue.animation(a)): return a
        case let .enumCase(name, values):
            var args = Arguments(values, callee: name, at: location)
            let spec = try make(name, &args, label: label(name, values), at: location)
            return spec
        default:
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "withAnimation", expected: "an 'Animation'",
                                               found: value.kindDescription), at: location)
        }
    }

    private static func make(_ name: String, _ args: inout Arguments, label: String, at location: SourceLocation) throws -> AnimationSpec {
        func spring(_ response: Double, _ zeta: Double, _ blend: Double = 0) -> AnimationSpec {
            AnimationSpec(curve: .spring(response: response, dampingFraction: zeta, blendDuration: blend), label: label)
        }
        var known: [String] = []
        defer { _ = known }
        let spec: AnimationSpec
        switch name {
        case "linear", "easeIn", "easeOut", "easeInOut":
            let c = curves[name]!
            let d = try args.double("duration") ?? bezierDefaultDuration
            known = ["duration"]
            spec = AnimationSpec(curve: .bezier(x1: c.0, y1: c.1, x2: c.2, y2: c.3, duration: d), label: label)
        case "timingCurve":
            let x1 = try args.required(nil) { try $0.double($1) }, y1 = try args.required(nil) { try $0.double($1) }
            let x2 = try args.required(nil) { try $0.double($1) }, y2 = try args.required(nil) { try $0.double($1) }
            let d = try args.double("duration") ?? bezierDefaultDuration
            known = ["duration"]
            spec = AnimationSpec(curve: .bezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: d), label: label)
        case "default":
            spec = spring(0.5, 1.0)
        case "spring" where args.isEmpty:
            spec = spring(0.5, 1.0) // iOS 17 SDK: `.spring` = spring(duration: 0.5, bounce: 0)
        case "spring":
            if args.items.contains(where: { $0.label == "duration" || $0.label == "bounce" }) {
                let d = try args.double("duration") ?? 0.5
                let b = try args.double("bounce") ?? 0
                let blend = try args.double("blendDuration") ?? 0
                known = ["duration", "bounce", "blendDuration"]
                spec = spring(d, dampingFraction(bounce: b), blend)
            } else {
                let r = try args.double("response") ?? 0.5
                let z = try args.double("dampingFraction") ?? 0.825
                let blend = try args.double("blendDuration") ?? 0
                known = ["response", "dampingFraction", "blendDuration"]
                spec = spring(r, z, blend)
            }
        case "smooth", "snappy", "bouncy":
            let base = ["smooth": 0.0, "snappy": 0.15, "bouncy": 0.3][name]!
            let d = try args.double("duration") ?? 0.5
            let extra = try args.double("extraBounce") ?? 0
            known = ["duration", "extraBounce"]
            spec = spring(d, dampingFraction(bounce: base + extra))
        case "interactiveSpring":
            let r = try args.double("response") ?? 0.15
            let z = try args.double("dampingFraction") ?? 0.86
            let blend = try args.double("blendDuration") ?? 0.25
            known = ["response", "dampingFraction", "blendDuration"]
            spec = spring(r, z, blend)
        case "interpolatingSpring" where !args.items.contains(where: { $0.label == "stiffness" }):
            // iOS 17's `.interpolatingSpring` and `interpolatingSpring(duration:bounce:initialVelocity:)`
            // (all defaulted: 0.5 s, no bounce): the spring of that duration and bounce, as
            // `Spring(duration:bounce:)` converts them (mass 1, k = (2π/d)², c = 4πζ/d).
            let d = try args.double("duration") ?? 0.5
            let zeta = dampingFraction(bounce: try args.double("bounce") ?? 0)
            let v = try args.double("initialVelocity") ?? 0
            known = ["duration", "bounce", "initialVelocity"]
            spec = AnimationSpec(curve: .interpolatingSpring(mass: 1, stiffness: (2 * .pi / d) * (2 * .pi / d), damping: 4 * .pi * zeta / d,
                                                             initialVelocity: v), label: label)
        case "interpolatingSpring":
            let m = try args.double("mass") ?? 1
            let k = try args.required("stiffness") { try $0.double($1) }
            let c = try args.required("damping") { try $0.double($1) }
            let v = try args.double("initialVelocity") ?? 0
            known = ["mass", "stiffness", "damping", "initialVelocity"]
            spec = AnimationSpec(curve: .interpolatingSpring(mass: m, stiffness: k, damping: c, initialVelocity: v), label: label)
        default:
            throw EvalError(.unknownMember(name, type: "'Animation'", suggestion: Suggestions.closest(to: name, in: names)), at: location)
        }
        try args.finish(known: known)
        try checkSettles(spec, at: location)
        return spec
    }

    /// An animation that can never come to rest is an error at the call that made it.
    static func checkSettles(_ spec: AnimationSpec, at location: SourceLocation) throws {
        if let reason = spec.neverSettles {
            throw EvalError(.animationNeverSettles(spec.label, reason: reason), at: location)
        }
    }

    /// `.delay(_:)`, `.speed(_:)` on an animation.
    static func method(_ name: String, on spec: AnimationSpec, _ values: [ArgValue], at location: SourceLocation) throws -> AnimationSpec {
        var args = Arguments(values, callee: name, at: location)
        var s = spec
        switch name {
        case "delay": s.delay += try args.required(nil) { try $0.double($1) }
        case "speed": s.speed *= try args.required(nil) { try $0.double($1) }
        case "repeatCount":
            // SwiftUI's default: each play after the first runs back the other way.
            let count = try args.required(nil) { try $0.int($1) }
            let autoreverses = try args.bool("autoreverses") ?? true
            guard count >= 1 else {
                throw EvalError(.invalidArgument("_", callee: "repeatCount", reason: "it plays the animation \(count) times; it needs at least 1"), at: location)
            }
            s.repeats = AnimationSpec.Repeat(count: count, autoreverses: autoreverses)
        case "repeatForever":
            s.repeats = AnimationSpec.Repeat(count: nil, autoreverses: try args.bool("autoreverses") ?? true)
        default:
            throw EvalError(.unknownMember(name, type: "'Animation'", suggestion: Suggestions.closest(to: name, in: methods)), at: location)
        }
        try args.finish(known: ["autoreverses"])
        s.label += label(name, values)
        try checkSettles(s, at: location)
        return s
    }

    /// How the author wrote it: `.spring(response: 0.5, dampingFraction: 0.8)`.
    static func label(_ name: String, _ values: [ArgValue]) -> String {
        guard !values.isEmpty else { return "." + name }
        return ".\(name)(" + values.map { ($0.label.map { "\($0): " } ?? "") + $0.value.text }.joined(separator: ", ") + ")"
    }
}
