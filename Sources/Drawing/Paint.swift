import Geometry

/// A resolved fill: a colour, a gradient (its geometry in unit points of the element's
/// frame), or a material (what lies behind the shape, blurred and tinted).
public enum Paint: Hashable, Sendable, Codable {
    case color(Color)
    case gradient(GradientPaint)
    case material(MaterialPaint)

    /// A linear gradient of evenly spaced colours: `LinearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], start: UnitPoint, end: UnitPoint) -> Paint {
        .gradient(GradientPaint(.linear(start: start, end: end), colors: colors))
    }

    /// The paint with every colour in it changed by `change` (a hierarchical level's opacity,
    /// an appearance resolved).
    public func mapColors(_ change: (Color) -> Color) -> Paint {
        switch self {
        case .color(let c): return .color(change(c))
        case .gradient(let g): return .gradient(g.mapColors(change))
        case .material(var m):
            m.tint = m.tint.map(change)
            return .material(m)
        }
    }

    /// One colour standing for the paint where only one can be drawn (text): a gradient's
    /// first stop, a material's tint or nil.
    public var representativeColor: Color? {
        switch self {
        case .color(let c): c
        case .gradient(let g): g.stops.first?.color
        case .material(let m): m.tint
        }
    }
}

public struct StrokePaint: Hashable, Sendable, Codable {
    public var paint: Paint
    public var lineWidth: Double
    public var style: StrokeLineStyle

    public init(paint: Paint, lineWidth: Double, style: StrokeLineStyle = .plain) {
        self.paint = paint
        self.lineWidth = lineWidth
        self.style = style
    }
}
