import COutputKernels

/// Where a worker draws a frame it encodes as it draws (PNG alone): the frame's whole
/// address space, `width × height × 4` bytes, over a ring of memory a little larger than one
/// band (`mc_ring_create`). Renderer.Bands draws each band at the frame's own coordinates,
/// the encoder filters and deflates it, and the next band reuses the same memory: the
/// frame's 12 MB at 3x never leave the L2 cache as a 1 MB band, and are never fetched from
/// or written back to main memory.
final class BandRing {
    let width: Int, height: Int
    let pixels: UnsafeMutableRawPointer
    private let bytes: Int

    /// Nil when the kernel refuses the mapping; the caller then draws into a whole frame.
    init?(width: Int, height: Int, rowsPerBand: Int) {
        let page = 4096
        let band = rowsPerBand * width * 4
        // A page more than a band: a band's rows never meet themselves around the ring.
        let ring = (band + page - 1) / page * page + page
        bytes = width * height * 4
        guard width > 0, height > 0, let base = mc_ring_create(bytes, ring) else { return nil }
        self.width = width
        self.height = height
        pixels = base
    }

    deinit { mc_ring_destroy(pixels, bytes) }
}
