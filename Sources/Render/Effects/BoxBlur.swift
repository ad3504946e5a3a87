/// Three passes of a box blur over an A8 mask, horizontally then vertically: close to a
/// Gaussian, integer-only and therefore deterministic.
///
/// Runs on a downsampled mask (see `ShadowDrawing`), so its per-pixel loop stays small.
enum BoxBlur {
    /// Box radius for three passes approximating a Gaussian of `sigma` pixels.
    static func radius(forSigma sigma: Double) -> Int {
        let width = (4 * sigma * sigma + 1).squareRoot()
        return max(0, Int(((width - 1) / 2).rounded()))
    }

    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int) {
        guard radius > 0, width > 0, height > 0 else { return }
        var line = [UInt32](repeating: 0, count: max(width, height))
        for _ in 0..<3 {
            for y in 0..<height {
                pass(data + y * stride, count: width, step: 1, radius: radius, scratch: &line)
            }
            for x in 0..<width {
                pass(data + x, count: height, step: stride, radius: radius, scratch: &line)
            }
        }
    }

    /// One running-sum box pass over `count` samples `step` bytes apart; outside is 0.
    private static func pass(_ p: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
                             scratch: inout [UInt32]) {
        for i in 0..<count { scratch[i] = UInt32(p[i * step]) }
        let size = UInt32(2 * radius + 1)
        var sum: UInt32 = 0
        for i in 0..<min(radius, count) { sum += scratch[i] }
        for i in 0..<count {
            let incoming = i + radius, outgoing = i - radius - 1
            if incoming < count { sum += scratch[incoming] }
            if outgoing >= 0 { sum -= scratch[outgoing] }
            p[i * step] = UInt8((sum + size / 2) / size)
        }
    }
}
