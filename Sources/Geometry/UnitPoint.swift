/// A point in a view's unit square: (0, 0) is the top-leading corner, (1, 1) the bottom-trailing.
public struct UnitPoint: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point this is in a box of `size` whose origin is (0, 0).
    public func point(in size: Size) -> Point { Point(x: x * size.width, y: y * size.height) }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The named unit points, by their SwiftUI names.
    public static let named: [String: UnitPoint] = [
        "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing,
        "top": .top, "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
}
