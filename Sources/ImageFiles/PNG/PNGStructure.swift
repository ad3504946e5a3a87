import Files
import Foundation

/// A PNG file's chunks, checked before a decoder allocates anything for them.
///
/// libpng (and Cairo's reader on top of it) trusts a chunk's length field and allocates
/// that much before reading: a 44-byte file whose second chunk claims 0x7fffffff bytes
/// costs a gigabyte. Here every chunk must fit in the bytes that follow it and carry the
/// right CRC, IHDR must come first, IDAT must be present, and IEND must end the file, so a
/// cut or corrupt file is refused with the reason, and the image's size is checked against
/// the caller's pixel limit.
public enum PNGStructure {
    /// Width and height from a file's first 33 bytes (`PNGFileHeader`), or the error naming
    /// `path` and what is wrong.
    public static func header(_ head: [UInt8], path: String) throws -> (width: Int, height: Int) {
        switch PNGFileHeader.parse(Array(head.prefix(33))) {
        case .success(let header): return (header.width, header.height)
        case .failure(.notAPNG): throw ImageFileError.notAPNG(path: path)
        case .failure(.checksum): throw ImageFileError.corruptPNG(path: path, reason: "its header (IHDR) has a wrong checksum")
        case let .failure(.noPixels(w, h)): throw ImageFileError.corruptPNG(path: path, reason: "it is \(w) × \(h) pixels")
        case .failure: throw ImageFileError.corruptPNG(path: path, reason: "its header (IHDR) is missing or cut short")
        }
    }

    /// Checks every chunk of `png` and returns the image's size. `maxPixels` bounds
    /// width × height (the decoded image is 4 bytes a pixel).
    @discardableResult
    public static func check(_ png: Data, path: String, maxPixels: Int) throws -> (width: Int, height: Int) {
        try png.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            let size = try header(Array(bytes.prefix(33)), path: path)
            guard size.width <= maxPixels / size.height else {
                throw ImageFileError.imageTooLarge(path: path, width: size.width, height: size.height, maxPixels: maxPixels)
            }
            var offset = 8, sawData = false
            while true {
                guard let chunk = PNGChunks.chunk(at: offset, in: bytes) else {
                    throw ImageFileError.corruptPNG(path: path, reason: "it ends at byte \(bytes.count), before its IEND chunk")
                }
                let type = escapedForTerminal(chunk.type)
                guard chunk.fits else {
                    throw ImageFileError.corruptPNG(
                        path: path, reason: "its '\(type)' chunk at byte \(offset) claims \(chunk.length) bytes, "
                            + "but the file holds only \(max(0, chunk.room)) more")
                }
                let crc = CRC32.checksum(UnsafeRawBufferPointer(rebasing: raw[chunk.checked]))
                guard crc == PNGChunks.bigEndian32(bytes, chunk.crcOffset) else {
                    throw ImageFileError.corruptPNG(path: path, reason: "its '\(type)' chunk at byte \(offset) "
                                                 + "has a wrong checksum: the file is damaged")
                }
                if chunk.type == "IDAT" { sawData = true }
                offset = chunk.next
                if chunk.type == "IEND" { break }
            }
            guard sawData else { throw ImageFileError.corruptPNG(path: path, reason: "it holds no image data (IDAT)") }
            return size
        }
    }

}
