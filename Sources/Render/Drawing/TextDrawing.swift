import CCairo
import Drawing
import Geometry

/// Draws a text laid out at its layout size, scaled to its current frame.
///
/// The run is wrapped at `layoutSize.width` (the same layout the measurer produced) and
/// the result is scaled uniformly by `frame.width / layoutSize.width`: a title that grows in
/// a flight keeps its line breaks, as SwiftUI's text does under a scale effect. Text at its
/// own size is drawn from Cairo's glyph cache; scaled text is drawn as filled outlines.
enum TextDrawing {
    static func draw(_ run: TextRun, layoutSize: Size, in frame: Rect, engine: TextEngine,
                     on cr: OpaquePointer) {
        CairoTextLock.withLock { drawLocked(run, layoutSize: layoutSize, in: frame, engine: engine, on: cr) }
    }

    private static func drawLocked(_ run: TextRun, layoutSize: Size, in frame: Rect, engine: TextEngine,
                                   on cr: OpaquePointer) {
        // Wrap where Layout measured it: the frame's width is rounded to the pixel grid and
        // may be a hair narrower than the widest line.
        let layout = TextLayout(run, width: run.wrapWidth ?? layoutSize.width, engine: engine)
        var textScale: Double
        if layoutSize.width > 0 {
            textScale = frame.width / layoutSize.width
        } else if layoutSize.height > 0 {
            textScale = frame.height / layoutSize.height
        } else {
            textScale = 1
        }
        guard textScale > 0, textScale.isFinite else { return }
        // A scale a rounding error away from 1 (two layouts of one text) is 1: the glyphs.
        if abs(textScale - 1) < 1e-9 { textScale = 1 }
        cairo_save(cr)
        cairo_set_font_options(cr, engine.fontOptions)
        cairo_translate(cr, frame.minX, frame.minY)
        cairo_scale(cr, textScale, textScale)
        CairoPaint.setColor(run.color, on: cr)
        let toPoints = run.font.size / layout.referenceSize
        for index in 0..<layout.lineCount {
            guard let line = pango_layout_get_line_readonly(layout.layout, Int32(index)) else { continue }
            let x = run.alignment.offset(child: layout.lineWidth(index), container: layoutSize.width)
            cairo_save(cr)
            cairo_translate(cr, x, layout.baseline(ofLine: index))
            cairo_scale(cr, toPoints, toPoints)
            cairo_move_to(cr, 0, 0)
            // Emoji are bitmaps, with no outlines to fill: drawn as glyphs at every scale; so
            // are styled runs, whose colours and backgrounds a filled path would lose.
            if textScale == 1 || layout.hasBitmapGlyphs || !run.spans.isEmpty {
                pango_cairo_show_layout_line(cr, line)
            } else {
                // A text in flight has a new size every frame. Drawn as glyphs, each size
                // would become a Cairo scaled font with its own glyph images, kept in
                // process-wide caches that fill up over hundreds of frames (a 600-frame
                // render peaked 22% above a 60-frame one). Its outlines are filled instead:
                // the same shapes, antialiased by Cairo rather than FreeType, cached nowhere.
                pango_cairo_layout_line_path(cr, line)
                cairo_fill(cr)
            }
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }
}
