import CCairo
import Drawing
import Foundation
import Geometry

/// Vector stand-ins for the SF Symbols scenes use, drawn in a square centred in the frame.
///
/// SF Symbols cannot ship with Matchcut, so each name gets a simple drawing of the same
/// silhouette, weight and optical centre. An unknown name draws a dashed box with a question
/// mark, so a typo shows in the render instead of vanishing.
enum SymbolArt {
    static let knownNames: Set<String> = Set(SymbolCatalog.names).union(StatusBarArt.names)

    static func draw(_ name: String, color: Color, in frame: Rect, on cr: OpaquePointer) {
        if StatusBarArt.names.contains(name) { return StatusBarArt.draw(name, color: color, in: frame, on: cr) }
        let side = min(frame.width, frame.height)
        guard side > 0 else { return }
        cairo_save(cr)
        // Unit square coordinates: (0,0)–(1,1) in the centred square.
        cairo_translate(cr, frame.midX - side / 2, frame.midY - side / 2)
        cairo_scale(cr, side, side)
        CairoPaint.setColor(color, on: cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        switch name {
        case "xmark.circle.fill": xmarkCircle(cr)
        case "chevron.left": chevron(cr, pointingLeft: true)
        case "chevron.right": chevron(cr, pointingLeft: false)
        case "heart.fill": heart(cr)
        case "play.fill": play(cr)
        case "star.fill": star(cr)
        default: placeholder(cr)
        }
        cairo_restore(cr)
    }

    /// A filled disc with the cross knocked out (transparent), drawn as its own layer, bounded
    /// to the symbol's square.
    private static func xmarkCircle(_ cr: OpaquePointer) {
        PixelClip.clip(around: Rect(x: 0, y: 0, width: 1, height: 1), on: cr)
        cairo_push_group(cr)
        cairo_arc(cr, 0.5, 0.5, 0.5, 0, 2 * .pi)
        cairo_fill(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_set_line_width(cr, 0.09)
        cairo_move_to(cr, 0.34, 0.34); cairo_line_to(cr, 0.66, 0.66)
        cairo_move_to(cr, 0.66, 0.34); cairo_line_to(cr, 0.34, 0.66)
        cairo_stroke(cr)
        cairo_pop_group_to_source(cr)
        cairo_paint(cr)
    }

    private static func chevron(_ cr: OpaquePointer, pointingLeft: Bool) {
        let tip = pointingLeft ? 0.3 : 0.7, tail = pointingLeft ? 0.62 : 0.38
        cairo_set_line_width(cr, 0.12)
        cairo_move_to(cr, tail, 0.12)
        cairo_line_to(cr, tip, 0.5)
        cairo_line_to(cr, tail, 0.88)
        cairo_stroke(cr)
    }

    private static func heart(_ cr: OpaquePointer) {
        cairo_move_to(cr, 0.5, 0.9)
        cairo_curve_to(cr, 0.2, 0.7, 0.02, 0.5, 0.04, 0.32)
        cairo_curve_to(cr, 0.06, 0.14, 0.2, 0.08, 0.3, 0.08)
        cairo_curve_to(cr, 0.4, 0.08, 0.47, 0.14, 0.5, 0.22)
        cairo_curve_to(cr, 0.53, 0.14, 0.6, 0.08, 0.7, 0.08)
        cairo_curve_to(cr, 0.8, 0.08, 0.94, 0.14, 0.96, 0.32)
        cairo_curve_to(cr, 0.98, 0.5, 0.8, 0.7, 0.5, 0.9)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    private static func play(_ cr: OpaquePointer) {
        cairo_move_to(cr, 0.22, 0.1)
        cairo_line_to(cr, 0.88, 0.5)
        cairo_line_to(cr, 0.22, 0.9)
        cairo_close_path(cr)
        cairo_set_line_width(cr, 0.06)
        cairo_fill_preserve(cr)
        cairo_stroke(cr)  // rounds the corners like the symbol's
    }

    private static func star(_ cr: OpaquePointer) {
        for i in 0..<10 {
            let angle = -Double.pi / 2 + Double(i) * .pi / 5
            let r = i % 2 == 0 ? 0.5 : 0.2
            let x = 0.5 + r * cos(angle), y = 0.54 + r * sin(angle)
            if i == 0 { cairo_move_to(cr, x, y) } else { cairo_line_to(cr, x, y) }
        }
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// A dashed box with a question mark: the symbol name is unknown.
    private static func placeholder(_ cr: OpaquePointer) {
        var dashes = [0.08, 0.06]
        cairo_set_dash(cr, &dashes, 2, 0)
        cairo_set_line_width(cr, 0.05)
        cairo_rectangle(cr, 0.05, 0.05, 0.9, 0.9)
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
        cairo_set_line_width(cr, 0.08)
        cairo_arc(cr, 0.5, 0.36, 0.14, .pi, 2.25 * .pi)
        cairo_line_to(cr, 0.5, 0.6)
        cairo_stroke(cr)
        cairo_arc(cr, 0.5, 0.76, 0.05, 0, 2 * .pi)
        cairo_fill(cr)
    }
}
