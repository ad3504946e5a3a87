import CCairo
import Drawing
import Foundation
import Geometry

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
        let (width, height) = pixelSize(of: list, scale: scale)
        // Every pixel is painted below (the background, with SOURCE), so a new frame is not
        // zeroed first.
        frame.resize(width: width, height: height)
        // Band by band, as an encoder drawing while it encodes does: the same pixels either way.
        frame.pixels.withUnsafeMutableBytes { buffer in
            let bands = Bands(list, scale: scale, engine: engine, pixels: buffer.baseAddress!)
            for top in stride(from: 0, to: height, by: bands.rowsPerBand) {
                bands.draw(rows: top..<min(height, top + bands.rowsPerBand))
            }
        }
    }

    /// The canvas of `list` drawn at `scale`, in pixels.
    public static func pixelSize(of list: DisplayList, scale: Double) -> (width: Int, height: Int) {
        list.canvasSize.pixels(atScale: scale)
    }

    /// Draws a frame one band of rows at a time: how every frame is drawn, whole or not. A band that fits a core's L2 cache can be drawn, then encoded,
    /// before it leaves the cache (PNGEncoder's `encode(width:height:pixels:bandRows:draw:)`):
    /// a 3x frame is 12 MB, and two workers each filling then reading one a frame at a time
    /// contended for the shared cache and memory.
    ///
    /// The frame is one surface, clipped to the band's rows, so no coordinate depends on the
    /// band, and a shape, text or photo has the same pixels in any band. A mask Cairo scales
    /// (a shadow's blurred mask) is resampled from where the band's clip starts, which moves
    /// its 16.16 fixed-point rounding: a shadow pixel can differ by 1 between band heights.
    /// So every frame, whole or encoded as drawn, is drawn in the same bands (`rowsPerBand`,
    /// a function of the width alone): `Renderer.render` and a banded encode give the same
    /// bytes. An item is drawn only in the bands its rows reach (`ItemDrawer.rowsReached`).
    public final class Bands {
        public let width: Int, height: Int
        /// Rows a band holds: about 1 MB of pixels, leaving room in a 2 MB L2 cache for the
        /// filtered rows and the deflater's state (224 rows at 3x).
        public var rowsPerBand: Int { Self.rowsPerBand(width: width) }
        public static func rowsPerBand(width: Int) -> Int { max(8, (1 << 20) / (max(1, width) * 4)) }
        private let list: DisplayList
        private let drawer: ItemDrawer
        private let reach: [Range<Int>]
        private let surface: OpaquePointer
        private let cr: OpaquePointer

        /// Starts a frame on `engine`, into `frame`'s pixels (resized if needed), which must
        /// stay in place until the object is released (`Frame.pixels.withUnsafeMutableBytes`).
        public init(_ list: DisplayList, scale: Double, engine: RenderEngine, pixels: UnsafeMutableRawPointer) {
            engine.text.assertOwningThread()
            (width, height) = Renderer.pixelSize(of: list, scale: scale)
            // ARGB32 rows are width × 4 bytes: Cairo's stride for this format never pads.
            precondition(Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) == width * 4)
            self.list = list
            engine.resampled.beginFrame()
            drawer = ItemDrawer(engine: engine, canvasWidth: width, canvasHeight: height,
                                backdrop: Backdrop(background: list.background, canvasSize: list.canvasSize))
            reach = list.items.map { [drawer] in drawer.rowsReached(by: $0, scale: scale) }
            surface = cairo_image_surface_create_for_data(pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                          Int32(width), Int32(height), Int32(width * 4))!
            cr = cairo_create(surface)!
            cairo_scale(cr, scale, scale)
            // Curves flattened to 1/50 px instead of Cairo's 1/10: shapes that are the same
            // curve drawn two ways (an arc, a blended corner) rasterize alike.
            cairo_set_tolerance(cr, 0.02)
        }

        deinit {
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }

        /// Draws the frame's rows `rows`; every other row is left as it was.
        public func draw(rows: Range<Int>) {
            precondition(rows.lowerBound >= 0 && rows.upperBound <= height)
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, 0, Double(rows.lowerBound), Double(width), Double(rows.count))
            cairo_restore(cr)
            cairo_save(cr)
            cairo_clip(cr)
            Renderer.paint(list, drawer: drawer, on: cr) { index in reach[index].overlaps(rows) }
            cairo_restore(cr)
            cairo_surface_flush(surface)
        }
    }

    /// Paints `list` on `cr` (transform and tolerance set): its background, with SOURCE,
    /// then the items `includes` accepts, back to front.
    private static func paint(_ list: DisplayList, drawer: ItemDrawer, on cr: OpaquePointer,
                              includes: (Int) -> Bool = { _ in true }) {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        CairoPaint.setColor(list.background, on: cr)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        for (index, item) in list.items.enumerated() where includes(index) {
            drawer.backdrop?.below = list.items[..<index]
            drawer.draw(item, on: cr)
        }
    }
}

extension Frame {
    /// Makes this a `width` × `height` frame, keeping its buffer when the size is the same.
    /// A new buffer is not zeroed: Renderer paints every pixel (the background, with SOURCE).
    public mutating func resize(width: Int, height: Int) {
        guard self.width != width || self.height != height else { return }
        self = Frame(unsetWidth: width, height: height)
        pixels.withUnsafeMutableBytes { adviseHugePages($0) }
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
