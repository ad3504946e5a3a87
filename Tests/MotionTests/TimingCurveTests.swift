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
}
