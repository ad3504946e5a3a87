/// The one reading of a PNG file's layout (PNG specification, sections 5.2 and 5.3): the
/// 8-byte signature, then chunks of a 4-byte big-endian length, a 4-letter type, the data and
/// a 4-byte CRC over the type and the data. `PNGStructure` (every chunk checked),
/// `PNGFileHeader` (IHDR alone) and `OpaquePNGDecoder` (the frame cache's own PNGs) all walk
/// the file through it; the encoder in Output writes the same layout with its signature.
public enum PNGChunks {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// One chunk's place in the file. Its length is what the file claims: `fits` says whether
    /// the file holds that much.
    public struct Chunk {
        /// Where its length field starts.
        public let offset: Int
        public let length: Int
        public let type: String
        /// Whether its data and CRC lie inside the file.
        public let fits: Bool
        /// The bytes after its data and CRC.
        public let room: Int

        public var data: Range<Int> { (offset + 8)..<(offset + 8 + length) }
        /// What its CRC covers: the type and the data.
        public var checked: Range<Int> { (offset + 4)..<(offset + 8 + length) }
        public var crcOffset: Int { offset + 8 + length }
        /// Where the next chunk starts.
        public var next: Int { offset + 12 + length }
    }

    /// The chunk whose length field is at `offset`, or nil when fewer than 8 bytes (a length
    /// and a type) remain.
    public static func chunk<C: RandomAccessCollection>(at offset: Int, in bytes: C) -> Chunk?
    where C.Element == UInt8, C.Index == Int {
        guard offset >= 0, bytes.count - offset >= 8 else { return nil }
        let length = Int(bigEndian32(bytes, offset))
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        let room = bytes.count - offset - 8
        return Chunk(offset: offset, length: length, type: type, fits: length + 4 <= room, room: room)
    }

    /// The big-endian 32-bit integer at `offset` (PNG stores every integer so).
    public static func bigEndian32<C: RandomAccessCollection>(_ bytes: C, _ offset: Int) -> UInt32
    where C.Element == UInt8, C.Index == Int {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
