import CCairo
import Foundation
import Geometry

/// The status bar's glyphs: cellular bars, Wi-Fi and battery, as a simulator screenshot
/// shows them (full signal, full battery). Each fills its whole frame, unlike SF Symbol
/// stand-ins, which are drawn in a centred square.
enum StatusBarArt {
    static let names: Set<String> = ["matchcut.statusbar.cellular", "matchcut.statusbar.wifi", "matchcut.statusbar.battery"]

    static func draw(_ name: String, color: Color, in frame: Rect, on cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, frame.minX, frame.minY)
        CairoPaint.setColor(color, on: cr)
        switch name {
        case "matchcut.statusbar.cellular": cellular(cr, frame.width, frame.height)
        case "matchcut.statusbar.wifi": wifi(cr, frame.width, frame.height)
        default: battery(cr, frame.width, frame.height, color: color)
        }
        cairo_restore(cr)
    }

    /// Four rounded bars rising left to right.
    private static func cellular(_ cr: OpaquePointer, _ w: Double, _ h: Double) {
        let gap = w * 0.09, bar = (w - 3 * gap) / 4
        for i in 0..<4 {
            let bh = h * (0.4 + 0.2 * Double(i))
            rounded(cr, x: Double(i) * (bar + gap), y: h - bh, w: bar, h: bh, r: bar * 0.35)
            cairo_fill(cr)
        }
    }

    /// Three arcs and a dot, fanning up from the bottom centre.
    private static func wifi(_ cr: OpaquePointer, _ w: Double, _ h: Double) {
        let cx = w / 2, cy = h * 0.98, step = h * 0.31
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_width(cr, step * 0.62)
        for i in 1...2 {
            let r = step * Double(i) + step * 0.45
            cairo_arc(cr, cx, cy, r, -.pi * 0.77, -.pi * 0.23)
            cairo_stroke(cr)
        }
        cairo_move_to(cr, cx, cy)
        cairo_arc(cr, cx, cy, step * 0.9, -.pi * 0.77, -.pi * 0.23)
        cairo_close_path(cr)
        cairo_fill(cr)
    }

    /// An outlined body, a full charge inside, and the terminal nub.
    private static func battery(_ cr: OpaquePointer, _ w: Double, _ h: Double, color: Color) {
        let nub = w * 0.06, body = w - nub - w * 0.03
        cairo_set_line_width(cr, h * 0.085)
        CairoPaint.setColor(color.withOpacity(0.4), on: cr)
        rounded(cr, x: h * 0.04, y: h * 0.04, w: body - h * 0.08, h: h * 0.92, r: h * 0.3)
        cairo_stroke(cr)
        rounded(cr, x: body + w * 0.015, y: h * 0.33, w: nub, h: h * 0.34, r: nub * 0.5)
        cairo_fill(cr)
        CairoPaint.setColor(color, on: cr)
        let inset = h * 0.17
        rounded(cr, x: inset, y: inset, w: body - 2 * inset, h: h - 2 * inset, r: h * 0.18)
        cairo_fill(cr)
    }

    private static func rounded(_ cr: OpaquePointer, x: Double, y: Double, w: Double, h: Double, r: Double) {
        let r = min(r, w / 2, h / 2)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, .pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, .pi / 2, .pi)
        cairo_arc(cr, x + r, y + r, r, .pi, 1.5 * .pi)
        cairo_close_path(cr)
    }
}
