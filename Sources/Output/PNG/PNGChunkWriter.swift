import Foundation
import ImageFiles

/// Assembles a PNG file: the signature, then chunks of length, type, data and CRC.
struct PNGChunkWriter {
    private(set) var data: Data

    /// `capacity`: the file's expected size, so the IDAT is not copied as the buffer grows.
    init(capacity: Int = 0) {
        data = Data(capacity: capacity)
    }

    mutating func appendSignature() {
        data.append(contentsOf: PNGChunks.signature)
    }

    /// Appends one chunk; the CRC covers the type and the data, not the length.
    mutating func appendChunk(_ type: String, _ payload: [UInt8]) {
        let typeBytes = Array(type.utf8)
        precondition(typeBytes.count == 4, "a PNG chunk type has four letters")
        data.append(contentsOf: bigEndian(UInt32(payload.count)))
        data.append(contentsOf: typeBytes)
        data.append(contentsOf: payload)
        let crc = CRC32.checksum(payload, continuing: CRC32.checksum(typeBytes))
        data.append(contentsOf: bigEndian(crc))
    }
}
