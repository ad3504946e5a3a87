import Files
import Foundation

/// A PNG file's size from its first 33 bytes: the signature, then the IHDR chunk (length
/// 13, type, width, height, …, CRC). Lets a caller refuse a file before anything decodes it.
public struct PNGFileHeader: Sendable, Equatable {
    public let width: Int
    public let height: Int

    /// What is wrong with a file's first bytes.
    public enum Defect: Error, Sendable, Equatable {
        case unreadable
        /// A folder, FIFO, device or socket: refused without opening it for long (a FIFO
        /// would block).
        case notAFile(InputFile.FileKind)
        case notAPNG
        case cutShort
        case checksum
        case noPixels(width: Int, height: Int)
    }

    /// Reads and checks the header of the file at `path`; nothing past byte 33 is read. The
    /// file is opened through `InputFile`: it must be a regular file.
    public static func read(_ path: String) -> Result<PNGFileHeader, Defect> {
        let file: InputFile.Opened
        do {
            file = try InputFile.open(path, limit: .max)
        } catch FileError.notAFile(_, let kind) {
            return .failure(.notAFile(kind))
        } catch {
            return .failure(.unreadable)
        }
        var head = [UInt8](repeating: 0, count: 33)
        let count = head.withUnsafeMutableBytes { pread(file.descriptor, $0.baseAddress, 33, 0) }
        return parse(Array(head.prefix(max(0, count))))
    }

    public static func parse(_ bytes: [UInt8]) -> Result<PNGFileHeader, Defect> {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunks.signature else { return .failure(.notAPNG) }
        guard bytes.count == 33, Array(bytes[12..<16]) == Array("IHDR".utf8), PNGChunks.bigEndian32(bytes, 8) == 13 else {
            return .failure(.cutShort)
        }
        guard CRC32.checksum(Array(bytes[12..<29])) == PNGChunks.bigEndian32(bytes, 29) else { return .failure(.checksum) }
        let width = Int(PNGChunks.bigEndian32(bytes, 16)), height = Int(PNGChunks.bigEndian32(bytes, 20))
        guard width > 0, height > 0 else { return .failure(.noPixels(width: width, height: height)) }
        return .success(PNGFileHeader(width: width, height: height))
    }

}
