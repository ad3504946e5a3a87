/// Scales a small premultiplied ARGB surface up onto device pixels with bilinear filtering:
/// what a material's backdrop, computed at low resolution, needs over a whole 3x screen.
///
/// The mapping is separable (no rotation): a device pixel's centre x + ½ lands at source
/// position (x + ½)·scaleX + offsetX, in source pixels. Each source row is interpolated
/// horizontally once (a material's rows are a dozen device rows apart), and each device row
/// is then a blend of two such rows with 8-bit weights, in 16-bit lanes the compiler
/// vectorizes: h₀·(256 − w) + h₁·w never exceeds 255·256. Edges repeat outward. Integer-only,
/// so the same bytes on every machine.
struct BilinearUpsample {
    let source: UnsafePointer<UInt8>
    let sourceWidth: Int, sourceHeight: Int, sourceStride: Int
    let scaleX: Double, offsetX: Double
    let scaleY: Double, offsetY: Double

    /// Fills `width × height` device pixels whose top-left is (`originX`, `originY`), written
    /// at `destination` with rows `stride` bytes apart.
    func fill(_ destination: UnsafeMutablePointer<UInt8>, stride: Int, originX: Int, originY: Int, width: Int, height: Int) {
        guard width > 0, height > 0, sourceWidth > 0, sourceHeight > 0 else { return }
        let columns = taps(count: width, origin: originX, scale: scaleX, offset: offsetX, limit: sourceWidth)
        let channels = width * 4
        var upper = [UInt16](repeating: 0, count: channels), lower = [UInt16](repeating: 0, count: channels)
        var upperRow = -1, lowerRow = -1
        let rows = taps(count: height, origin: originY, scale: scaleY, offset: offsetY, limit: sourceHeight)
        for y in 0..<height {
            let (r0, r1, w) = rows[y]
            // Slide the pair of interpolated rows down rather than recomputing both.
            if r0 != upperRow {
                if r0 == lowerRow { swap(&upper, &lower); upperRow = r0; lowerRow = -1 } else {
                    horizontal(r0, columns, into: &upper); upperRow = r0
                }
            }
            if r1 != lowerRow { horizontal(r1, columns, into: &lower); lowerRow = r1 }
            let out = destination + y * stride
            upper.withUnsafeBufferPointer { a in
                lower.withUnsafeBufferPointer { b in Self.blend(a.baseAddress!, b.baseAddress!, weight: UInt16(w), into: out, count: channels) }
            }
        }
    }

    /// out = (a·(256 − w) + b·w) / 256, sixteen channels at a time.
    private static func blend(_ a: UnsafePointer<UInt16>, _ b: UnsafePointer<UInt16>, weight w1: UInt16,
                              into out: UnsafeMutablePointer<UInt8>, count: Int) {
        let w0 = 256 - w1
        var i = 0
        let va = UnsafeRawPointer(a), vb = UnsafeRawPointer(b), vo = UnsafeMutableRawPointer(out)
        while i + 16 <= count {
            let x = va.loadUnaligned(fromByteOffset: i * 2, as: SIMD16<UInt16>.self)
            let y = vb.loadUnaligned(fromByteOffset: i * 2, as: SIMD16<UInt16>.self)
            let r = (x &* w0 &+ y &* w1) &>> 8
            vo.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: r), toByteOffset: i, as: SIMD16<UInt8>.self)
            i += 16
        }
        while i < count {
            out[i] = UInt8(truncatingIfNeeded: (a[i] &* w0 &+ b[i] &* w1) &>> 8)
            i += 1
        }
    }

    /// For each output position: the two source indices around it and the second's weight (0…256).
    private func taps(count: Int, origin: Int, scale: Double, offset: Double, limit: Int) -> [(Int, Int, Int)] {
        (0..<count).map { i in
            let u = (Double(origin + i) + 0.5) * scale + offset - 0.5
            let floor = u.rounded(.down)
            // Compared as Doubles first: a layer squeezed to 1e-200 on an axis puts u past Int.
            guard floor >= 0 else { return (0, min(limit - 1, 1), 0) }  // NaN too
            guard floor < Double(limit - 1) else { return (limit - 1, limit - 1, 0) }
            return (Int(floor), Int(floor) + 1, Int(((u - floor) * 256).rounded()))
        }
    }

    private func horizontal(_ row: Int, _ columns: [(Int, Int, Int)], into out: inout [UInt16]) {
        let line = source + row * sourceStride
        out.withUnsafeMutableBufferPointer { o in
            for (x, (c0, c1, w)) in columns.enumerated() {
                let p = line + c0 * 4, q = line + c1 * 4, w1 = UInt16(w), w0 = 256 - w1
                for c in 0..<4 { o[x * 4 + c] = (UInt16(p[c]) &* w0 &+ UInt16(q[c]) &* w1) &>> 8 }
            }
        }
    }
}
