/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// This size drawn at `scale` pixels a point, in whole pixels: each side rounded to the
    /// nearest, at least 1. The one rule for every frame, video, GIF and manifest size.
    public func pixels(atScale scale: Double) -> (width: Int, height: Int) {
        (Self.side(width * scale), Self.side(height * scale))
    }

    /// A side in pixels: at least 1, and a number that fits (a scene's limits keep it far
    /// below; a library caller may not have checked).
    static func side(_ pixels: Double) -> Int {
        let rounded = pixels.rounded(), most = Double(1 << 20)
        return rounded >= 1 && rounded < most ? Int(rounded) : (rounded >= most ? 1 << 20 : 1)
    }
}

extension Size: Interpolatable {
    public func interpolated(to other: Size, by t: Double) -> Size {
        Size(width: width.interpolated(to: other.width, by: t),
             height: height.interpolated(to: other.height, by: t))
    }
}
