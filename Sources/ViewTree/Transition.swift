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
    /// The iOS 18 zoom (`navigationTransition(.zoom(sourceID:in:))`): the view grows out of
    /// `from`, the source's frame, its clip going from `cornerRadius` to square corners.
    case zoom(from: Rect, cornerRadius: Double)
    /// The view a zoom grows out of: it cross-fades with the page, which comes in over the
    /// first quarter of the zoom (and goes over its last quarter on the way back).
    case zoomSource
    /// `AnyTransition.modifier(active:identity:)`: the view goes from what the active
    /// modifier does to it to what the identity modifier does (read from their bodies).
    case modifier(active: TransitionState, identity: TransitionState)

    /// `.scale` with no arguments: from (almost) nothing, about the centre.
    public static let scaleDefault = Transition.scale(scale: 1e-5, anchor: .center)
}

/// What a `ViewModifier` does to a view, as far as a transition between two of them moves it:
/// its opacity, scale, offset and rotation (`opacity`, `scaleEffect`, `offset`,
/// `rotationEffect` in its body, combined in order).
public struct TransitionState: Hashable, Sendable {
    public var opacity: Double = 1
    public var scaleX: Double = 1
    public var scaleY: Double = 1
    public var scaleAnchor: UnitPoint = .center
    public var offsetX: Double = 0
    public var offsetY: Double = 0
    public var rotation: Double = 0
    public var rotationAnchor: UnitPoint = .center

    public init() {}
}
