import CCairo
import Foundation
import Geometry
import Motion

/// Rasterizes display lists. The only place in the pipeline that knows about pixels:
/// everything arrives in points and is multiplied by `scale` here.
public enum Renderer {
    /// Draws `list` at `scale` pixels per point on `engine`'s thread.
    ///
    /// The canvas is `canvasSize × scale` pixels (rounded), filled with the list's background,
    /// then every item is drawn back to front. The result is premultiplied BGRA with rows of
    /// exactly `width × 4` bytes. Pure in its inputs: the same list gives the same bytes, on
    /// any thread, in any process.
    public static func render(_ list: DisplayList, scale: Double, engine: RenderEngine) -> Frame {
        var frame = Frame(width: 1, height: 1)
        render(list, scale: scale, engine: engine, into: &frame)
        return frame
    }

    /// Draws `list` straight into `frame`'s pixels, resizing it if needed: a worker that keeps
    /// one frame draws every frame with no allocation and no copy of 12 MB (a 3x iPhone frame).
    public static func render(_ list: DisplayList, scale: Double, engine: RenderEngine, into frame: inout Frame) {
        engine.text.assertOwningThread()
        let width = max(1, Int((list.canvasSize.width * scale).rounded()))
        let height = max(1, Int((list.canvasSize.height * scale).rounded()))
        // Every pixel is painted below (the background, with SOURCE), so a new frame is not
        // zeroed first.
        if frame.width != width || frame.height != height {
            frame = Frame(unsetWidth: width, height: height)
            frame.pixels.withUnsafeMutableBytes { adviseHugePages($0) }
        }
        // ARGB32 rows are width × 4 bytes: Cairo's stride for this format never pads.
        precondition(Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4)
        engine.resampled.beginFrame()
        frame.pixels.withUnsafeMutableBytes { buffer in
            let data = buffer.baseAddress!.assumingMemoryBound(to: UInt8.self)
            let surface = cairo_image_surface_create_for_data(data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                                                              Int32(width * 4))!
            let cr = cairo_create(surface)!
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            CairoPaint.setColor(list.background, on: cr)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_scale(cr, scale, scale)
            // Curves flattened to 1/50 px instead of Cairo's 1/10: shapes that are the same
            // curve drawn two ways (an arc, a blended corner) rasterize alike.
            cairo_set_tolerance(cr, 0.02)
            let drawer = ItemDrawer(engine: engine)
            for item in list.items { drawer.draw(item, on: cr) }
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
    }
}

/// Asks the kernel to back `buffer` with 2 MB pages where it can, before anything touches
/// it: a 3x frame is 12 MB, six huge pages instead of three thousand small ones to fault in
/// and to keep in the TLB while Cairo and the PNG filter sweep it.
func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
    guard let base = buffer.baseAddress, buffer.count >= 4 << 20 else { return }
    let huge = 2 << 20
    let start = (Int(bitPattern: base) + huge - 1) / huge * huge
    let end = (Int(bitPattern: base) + buffer.count) / huge * huge
    guard end > start else { return }
    _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE)
}
