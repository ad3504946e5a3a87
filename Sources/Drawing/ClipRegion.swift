import Geometry

/// A clip: the shape `shape` in `rect`, in canvas points.
public struct ClipRegion: Hashable, Sendable, Codable {
    public var rect: Rect
    public var shape: ShapeKind

    public init(rect: Rect, shape: ShapeKind) {
        self.rect = rect
        self.shape = shape
    }
}
