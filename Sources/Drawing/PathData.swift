import Geometry

/// A `Path`'s elements, in the coordinates of the view that draws it (its frame's origin is
/// (0, 0)), as SwiftUI's `Path` records them. Arcs, rectangles and ellipses are kept as the
/// element the app added, so the renderer draws each with its own curves.
public struct PathData: Hashable, Sendable, Codable {
    public enum Element: Hashable, Sendable, Codable {
        case move(Point)
        case line(Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        /// `addArc(center:radius:startAngle:endAngle:clockwise:)`, angles in radians. As in
        /// SwiftUI, `clockwise` is in a y-up sense: `clockwise: true` turns counterclockwise on
        /// the screen.
        case arc(center: Point, radius: Double, start: Double, end: Double, clockwise: Bool)
        /// `addArc(tangent1End:tangent2End:radius:)`: a line from the current point towards
        /// `tangent1`, then an arc of `radius` tangent to both lines, ending on the second.
        case tangentArc(tangent1: Point, tangent2: Point, radius: Double)
        /// `addRect(_:)`: a closed subpath clockwise on the screen from the top-left corner.
        case rect(Rect)
        /// `addRoundedRect(in:cornerSize:style:)`; corner sizes above half a side are clamped.
        case roundedRect(Rect, cornerWidth: Double, cornerHeight: Double, style: CornerStyle)
        /// `addEllipse(in:)`: a closed subpath from the rectangle's right middle, clockwise on the screen.
        case ellipse(Rect)
        case close
    }

    public var elements: [Element]
    /// `FillStyle(eoFill: true)`: the even-odd rule, where a region covered twice is a hole.
    public var evenOdd: Bool

    public init(_ elements: [Element] = [], evenOdd: Bool = false) {
        self.elements = elements
        self.evenOdd = evenOdd
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The path moved by (dx, dy): `offsetBy(dx:dy:)`, and where a path drawn in a frame goes.
    public func offsetBy(dx: Double, dy: Double) -> PathData {
        func p(_ q: Point) -> Point { Point(x: q.x + dx, y: q.y + dy) }
        func r(_ q: Rect) -> Rect { q.offsetBy(dx: dx, dy: dy) }
        return PathData(elements.map { e in
            switch e {
            case .move(let a): .move(p(a))
            case .line(let a): .line(p(a))
            case let .quadCurve(a, c): .quadCurve(to: p(a), control: p(c))
            case let .curve(a, c1, c2): .curve(to: p(a), control1: p(c1), control2: p(c2))
            case let .arc(c, radius, s, end, cw): .arc(center: p(c), radius: radius, start: s, end: end, clockwise: cw)
            case let .tangentArc(t1, t2, radius): .tangentArc(tangent1: p(t1), tangent2: p(t2), radius: radius)
            case .rect(let a): .rect(r(a))
            case let .roundedRect(a, w, h, style): .roundedRect(r(a), cornerWidth: w, cornerHeight: h, style: style)
            case .ellipse(let a): .ellipse(r(a))
            case .close: .close
            }
        }, evenOdd: evenOdd)
    }
}
