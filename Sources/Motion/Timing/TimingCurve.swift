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
