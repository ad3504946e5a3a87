import Geometry
import XCTest
@testable import Output

/// `YUVFrame` (AVX2 where the CPU has it, scalar otherwise) against the BT.601 formulas
/// written out plainly: the same bytes at every size, odd sides padded with white,
/// translucent pixels composited over white.
final class YUVFrameTests: XCTestCase {
    /// Y, U and V planes of `frame`, one 2×2 block at a time, in 15-bit fixed point.
    private func reference(_ frame: Frame) -> [UInt8] {
        let (w, h) = YUVFrame.size(width: frame.width, height: frame.height)
        var y = [UInt8](repeating: 0, count: w * h), u = [UInt8](repeating: 0, count: w * h / 4)
        var v = u
        func rgb(_ x: Int, _ row: Int) -> (Int, Int, Int) {
            guard x < frame.width, row < frame.height else { return (255, 255, 255) }
            let p = (row * frame.width + x) * 4, rest = 255 - Int(frame.pixels[p + 3])
            return (min(255, Int(frame.pixels[p + 2]) + rest), min(255, Int(frame.pixels[p + 1]) + rest),
                    min(255, Int(frame.pixels[p]) + rest))
        }
        for row in stride(from: 0, to: h, by: 2) {
            for col in stride(from: 0, to: w, by: 2) {
                var sums = (0, 0, 0)
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let (r, g, b) = rgb(col + dx, row + dy)
                    y[(row + dy) * w + col + dx] = UInt8((8414 * r + 16519 * g + 3208 * b + (16 << 15) + (1 << 14)) >> 15)
                    sums = (sums.0 + r, sums.1 + g, sums.2 + b)
                }
                let c = (row / 2) * (w / 2) + col / 2
                u[c] = UInt8((-4857 * sums.0 - 9535 * sums.1 + 14392 * sums.2 + (128 << 17) + (1 << 16)) >> 17)
                v[c] = UInt8((14392 * sums.0 - 12052 * sums.1 - 2341 * sums.2 + (128 << 17) + (1 << 16)) >> 17)
            }
        }
        return y + u + v
    }

    func testEverySizeMatchesTheFormulas() {
        for (w, h) in [(1, 1), (2, 2), (9, 4), (17, 9), (63, 35), (64, 36), (1170, 8), (1171, 7)] {
            for opaque in [true, false] {
                var frame = opaque ? TestFrames.opaque(width: w, height: h, seed: UInt32(w * h))
                                   : TestFrames.translucent(width: w, height: h, seed: UInt32(w + h))
                if !opaque { frame.pixels[3] = 255 }  // a mix of both kinds of row
                var yuv: [UInt8] = []
                YUVFrame.convert(frame, into: &yuv)
                XCTAssertEqual(yuv.count, YUVFrame.byteCount(width: w, height: h))
                XCTAssertEqual(yuv, reference(frame), "\(w)×\(h) \(opaque ? "opaque" : "translucent")")
            }
        }
    }

    /// BT.601 limited range: white is Y 235, black Y 16, neutral chroma 128; red is Y 81,
    /// U 90, V 240.
    func testKnownColours() {
        for (bgra, expected) in [([255, 255, 255, 255], [235, 128, 128]), ([0, 0, 0, 255], [16, 128, 128]),
                                 ([0, 0, 255, 255], [81, 90, 240]), ([0, 0, 0, 0], [235, 128, 128])] as [([UInt8], [UInt8])] {
            let frame = Frame(width: 2, height: 2, pixels: Array([[UInt8]](repeating: bgra, count: 4).joined()))
            var yuv: [UInt8] = []
            YUVFrame.convert(frame, into: &yuv)
            XCTAssertEqual([yuv[0], yuv[4], yuv[5]], expected, "\(bgra)")
        }
    }
}
