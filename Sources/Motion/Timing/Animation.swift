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
    /// `.repeatCount` / `.repeatForever`: the curve plays again from its start (or backwards,
    /// when it autoreverses) each time it ends.
    public let repeats: AnimationSpec.Repeat?

    /// `retargeting` defaults to `.merge` for springs and `.combine` for Bezier curves.
    public init(curve: TimingCurve, delay: Double = 0, speed: Double = 1, label: String = "",
                retargeting: Retargeting? = nil, repeats: AnimationSpec.Repeat? = nil) {
        self.curve = curve
        self.repeats = repeats
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
                      delay: spec.delay, speed: spec.speed, label: spec.label, repeats: spec.repeats)
        case let .spring(response, dampingFraction, _):
            self.init(curve: .spring(SpringCurve(response: response, dampingFraction: dampingFraction)),
                      delay: spec.delay, speed: spec.speed, label: spec.label, retargeting: .merge, repeats: spec.repeats)
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            self.init(curve: .spring(SpringCurve(mass: mass, stiffness: stiffness, damping: damping,
                                                 initialVelocity: initialVelocity)),
                      delay: spec.delay, speed: spec.speed, label: spec.label, retargeting: .combine, repeats: spec.repeats)
        }
    }

    /// Seconds from the start until progress is exactly 1: infinite for `.repeatForever`.
    public var duration: Double {
        guard let repeats, curve.duration > 0 else { return delay + curve.duration / speed }
        guard let count = repeats.count else { return .infinity }
        return delay + Double(count) * curve.duration / speed
    }

    /// How long a scene shows it for: its duration, or for one that repeats forever one cycle
    /// (there and back when it autoreverses); the scene's own timeline runs it longer.
    public var lengthShown: Double {
        guard let repeats, repeats.count == nil, curve.duration > 0 else { return duration }
        return delay + (repeats.autoreverses ? 2 : 1) * curve.duration / speed
    }

    /// Progress at `elapsed` seconds since the animation was started. A repeating one plays
    /// its curve once per cycle, backwards on odd cycles when it autoreverses, and is at 1
    /// once its count is done (an even count that autoreverses jumps there, as SwiftUI does).
    public func progress(at elapsed: Double) -> Double {
        guard let (cycle, local) = cycle(at: elapsed) else { return curve.progress(at: (elapsed - delay) * speed) }
        guard let local else { return 1 }
        let p = curve.progress(at: local)
        return reversed(cycle) ? 1 - p : p
    }

    /// Progress per second at `elapsed` seconds since the start.
    public func velocity(at elapsed: Double) -> Double {
        guard let (cycle, local) = cycle(at: elapsed) else { return curve.velocity(at: (elapsed - delay) * speed) * speed }
        guard let local else { return 0 }
        let v = curve.velocity(at: local) * speed
        return reversed(cycle) ? -v : v
    }

    /// For a repeating animation after its start: the cycle running and the local time in it
    /// (nil once the count is done); nil when it does not repeat or has not started.
    private func cycle(at elapsed: Double) -> (Double, Double?)? {
        let local = (elapsed - delay) * speed
        guard let repeats, curve.duration > 0, local > 0 else { return nil }
        let cycle = (local / curve.duration).rounded(.down)
        if let count = repeats.count, cycle >= Double(count) { return (cycle, nil) }
        return (cycle, local - cycle * curve.duration)
    }

    /// Whether it jumps between `a` and `b` seconds after its start (a < t ≤ b): a repeat that
    /// does not autoreverse starts each cycle again from its start, and an even count that
    /// autoreverses jumps to its end; the app asks for those jumps.
    public func jumps(after a: Double, through b: Double) -> Bool {
        guard let repeats, curve.duration > 0 else { return false }
        func cycle(_ t: Double) -> Double { max(0, ((t - delay) * speed / curve.duration).rounded(.down)) }
        let (from, to) = (cycle(a), cycle(b))
        guard to > from else { return false }
        if !repeats.autoreverses { return repeats.count.map { from < Double($0) - 1 } ?? true }
        guard let count = repeats.count, count % 2 == 0 else { return false }
        return from < Double(count) && to >= Double(count)
    }

    private func reversed(_ cycle: Double) -> Bool {
        (repeats?.autoreverses ?? false) && cycle.truncatingRemainder(dividingBy: 2) == 1
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
