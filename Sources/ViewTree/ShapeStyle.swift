import Geometry

/// What fills a shape or colours text: a colour, a gradient, or a level of the current
/// foreground (`.primary`, `.secondary`, …).
public enum ShapeStyle: Hashable, Sendable, Codable {
    case color(Color)
    case linearGradient(colors: [Color], start: UnitPoint, end: UnitPoint)
    /// `.primary` = 0, `.secondary` = 1, `.tertiary` = 2, `.quaternary` = 3: the environment's
    /// foreground at the label opacities (1, 0.6, 0.3, 0.18) — reference §5.
    case hierarchical(level: Int)
}
