import CCairo

/// A worker's reusable pixel memory for surfaces that live only while one band is drawn (a
/// material's backdrop scaled up to the band's rows): allocated once and grown when a larger
/// one is asked for, so drawing a band faults in no new pages. Confined to its engine's thread.
final class ScratchPixels {
    private var buffer: UnsafeMutableRawPointer?
    private var capacity = 0

    /// An ARGB32 surface of `width × height` over the scratch memory, valid until the next
    /// call; the caller destroys the surface (not the memory). Its pixels are not cleared.
    func surface(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let bytes = stride * height
        guard width > 0, height > 0, stride > 0 else { return nil }
        if bytes > capacity {
            buffer?.deallocate()
            buffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
            capacity = bytes
        }
        return cairo_image_surface_create_for_data(buffer!.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                   Int32(width), Int32(height), Int32(stride))
    }

    deinit { buffer?.deallocate() }
}
