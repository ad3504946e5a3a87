import Files
import CCrypto
import Foundation

/// SHA-256 digests for manifests, as lowercase hex.
///
/// OpenSSL's EVP digest is used rather than a Swift implementation: it takes the SHA-NI
/// path on CPUs that have it (about 2 GB/s), so hashing a 400 KB frame costs a fraction of
/// a millisecond next to the 2.5 ms its deflate takes.
public enum SHA256 {
    public static func hex(_ bytes: UnsafeRawBufferPointer) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        var length: UInt32 = 0
        let ok = digest.withUnsafeMutableBufferPointer { out in
            EVP_Digest(bytes.baseAddress, bytes.count, out.baseAddress, &length, EVP_sha256(), nil)
        }
        precondition(ok == 1 && length == 32, "EVP_Digest(SHA-256) cannot fail on a memory buffer")
        // Hex by table: String(format:) per byte cost as much as hashing a small file.
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8](repeating: 0, count: 64)
        for (i, byte) in digest.enumerated() {
            text[2 * i] = digits[Int(byte >> 4)]
            text[2 * i + 1] = digits[Int(byte & 0x0F)]
        }
        return String(decoding: text, as: UTF8.self)
    }

    public static func hex(_ data: Data) -> String {
        data.withUnsafeBytes { hex($0) }
    }

    public static func hex(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex($0) }
    }

    /// The digest of a file's contents.
    /// Read through `InputFile`: a regular file of at most `limit` bytes (4 GiB unless told).
    public static func hex(fileAt path: String, limit: Int = 1 << 32) throws -> String {
        hex(try InputFile.read(path, limit: limit))
    }
}
