import Geometry

/// A drop shadow: `.shadow(color:radius:x:y:)` as written, in points.
public struct ShadowSpec: Hashable, Sendable, Codable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double
    /// How many of its element's clips enclose the `.shadow` modifier (nil: all). The clips
    /// inside it (a `cornerRadius` or `clipShape` written before `.shadow`) shape what casts
    /// the shadow and do not clip the shadow itself, as in SwiftUI.
    public var clipsOutside: Int?

    public init(color: Color, radius: Double, x: Double, y: Double) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
