/// An axis-aligned rectangle in points: an origin (top-left) and a size.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The point at `anchor`, in the rectangle's coordinate space (0,0 top-left, 1,1 bottom-right).
    public func point(at anchor: UnitPoint) -> Point {
        Point(x: minX + anchor.x * width, y: minY + anchor.y * height)
    }

    /// A rectangle of `size` whose `anchor` point sits on `point`.
    public static func placing(_ size: Size, anchor: UnitPoint, at point: Point) -> Rect {
        Rect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
             width: size.width, height: size.height)
    }

    /// Whether `p` lies inside: the minimum edges included, the maximum ones not.
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: max(0, width - insets.leading - insets.trailing),
             height: max(0, height - insets.top - insets.bottom))
    }

    /// The smallest rectangle that holds both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Maps a rectangle given relative to `self` (as fractions of its size) into `target`.
    /// Used to carry a subtree's elements along with a matched frame that moves and resizes.
    public func mapping(_ inner: Rect, into target: Rect) -> Rect {
        let sx = width == 0 ? 1 : target.width / width
        let sy = height == 0 ? 1 : target.height / height
        return Rect(x: target.minX + (inner.minX - minX) * sx,
                    y: target.minY + (inner.minY - minY) * sy,
                    width: inner.width * sx, height: inner.height * sy)
    }
}

extension Rect: Interpolatable {
    /// Interpolates x, y, width and height independently, as SwiftUI's animatable frame does.
    public func interpolated(to other: Rect, by t: Double) -> Rect {
        Rect(origin: origin.interpolated(to: other.origin, by: t),
             size: size.interpolated(to: other.size, by: t))
    }
}

extension Rect: CustomStringConvertible {
    /// `[x y w h]`, the form used by layout dumps and failures.
    public var description: String {
        "[\(formatPoints(minX)) \(formatPoints(minY)) \(formatPoints(width)) \(formatPoints(height))]"
    }
}

/// Formats a point value compactly and stably: integers without a fraction, others to 3 places.
public func formatPoints(_ value: Double) -> String {
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 {
        return String(Int(rounded))
    }
    var text = String(format: "%.3f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
