import CCairo
import Drawing

/// A `StrokeStyle` as Cairo's line settings.
enum StrokeDrawing {
    static func setStyle(_ stroke: StrokePaint, on cr: OpaquePointer) {
        cairo_set_line_width(cr, stroke.lineWidth)
        let style = stroke.style
        switch style.cap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.join {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, max(1, style.miterLimit))
        // A dash of nothing but zero lengths would draw nothing; Cairo refuses it.
        let dash = style.dash.map { max(0, $0) }
        if dash.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dash, Int32(dash.count), style.dashPhase)
        } else {
            cairo_set_dash(cr, nil, 0, 0)
        }
    }
}
