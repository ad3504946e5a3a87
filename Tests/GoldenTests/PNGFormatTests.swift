import Foundation
@testable import Golden
import XCTest

/// Any colour type and bit depth libpng reads is compared by what it shows: files written
/// here by hand (stored deflate blocks, no compression library needed).
final class PNGFormatTests: XCTestCase {
    /// 4×4 white, with pixel (1, 2) black, in several encodings; each compares identical
    /// (pixels, not bytes) with the 8-bit RGBA one.
    func testEveryColourTypeAndBitDepthDecodesToTheSamePixels() throws {
        let folder = NSTemporaryDirectory() + "png-formats-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        func rows(_ pixel: (_ black: Bool) -> [UInt8]) -> [[UInt8]] {
            (0..<4).map { y in (0..<4).flatMap { x in pixel(x == 1 && y == 2) } }
        }
        let files: [(String, colorType: UInt8, depth: UInt8, rows: [[UInt8]])] = [
            ("rgba8", 6, 8, rows { $0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }),
            ("rgb8", 2, 8, rows { $0 ? [0, 0, 0] : [255, 255, 255] }),
            ("grey8", 0, 8, rows { $0 ? [0] : [255] }),
            ("grey16", 0, 16, rows { $0 ? [0, 0] : [255, 255] }),
            ("greyalpha8", 4, 8, rows { $0 ? [0, 255] : [255, 255] }),
            ("rgba16", 6, 16, rows { $0 ? [0, 0, 0, 0, 0, 0, 255, 255] : [UInt8](repeating: 255, count: 8) }),
            ("grey1", 0, 1, (0..<4).map { y in [y == 2 ? 0b1011_0000 : 0b1111_0000] }),
        ]
        var images: [String: RGBAImage] = [:]
        for file in files {
            let path = "\(folder)/\(file.0).png"
            try HandWrittenPNG.data(width: 4, height: 4, colorType: file.colorType, depth: file.depth, rows: file.rows)
                .write(to: URL(fileURLWithPath: path))
            images[file.0] = try RGBAImage(contentsOfPNG: path)
        }
        let reference = try XCTUnwrap(images["rgba8"])
        XCTAssertEqual(TestImages.pixel(reference, 1, 2), [0, 0, 0, 255])
        XCTAssertEqual(TestImages.pixel(reference, 2, 2), [255, 255, 255, 255])
        for (name, image) in images {
            XCTAssertEqual(image, reference, name)
            XCTAssertEqual(try ImageComparison.standard.compare(reference, image).verdict, .identicalPixels, name)
        }
    }

    /// 16-bit samples without a gAMA chunk are sRGB, as a browser shows them: 0x8080 is the
    /// same grey as 8-bit 128 (libpng alone would take it as linear light, about 188).
    func testSixteenBitGreyIsReadAsSRGB() throws {
        let path = NSTemporaryDirectory() + "grey16-mid-\(getpid()).png"
        try HandWrittenPNG.data(width: 1, height: 1, colorType: 0, depth: 16, rows: [[0x80, 0x80]])
            .write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try RGBAImage(contentsOfPNG: path).pixels, [128, 128, 128, 255])
    }
}

/// The smallest valid PNG writer: IHDR, one IDAT of stored deflate blocks, IEND.
enum HandWrittenPNG {
    static func data(width: Int, height: Int, colorType: UInt8, depth: UInt8, rows: [[UInt8]]) -> Data {
        var raw: [UInt8] = []
        for row in rows { raw += [0] + row }  // filter type 0 (none)
        var zlib: [UInt8] = [0x78, 0x01, 0x01]  // header; one final stored block
        let n = UInt16(raw.count)
        zlib += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + raw
        zlib += bigEndian(adler32(raw))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [depth, colorType, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return b << 16 | a
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
