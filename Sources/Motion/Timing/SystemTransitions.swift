import ViewTree

/// The timing UIKit gives the transitions it runs itself — a NavigationStack push or pop, a
/// sheet or full-screen cover sliding in — whatever animation the change that caused them
/// carries (`AnimationSpec.systemTransition`; docs/motion.md, "System transitions").
extension Animation {
    public static let systemTransition = Animation(.systemTransition)
}
