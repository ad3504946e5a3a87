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

    /// One running-sum box pass over `count` pixels `step` bytes apart.
    private static func pass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int, clamp: Bool,
                             scratch: inout [UInt32]) {
        for i in 0..<count {
            for c in 0..<4 { scratch[i * 4 + c] = UInt32(p[i * step + c]) }
        }
        let size = UInt32(2 * radius + 1)
        var sum: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
        func sample(_ i: Int, _ c: Int) -> UInt32 {
            if i >= 0 && i < count { return scratch[i * 4 + c] }
            return clamp ? scratch[(i < 0 ? 0 : count - 1) * 4 + c] : 0
        }
        for i in -radius - 1..<radius {
            sum.0 += sample(i, 0); sum.1 += sample(i, 1); sum.2 += sample(i, 2); sum.3 += sample(i, 3)
        }
        for i in 0..<count {
            let incoming = i + radius, outgoing = i - radius - 1
            sum.0 = sum.0 &+ sample(incoming, 0) &- sample(outgoing, 0)
            sum.1 = sum.1 &+ sample(incoming, 1) &- sample(outgoing, 1)
            sum.2 = sum.2 &+ sample(incoming, 2) &- sample(outgoing, 2)
            sum.3 = sum.3 &+ sample(incoming, 3) &- sample(outgoing, 3)
            p[i * step] = UInt8((sum.0 + size / 2) / size)
            p[i * step + 1] = UInt8((sum.1 + size / 2) / size)
            p[i * step + 2] = UInt8((sum.2 + size / 2) / size)
            p[i * step + 3] = UInt8((sum.3 + size / 2) / size)
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
