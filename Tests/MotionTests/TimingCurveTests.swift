import Foundation
import XCTest
@testable import Motion

/// Timing curves against the closed forms of reference §1, written out independently here.
final class TimingCurveTests: XCTestCase {
    let times = (0...24).map { Double($0) * 0.04 }  // 25 instants, 0 … 0.96 s

    func testDefaultSpringIsCriticallyDampedWithResponseHalfASecond() {
        // `.spring()` in the iOS 17 SDK: spring(duration: 0.5, bounce: 0) → ω0 = 4π, ζ = 1.
        let spring = SpringCurve(response: 0.5, dampingFraction: 1)
        let w = 4 * Double.pi
        for t in times {
            let expected = 1 - exp(-w * t) * (1 + w * t)
            XCTAssertEqual(spring.rawValue(at: t), expected, accuracy: 1e-9, "t = \(t)")
            XCTAssertEqual(spring.rawVelocity(at: t), exp(-w * t) * w * w * t, accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(spring.rawValue(at: 0), 0)
    }

    func testUnderdampedSpringMatchesClosedForm() {
        // spring(response: 0.5, dampingFraction: 0.8): card-hero's animation.
        let spring = SpringCurve(response: 0.5, dampingFraction: 0.8)
        let w = 4 * Double.pi, lambda = 0.8 * w, wd = w * (1 - 0.64).squareRoot()
        for t in times {
            let expected = 1 - exp(-lambda * t) * (cos(wd * t) + lambda / wd * sin(wd * t))
            XCTAssertEqual(spring.rawValue(at: t), expected, accuracy: 1e-9, "t = \(t)")
        }
    }

    func testOverdampedSpringMatchesClosedForm() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 30)  // ζ = 1.5
        let w = 10.0, z = 1.5, root = (z * z - 1).squareRoot()
        let r1 = -w * (z - root), r2 = -w * (z + root)
        let a = r2 / (r1 - r2), b = -1 - a
        for t in times {
            XCTAssertEqual(spring.rawValue(at: t), 1 + a * exp(r1 * t) + b * exp(r2 * t), accuracy: 1e-9, "t = \(t)")
        }
    }

    func testSpringParameterMappingMatchesAppleDocumentation() {
        // Doc `Spring`: (mass 1, stiffness 100, damping 10) is duration 0.63, bounce 0.5.
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 10)
        XCTAssertEqual(2 * Double.pi / spring.omega, 0.6283, accuracy: 1e-4)
        XCTAssertEqual(spring.zeta, 0.5, accuracy: 1e-12)
    }

    func testCriticalSpringSettlesWhereDistanceReachesOneThousandth() {
        let spring = SpringCurve(response: 0.5, dampingFraction: 1)
        let settle = spring.settlingTime
        // e^(−u)(1 + u) = 0.001 at u ≈ 9.2335 → t = u / 4π ≈ 0.7348 s.
        XCTAssertEqual(settle, 9.23341 / (4 * Double.pi), accuracy: 1e-4)
        XCTAssertEqual(1 - spring.rawValue(at: settle), SpringCurve.epsilon, accuracy: 1e-9)
        let curve = TimingCurve.spring(spring)
        XCTAssertEqual(curve.progress(at: settle), 1, "snaps to the target once settled")
        XCTAssertLessThan(curve.progress(at: settle - 0.01), 1)
    }

    func testUnderdampedSettlingUsesTheEnvelope() {
        let spring = SpringCurve(response: 0.5, dampingFraction: 0.8)
        let lambda = 0.8 * 4 * Double.pi, wd = 4 * Double.pi * 0.6
        let expected = log((1 + lambda / wd) / 0.001) / lambda
        XCTAssertEqual(spring.settlingTime, expected, accuracy: 1e-12)
        for t in stride(from: expected, to: expected + 1, by: 0.01) {
            XCTAssertLessThan(abs(1 - spring.rawValue(at: t)), 0.001)
        }
    }

    func testBezierCurvesMatchIndependentBisection() {
        for curve in [UnitBezier.easeIn, .easeOut, .easeInOut, UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)] {
            for i in 0...20 {
                let x = Double(i) / 20
                var low = 0.0, high = 1.0
                for _ in 0..<200 {
                    let mid = (low + high) / 2
                    if UnitBezier.coordinate(mid, curve.x1, curve.x2) < x { low = mid } else { high = mid }
                }
                let expected = UnitBezier.coordinate((low + high) / 2, curve.y1, curve.y2)
                XCTAssertEqual(curve.value(at: x), expected, accuracy: 1e-9, "\(curve) at \(x)")
            }
            XCTAssertEqual(curve.value(at: 0), 0)
            XCTAssertEqual(curve.value(at: 1), 1)
        }
        XCTAssertEqual(UnitBezier.linear.value(at: 0.3), 0.3, accuracy: 1e-12)
    }

    func testDelayAndSpeed() {
        let animation = Animation(curve: .bezier(.linear, duration: 1), delay: 0.5, speed: 2)
        XCTAssertEqual(animation.progress(at: 0.5), 0)
        XCTAssertEqual(animation.progress(at: 0.75), 0.5, accuracy: 1e-12)
        XCTAssertEqual(animation.duration, 1.0, accuracy: 1e-12)
        XCTAssertEqual(animation.progress(at: 1.0), 1)
    }

    func testEveryBezierAnimationMatchesItsControlPointsWithAndWithoutDuration() {
        // Reference §1.1: progress at elapsed t is y(x) with x = t / duration.
        let cases: [(Animation, UnitBezier, Double)] = [
            (.linear(), .linear, 0.35), (.linear(duration: 1.2), .linear, 1.2),
            (.easeIn(), .easeIn, 0.35), (.easeIn(duration: 0.8), .easeIn, 0.8),
            (.easeOut(), .easeOut, 0.35), (.easeOut(duration: 0.6), .easeOut, 0.6),
            (.easeInOut(), .easeInOut, 0.35), (.easeInOut(duration: 2), .easeInOut, 2),
            (.timingCurve(0.17, 0.67, 0.83, 0.67), UnitBezier(x1: 0.17, y1: 0.67, x2: 0.83, y2: 0.67), 0.35),
            (.timingCurve(0.68, -0.55, 0.27, 1.55, duration: 0.5), UnitBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55), 0.5),
        ]
        for (animation, curve, duration) in cases {
            XCTAssertEqual(animation.duration, duration)
            for i in 0...24 {
                let x = Double(i) / 24
                // Independent solution: bisection on the monotone x(s).
                var low = 0.0, high = 1.0
                for _ in 0..<200 {
                    let mid = (low + high) / 2
                    if UnitBezier.coordinate(mid, curve.x1, curve.x2) < x { low = mid } else { high = mid }
                }
                let expected = UnitBezier.coordinate((low + high) / 2, curve.y1, curve.y2)
                XCTAssertEqual(animation.progress(at: x * duration), expected, accuracy: 1e-9, "\(animation.label) x = \(x)")
            }
            XCTAssertEqual(animation.progress(at: 0), 0)
            XCTAssertEqual(animation.progress(at: duration), 1)
            XCTAssertEqual(animation.progress(at: duration + 1), 1)
        }
        XCTAssertEqual(Animation.linear().progress(at: 0.35 * 0.3), 0.3, accuracy: 1e-12)
    }

    func testSpringsWithInitialVelocityMatchTheClosedForm() {
        // Reference §1.6 with v0 ≠ 0, in all three regimes.
        let v0 = 3.0
        for zeta in [0.5, 1.0, 2.0] {
            let w = 2 * Double.pi / 0.4
            let spring = SpringCurve(omega: w, zeta: zeta, initialVelocity: v0)
            for t in times {
                let expected: Double
                if zeta < 1 {
                    let l = zeta * w, wd = w * (1 - zeta * zeta).squareRoot()
                    expected = 1 - exp(-l * t) * (cos(wd * t) + (l - v0) / wd * sin(wd * t))
                } else if zeta == 1 {
                    expected = 1 - exp(-w * t) * (1 + (w - v0) * t)
                } else {
                    let root = (zeta * zeta - 1).squareRoot(), r1 = -w * (zeta - root), r2 = -w * (zeta + root)
                    let a = (v0 + r2) / (r1 - r2)
                    expected = 1 + a * exp(r1 * t) + (-1 - a) * exp(r2 * t)
                }
                XCTAssertEqual(spring.rawValue(at: t), expected, accuracy: 1e-9, "ζ \(zeta) t = \(t)")
                // x(t) is linear in v0: x_v0 = x_0 + v0 · ∂x/∂v0.
                let still = SpringCurve(omega: w, zeta: zeta)
                XCTAssertEqual(still.rawValue(at: t) + v0 * still.unitVelocityResponse(at: t), expected, accuracy: 1e-9)
            }
            XCTAssertEqual(spring.rawValue(at: 0), 0)
            XCTAssertEqual(spring.rawVelocity(at: 0), v0, accuracy: 1e-12)
        }
    }

    func testInterpolatingSpringWithDurationAndBounce() {
        // interpolatingSpring(duration: 0.5, bounce: 0.2): ω0 = 4π, ζ = 0.8.
        let animation = Animation.interpolatingSpring(duration: 0.5, bounce: 0.2)
        let w = 4 * Double.pi, l = 0.8 * w, wd = w * 0.6
        for t in times {
            // Before the settle (0.768 s) the closed form; from then on exactly 1.
            let closed = 1 - exp(-l * t) * (cos(wd * t) + l / wd * sin(wd * t))
            XCTAssertEqual(animation.progress(at: t), t < animation.duration ? closed : 1, accuracy: 1e-9, "t = \(t)")
        }
        XCTAssertEqual(animation.duration, log((1 + l / wd) / 0.001) / l, accuracy: 1e-12)
        XCTAssertEqual(animation.progress(at: animation.duration), 1)
    }

    func testOverdampedSpringSettlesWhereTheDistanceLastEqualsOneThousandth() {
        let spring = SpringCurve(mass: 1, stiffness: 100, damping: 30)
        XCTAssertEqual(1 - spring.rawValue(at: spring.settlingTime), 0.001, accuracy: 1e-9)
        XCTAssertGreaterThan(1 - spring.rawValue(at: spring.settlingTime - 0.01), 0.001)
        XCTAssertEqual(TimingCurve.spring(spring).progress(at: spring.settlingTime), 1)
    }
}
