import Geometry

/// How a rounded corner is drawn: quarter circles, or Apple's curvature-continuous corner.
public enum CornerStyle: String, Hashable, Sendable, Codable {
    case circular, continuous
}

/// The built-in shapes. Every one but the ellipse belongs to the rounded-rectangle family,
/// so any two of them can morph into each other by interpolating frame and corner radius.
public enum ShapeKind: Hashable, Sendable, Codable {
    case rectangle
    /// SwiftUI's default style is `.continuous` in current SDKs (reference §6).
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// Diameter = min(width, height), centred in the frame.
    case circle
    /// Corner radius = min(width, height) / 2.
    case capsule(style: CornerStyle)
    case ellipse
    /// `trim(from:to:)`: the part of the shape's outline between two fractions of its length,
    /// from where its path starts (a circle's at 3 o'clock, going clockwise).
    indirect case trimmed(ShapeKind, from: Double, to: Double)

    /// The shape's name as written in a scene.
    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .trimmed(let base, _, _): base.name
        }
    }
}

extension ShapeKind {
    /// The corner radius this shape draws with in `rect`: its own radius (at most half the
    /// shorter side), half the shorter side for circles and capsules, 0 for a rectangle.
    /// An ellipse reports half its shorter side too, though it is no rounded rectangle.
    public func cornerRadius(in rect: Rect) -> Double {
        let half = min(rect.width, rect.height) / 2
        switch self {
        case .rectangle: return 0
        case .roundedRectangle(let radius, _): return min(radius, half)
        case .circle, .capsule, .ellipse: return half
        case .trimmed(let base, _, _): return base.cornerRadius(in: rect)
        }
    }

    /// The shape inset by `amount` on every side, as SwiftUI's `InsettableShape.inset(by:)`
    /// does (a rounded rectangle's radius shrinks with it), and the rectangle it is drawn in.
    public func inset(by amount: Double, in rect: Rect) -> (ShapeKind, Rect) {
        let inner = rect.inset(by: EdgeInsets(all: amount))
        switch self {
        case .roundedRectangle(let radius, let style): return (.roundedRectangle(cornerRadius: max(0, radius - amount), style: style), inner)
        case .trimmed(let base, let from, let to):
            let (shape, r) = base.inset(by: amount, in: rect)
            return (.trimmed(shape, from: from, to: to), r)
        default: return (self, inner)
        }
    }
}
