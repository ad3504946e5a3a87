/// The timing UIKit gives the transitions it runs itself — a NavigationStack push or pop, a
/// sheet or full-screen cover sliding in — whatever animation the change that caused them
/// carries (docs/motion.md, "System transitions").
extension Animation {
    /// UIKit's navigation and presentation curve: private `UIViewAnimationCurve` 7, which installs a
    /// `CASpringAnimation` reported as mass 3, stiffness 1000, damping 500, over 0.5 s.
    ///
    /// Read as a textbook oscillator those figures are over-damped (ζ ≈ 4.6) and only 63 % along at
    /// 0.5 s; the curves measured on devices match instead the critically damped spring with
    /// ω0 = √(k/m) ≈ 18.26 rad/s, which reaches 0.1 % of the distance at 0.506 s. That is the one used.
    public static let systemTransition = Animation(
        curve: .spring(SpringCurve(mass: 3, stiffness: 1000, damping: 2 * (3.0 * 1000).squareRoot())),
        label: "UIKit transition")
}
