/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

extension Size: Interpolatable {
    public func interpolated(to other: Size, by t: Double) -> Size {
        Size(width: width.interpolated(to: other.width, by: t),
             height: height.interpolated(to: other.height, by: t))
    }
}
