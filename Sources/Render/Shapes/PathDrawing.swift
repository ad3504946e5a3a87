import CCairo
import Drawing
import Foundation
import Geometry

/// A `Path`'s elements as the current Cairo path, with Core Graphics' meaning for each: a
/// line, curve or arc starts from the current point (an arc with none starts a subpath at
/// its own start); a rectangle, rounded rectangle or ellipse is a closed subpath of its own,
/// clockwise on the screen, as `UIBezierPath(rect:)` and `UIBezierPath(ovalIn:)` are.
enum PathDrawing {
    static func append(_ path: PathData, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)  // with no current point, a move (Cairo's rule)
            case let .quadCurve(to, control): quadCurve(to: to, control: control, on: cr)
            case let .curve(to, c1, c2):
                if cairo_has_current_point(cr) == 0 { cairo_move_to(cr, c1.x, c1.y) }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, to.x, to.y)
            case let .arc(center, radius, start, end, clockwise):
                // SwiftUI's `clockwise` is in a y-up sense; Cairo's angles grow clockwise on the
                // screen (y down). So `clockwise: false` is Cairo's positive direction.
                guard radius >= 0 else { continue }
                if clockwise {
                    cairo_arc_negative(cr, center.x, center.y, radius, start, end)
                } else {
                    cairo_arc(cr, center.x, center.y, radius, start, end)
                }
            case let .tangentArc(t1, t2, radius): tangentArc(t1, t2, radius: radius, on: cr)
            case .rect(let r):
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
            case let .roundedRect(r, w, h, style): roundedRect(r, w, h, style: style, on: cr)
            case .ellipse(let r):
                guard r.width > 0, r.height > 0 else { continue }
                ShapePath.appendEllipse(r, to: cr)
            case .close:
                if cairo_has_current_point(cr) != 0 { cairo_close_path(cr) }
            }
        }
    }

    /// A quadratic Bézier as the cubic with the same curve: control points two thirds of the
    /// way from each end to the quadratic's control point.
    private static func quadCurve(to p: Point, control q: Point, on cr: OpaquePointer) {
        var x0 = 0.0, y0 = 0.0
        if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else {
            cairo_move_to(cr, q.x, q.y)
            (x0, y0) = (q.x, q.y)
        }
        cairo_curve_to(cr, x0 + 2 / 3 * (q.x - x0), y0 + 2 / 3 * (q.y - y0),
                       p.x + 2 / 3 * (q.x - p.x), p.y + 2 / 3 * (q.y - p.y), p.x, p.y)
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: the arc tangent to the line from the current
    /// point to `t1` and to the line from `t1` to `t2`, preceded by a line to its first
    /// tangent point. Collinear points, or a zero radius, give a line to `t1`.
    private static func tangentArc(_ t1: Point, _ t2: Point, radius r: Double, on cr: OpaquePointer) {
        guard cairo_has_current_point(cr) != 0 else { return cairo_move_to(cr, t1.x, t1.y) }
        var x0 = 0.0, y0 = 0.0
        cairo_get_current_point(cr, &x0, &y0)
        let ux = x0 - t1.x, uy = y0 - t1.y, vx = t2.x - t1.x, vy = t2.y - t1.y
        let lu = (ux * ux + uy * uy).squareRoot(), lv = (vx * vx + vy * vy).squareRoot()
        guard r > 0, lu > 0, lv > 0 else { return cairo_line_to(cr, t1.x, t1.y) }
        let (au, av) = ((ux / lu, uy / lu), (vx / lv, vy / lv))
        let cosTheta = max(-1, min(1, au.0 * av.0 + au.1 * av.1))
        let theta = acos(cosTheta)
        guard theta > 1e-9, theta < .pi - 1e-9 else { return cairo_line_to(cr, t1.x, t1.y) }
        let d = r / tan(theta / 2)
        let a = Point(x: t1.x + au.0 * d, y: t1.y + au.1 * d), b = Point(x: t1.x + av.0 * d, y: t1.y + av.1 * d)
        let bx = au.0 + av.0, by = au.1 + av.1, lb = (bx * bx + by * by).squareRoot()
        let h = r / sin(theta / 2)
        let c = Point(x: t1.x + bx / lb * h, y: t1.y + by / lb * h)
        cairo_line_to(cr, a.x, a.y)
        let a0 = atan2(a.y - c.y, a.x - c.x)
        var sweep = atan2(b.y - c.y, b.x - c.x) - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep <= -.pi { sweep += 2 * .pi }
        if sweep >= 0 { cairo_arc(cr, c.x, c.y, r, a0, a0 + sweep) } else { cairo_arc_negative(cr, c.x, c.y, r, a0, a0 + sweep) }
    }

    /// `addRoundedRect(in:cornerSize:style:)`: equal corner sides draw as a RoundedRectangle
    /// does; unequal ones as quarter ellipses.
    private static func roundedRect(_ r: Rect, _ w: Double, _ h: Double, style: CornerStyle, on cr: OpaquePointer) {
        guard r.width > 0, r.height > 0 else { return }
        let cw = min(max(0, w), r.width / 2), ch = min(max(0, h), r.height / 2)
        if cw == ch { return ShapePath.appendRoundedRect(r, radius: cw, style: style, to: cr) }
        guard cw > 0, ch > 0 else { return cairo_rectangle(cr, r.minX, r.minY, r.width, r.height) }
        cairo_new_sub_path(cr)
        let corners: [(Double, Double, Double)] = [(r.maxX - cw, r.minY + ch, -.pi / 2), (r.maxX - cw, r.maxY - ch, 0),
                                                   (r.minX + cw, r.maxY - ch, .pi / 2), (r.minX + cw, r.minY + ch, .pi)]
        for (x, y, start) in corners {
            cairo_save(cr)
            cairo_translate(cr, x, y)
            cairo_scale(cr, cw, ch)
            cairo_arc(cr, 0, 0, 1, start, start + .pi / 2)
            cairo_restore(cr)
        }
        cairo_close_path(cr)
    }
}
