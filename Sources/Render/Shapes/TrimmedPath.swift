import CCairo
import Drawing
import Geometry

/// `trim(from:to:)`: the part of a shape's outline between two fractions of its length, as a
/// path. The outline is flattened (to Cairo's tolerance) and walked from where the shape's
/// path starts; each of its closed subpaths counts with its closing segment. Ends past 1 or
/// below 0 are clamped, and `from` past `to` draws nothing, as in SwiftUI.
enum TrimmedPath {
    static func append(_ base: ShapeKind, from: Double, to: Double, in rect: Rect, on cr: OpaquePointer) {
        let from = min(1, max(0, from)), to = min(1, max(0, to))
        guard to > from else { return }
        let polylines = outline(base, in: rect, on: cr)
        let lengths = polylines.map(length)
        let total = lengths.reduce(0, +)
        guard total > 0 else { return }
        let start = from * total, end = to * total
        var offset = 0.0
        for (points, length) in zip(polylines, lengths) {
            defer { offset += length }
            guard offset + length > start, offset < end else { continue }
            emit(points, from: start - offset, to: end - offset, on: cr)
        }
    }

    /// The shape's outline as polylines in user space, each closed one ending at its start.
    private static func outline(_ shape: ShapeKind, in rect: Rect, on cr: OpaquePointer) -> [[Point]] {
        cairo_save(cr)
        cairo_new_path(cr)
        ShapePath.append(shape, in: rect, to: cr)
        let flat = cairo_copy_path_flat(cr)
        cairo_new_path(cr)
        cairo_restore(cr)
        guard let flat else { return [] }
        defer { cairo_path_destroy(flat) }
        var polylines: [[Point]] = [], current: [Point] = []
        var i = 0
        guard let data = flat.pointee.data else { return [] }
        while i < Int(flat.pointee.num_data) {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO:
                if current.count > 1 { polylines.append(current) }
                current = [Point(x: data[i + 1].point.x, y: data[i + 1].point.y)]
            case CAIRO_PATH_LINE_TO:
                current.append(Point(x: data[i + 1].point.x, y: data[i + 1].point.y))
            case CAIRO_PATH_CLOSE_PATH:
                if let first = current.first { current.append(first) }
            default:
                break
            }
            i += Int(header.length)
        }
        if current.count > 1 { polylines.append(current) }
        return polylines
    }

    private static func length(_ points: [Point]) -> Double {
        zip(points, points.dropFirst()).reduce(0) { $0 + distance($1.0, $1.1) }
    }

    private static func distance(_ a: Point, _ b: Point) -> Double {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }

    /// The stretch of `points` between two distances along it, as an open subpath.
    private static func emit(_ points: [Point], from start: Double, to end: Double, on cr: OpaquePointer) {
        var walked = 0.0, started = false
        for (a, b) in zip(points, points.dropFirst()) {
            let segment = distance(a, b)
            defer { walked += segment }
            guard segment > 0, walked + segment > start, walked < end else { continue }
            func point(at d: Double) -> Point {
                let t = min(1, max(0, (d - walked) / segment))
                return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            if !started {
                let p = point(at: max(start, walked))
                cairo_move_to(cr, p.x, p.y)
                started = true
            }
            let q = point(at: min(end, walked + segment))
            cairo_line_to(cr, q.x, q.y)
        }
    }
}
