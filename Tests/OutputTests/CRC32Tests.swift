import XCTest
import ImageFiles
import Output

final class CRC32Tests: XCTestCase {
    /// Every PNG ends with the chunk IEND, whose CRC is the well-known AE 42 60 82.
    func testCRCOfIENDIsThePNGConstant() {
        XCTAssertEqual(CRC32.checksum(Array("IEND".utf8)), 0xAE42_6082)
    }

    func testCRCContinuesAcrossPieces() {
        let whole = CRC32.checksum(Array("IHDRabcdef".utf8))
        let pieces = CRC32.checksum(Array("def".utf8), continuing: CRC32.checksum(Array("IHDRabc".utf8)))
        XCTAssertEqual(whole, pieces)
        XCTAssertEqual(CRC32.checksum(Array("123456789".utf8)), 0xCBF4_3926)  // the CRC-32 check value
    }

    func testWrittenFileEndsWithTheIENDChunk() throws {
        let data = try PNGEncoder().encode(TestFrames.opaque(width: 2, height: 2, seed: 3))
        XCTAssertEqual(Array(data.suffix(12)), [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }
}
