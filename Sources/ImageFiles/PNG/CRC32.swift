import CISAL

/// The CRC-32 of PNG chunks (ISO 3309, the same reflected polynomial as gzip).
///
/// ISA-L's `crc32_gzip_refl` is that CRC with its pre- and post-inversion built in, so a
/// seed of 0 starts a fresh checksum and passing a previous result continues it.
public enum CRC32 {
    public static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return crc }
        return crc32_gzip_refl(crc, base.assumingMemoryBound(to: UInt8.self), UInt64(bytes.count))
    }

    public static func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0, continuing: crc) }
    }
}
