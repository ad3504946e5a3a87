/// An animation as the author wrote it: a timing curve plus delay and speed.
/// Motion turns it into a timing function; this is only the description.
public struct AnimationSpec: Hashable, Sendable {
    public enum Curve: Hashable, Sendable {
        /// A cubic Bezier from (0,0) to (1,1) with control points (x1,y1), (x2,y2).
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
        /// A persistent spring with SwiftUI's response/damping parameters (mass 1).
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
    }

    public var curve: Curve
    public var delay: Double
    public var speed: Double
    /// How it was written, for traces and messages: `.spring(response: 0.5, dampingFraction: 0.8)`.
    public var label: String
    /// `.repeatCount(_:autoreverses:)` and `.repeatForever(autoreverses:)`.
    public var repeats: Repeat?

    /// How an animation repeats: `count` plays (nil: for as long as the scene runs), each one
    /// back the other way after the last when `autoreverses`.
    public struct Repeat: Hashable, Sendable {
        public var count: Int?
        public var autoreverses: Bool

        public init(count: Int?, autoreverses: Bool) {
            self.count = count
            self.autoreverses = autoreverses
        }
    }

    public init(curve: Curve, delay: Double = 0, speed: Double = 1, label: String) {
        self.curve = curve
        self.delay = delay
        self.speed = speed
        self.label = label
    }
}

extension AnimationSpec {
    /// UIKit's own transition timing, which a NavigationStack push or pop and a sheet's
    /// presentation take whatever animation the change carries (docs/motion.md, "System
    /// transitions"): private curve 7, reported as a spring of mass 3, stiffness 1000 and
    /// damping 500 over 0.5 s, which devices show to be the critically damped spring at
    /// ω0 = √(1000/3) (damping 2√3000), settled after 0.5057 s.
    public static let systemTransition = AnimationSpec(
        curve: .interpolatingSpring(mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot(), initialVelocity: 0),
        label: "UIKit transition")
}
