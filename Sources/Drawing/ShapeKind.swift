import Geometry

/// How a rounded corner is drawn: quarter circles, or Apple's curvature-continuous corner.
public enum CornerStyle: String, Hashable, Sendable, Codable {
    case circular, continuous
}

/// The four radii of an `UnevenRoundedRectangle` (SwiftUI's `RectangleCornerRadii`).
public struct CornerRadii: Hashable, Sendable, Codable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public var largest: Double { max(topLeading, bottomLeading, bottomTrailing, topTrailing) }

    public func map(_ f: (Double) -> Double) -> CornerRadii {
        CornerRadii(topLeading: f(topLeading), bottomLeading: f(bottomLeading), bottomTrailing: f(bottomTrailing),
                    topTrailing: f(topTrailing))
    }

    public func interpolated(to o: CornerRadii, by t: Double) -> CornerRadii {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        return CornerRadii(topLeading: mix(topLeading, o.topLeading), bottomLeading: mix(bottomLeading, o.bottomLeading),
                           bottomTrailing: mix(bottomTrailing, o.bottomTrailing), topTrailing: mix(topTrailing, o.topTrailing))
    }
}

/// The shapes. Every built-in one but the ellipse belongs to the rounded-rectangle family,
/// so any two of them can morph into each other by interpolating frame and corner radius;
/// an uneven rounded rectangle morphs corner by corner, a custom shape through its
/// `animatableData`, and a path does not morph.
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
    /// iOS 16's `UnevenRoundedRectangle`: a radius for each corner.
    case unevenRoundedRectangle(CornerRadii, style: CornerStyle)
    /// `ContainerRelativeShape`: the shape of the container it is in (a `containerShape(_:)`),
    /// concentric with it; Layout resolves it, to a rectangle where no container gives one.
    case containerRelative
    /// A `Path`, in the coordinates of the frame it is drawn in.
    case path(PathData)
    /// A `Shape` the app declares, whose `path(in:)` runs for the frame it is drawn in.
    case custom(CustomShape)

    /// The shape's name as written in a scene.
    public var name: String {
        switch self {
        case .rectangle: "Rectangle"
        case .roundedRectangle: "RoundedRectangle"
        case .circle: "Circle"
        case .capsule: "Capsule"
        case .ellipse: "Ellipse"
        case .trimmed(let base, _, _): base.name
        case .unevenRoundedRectangle: "UnevenRoundedRectangle"
        case .containerRelative: "ContainerRelativeShape"
        case .path: "Path"
        case .custom(let shape): shape.typeName
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
        case .unevenRoundedRectangle(let radii, _): return min(radii.largest, half)
        case .containerRelative, .path, .custom: return 0
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
        case .unevenRoundedRectangle(let radii, let style):
            return (.unevenRoundedRectangle(radii.map { max(0, $0 - amount) }, style: style), inner)
        // A custom `InsettableShape` insets itself (its `inset(by:)`), in its own frame.
        case .custom(var shape):
            shape.inset += amount
            return (.custom(shape), rect)
        // A Path is no InsettableShape: SwiftUI has no `strokeBorder` for it; stroked centred.
        case .path: return (self, rect)
        default: return (self, inner)
        }
    }
}

extension ShapeKind {
    /// Whether the shape fills by the even-odd rule (`FillStyle(eoFill: true)`).
    public var isEvenOdd: Bool {
        switch self {
        case .path(let data): data.evenOdd
        case .custom(let shape): shape.evenOdd
        case .trimmed(let base, _, _): base.isEvenOdd
        default: false
        }
    }

    /// The shape with the fill rule `FillStyle(eoFill:)` names; the built-in shapes never
    /// cross themselves, so the rule changes nothing for them.
    public func filling(evenOdd: Bool) -> ShapeKind {
        switch self {
        case .path(var data):
            data.evenOdd = evenOdd
            return .path(data)
        case .custom(var shape):
            shape.evenOdd = evenOdd
            return .custom(shape)
        case let .trimmed(base, from, to): return .trimmed(base.filling(evenOdd: evenOdd), from: from, to: to)
        default: return self
        }
    }
}
