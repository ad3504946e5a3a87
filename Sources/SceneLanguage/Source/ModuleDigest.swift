import SwiftCore

/// A digest of a module's source texts, in order: two 64-bit FNV-1a sums of different
/// offsets over each text's length and bytes. It names the code a value was made by where a
/// value carries code along (a custom shape's `path(in:)`), so that the frame cache's key
/// changes when the code does. It is a fingerprint, not a defence: SceneLanguage links no
/// cryptographic hash, and the cache's own SHA-256 covers everything else in a key.
struct ModuleDigest {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x6c62_272e_07bb_0142

    init(_ texts: [String]) {
        for text in texts {
            var text = text
            text.withUTF8 { bytes in
                mix(UInt64(truncatingIfNeeded: bytes.count))
                for byte in bytes { step(byte) }
            }
        }
    }

    var hex: String {
        func padded(_ v: UInt64) -> String {
            let digits = String(v, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
        return padded(a) + padded(b)
    }

    private mutating func mix(_ word: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { step(UInt8(truncatingIfNeeded: word >> shift)) }
    }

    private mutating func step(_ byte: UInt8) {
        a = (a ^ UInt64(truncatingIfNeeded: byte)) &* 0x0000_0100_0000_01b3
        b = (b ^ UInt64(truncatingIfNeeded: byte)) &* 0x0000_0100_0000_01b3
    }
}
