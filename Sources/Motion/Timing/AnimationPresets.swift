/// SwiftUI's named animations with their defaults (reference §1.1–§1.3), for code that builds
/// a `MotionPlan` without the scene language. The scene language maps the same names to
/// `AnimationSpec`s with the same values.
extension Animation {
    /// The duration Bezier curves take when none is given.
    public static let defaultBezierDuration = 0.35

    public static func linear(duration: Double = defaultBezierDuration) -> Animation {
        Animation(curve: .bezier(.linear, duration: duration), label: ".linear")
    }

    public static func easeIn(duration: Double = defaultBezierDuration) -> Animation {
        Animation(curve: .bezier(.easeIn, duration: duration), label: ".easeIn")
    }

    public static func easeOut(duration: Double = defaultBezierDuration) -> Animation {
        Animation(curve: .bezier(.easeOut, duration: duration), label: ".easeOut")
    }

    public static func easeInOut(duration: Double = defaultBezierDuration) -> Animation {
        Animation(curve: .bezier(.easeInOut, duration: duration), label: ".easeInOut")
    }

    public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double,
                                   duration: Double = defaultBezierDuration) -> Animation {
        Animation(curve: .bezier(UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration), label: ".timingCurve")
    }

    /// `spring(response:dampingFraction:blendDuration:)`, current SDK defaults 0.5 / 0.825.
    /// The blend duration is accepted and not modelled (docs/motion.md).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                              blendDuration: Double = 0) -> Animation {
        Animation(curve: .spring(SpringCurve(response: response, dampingFraction: dampingFraction)), label: ".spring")
    }

    /// `spring(duration:bounce:)`; `.spring` with no arguments is `spring(duration: 0.5, bounce: 0)`.
    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(curve: .spring(SpringCurve(duration: duration, bounce: bounce)), label: ".spring")
    }

    /// `.smooth`: base bounce 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(curve: .spring(SpringCurve(duration: duration, bounce: extraBounce)), label: ".smooth")
    }

    /// `.snappy`: base bounce 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(curve: .spring(SpringCurve(duration: duration, bounce: 0.15 + extraBounce)), label: ".snappy")
    }

    /// `.bouncy`: base bounce 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(curve: .spring(SpringCurve(duration: duration, bounce: 0.3 + extraBounce)), label: ".bouncy")
    }

    /// `interactiveSpring(response:dampingFraction:blendDuration:)`: 0.15 / 0.86 / 0.25.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation {
        Animation(curve: .spring(SpringCurve(response: response, dampingFraction: dampingFraction)),
                  label: ".interactiveSpring")
    }

    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`: does not merge.
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                           initialVelocity: Double = 0) -> Animation {
        Animation(curve: .spring(SpringCurve(mass: mass, stiffness: stiffness, damping: damping,
                                             initialVelocity: initialVelocity)),
                  label: ".interpolatingSpring", retargeting: .combine)
    }

    /// `interpolatingSpring(duration:bounce:initialVelocity:)`: does not merge.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0,
                                           initialVelocity: Double = 0) -> Animation {
        Animation(curve: .spring(SpringCurve(duration: duration, bounce: bounce, initialVelocity: initialVelocity)),
                  label: ".interpolatingSpring", retargeting: .combine)
    }

    /// `Animation.default` on iOS 17 and later: the critically damped `.spring`, response 0.5
    /// (reference §1.2; Apple's page says 0.55, the iOS 26 binary 0.5; Matchcut follows the binary).
    public static let `default` = Animation(curve: .spring(SpringCurve(duration: 0.5, bounce: 0)), label: ".default")

    /// `delay(_:)`: starts `seconds` later.
    public func delay(_ seconds: Double) -> Animation {
        Animation(curve: curve, delay: delay + seconds, speed: speed, label: label + ".delay", retargeting: retargeting)
    }

    /// `speed(_:)`: runs `factor` times as fast (the delay is not scaled, as in SwiftUI).
    public func speed(_ factor: Double) -> Animation {
        Animation(curve: curve, delay: delay, speed: speed * factor, label: label + ".speed", retargeting: retargeting)
    }
}
