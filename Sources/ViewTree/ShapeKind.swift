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

    /// The shape's name as written in a scene.
    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        }
    }
}
