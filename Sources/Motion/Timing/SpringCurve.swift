import Foundation

/// A damped harmonic oscillator from progress 0 to 1, in closed form (reference §1.6).
///
/// Mass is 1. The spring is "done" at `settlingTime` (docs/motion.md): the first time after
/// which the distance to the target stays below `SpringCurve.epsilon`, then it snaps to 1.
public struct SpringCurve: Hashable, Sendable {
    /// Undamped angular frequency ω0 = √(k/m).
    public let omega: Double
    /// Damping ratio ζ = c / (2√(km)).
    public let zeta: Double
    /// Initial velocity in progress units per second.
    public let initialVelocity: Double

    /// The settling threshold: 0.1 % of the distance, SwiftUI's ε for springs (reference §1.4).
    public static let epsilon = 0.001

    public init(omega: Double, zeta: Double, initialVelocity: Double = 0) {
        self.omega = omega
        self.zeta = zeta
        self.initialVelocity = initialVelocity
    }

    /// `spring(response:dampingFraction:)`: ω0 = 2π / response.
    public init(response: Double, dampingFraction: Double, initialVelocity: Double = 0) {
        self.init(omega: 2 * Double.pi / response, zeta: dampingFraction, initialVelocity: initialVelocity)
    }

    /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
    public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        self.init(omega: (stiffness / mass).squareRoot(), zeta: damping / (2 * (stiffness * mass).squareRoot()),
                  initialVelocity: initialVelocity)
    }

    /// `spring(duration:bounce:)` and `interpolatingSpring(duration:bounce:)` (reference §1.3):
    /// response = duration; bounce ≥ 0 gives ζ = 1 − bounce, bounce < 0 gives ζ = 1 / (1 + bounce).
    public init(duration: Double, bounce: Double, initialVelocity: Double = 0) {
        self.init(response: duration, dampingFraction: SpringCurve.dampingFraction(bounce: bounce),
                  initialVelocity: initialVelocity)
    }

    public static func dampingFraction(bounce: Double) -> Double {
        bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
    }

    /// The perceptual duration: 2π / ω0.
    public var response: Double { 2 * Double.pi / omega }

    /// Progress x(t), without the settling snap.
    public func rawValue(at t: Double) -> Double {
        let v0 = initialVelocity, w = omega
        if zeta < 1 {
            let lambda = zeta * w, wd = w * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-lambda * t) * (cos(wd * t) + ((lambda - v0) / wd) * sin(wd * t))
        } else if zeta == 1 {
            return 1 - exp(-w * t) * (1 + (w - v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            let a = (v0 + r2) / (r1 - r2), b = -1 - a
            return 1 + a * exp(r1 * t) + b * exp(r2 * t)
        }
    }

    /// Velocity x′(t) in progress units per second, without the settling snap.
    public func rawVelocity(at t: Double) -> Double {
        let v0 = initialVelocity, w = omega
        if zeta < 1 {
            let lambda = zeta * w, wd = w * (1 - zeta * zeta).squareRoot()
            return exp(-lambda * t) * (v0 * cos(wd * t) + ((lambda * lambda + wd * wd - lambda * v0) / wd) * sin(wd * t))
        } else if zeta == 1 {
            return exp(-w * t) * (v0 + (w * w - w * v0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            let a = (v0 + r2) / (r1 - r2), b = -1 - a
            return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
        }
    }

    /// ∂x/∂v0: the displacement that one unit of initial velocity adds at time t, with no
    /// initial displacement. x(t) is linear in v0, so a spring that starts with velocity v
    /// (in the animated value's own units) adds v · unitVelocityResponse(t) to its value.
    public func unitVelocityResponse(at t: Double) -> Double {
        let w = omega
        if zeta < 1 {
            let lambda = zeta * w, wd = w * (1 - zeta * zeta).squareRoot()
            return exp(-lambda * t) * sin(wd * t) / wd
        } else if zeta == 1 {
            return t * exp(-w * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            return (exp(r1 * t) - exp(r2 * t)) / (r1 - r2)
        }
    }

    /// The settling time (docs/motion.md):
    /// - under-damped: where the envelope e^(−λt)·(1 + |λ − v0| / ωd) falls to ε, which bounds
    ///   the distance to the target from then on;
    /// - critically and over-damped: the last time the distance |1 − x(t)| equals ε, found by
    ///   bisection after bracketing (the distance is eventually monotone).
    public var settlingTime: Double {
        let eps = Self.epsilon
        if zeta < 1 {
            let lambda = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = 1 + abs(lambda - initialVelocity) / wd
            return max(0, log(amplitude / eps) / lambda)
        }
        // Bracket: step out until the distance is below ε and shrinking.
        var high = 1.0 / omega
        while abs(1 - rawValue(at: high)) >= eps || rawVelocity(at: high) < 0 {
            high *= 2
            if high > 1e4 { return high }
        }
        var low = 0.0
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if abs(1 - rawValue(at: mid)) >= eps { low = mid } else { high = mid }
        }
        return high
    }

    /// When a carried-over velocity `velocity` (value units per second) has died down: the
    /// time after which velocity · ∂x/∂v0 stays below `tolerance` (value units).
    /// Under-damped, from the envelope e^(−λt)/ωd; otherwise by bisection past the peak.
    public func carrySettlingTime(velocity: Double, tolerance: Double) -> Double {
        let v = abs(velocity)
        guard v > 0, tolerance > 0 else { return 0 }
        if zeta < 1 {
            let lambda = zeta * omega, wd = omega * (1 - zeta * zeta).squareRoot()
            return max(0, log(v / (wd * tolerance)) / lambda)
        }
        var peak = 1 / omega
        if zeta > 1 {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            peak = log(r2 / r1) / (r1 - r2)
        }
        guard v * unitVelocityResponse(at: peak) >= tolerance else { return 0 }
        var low = peak, high = 2 * peak
        while v * unitVelocityResponse(at: high) >= tolerance, high < 1e4 { high *= 2 }
        for _ in 0..<200 {
            let mid = (low + high) / 2
            if v * unitVelocityResponse(at: mid) >= tolerance { low = mid } else { high = mid }
        }
        return high
    }
}
