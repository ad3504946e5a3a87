/// A value that can be blended with another of its kind, like SwiftUI's `VectorArithmetic`.
///
/// `interpolated(to:by:)` must return exactly `self` at t = 0 and exactly `other` at t = 1,
/// so a flight starts and ends on its layout frames. `t` may leave 0…1 (spring overshoot).
public protocol Interpolatable {
    func interpolated(to other: Self, by t: Double) -> Self
}

extension Double: Interpolatable {
    public func interpolated(to other: Double, by t: Double) -> Double {
        if t == 0 { return self }
        if t == 1 { return other }
        return self + (other - self) * t
    }
}
