import Foundation

/// A PNG file's size from its first 33 bytes: the signature, then the IHDR chunk (length
/// 13, type, width, height, …, CRC). Lets a caller refuse a file before anything decodes it.
public struct PNGFileHeader: Sendable, Equatable {
    public let width: Int
    public let height: Int

    /// What is wrong with a file's first bytes.
    public enum Defect: Error, Sendable, Equatable {
        case unreadable
        case notAPNG
        case cutShort
        case checksum
        case noPixels(width: Int, height: Int)
    }

    /// Reads and checks the header of the file at `path`; nothing past byte 33 is read.
    public static func read(_ path: String) -> Result<PNGFileHeader, Defect> {
        guard let handle = FileHandle(forReadingAtPath: path) else { return .failure(.unreadable) }
        defer { try? handle.close() }
        return parse([UInt8]((try? handle.read(upToCount: 33)) ?? Data()))
    }

    static func parse(_ bytes: [UInt8]) -> Result<PNGFileHeader, Defect> {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkWriter.signature else { return .failure(.notAPNG) }
        guard bytes.count == 33, Array(bytes[12..<16]) == Array("IHDR".utf8), be32(bytes, 8) == 13 else {
            return .failure(.cutShort)
        }
        guard CRC32.checksum(Array(bytes[12..<29])) == be32(bytes, 29) else { return .failure(.checksum) }
        let width = Int(be32(bytes, 16)), height = Int(be32(bytes, 20))
        guard width > 0, height > 0 else { return .failure(.noPixels(width: width, height: height)) }
        return .success(PNGFileHeader(width: width, height: height))
    }

    private static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
        UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
    }
}
