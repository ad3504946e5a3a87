import Foundation
import XCTest
@testable import Motion
import ViewTree

/// SwiftUI's named animations → (response, ζ), per reference §1.2–§1.3. Each row gives the
/// `AnimationSpec` the scene language produces for the API and the values the reference lists.
final class AnimationPresetTests: XCTestCase {
    struct Row {
        let api: String
        let spec: AnimationSpec
        let motion: Animation
        let response: Double
        let zeta: Double
        let retargeting: Animation.Retargeting
    }

    static func spring(_ r: Double, _ z: Double, blend: Double = 0, _ label: String) -> AnimationSpec {
        AnimationSpec(curve: .spring(response: r, dampingFraction: z, blendDuration: blend), label: label)
    }

    let rows: [Row] = [
        Row(api: ".default", spec: spring(0.5, 1, ".default"), motion: .default, response: 0.5, zeta: 1, retargeting: .merge),
        Row(api: ".spring", spec: spring(0.5, 1, ".spring"), motion: .spring(duration: 0.5, bounce: 0),
            response: 0.5, zeta: 1, retargeting: .merge),
        Row(api: ".spring(response:dampingFraction:)", spec: spring(0.5, 0.825, ".spring(response: 0.5)"),
            motion: .spring(response: 0.5, dampingFraction: 0.825), response: 0.5, zeta: 0.825, retargeting: .merge),
        Row(api: ".spring(duration: 0.5, bounce: 0.3)", spec: spring(0.5, 0.7, ".spring(duration: 0.5, bounce: 0.3)"),
            motion: .spring(duration: 0.5, bounce: 0.3), response: 0.5, zeta: 0.7, retargeting: .merge),
        Row(api: ".spring(duration: 0.4, bounce: -0.5)", spec: spring(0.4, 2, ".spring(duration: 0.4, bounce: -0.5)"),
            motion: .spring(duration: 0.4, bounce: -0.5), response: 0.4, zeta: 2, retargeting: .merge),
        Row(api: ".smooth", spec: spring(0.5, 1, ".smooth"), motion: .smooth(), response: 0.5, zeta: 1, retargeting: .merge),
        Row(api: ".snappy", spec: spring(0.5, 0.85, ".snappy"), motion: .snappy(), response: 0.5, zeta: 0.85, retargeting: .merge),
        Row(api: ".bouncy", spec: spring(0.5, 0.7, ".bouncy"), motion: .bouncy(), response: 0.5, zeta: 0.7, retargeting: .merge),
        Row(api: ".bouncy(duration: 0.6, extraBounce: 0.1)", spec: spring(0.6, 0.6, ".bouncy(duration: 0.6, extraBounce: 0.1)"),
            motion: .bouncy(duration: 0.6, extraBounce: 0.1), response: 0.6, zeta: 0.6, retargeting: .merge),
        Row(api: ".interactiveSpring", spec: spring(0.15, 0.86, blend: 0.25, ".interactiveSpring"),
            motion: .interactiveSpring(), response: 0.15, zeta: 0.86, retargeting: .merge),
        Row(api: ".interpolatingSpring(stiffness: 100, damping: 10)",
            spec: AnimationSpec(curve: .interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0), label: "i"),
            motion: .interpolatingSpring(stiffness: 100, damping: 10), response: 0.6283185307179586, zeta: 0.5,
            retargeting: .combine),
    ]

    func testEachNamedSpringHasTheReferenceResponseAndDamping() {
        for row in rows {
            for animation in [Animation(row.spec), row.motion] {
                guard case .spring(let spring) = animation.curve else { return XCTFail("\(row.api): not a spring") }
                XCTAssertEqual(spring.response, row.response, accuracy: 1e-12, row.api)
                XCTAssertEqual(spring.omega, 2 * Double.pi / row.response, accuracy: 1e-9, row.api)
                XCTAssertEqual(spring.zeta, row.zeta, accuracy: 1e-12, row.api)
                XCTAssertEqual(animation.retargeting, row.retargeting, row.api)
            }
        }
    }

    func testStiffnessAndDampingOfTheReferenceTable() {
        // Reference §1.3: k = (2π/response)², c = 2ζ√k. `.snappy`: k 157.91, c 21.36; `.bouncy`: c 17.59.
        for (animation, k, c) in [(Animation.snappy(), 157.91, 21.36), (.bouncy(), 157.91, 17.59),
                                  (.interactiveSpring(), 1754.6, 72.05)] {
            guard case .spring(let spring) = animation.curve else { return XCTFail() }
            XCTAssertEqual(spring.omega * spring.omega, k, accuracy: 0.05)
            XCTAssertEqual(2 * spring.zeta * spring.omega, c, accuracy: 0.01)
        }
    }

    func testBezierCurvesDefaultToThirtyFiveHundredths() {
        let bezier = AnimationSpec(curve: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 0.35), label: ".easeInOut")
        XCTAssertEqual(Animation(bezier), Animation.easeInOut().withLabel(".easeInOut"))
        XCTAssertEqual(Animation.easeInOut().duration, 0.35)
        XCTAssertEqual(Animation.linear(duration: 2).duration, 2)
        XCTAssertEqual(Animation(bezier).retargeting, .combine)
    }

    func testSettlingTimesFollowTheEnvelopeRule() {
        // docs/motion.md: under-damped t = ln((1 + λ/ωd) / 0.001) / λ (v0 = 0).
        for (animation, expected) in [(Animation.snappy(), 0.73665), (.bouncy(), 0.86296), (.interactiveSpring(), 0.21918)] {
            guard case .spring(let spring) = animation.curve else { return XCTFail() }
            let lambda = spring.zeta * spring.omega, wd = spring.omega * (1 - spring.zeta * spring.zeta).squareRoot()
            XCTAssertEqual(spring.settlingTime, log((1 + lambda / wd) / 0.001) / lambda, accuracy: 1e-12)
            XCTAssertEqual(spring.settlingTime, expected, accuracy: 1e-4)
        }
        // Critically damped `.smooth` and `.default`: e^(−ωt)(1 + ωt) = 0.001 → t = 9.23341 / 4π.
        XCTAssertEqual(Animation.default.duration, 9.233413 / (4 * Double.pi), accuracy: 1e-5)
        XCTAssertEqual(Animation.smooth().duration, Animation.default.duration)
    }
}

extension Animation {
    func withLabel(_ label: String) -> Animation {
        Animation(curve: curve, delay: delay, speed: speed, label: label, retargeting: retargeting)
    }
}
