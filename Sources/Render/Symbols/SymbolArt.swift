import CCairo
import Drawing
import Foundation
import Geometry

/// What a symbol name with no icon-font glyph draws (SymbolGlyphDrawing draws the mapped
/// ones): the status bar's and UIKit's own chrome (a List row's disclosure chevron, a back
/// button's chevron, at UIKit's sizes rather than an SF Symbol's), or, for a name Matchcut
/// does not know, a dashed box with a question mark, so a typo shows in the render instead
/// of vanishing.
enum SymbolArt {
    /// UIKit's chevrons, which Layout places for List rows and back buttons.
    static let disclosure = "matchcut.chrome.disclosure", back = "matchcut.chrome.back"
    /// UIActivityIndicatorView, at a fixed phase: Layout's indeterminate ProgressView.
    static let spinner = "matchcut.chrome.spinner"

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
        case back: chevron(cr, pointingLeft: true)
        case disclosure: chevron(cr, pointingLeft: false)
        case spinner: spokes(cr, color: color)
        default: placeholder(cr)
        }
        cairo_restore(cr)
    }

    private static func chevron(_ cr: OpaquePointer, pointingLeft: Bool) {
        let tip = pointingLeft ? 0.3 : 0.7, tail = pointingLeft ? 0.62 : 0.38
        cairo_set_line_width(cr, 0.12)
        cairo_move_to(cr, tail, 0.12)
        cairo_line_to(cr, tip, 0.5)
        cairo_line_to(cr, tail, 0.88)
        cairo_stroke(cr)
    }

    /// Eight rounded spokes around the centre, the one at twelve o'clock opaque and each
    /// following one clockwise fainter, as UIKit's activity indicator stands between frames.
    private static func spokes(_ cr: OpaquePointer, color: Color) {
        cairo_set_line_width(cr, 0.09)
        for i in 0..<8 {
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 4
            CairoPaint.setColor(color.withOpacity(max(0.25, 1 - 0.12 * Double(i))), on: cr)
            cairo_move_to(cr, 0.5 + 0.24 * cos(angle), 0.5 + 0.24 * sin(angle))
            cairo_line_to(cr, 0.5 + 0.44 * cos(angle), 0.5 + 0.44 * sin(angle))
            cairo_stroke(cr)
        }
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
