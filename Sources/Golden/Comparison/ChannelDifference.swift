import Geometry

/// The simplest golden comparison: the largest per-channel difference between two frames of
/// the same size, and how many pixels differ by more than a tolerance. The perceptual (YIQ)
/// comparison of `matchcut test` builds beside it.
public struct ChannelDifference: Sendable, Equatable {
    /// The largest difference of any channel of any pixel, 0…255.
    public var maxDifference: Int
    /// Pixels with some channel differing by more than the tolerance.
    public var pixelsOver: Int

    public init(maxDifference: Int, pixelsOver: Int) {
        self.maxDifference = maxDifference
        self.pixelsOver = pixelsOver
    }

    /// Compares premultiplied BGRA frames of equal size, channel by channel.
    public init(_ a: Frame, _ b: Frame, tolerance: Int) {
        precondition(a.width == b.width && a.height == b.height, "compare frames of the same size")
        var maxDifference = 0, over = 0
        a.pixels.withUnsafeBufferPointer { pa in
            b.pixels.withUnsafeBufferPointer { pb in
                var i = 0
                while i < pa.count {
                    var pixelMax = 0
                    for c in 0..<4 { pixelMax = max(pixelMax, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
                    maxDifference = max(maxDifference, pixelMax)
                    if pixelMax > tolerance { over += 1 }
                    i += 4
                }
            }
        }
        self.maxDifference = maxDifference
        self.pixelsOver = over
    }
}
