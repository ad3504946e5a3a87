import Foundation
import FuzzSupport

/// Mutates the files of Hostile/Fuzz/files the ways the findings did: byte-wise for images
/// and goldens (a chunk length or a size past the file, a file cut short, bytes flipped or
/// zeroed, a region repeated; a PNG's CRCs put right half the time, so a mutation reaches
/// past the checksum), and as JSON for shard manifests (a name that climbs out, a bogus
/// hash, a size, count or shard at the edges, a key dropped, the text cut).
struct FileMutator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ bound: Int) -> Int { random.int(bound) }

    mutating func pick<T>(_ items: [T]) -> T { items[int(items.count)] }

    /// Big-endian 32-bit values a length or a size field may be given.
    static let lengths: [UInt32] = [0, 1, 0x7FFF_FFFF, 0xFFFF_FFFF, 0x8000_0000, 0x0001_0000, 100_000, 16_385]

    // MARK: Bytes

    mutating func mutateBytes(_ data: Data) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<(1 + int(3)) where !bytes.isEmpty {
            let at = int(bytes.count)
            switch int(6) {
            case 0: bytes.removeSubrange(at...)  // cut short
            case 1: bytes[at] ^= UInt8(truncatingIfNeeded: 1 << int(8))
            case 2:  // a 32-bit field (a chunk's length, IHDR's size, a JPEG segment's) at the edges
                let value = pick(Self.lengths)
                for k in 0..<4 where at + k < bytes.count { bytes[at + k] = UInt8(truncatingIfNeeded: value >> (24 - 8 * k)) }
            case 3: for k in at..<min(bytes.count, at + 1 + int(64)) { bytes[k] = 0 }
            case 4: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + 1 + int(256))], at: at)
            default: bytes[at] = 0xFF
            }
        }
        if int(2) == 0 { Self.fixPNGChecksums(&bytes) }
        return Data(bytes)
    }

    /// Puts right the CRC of every whole chunk of a PNG (nothing when it is not one).
    static func fixPNGChecksums(_ bytes: inout [UInt8]) {
        guard bytes.count > 8, bytes[1...3] == [0x50, 0x4E, 0x47] else { return }
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return }
            let crc = HostileImageTests.crc(Array(bytes[(offset + 4)..<(offset + 8 + length)]))
            for k in 0..<4 { bytes[offset + 8 + length + k] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * k)) }
            offset += 12 + length
        }
    }

    // MARK: JSON

    static let strings = ["../victim", "../../escaped.png", "", ".hidden", "a/b", "x\u{0}y", "\u{1B}[31mred", "frame-99999.png",
                          String(repeating: "n", count: 300), "1/100000000", "4611686018427387904/4611686018427387904", "0/0",
                          "2/1", String(repeating: "0", count: 64), "zz", "manifest.json", "."]
    static var numbers: [Any] { [-5, 0, -1, 1, 4_611_686_018_427_387_904, Int.max, Int.min, 1e300, -1e300, 0.5, 100_000_000, 16_385] }

    /// A shard manifest with 1 to 3 of its values (or keys) changed; now and then its text cut.
    mutating func mutateJSON(_ text: String) -> String {
        guard var value = try? JSONSerialization.jsonObject(with: Data(text.utf8)) else { return text }
        for _ in 0..<(1 + int(3)) { value = mutate(value) }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]),
              var out = String(data: data, encoding: .utf8) else { return text }
        if int(8) == 0 { out = String(out.prefix(int(out.count))) }
        return out
    }

    /// One leaf of `value` replaced, one key dropped or one array element repeated.
    private mutating func mutate(_ value: Any) -> Any {
        switch value {
        case var object as [String: Any] where !object.isEmpty:
            let key = pick(object.keys.sorted())
            if int(10) == 0 { object[key] = nil } else { object[key] = mutate(object[key]!) }
            return object
        case var array as [Any] where !array.isEmpty:
            let i = int(array.count)
            if int(6) == 0 { array.append(array[i]) } else { array[i] = mutate(array[i]) }
            return array
        case is String: return pick(Self.strings)
        case is NSNumber: return int(5) == 0 ? pick(Self.strings) as Any : pick(Self.numbers)
        default: return value
        }
    }

    /// `manifest` with a corpus patch applied: `{"set": {"scenes.0.name": "../victim"}}`.
    static func apply(patch: [String: Any], to manifest: String) -> String {
        guard var root = try? JSONSerialization.jsonObject(with: Data(manifest.utf8)),
              let set = patch["set"] as? [String: Any] else { return manifest }
        for (path, new) in set { root = Self.set(new, at: path.split(separator: ".").map(String.init)[...], in: root) }
        guard let data = try? JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]) else { return manifest }
        return String(decoding: data, as: UTF8.self)
    }

    private static func set(_ new: Any, at path: ArraySlice<String>, in value: Any) -> Any {
        guard let head = path.first else { return new }
        if var array = value as? [Any], let i = Int(head), array.indices.contains(i) {
            array[i] = set(new, at: path.dropFirst(), in: array[i])
            return array
        }
        guard var object = value as? [String: Any] else { return value }
        object[head] = set(new, at: path.dropFirst(), in: object[head] ?? [String: Any]())
        return object
    }
}
