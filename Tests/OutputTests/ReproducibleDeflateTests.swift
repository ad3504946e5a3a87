import Foundation
import Geometry
import XCTest
@testable import Output

/// A PNG's bytes depend only on its pixels: ISA-L level 1 finds its matches with ISA-L's
/// portable C body, which this executable puts in place of the assembly ones (see
/// COutputKernels.h and docs/output.md).
final class ReproducibleDeflateTests: XCTestCase {
    /// libisal calls `isal_deflate_icf_body` through its PLT; the definition it binds to must
    /// be the project's, in this executable, not libisal's own.
    func testISALBindsToTheProjectsLevelOneBody() throws {
        let body = try XCTUnwrap(dlsym(nil, "isal_deflate_icf_body"))  // nil: RTLD_DEFAULT
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        XCTAssertEqual(try imagePath(of: body), executable)
        XCTAssertTrue(PNGEncoder.fastBytesAreReproducible, "the encoder's own check agrees")
    }

    /// The bytes of an interface-like frame, as ISA-L's C body compresses it: 7,805 bytes. The
    /// AVX2 body writes 7,983 bytes for the same rows, so this fails if it comes back. Checked
    /// outside the project: the frame's rows computed and "sub"-filtered in Python, deflated in
    /// bands of 111 rows by a C program calling `isal_deflate_icf_body_hash_hist_base`, and
    /// wrapped in the same four chunks.
    func testAnInterfaceFrameHasItsKnownBytes() throws {
        let frame = TestFrames.interface(width: 390, height: 844)
        let data = try PNGEncoder(compression: .fast).encode(frame)
        XCTAssertEqual(data.count, Self.interfaceFileSize)
        XCTAssertEqual(SHA256.hex(data), Self.interfaceSHA256)
    }

    /// Encoders, new or reused, give one set of bytes per frame.
    func testEveryEncoderGivesTheSameBytes() throws {
        let frames = [TestFrames.interface(width: 390, height: 844), TestFrames.gradient(width: 301, height: 517)]
        let reused = PNGEncoder(compression: .fast)
        for frame in frames {
            let first = try PNGEncoder(compression: .fast).encode(frame)
            for _ in 0..<5 {
                XCTAssertEqual(try reused.encode(frame), first)
                XCTAssertEqual(try PNGEncoder(compression: .fast).encode(frame), first)
            }
        }
    }

    static let interfaceFileSize = 7_805
    static let interfaceSHA256 = "4a6ce07cc4c24c66e4364bbe35decaf5b0e7c863366452a9a541d0f37e0fee24"

    /// The file mapped at `symbol`'s address, from /proc/self/maps.
    private func imagePath(of symbol: UnsafeMutableRawPointer) throws -> String {
        let address = UInt(bitPattern: symbol)
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            let range = fields[0].split(separator: "-")
            guard fields.count >= 6, range.count == 2,
                  let start = UInt(range[0], radix: 16), let end = UInt(range[1], radix: 16),
                  (start..<end).contains(address) else { continue }
            return String(fields[5])
        }
        throw UnnamedImage()
    }

    private struct UnnamedImage: Error {}
}
