import CCairo
import Drawing
import Foundation
import Geometry

/// Builds a shape's outline in a rectangle as the current Cairo path (in points).
///
/// Shapes are re-pathed at their frame, never scaled, so a corner keeps its radius while
/// its card grows: that is what SwiftUI does when a shape's frame animates.
enum ShapePath {
    static func append(_ shape: ShapeKind, in rect: Rect, to cr: OpaquePointer) {
        // A path draws where its points are, whatever its frame's size.
        if case .path(let data) = shape { return PathDrawing.append(data.offsetBy(dx: rect.minX, dy: rect.minY), to: cr) }
        guard rect.width > 0, rect.height > 0 else { return }
        let shortSide = min(rect.width, rect.height)
        switch shape {
        case .rectangle:
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        case .roundedRectangle(let radius, let style):
            appendRoundedRect(rect, radius: min(max(0, radius), shortSide / 2), style: style, to: cr)
        case .capsule(let style):
            appendRoundedRect(rect, radius: shortSide / 2, style: style, to: cr)
        case .circle:
            cairo_new_sub_path(cr)
            cairo_arc(cr, rect.midX, rect.midY, shortSide / 2, 0, 2 * .pi)
            cairo_close_path(cr)
        case .ellipse:
            appendEllipse(rect, to: cr)
        case .trimmed(let base, let from, let to):
            TrimmedPath.append(base, from: from, to: to, in: rect, on: cr)
        case .unevenRoundedRectangle(let radii, let style):
            appendUneven(rect, radii: radii.map { min(max(0, $0), shortSide / 2) }, style: style, to: cr)
        // Layout resolves it to its container's shape; one drawn unresolved is a rectangle.
        case .containerRelative:
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        case .path:
            break
        case .custom(let custom):
            PathDrawing.append(custom.path(size: rect.size).offsetBy(dx: rect.minX, dy: rect.minY), to: cr)
        }
    }

    /// Sets the rule a fill or clip of `shape` goes by: even-odd for `FillStyle(eoFill: true)`,
    /// else non-zero winding (Cairo's default and SwiftUI's).
    static func setFillRule(for shape: ShapeKind, on cr: OpaquePointer) {
        cairo_set_fill_rule(cr, shape.isEvenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
    }

    /// A rounded rectangle, clockwise from the top edge. `radius` is already ≤ half the
    /// shorter side.
    /// The ellipse inscribed in `rect`, as a closed sub-path: a unit circle scaled to it.
    static func appendEllipse(_ rect: Rect, to cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, rect.width / 2, rect.height / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }

    static func appendRoundedRect(_ rect: Rect, radius: Double, style: CornerStyle, to cr: OpaquePointer) {
        if radius <= 0 {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        switch style {
        case .circular:
            appendCircular(rect, radius: radius, to: cr)
        case .continuous:
            appendContinuous(rect, radius: radius, to: cr)
        }
    }

    private static func appendCircular(_ rect: Rect, radius r: Double, to cr: OpaquePointer) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    private static func appendContinuous(_ rect: Rect, radius r: Double, to cr: OpaquePointer) {
        let (e, steps) = ContinuousCorner.corner(radius: r, shortSide: min(rect.width, rect.height))
        cairo_new_sub_path(cr)
        cairo_move_to(cr, rect.minX + e, rect.minY)
        // Each corner: the corner point, back along the incoming edge, out along the next one.
        let corners: [((Double, Double), (Double, Double), (Double, Double), (Double, Double))] = [
            ((rect.maxX, rect.minY), (-1, 0), (0, 1), (rect.maxX, rect.maxY - e)),
            ((rect.maxX, rect.maxY), (0, -1), (-1, 0), (rect.minX + e, rect.maxY)),
            ((rect.minX, rect.maxY), (1, 0), (0, -1), (rect.minX, rect.minY + e)),
            ((rect.minX, rect.minY), (0, 1), (1, 0), (rect.minX + e, rect.minY)),
        ]
        for (corner, back, out, nextEdgeEnd) in corners {
            cairo_line_to(cr, corner.0 + e * back.0, corner.1 + e * back.1)
            ContinuousCorner.append(steps, to: cr, corner: corner, back: back, out: out)
            cairo_line_to(cr, nextEdgeEnd.0, nextEdgeEnd.1)
        }
        cairo_close_path(cr)
    }

    /// An `UnevenRoundedRectangle`, clockwise from the top edge, each corner with its own
    /// radius (already ≤ half the shorter side): quarter circles, or Apple's continuous corner.
    private static func appendUneven(_ rect: Rect, radii: CornerRadii, style: CornerStyle, to cr: OpaquePointer) {
        let shortSide = min(rect.width, rect.height)
        // Corner point, radius, back along the incoming edge, out along the next one.
        let corners: [((Double, Double), Double, (Double, Double), (Double, Double))] = [
            ((rect.maxX, rect.minY), radii.topTrailing, (-1, 0), (0, 1)),
            ((rect.maxX, rect.maxY), radii.bottomTrailing, (0, -1), (-1, 0)),
            ((rect.minX, rect.maxY), radii.bottomLeading, (1, 0), (0, -1)),
            ((rect.minX, rect.minY), radii.topLeading, (0, 1), (1, 0)),
        ]
        cairo_new_sub_path(cr)
        for (corner, r, back, out) in corners {
            guard r > 0 else {
                cairo_line_to(cr, corner.0, corner.1)
                continue
            }
            switch style {
            case .circular:
                let centre = (corner.0 + r * (back.0 + out.0), corner.1 + r * (back.1 + out.1))
                let start = atan2(-out.1, -out.0)
                cairo_arc(cr, centre.0, centre.1, r, start, start + .pi / 2)
            case .continuous:
                let (e, steps) = ContinuousCorner.corner(radius: r, shortSide: shortSide)
                cairo_line_to(cr, corner.0 + e * back.0, corner.1 + e * back.1)
                ContinuousCorner.append(steps, to: cr, corner: corner, back: back, out: out)
            }
        }
        cairo_close_path(cr)
    }
}
