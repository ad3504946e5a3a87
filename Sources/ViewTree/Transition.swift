import Geometry

/// An insertion/removal transition, as in SwiftUI (reference §2).
public indirect enum Transition: Hashable, Sendable {
    case identity
    case opacity
    case move(edge: Edge)
    case slide
    case push(from: Edge)
    case scale(scale: Double, anchor: UnitPoint)
    case offset(x: Double, y: Double)
    case asymmetric(insertion: Transition, removal: Transition)
    case combined(Transition, Transition)

    /// `.scale` with no arguments: from (almost) nothing, about the centre.
    public static let scaleDefault = Transition.scale(scale: 1e-5, anchor: .center)
}
