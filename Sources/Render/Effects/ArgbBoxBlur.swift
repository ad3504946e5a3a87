import Drawing

/// Three box passes over premultiplied ARGB pixels, horizontally then vertically, each
/// channel alike: close to a Gaussian, integer-only and so deterministic. The boxes' widths
/// are mixed (two sizes) so that their variances add up to the Gaussian's, σ², rather than to
/// a rounded one. `clampEdges` repeats the edge pixels outward (`blur(radius:opaque: true)`)
/// instead of fading into transparency.
enum ArgbBoxBlur {
    /// The radii of three boxes whose variances sum to `sigma`² (W. Jarosz's "boxes for
    /// Gauss"): widths wl and wl + 2, m passes of the first.
    static func radii(forSigma sigma: Double) -> [Int] {
        guard sigma > 0 else { return [] }
        let n = 3.0
        var wl = Int((12 * sigma * sigma / n + 1).squareRoot().rounded(.down))
        if wl % 2 == 0 { wl -= 1 }
        let w = Double(wl)
        let m = Int(((12 * sigma * sigma - n * w * w - 4 * n * w - 3 * n) / (-4 * w - 4)).rounded())
        return (0..<3).map { $0 < m ? (wl - 1) / 2 : (wl + 1) / 2 }
    }

    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double,
                     clampEdges: Bool) {
        guard sigma > 0, width > 0, height > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height) * 4)
        for radius in radii(forSigma: sigma) where radius > 0 {
            for y in 0..<height {
                pass(data + y * stride, count: width, step: 4, radius: radius, clamp: clampEdges, scratch: &line)
            }
            for x in 0..<width {
                pass(data + x * 4, count: height, step: stride, radius: radius, clamp: clampEdges, scratch: &line)
            }
        }
    }

    /// One running-sum box pass over `count` pixels `step` bytes apart. The line is copied
    /// into `scratch` with `radius + 1` pixels of margin on each side (the edge pixel
    /// repeated, or transparent), so the sum runs without a test per sample.
    private static func pass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, clamp: Bool,
                             scratch: inout [UInt32]) {
        let pad = radius + 1, needed = (count + 2 * pad) * 4
        if scratch.count < needed { scratch = [UInt32](repeating: 0, count: needed) }
        scratch.withUnsafeMutableBufferPointer { buffer in
            let line = buffer.baseAddress!
            for i in 0..<count {
                let src = p + i * step, dst = line + (i + pad) * 4
                dst[0] = UInt32(src[0]); dst[1] = UInt32(src[1]); dst[2] = UInt32(src[2]); dst[3] = UInt32(src[3])
            }
            for i in 0..<pad {
                for c in 0..<4 {
                    line[i * 4 + c] = clamp ? line[pad * 4 + c] : 0
                    line[(pad + count + i) * 4 + c] = clamp ? line[(pad + count - 1) * 4 + c] : 0
                }
            }
            let size = UInt32(2 * radius + 1), half = size / 2
            var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s3: UInt32 = 0
            // The window of output 0 is samples −radius…radius, stored at 1…2·radius + 1.
            for k in 0..<(2 * radius + 1) {
                let q = line + (k + 1) * 4
                s0 &+= q[0]; s1 &+= q[1]; s2 &+= q[2]; s3 &+= q[3]
            }
            for i in 0..<count {
                let out = p + i * step
                out[0] = UInt8((s0 + half) / size); out[1] = UInt8((s1 + half) / size)
                out[2] = UInt8((s2 + half) / size); out[3] = UInt8((s3 + half) / size)
                let incoming = line + (i + 2 * radius + 2) * 4, outgoing = line + (i + 1) * 4
                s0 = s0 &+ incoming[0] &- outgoing[0]; s1 = s1 &+ incoming[1] &- outgoing[1]
                s2 = s2 &+ incoming[2] &- outgoing[2]; s3 = s3 &+ incoming[3] &- outgoing[3]
            }
        }
    }
}

/// A colour matrix over premultiplied ARGB pixels (Cairo's, BGRA in memory): each pixel is
/// unpremultiplied, transformed, clamped and premultiplied again.
enum ColorFilter {
    static func apply(_ m: ColorMatrix, to data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
        let r = m.rows
        for y in 0..<height {
            let row = data + y * stride
            for x in 0..<width {
                let p = row + x * 4
                let a = Double(p[3]) / 255
                var c = [0.0, 0.0, 0.0, a]
                if a > 0 { c[0] = Double(p[2]) / 255 / a; c[1] = Double(p[1]) / 255 / a; c[2] = Double(p[0]) / 255 / a }
                var out = [0.0, 0.0, 0.0, 0.0]
                for i in 0..<4 {
                    let row = r[i]
                    var v: Double = row[4]
                    v += row[0] * c[0]
                    v += row[1] * c[1]
                    v += row[2] * c[2]
                    v += row[3] * c[3]
                    out[i] = min(1, max(0, v))
                }
                p[3] = UInt8((out[3] * 255).rounded())
                p[2] = UInt8((out[0] * out[3] * 255).rounded())
                p[1] = UInt8((out[1] * out[3] * 255).rounded())
                p[0] = UInt8((out[2] * out[3] * 255).rounded())
            }
        }
    }
}
