import Foundation
import Matchcut
import Motion
import Render
import XCTest

/// `.animation(_:value:)` and `.animation(_:)` (docs/scene-language.md, "Animations"): the
/// changes in the modified view's subtree take its animation when its value changed, and the
/// transaction's otherwise. Fixtures/animations/implicit-animation.scene; every expected
/// value below comes from the closed form of its curve.
final class ImplicitAnimationTests: XCTestCase {
    static let folder = "Tests/MatchcutTests/Fixtures/animations"

    /// spring(response: 0.4, dampingFraction: 0.6), from rest: x(t) = 1 − e^(−λt)(cos ωd t + λ/ωd sin ωd t).
    static func spring(_ t: Double) -> Double {
        let w0 = 2 * Double.pi / 0.4, zeta = 0.6
        let lambda = zeta * w0, wd = w0 * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-lambda * t) * (cos(wd * t) + lambda / wd * sin(wd * t))
    }

    /// easeInOut, the cubic Bezier (0.42, 0, 0.58, 1), at time fraction x.
    static func easeInOut(_ x: Double) -> Double {
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 { let mid = (lo + hi) / 2; if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid } }
        return bezier((lo + hi) / 2, 0, 1)
    }

    func scene() throws -> CompiledScene {
        try CompiledScene.load(path: Repo.path("\(Self.folder)/implicit-animation.scene"), engine: RenderEngine())
    }

    func element(_ scene: CompiledScene, at time: Double, _ suffix: String) throws -> SampledElement {
        let frame = scene.plan.sample(at: time)
        return try XCTUnwrap(frame.elements.first { $0.element.identity.description.hasSuffix(suffix) },
                             "\(suffix) at \(time): \(frame.elements.map(\.element.identity.description))")
    }

    static let heart = "0:HStack/0:Image/background"
    static let badge = "0:HStack/1:Text"
    static let caption = "0:VStack/1:Text"
    static let bar = "2:RoundedRectangle"

    /// `liked = true` with no `withAnimation` at t = 0.2 s: the heart (`.animation(.spring(…),
    /// value: liked)`) springs from 60 to 120 pt, the caption (`.animation(.easeInOut(duration:
    /// 0.5))`, no value) eases from 0.4 to full opacity, and the bar, whose animation watches
    /// a value that did not change, takes the instant change: 100 → 300 pt at once.
    func testAValueThatChangesAnimatesItsSubtreeWithoutWithAnimation() throws {
        let scene = try scene()
        for t in [0.25, 0.3, 0.4, 0.5] {
            let x = Self.spring(t - 0.2)
            XCTAssertEqual(try element(scene, at: t, Self.heart).element.frame.width, 60 + 60 * x, accuracy: 1e-6, "heart at \(t)")
            XCTAssertEqual(try element(scene, at: t, Self.bar).element.frame.width, 300, accuracy: 1e-9, "bar at \(t)")
            let caption = try element(scene, at: t, Self.caption)
            XCTAssertEqual(caption.element.opacity, 0.4 + 0.6 * Self.easeInOut((t - 0.2) / 0.5), accuracy: 1e-4, "caption at \(t)")
        }
        XCTAssertEqual(try element(scene, at: 0.19, Self.bar).element.frame.width, 100, accuracy: 1e-9)
        // A spring overshoots: under-damped at ζ = 0.6, the heart passes 120 pt.
        XCTAssertGreaterThan(try element(scene, at: 0.45, Self.heart).element.frame.width, 120)
    }

    /// `withAnimation(.linear(duration: 1)) { liked = false; count = 1 }` at t = 1.4 s: the
    /// heart still springs (its own animation wins in its subtree), the badge
    /// (`.animation(nil, value: count)`) is at its new place (20 pt lower, in a row that is
    /// 60 pt shorter) from the change's first frame, and the bar takes the transaction's
    /// linear second: 300 → 100 pt, 280 pt after 0.1 s.
    func testTheTransactionsAnimationIsReplacedOrDisabledOnlyWhereTheValueChanged() throws {
        let scene = try scene()
        let before = try element(scene, at: 1.39, Self.badge).element.frame
        let after = try element(scene, at: 2.6, Self.badge).element.frame
        XCTAssertEqual(after.minY - before.minY, 20 - 30, accuracy: 1e-6)
        for t in [1.41, 1.5, 1.7] {
            XCTAssertEqual(try element(scene, at: t, Self.heart).element.frame.width, 120 - 60 * Self.spring(t - 1.4), accuracy: 1e-6, "heart at \(t)")
            XCTAssertEqual(try element(scene, at: t, Self.bar).element.frame.width, 300 - 200 * (t - 1.4), accuracy: 1e-6, "bar at \(t)")
            XCTAssertEqual(try element(scene, at: t, Self.badge).element.frame, after, "badge at \(t)")
        }
    }

    func testTheFixtureMatchesItsGoldensUnderCI() throws {
        let out = Repo.temporaryFolder("implicit-animation-goldens")
        let result = try runMatchcut(["test", Self.folder, "-o", out], environment: ["CI": "true"])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("implicit-animation.scene: 2 of 2 frames match"), result.stdout)
        XCTAssertTrue(result.stdout.contains("preference-underline.scene: 2 of 2 frames match"), result.stdout)
        XCTAssertTrue(result.stdout.contains("anchor-tab-indicator.scene: 4 of 4 frames match"), result.stdout)
    }
}
