import CCairo
import Drawing
import Geometry

/// Sets a `Paint` as the Cairo source for a shape in `rect`.
enum CairoPaint {
    static func setSource(_ paint: Paint, in rect: Rect, on cr: OpaquePointer) {
        switch paint {
        case .color(let color):
            setColor(color, on: cr)
        case .linearGradient(let colors, let start, let end):
            guard colors.count > 1 else {
                setColor(colors.first ?? .clear, on: cr)
                return
            }
            let p0 = rect.point(at: start), p1 = rect.point(at: end)
            let pattern = cairo_pattern_create_linear(p0.x, p0.y, p1.x, p1.y)
            // Stops evenly spaced, as `LinearGradient(colors:)` places them.
            for (i, color) in colors.enumerated() {
                let offset = Double(i) / Double(colors.count - 1)
                cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green,
                                                  color.blue, color.opacity)
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    static func setColor(_ color: Color, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.opacity)
    }
}
