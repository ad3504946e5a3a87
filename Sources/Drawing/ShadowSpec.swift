import Geometry

/// A drop shadow: `.shadow(color:radius:x:y:)` as written, in points.
public struct ShadowSpec: Hashable, Sendable, Codable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
