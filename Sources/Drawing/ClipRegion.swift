import Geometry

/// A clip: the shape `shape` in `rect`, in canvas points, under the first `transformDepth`
/// geometry effects of the element it clips (outermost first): a clip written inside a
/// `rotationEffect` turns with the view, one written outside it does not.
public struct ClipRegion: Hashable, Sendable, Codable {
    public var rect: Rect
    public var shape: ShapeKind
    public var transformDepth: Int
    /// The view that clips (its identity, as text; empty when none says): Motion pairs the
    /// clips of two layouts by it, so a clip both sides share moves, and one that only one
    /// side has opens or closes. Render ignores it.
    public var owner: String
    /// Written inside its element's `.shadow` (a `cornerRadius` or `clipShape` before it): it
    /// shapes what casts the shadow and clips the content, and does not clip the shadow, as in
    /// SwiftUI. Any other clip (written after `.shadow`, or a scroll view's, a list card's, a
    /// flight's) clips the shadow with the content.
    public var shapesShadow: Bool

    public init(rect: Rect, shape: ShapeKind, transformDepth: Int = 0, owner: String = "", shapesShadow: Bool = false) {
        self.rect = rect
        self.shape = shape
        self.transformDepth = transformDepth
        self.owner = owner
        self.shapesShadow = shapesShadow
    }

    /// The same clip over another rectangle.
    public func with(rect: Rect) -> ClipRegion {
        var copy = self
        copy.rect = rect
        return copy
    }
}
