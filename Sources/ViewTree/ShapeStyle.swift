import Drawing
import Geometry

/// What fills a shape or colours text, as written: a colour, a gradient, a level of the
/// current foreground (`.primary`, `.secondary`, …), a material, or the tint.
public enum ShapeStyle: Hashable, Sendable, Codable {
    case color(Color)
    case gradient(GradientPaint)
    /// `.primary` = 0, `.secondary` = 1, `.tertiary` = 2, `.quaternary` = 3: the environment's
    /// foreground at the label opacities (1, 0.6, 0.3, 0.18) — reference §5.
    case hierarchical(level: Int)
    /// `.ultraThinMaterial` … `.bar`, and glass.
    case material(MaterialStyle, tint: Color?)
    /// `.tint`: the environment's tint, system blue by default.
    case tint

    /// `LinearGradient(colors:startPoint:endPoint:)`.
    public static func linearGradient(colors: [Color], start: UnitPoint, end: UnitPoint) -> ShapeStyle {
        .gradient(GradientPaint(.linear(start: start, end: end), colors: colors))
    }
}
