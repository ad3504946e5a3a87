import Foundation
import Geometry
import XCTest
@testable import Output

/// A frame encoded as it is drawn, a band of rows at a time, gives the bytes of the whole
/// frame encoded at once: the deflater is fed the same pieces however the rows arrive.
final class BandedEncodeTests: XCTestCase {
    /// Encodes `frame` with `draw` copying the requested rows in from it, recording the bands.
    private func encodeInBands(_ frame: Frame, bandRows: Int, compression: PNGCompression) throws -> (Data, [Range<Int>]) {
        var pixels = [UInt8](repeating: 0, count: frame.pixels.count)
        var bands: [Range<Int>] = []
        let rowBytes = frame.width * 4
        let data = try pixels.withUnsafeMutableBufferPointer { target in
            try PNGEncoder(compression: compression).encode(width: frame.width, height: frame.height,
                                                             pixels: UnsafePointer(target.baseAddress!), bandRows: bandRows) { rows in
                bands.append(rows)
                for i in (rows.lowerBound * rowBytes)..<(rows.upperBound * rowBytes) { target[i] = frame.pixels[i] }
            }
        }
        return (data, bands)
    }

    /// 1170-pixel rows (37 filtered rows to a deflate piece), bands that do and do not divide
    /// it, at both compressions: the same bytes, the bands drawn once each, top to bottom.
    func testBandsGiveTheWholeFramesBytes() throws {
        let frame = TestFrames.interface(width: 1170, height: 300)
        for compression in [PNGCompression.fast, .small] {
            let whole = try PNGEncoder(compression: compression).encode(frame)
            for bandRows in [1, 5, 37, 100, 224, 1000] {
                let (data, bands) = try encodeInBands(frame, bandRows: bandRows, compression: compression)
                XCTAssertEqual(data, whole, "bands of \(bandRows) rows, \(compression)")
                XCTAssertEqual(bands.first?.lowerBound, 0)
                XCTAssertEqual(bands.last?.upperBound, 300)
                XCTAssertTrue(zip(bands, bands.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound })
            }
        }
    }

    /// A translucent pixel in the last band starts the frame again as RGBA: every band is drawn
    /// a second time from the top, and the file is the whole frame's RGBA file.
    func testATranslucentPixelRedrawsFromTheFirstBand() throws {
        var frame = TestFrames.opaque(width: 1170, height: 120, seed: 11)
        let i = (119 * 1170 + 600) * 4
        frame.pixels[i + 3] = 100
        for c in 0..<3 { frame.pixels[i + c] = min(frame.pixels[i + c], 100) }
        let whole = try PNGEncoder().encode(frame)
        XCTAssertEqual(whole[25], 6)
        let (data, bands) = try encodeInBands(frame, bandRows: 50, compression: .fast)
        XCTAssertEqual(data, whole)
        XCTAssertEqual(bands, [0..<50, 50..<100, 100..<120, 0..<50, 50..<100, 100..<120])
    }
}
