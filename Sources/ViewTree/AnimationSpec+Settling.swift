extension AnimationSpec {
    /// Why this animation can never come to rest, or nil when it settles in finite time.
    ///
    /// SwiftUI runs such an animation for as long as the view lives (an undamped spring
    /// oscillates forever, speed 0 never moves); a render has to end, so the scene language
    /// makes each of these an error at the call that builds it. An animation that settles,
    /// however late, is left to the frame budget counted on the motion plan.
    public var neverSettles: String? {
        if !delay.isFinite { return Self.unbounded("delay", delay) }
        if !speed.isFinite { return Self.unbounded("speed", speed) }
        if speed == 0 { return "at speed 0 it never moves" }
        if speed < 0 { return "a negative speed runs it away from its end" }
        switch curve {
        case let .bezier(_, _, _, _, duration):
            if !duration.isFinite { return Self.unbounded("duration", duration) }
            if duration < 0 { return "its duration is negative" }
        case let .spring(response, dampingFraction, _):
            if !response.isFinite { return Self.unbounded("response", response) }
            if response < 0 { return "its response is negative" }
            return Self.damping(dampingFraction, infinite: "its damping is infinite (a bounce of -1 or less)")
        case let .interpolatingSpring(mass, stiffness, damping, initialVelocity):
            guard mass.isFinite, mass > 0, stiffness.isFinite, stiffness > 0 else {
                return "a spring needs a positive, finite mass and stiffness"
            }
            if !initialVelocity.isFinite { return Self.unbounded("initial velocity", initialVelocity) }
            return Self.damping(damping, infinite: "its damping is infinite")
        }
        return nil
    }

    private static func unbounded(_ name: String, _ value: Double) -> String {
        value.isNaN ? "its \(name) is not a number (NaN)" : "its \(name) is infinite"
    }

    private static func damping(_ value: Double, infinite: String) -> String? {
        if value.isNaN { return "its damping is not a number (NaN)" }
        if !value.isFinite { return infinite }
        if value == 0 { return "with no damping it oscillates forever" }
        if value < 0 { return "with negative damping (a bounce above 1) it swings wider forever" }
        return nil
    }
}
