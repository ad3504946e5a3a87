import COutputKernels
import Geometry

/// Frames for a video encoder: premultiplied BGRA composited over an opaque background, so
/// that ffmpeg, which reads BGRA as straight alpha, sees what a viewer would see.
public enum OpaqueFrame {
    /// Calls `body` with the frame's pixels over `background` (B, G, R). An opaque frame,
    /// the usual case, is passed on without a copy; `scratch` holds the composite otherwise.
    public static func withPixels<R>(of frame: Frame, over background: (b: UInt8, g: UInt8, r: UInt8) = (255, 255, 255),
                                     scratch: inout [UInt8],
                                     _ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        if isOpaque(frame) {
            return try frame.pixels.withUnsafeBytes(body)
        }
        if scratch.count != frame.pixels.count { scratch = [UInt8](repeating: 0, count: frame.pixels.count) }
        frame.pixels.withUnsafeBufferPointer { src in
            scratch.withUnsafeMutableBufferPointer { dst in
                composite(src, over: background, into: dst)
            }
        }
        return try scratch.withUnsafeBytes(body)
    }

    /// True when every pixel's alpha is 255.
    public static func isOpaque(_ frame: Frame) -> Bool {
        frame.pixels.withUnsafeBufferPointer { mc_bgra_is_opaque($0.baseAddress!, frame.width * frame.height) != 0 }
    }

    /// out = source + background × (255 − alpha) / 255, rounded; alpha becomes 255.
    static func composite(_ src: UnsafeBufferPointer<UInt8>, over bg: (b: UInt8, g: UInt8, r: UInt8),
                          into dst: UnsafeMutableBufferPointer<UInt8>) {
        let back = [UInt32(bg.b), UInt32(bg.g), UInt32(bg.r)]
        var i = 0
        while i < src.count {
            let rest = 255 - UInt32(src[i + 3])
            for c in 0..<3 {
                dst[i + c] = UInt8(min(255, UInt32(src[i + c]) + (back[c] * rest + 127) / 255))
            }
            dst[i + 3] = 255
            i += 4
        }
    }
}
