import Geometry

/// A clip: the shape `shape` in `rect`, in canvas points, under the first `transformDepth`
/// geometry effects of the element it clips (outermost first): a clip written inside a
/// `rotationEffect` turns with the view, one written outside it does not.
public struct ClipRegion: Hashable, Sendable, Codable {
    public var rect: Rect
    public var shape: ShapeKind
    public var transformDepth: Int

    public init(rect: Rect, shape: ShapeKind, transformDepth: Int = 0) {
        self.rect = rect
        self.shape = shape
        self.transformDepth = transformDepth
    }

    /// The same clip over another rectangle.
    public func with(rect: Rect) -> ClipRegion {
        var copy = self
        copy.rect = rect
        return copy
    }
}
