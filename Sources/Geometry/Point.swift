/// A location in SwiftUI points, y growing downwards as on iOS.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

extension Point: Interpolatable {
    public func interpolated(to other: Point, by t: Double) -> Point {
        Point(x: x.interpolated(to: other.x, by: t), y: y.interpolated(to: other.y, by: t))
    }
}
