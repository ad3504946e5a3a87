import CCairo
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
        engine.text.assertOwningThread()
        let width = max(1, Int((list.canvasSize.width * scale).rounded()))
        let height = max(1, Int((list.canvasSize.height * scale).rounded()))
        let surface = engine.canvasSurface(width: width, height: height)
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
        return copyPixels(of: surface, width: width, height: height)
    }

    /// The surface's pixels as a frame, dropping any row padding Cairo added.
    private static func copyPixels(of surface: OpaquePointer, width: Int, height: Int) -> Frame {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let rowBytes = width * 4
        if stride == rowBytes {
            return Frame(width: width, height: height,
                         pixels: Array(UnsafeBufferPointer(start: data, count: rowBytes * height)))
        }
        var pixels = [UInt8](repeating: 0, count: rowBytes * height)
        pixels.withUnsafeMutableBytes { target in
            for y in 0..<height {
                (target.baseAddress! + y * rowBytes).copyMemory(from: data + y * stride, byteCount: rowBytes)
            }
        }
        return Frame(width: width, height: height, pixels: pixels)
    }
}
