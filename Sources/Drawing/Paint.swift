import Geometry

/// A resolved fill: a colour or a linear gradient (unit points in the element's frame).
public enum Paint: Hashable, Sendable, Codable {
    case color(Color)
    case linearGradient(colors: [Color], start: UnitPoint, end: UnitPoint)
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
