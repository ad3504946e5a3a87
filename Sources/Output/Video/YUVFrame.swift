import COutputKernels
import Geometry

/// Frames as planar YUV 4:2:0 (BT.601, limited range), the format x264 encodes.
///
/// Matchcut converts each frame on the worker that drew it (AVX2, about 1.3 ms at 3x)
/// and hands ffmpeg frames it need not convert: ffmpeg's own conversion ran in its single
/// input thread, about 8 ms a 3x frame and a fifth of an mp4 render's CPU, while x264's
/// threads waited. YUV frames are also a third the size of BGRA through the pipe.
public enum YUVFrame {
    /// The even sides 4:2:0 needs, holding `width` × `height`: an odd side gets one more
    /// column (right) or row (bottom) of white.
    public static func size(width: Int, height: Int) -> (width: Int, height: Int) {
        (width + width % 2, height + height % 2)
    }

    /// Bytes of one frame of that size: Y, then U, then V.
    public static func byteCount(width: Int, height: Int) -> Int {
        let s = size(width: width, height: height)
        return s.width * s.height * 3 / 2
    }

    /// `frame`, composited over white, as Y, U and V planes in `buffer` (resized as needed).
    public static func convert(_ frame: Frame, into buffer: inout [UInt8]) {
        let s = size(width: frame.width, height: frame.height)
        let lumaBytes = s.width * s.height, chromaBytes = lumaBytes / 4
        if buffer.count != lumaBytes + 2 * chromaBytes {
            buffer = [UInt8](repeating: 0, count: lumaBytes + 2 * chromaBytes)
        }
        frame.pixels.withUnsafeBufferPointer { bgra in
            buffer.withUnsafeMutableBufferPointer { out in
                let y = out.baseAddress!
                mc_bgra_to_yuv420p(bgra.baseAddress!, frame.width, frame.height, s.width, s.height,
                                   y, y + lumaBytes, y + lumaBytes + chromaBytes)
            }
        }
    }
}
