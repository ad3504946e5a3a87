import Files
import ImageFiles
import Foundation
import Geometry
import XCTest
@testable import Output

/// Frames written by the project's PNG writer and read back by libpng hold the same pixels.
final class PNGRoundTripTests: XCTestCase {
    private var folder: String!

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "matchcut-output-tests-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testOpaqueFramesRoundTripAsRGBAtEveryCompression() throws {
        for compression in PNGCompression.allCases {
            for (w, h) in [(1, 1), (7, 3), (64, 33)] {
                let frame = TestFrames.opaque(width: w, height: h, seed: UInt32(w * 31 + h))
                let data = try PNGEncoder(compression: compression).encode(frame)
                XCTAssertEqual(data[25], 2, "opaque \(w)×\(h) is colour type 2 (RGB)")
                let path = "\(folder!)/opaque-\(compression)-\(w)x\(h).png"
                try AtomicFile.write(data, to: path)
                let back = try PNGReader.read(path)
                XCTAssertEqual(back, frame, "\(compression) \(w)×\(h)")
                let size = try PNGReader.size(path)
                XCTAssertEqual(size.width, w)
                XCTAssertEqual(size.height, h)
            }
        }
    }

    /// The SIMD filter takes four pixels at a time from the second pixel while eight remain:
    /// widths around those edges, and a 3x frame's, decode to the exact pixels.
    func testOpaqueRowsOfEveryWidthAroundTheVectorEdgesRoundTrip() throws {
        for w in [2, 5, 8, 9, 10, 11, 12, 13, 16, 17, 18, 31, 1170] {
            let frame = TestFrames.opaque(width: w, height: 3, seed: UInt32(w))
            let data = try PNGEncoder().encode(frame)
            XCTAssertEqual(data[25], 2, "opaque \(w)×3 is RGB")
            let path = "\(folder!)/edge-\(w).png"
            try AtomicFile.write(data, to: path)
            XCTAssertEqual(try PNGReader.read(path), frame, "width \(w)")
        }
    }

    /// The encoder filters as RGB until it meets a translucent pixel, then starts again as
    /// RGBA: one translucent pixel anywhere (a vector lane, a row's scalar tail, the last band
    /// of a multi-band frame) gives an RGBA file with every pixel intact.
    func testOneTranslucentPixelAnywhereMakesAnExactRGBAFile() throws {
        let width = 1170, height = 120  // 3,511-byte rows: 37 rows a band, so four bands
        for (x, y) in [(0, 0), (5, 0), (1166, 7), (1169, 60), (600, 119), (1169, 119)] {
            var frame = TestFrames.opaque(width: width, height: height, seed: UInt32(x + y))
            let i = (y * width + x) * 4
            frame.pixels[i + 3] = 128
            for c in 0..<3 { frame.pixels[i + c] = min(frame.pixels[i + c], 128) }
            XCTAssertFalse(OpaqueFrame.isOpaque(frame), "(\(x), \(y))")
            for compression in [PNGCompression.fast, .small] {
                let data = try PNGEncoder(compression: compression).encode(frame)
                XCTAssertEqual(data[25], 6, "a translucent pixel at (\(x), \(y)) makes RGBA (\(compression))")
                let path = "\(folder!)/one-translucent.png"
                try AtomicFile.write(data, to: path)
                XCTAssertEqual(try PNGReader.read(path), frame, "(\(x), \(y)) \(compression)")
            }
        }
        XCTAssertTrue(OpaqueFrame.isOpaque(TestFrames.opaque(width: width, height: height, seed: 3)))
    }

    func testTranslucentFramesRoundTripAsRGBA() throws {
        for compression in PNGCompression.allCases {
            for (w, h) in [(1, 1), (7, 3), (50, 20)] {
                let frame = TestFrames.translucent(width: w, height: h, seed: UInt32(w * 7 + h))
                let data = try PNGEncoder(compression: compression).encode(frame)
                XCTAssertEqual(data[25], 6, "translucent \(w)×\(h) is colour type 6 (RGBA)")
                let path = "\(folder!)/translucent-\(compression)-\(w)x\(h).png"
                try AtomicFile.write(data, to: path)
                XCTAssertEqual(try PNGReader.read(path), frame, "\(compression) \(w)×\(h)")
            }
        }
    }

    func testOneEncoderReusesItsBuffersAcrossSizes() throws {
        let encoder = PNGEncoder()
        let big = TestFrames.opaque(width: 40, height: 40, seed: 1)
        let small = TestFrames.translucent(width: 3, height: 2, seed: 2)
        for frame in [big, small, big] {
            let path = "\(folder!)/reuse.png"
            try AtomicFile.write(try encoder.encode(frame), to: path)
            XCTAssertEqual(try PNGReader.read(path), frame)
        }
    }

    /// `small` buys size with time: on a gradient and on a UI-like frame (flat panels, a
    /// vertical gradient, thin lines) it is at least a fifth smaller than `fast`, and both
    /// decode to the same pixels.
    func testSmallCompressionIsMuchSmallerThanFast() throws {
        for (name, frame) in [("gradient", TestFrames.gradient(width: 300, height: 200)),
                              ("ui", TestFrames.interface(width: 390, height: 400))] {
            let fast = try PNGEncoder(compression: .fast).encode(frame)
            let small = try PNGEncoder(compression: .small).encode(frame)
            XCTAssertLessThan(Double(small.count), 0.8 * Double(fast.count), "\(name): \(small.count) vs \(fast.count)")
            let path = "\(folder!)/small-\(name).png"
            try AtomicFile.write(small, to: path)
            XCTAssertEqual(try PNGReader.read(path), frame, name)
        }
    }

    func testStageTimesAreMeasured() throws {
        let encoder = PNGEncoder()
        _ = try encoder.encode(TestFrames.gradient(width: 300, height: 200))
        XCTAssertGreaterThan(encoder.lastTimes.filter, 0)
        XCTAssertGreaterThan(encoder.lastTimes.deflate, 0)
    }

    func testEmptyFrameIsRefused() {
        XCTAssertThrowsError(try PNGEncoder().encode(Frame(width: 0, height: 0))) { error in
            XCTAssertEqual(error as? OutputError, .emptyFrame)
        }
    }

    func testReadingAMissingOrForeignFileFails() throws {
        XCTAssertThrowsError(try PNGReader.read("\(folder!)/missing.png"))
        let path = "\(folder!)/text.png"
        try AtomicFile.write(Data(Array("not a png at all, clearly".utf8)), to: path)
        XCTAssertThrowsError(try PNGReader.size(path)) { error in
            XCTAssertEqual(error as? ImageFileError, .notAPNG(path: path))
        }
    }

    func testAtomicWriteReplacesAndLeavesNoTemporaryFiles() throws {
        let path = "\(folder!)/file.bin"
        try AtomicFile.write(Data([1, 2, 3]), to: path)
        try AtomicFile.write(Data([4, 5]), to: path)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data([4, 5]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder!), ["file.bin"])
    }
}
