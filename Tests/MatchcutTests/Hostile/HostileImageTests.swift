import Foundation
import Geometry
import Output
import XCTest

/// Findings 7, 9 (images), 10 and 15 (corrupt assets, goldens, diff) of issue 15: image
/// files that lie about their size, are cut short, or are not files at all.
final class HostileImageTests: XCTestCase {
    /// A 44-byte PNG: a sound 1 × 1 header, then a chunk that claims 0x7fffffff bytes.
    static var bomb: Data {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let header: [UInt8] = Array("IHDR".utf8) + [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]
        let crc = Self.crc(header)
        let crcBytes: [UInt8] = [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        let liar: [UInt8] = [0x7F, 0xFF, 0xFF, 0xFF] + Array("tEXt".utf8) + [1, 2, 3]
        return Data(signature + [0, 0, 0, 13] + header + crcBytes + liar)
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }

    /// A real 30 × 30 PNG of noise (so its IDAT is long), whole.
    static var photo: Data {
        var pixels = [UInt8](repeating: 255, count: 30 * 30 * 4)
        var x: UInt32 = 7
        for i in pixels.indices where i % 4 != 3 {
            x = x &* 1_103_515_245 &+ 12345
            pixels[i] = UInt8(x >> 24)
        }
        return try! PNGEncoder().encode(Frame(width: 30, height: 30, pixels: pixels))
    }

    static func imageScene(_ names: [String]) -> String {
        HostileFixtures.scene(body: "VStack { " + names.map { "Image(\"\($0)\")" }.joined(separator: "; ") + " }")
    }

    func testFinding7APNGThatClaimsMoreThanItHoldsIsRefusedBeforeAllocation() throws {
        let six = (1...6).map { "b\($0)" }
        let arrange: (Sandbox) throws -> Void = { s in
            try s.write("tiny.scene", Self.imageScene(six))
            for name in six { try s.write("assets/\(name).png", Self.bomb) }
        }
        let message = "tiny.scene:4:18: error: image 'assets/b1.png' cannot be drawn: its 'tEXt' chunk at byte 33 claims "
            + "2147483647 bytes, but the file holds only 3 more"
        try runHostile([
            HostileCase(finding: "7", name: "six bombs in check", arrange: arrange, arguments: ["check", "tiny.scene"],
                        status: 2, stderr: [message, "4 |         VStack { Image(\"b1\")", "tiny.scene:4:83: error: image 'assets/b6.png'"], stdout: ["tiny.scene: 6 errors"]),
            HostileCase(finding: "7", name: "six bombs in render", arrange: arrange, arguments: ["render", "tiny.scene", "-o", "out"],
                        status: 2, stderr: [message], writes: ["out"],
                        after: { s in try expect(!s.exists("out/tiny"), "frames were written") }),
        ])
    }

    func testFinding15CutOrCorruptAssetsAreErrorsNotPlaceholders() throws {
        try runHostile([
            HostileCase(finding: "15.2", name: "image data cut short",
                        arrange: { s in
                            try s.write("tiny.scene", Self.imageScene(["cut"]))
                            try s.write("assets/cut.png", Self.photo.prefix(Self.photo.count / 2))
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 2,
                        stderr: ["tiny.scene:4:18: error: image 'assets/cut.png' cannot be drawn: its 'IDAT' chunk at byte 33 claims 2741 bytes, but the file holds only 1358 more"],
                        writes: ["out"]),
            HostileCase(finding: "15.2", name: "image data damaged",
                        arrange: { s in
                            var png = Self.photo
                            png[100] ^= 0x55
                            try s.write("tiny.scene", Self.imageScene(["bad"]))
                            try s.write("assets/bad.png", png)
                        },
                        arguments: ["check", "tiny.scene"], status: 2,
                        stderr: ["tiny.scene:4:18: error: image 'assets/bad.png' cannot be drawn: its 'IDAT' chunk at byte 33 has a "
                                 + "wrong checksum: the file is damaged"]),
            HostileCase(finding: "15.2", name: "image without its end",
                        arrange: { s in
                            try s.write("tiny.scene", Self.imageScene(["noend"]))
                            try s.write("assets/noend.png", Self.photo.dropLast(12))
                        },
                        arguments: ["check", "tiny.scene"], status: 2,
                        stderr: ["error: image 'assets/noend.png' cannot be drawn: it ends at byte \(Self.photo.count - 12), before its IEND chunk"]),
            // Found by the file fuzzer: sound chunks and CRCs around a garbled deflate stream.
            HostileCase(finding: "15.2", name: "image data garbled inside sound chunks",
                        arrange: { s in
                            var png = [UInt8](Self.photo)
                            for i in 45..<200 { png[i] ^= 0x5A }
                            FileMutator.fixPNGChecksums(&png)
                            try s.write("tiny.scene", Self.imageScene(["garbled"]))
                            try s.write("assets/garbled.png", Data(png))
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 2,
                        stderr: ["tiny.scene:4:18: error: image 'assets/garbled.png' cannot be drawn: IDAT: "], writes: ["out"],
                        after: { s in try expect(!s.exists("out/tiny"), "frames were written") }),
            HostileCase(finding: "15.2", name: "a JPEG cut short",
                        arrange: { s in
                            let jpeg = try Data(contentsOf: URL(fileURLWithPath: FileFuzzTests.folder + "/image.jpg"))
                            try s.write("tiny.scene", Self.imageScene(["cut"]))
                            try s.write("assets/cut.jpg", jpeg.prefix(jpeg.count / 2))
                        },
                        arguments: ["check", "tiny.scene"], status: 2,
                        stderr: ["tiny.scene:4:18: error: image 'assets/cut.jpg' cannot be drawn: cannot decode the JPEG 'assets/cut.jpg': "
                                 + "Premature end of JPEG file"]),
            HostileCase(finding: "15.2", name: "a JPEG whose header libjpeg refuses",
                        arrange: { s in
                            try s.write("tiny.scene", Self.imageScene(["huge"]))
                            try s.write("assets/huge.jpg", try Data(contentsOf: URL(fileURLWithPath: FileFuzzTests.folder + "/jpeg-size-bomb.jpg")))
                        },
                        arguments: ["check", "tiny.scene"], status: 2,
                        stderr: ["tiny.scene:4:18: error: image 'huge' is not a usable JPEG: libjpeg cannot read its header "
                                 + "(Maximum supported image dimension is 65500 pixels)"],
                        stderrLacks: ["usable PNG", "Fatal error"]),
            HostileCase(finding: "15.2", name: "a sound image still renders",
                        arrange: { s in
                            try s.write("tiny.scene", Self.imageScene(["fine"]))
                            try s.write("assets/fine.png", Self.photo)
                        },
                        arguments: ["render", "tiny.scene", "-o", "out"], status: 0, stderr: [], writes: ["out"]),
        ])
    }

    /// Finding 15.7: 10,000 images of 100 × 100 points took minutes, most of it in the
    /// motion plan, which looked each view up among all the others (10,000 × 10,000). The
    /// case asserts what check says of them; its time limit is only a hang guard, since the
    /// speed (seconds, not minutes) is `make bench BENCH_ARGS=--checks`'s to measure.
    func testFinding15TenThousandImagesAreChecked() throws {
        try runHostile([
            HostileCase(finding: "15.7", name: "10,000 images",
                        arrange: { s in
                            _ = try s.png("assets/p.png", width: 100, height: 100)
                            try s.write("many.scene", HostileFixtures.scene(
                                body: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 4))]) { ForEach(0..<10000, id: \\.self) { _ in "
                                    + "Image(\"p\").resizable().frame(width: 100, height: 100) } }.opacity(on ? 1 : 0.5)",
                                canvas: "canvas(width: 400, height: 400, scale: 1)"))
                        },
                        arguments: ["check", "many.scene"], status: 0, stderr: [], stdout: ["many.scene: ok"], timeLimit: 300),
        ])
    }
}
