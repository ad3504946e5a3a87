import ViewTree

/// An animation: a timing curve with SwiftUI's `delay` and `speed`, and what happens when it
/// arrives while another animation runs (reference §1.5).
public struct Animation: Hashable, Sendable {
    /// How an animation that arrives while another runs takes over (reference §1.5).
    public enum Retargeting: Hashable, Sendable {
        /// Spring-family (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`,
        /// `.default`): takes over the current value and velocity and heads for the new target.
        case merge
        /// Bezier curves and `interpolatingSpring`: the running animation keeps going to its
        /// old target, and this one animates from its live value.
        case combine
    }

    public let curve: TimingCurve
    public let delay: Double
    public let speed: Double
    public let label: String
    public let retargeting: Retargeting

    /// `retargeting` defaults to `.merge` for springs and `.combine` for Bezier curves.
    public init(curve: TimingCurve, delay: Double = 0, speed: Double = 1, label: String = "",
                retargeting: Retargeting? = nil) {
        self.curve = curve
        self.delay = delay
        self.speed = speed
        self.label = label
        if let retargeting {
            self.retargeting = retargeting
        } else if case .spring = curve {
            self.retargeting = .merge
        } else {
            self.retargeting = .combine
        }
    }

    /// The curve for an animation as written.
    public init(_ spec: AnimationSpec) {
        switch spec.curve {
        case let .bezier(x1, y1, x2, y2, duration):
            self.init(curve: .bezier(UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration),
                      delay: spec.delay, speed: spec.speed, label: spec.label)
        case let .spring(response, dampingFraction, _):
            self.init(curve: .spring(SpringCurve(response: response, dampingFraction: dampingFraction)),
                      delay: spec.delay, speed: spec.speed, label: spec.label, retargeting: .merge)
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            self.init(curve: .spring(SpringCurve(mass: mass, stiffness: stiffness, damping: damping,
                                                 initialVelocity: initialVelocity)),
                      delay: spec.delay, speed: spec.speed, label: spec.label, retargeting: .combine)
        }
    }

    /// Seconds from the start until progress is exactly 1.
    public var duration: Double { delay + curve.duration / speed }

    /// Progress at `elapsed` seconds since the animation was started.
    public func progress(at elapsed: Double) -> Double {
        curve.progress(at: (elapsed - delay) * speed)
    }

    /// Progress per second at `elapsed` seconds since the start.
    public func velocity(at elapsed: Double) -> Double {
        curve.velocity(at: (elapsed - delay) * speed) * speed
    }

    /// For a merged spring: the displacement, per unit of initial velocity (points per second),
    /// that the carried-over velocity adds at `elapsed` (reference §1.6, ∂x/∂v0). Zero for
    /// curves that do not merge, before the start and after `settle`.
    func carriedDisplacement(at elapsed: Double, settle: Double) -> Double {
        guard retargeting == .merge, case .spring(let spring) = curve else { return 0 }
        let local = (elapsed - delay) * speed
        guard local > 0, local < settle else { return 0 }
        // The spring runs in local time; a velocity in real seconds is 1/speed per local second.
        return spring.unitVelocityResponse(at: local) / speed
    }
}
