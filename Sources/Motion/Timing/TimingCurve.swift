import ViewTree

/// A timing curve: progress 0 → 1 over elapsed time, with a known end.
public enum TimingCurve: Hashable, Sendable {
    case bezier(UnitBezier, duration: Double)
    case spring(SpringCurve)

    /// Time after which progress is exactly 1.
    public var duration: Double {
        switch self {
        case .bezier(_, let duration): duration
        case .spring(let spring): spring.settlingTime
        }
    }

    /// Progress at `elapsed` seconds: 0 before the start, exactly 1 from `duration` on.
    public func progress(at elapsed: Double) -> Double {
        if elapsed <= 0 { return 0 }
        switch self {
        case .bezier(let curve, let duration):
            return duration <= 0 ? 1 : curve.value(at: elapsed / duration)
        case .spring(let spring):
            return elapsed >= spring.settlingTime ? 1 : spring.rawValue(at: elapsed)
        }
    }

    /// Velocity in progress units per second at `elapsed`.
    public func velocity(at elapsed: Double) -> Double {
        if elapsed < 0 || elapsed >= duration { return 0 }
        switch self {
        case .bezier(let curve, let duration):
            return curve.slope(at: elapsed / duration) / duration
        case .spring(let spring):
            return spring.rawVelocity(at: elapsed)
        }
    }
}

/// An animation: a timing curve with SwiftUI's `delay` and `speed`.
public struct Animation: Hashable, Sendable {
    public let curve: TimingCurve
    public let delay: Double
    public let speed: Double
    public let label: String

    public init(curve: TimingCurve, delay: Double = 0, speed: Double = 1, label: String = "") {
        self.curve = curve
        self.delay = delay
        self.speed = speed
        self.label = label
    }

    /// The curve for an animation as written.
    public init(_ spec: AnimationSpec) {
        let curve: TimingCurve
        switch spec.curve {
        case let .bezier(x1, y1, x2, y2, duration):
            curve = .bezier(UnitBezier(x1: x1, y1: y1, x2: x2, y2: y2), duration: duration)
        case let .spring(response, dampingFraction, _):
            curve = .spring(SpringCurve(response: response, dampingFraction: dampingFraction))
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            curve = .spring(SpringCurve(mass: mass, stiffness: stiffness, damping: damping,
                                        initialVelocity: initialVelocity))
        }
        self.init(curve: curve, delay: spec.delay, speed: spec.speed, label: spec.label)
    }

    /// Seconds from the start until progress is exactly 1.
    public var duration: Double { delay + curve.duration / speed }

    /// Progress at `elapsed` seconds since the animation was started.
    public func progress(at elapsed: Double) -> Double {
        curve.progress(at: (elapsed - delay) * speed)
    }
}
