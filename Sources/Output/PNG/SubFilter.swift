import COutputKernels

/// PNG's "sub" filter fused with the pixel conversion: each byte minus the same channel of
/// the pixel to its left, written straight from premultiplied BGRA.
///
/// This is the one per-pixel loop of the output path: the opaque case, which is nearly every
/// frame, is C with SSSE3 (Sources/COutputKernels); the translucent case works over raw buffers
/// with wrapping arithmetic and no bounds checks in the inner loop.
enum SubFilter {
    /// BGRA → filtered RGB rows (filter byte 1 then 3 bytes per pixel), with SIMD where the
    /// CPU has it (COutputKernels). Returns false, with the rows unusable, when a pixel is not
    /// opaque: the caller then starts again with `filterRGBA`. Checking while filtering saves
    /// a separate pass over the frame (12 MB at 3x) to find out first.
    static func filterRGB(_ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                          into target: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        precondition(source.count >= width * height * 4 && target.count >= height * (1 + width * 3))
        return mc_png_filter_sub_rgb(source.baseAddress!, width, height, target.baseAddress!) == 255
    }

    /// Premultiplied BGRA → filtered straight-alpha RGBA rows (filter byte 1 then 4 per pixel).
    static func filterRGBA(_ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
                           into target: UnsafeMutableBufferPointer<UInt8>) {
        let src = source.baseAddress!, dst = target.baseAddress!
        let rowBytes = 1 + width * 4
        for y in 0..<height {
            var s = src + y * width * 4
            var d = dst + y * rowBytes
            d.pointee = 1
            d += 1
            var pr: UInt8 = 0, pg: UInt8 = 0, pb: UInt8 = 0, pa: UInt8 = 0
            for _ in 0..<width {
                let a = s[3]
                var r = s[2], g = s[1], b = s[0]
                if a != 255 {
                    r = unpremultiply(r, a)
                    g = unpremultiply(g, a)
                    b = unpremultiply(b, a)
                }
                d[0] = r &- pr
                d[1] = g &- pg
                d[2] = b &- pb
                d[3] = a &- pa
                pr = r; pg = g; pb = b; pa = a
                s += 4
                d += 4
            }
        }
    }

    /// Premultiplied BGRA → straight-alpha RGBA, unfiltered: the raw row adaptive filtering
    /// starts from.
    static func straightRGBA(_ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutableBufferPointer<UInt8>) {
        var i = 0
        while i + 3 < source.count {
            let a = source[i + 3]
            var r = source[i + 2], g = source[i + 1], b = source[i]
            if a != 255 {
                r = unpremultiply(r, a)
                g = unpremultiply(g, a)
                b = unpremultiply(b, a)
            }
            target[i] = r
            target[i + 1] = g
            target[i + 2] = b
            target[i + 3] = a
            i += 4
        }
    }

    /// Straight colour from a premultiplied one, rounded; 0 where alpha is 0.
    @inline(__always)
    static func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        if a == 0 { return 0 }
        let v = (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)
        return UInt8(truncatingIfNeeded: min(v, 255))
    }
}
