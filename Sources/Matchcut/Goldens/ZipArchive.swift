import CZlib
import Files
import Foundation

/// A zip file read as hostile input: the artifact a CI run uploads (a golden report), which
/// `matchcut accept` takes without unpacking it anywhere. Only what such an artifact holds is
/// read: regular files, stored or deflated, each checked against its CRC-32. Refused before a
/// byte is inflated: zip64 and encrypted archives, names that are absolute or climb with `..`,
/// duplicates, links and other special files, archives inside the archive (by name, and by
/// their first bytes when read), and sizes that could be a zip bomb (more than `maxRatio` times
/// an entry's stored size, or more than `maxTotalBytes` in all). An entry that inflates to more
/// or less than it declared is refused too.
public struct ZipArchive: Sendable {
    struct Entry: Sendable {
        var name: String
        var method: UInt16
        var crc: UInt32
        var storedSize: Int
        var size: Int
        var localOffset: Int
    }

    static let maxArchiveBytes = 512 * 1024 * 1024
    static let maxEntries = 100_000
    static let maxTotalBytes = 1024 * 1024 * 1024
    /// Deflate reaches about 1,000 to 1 on a run of one byte; a report's PNGs and JSON stay far
    /// below 100 to 1.
    static let maxRatio = 100
    /// What a file's name or first bytes say is an archive of its own.
    static let archiveExtensions: Set<String> = ["zip", "gz", "tgz", "tar", "xz", "bz2", "zst", "7z", "rar", "jar"]

    public let path: String
    private let data: Data
    private let entries: [String: Entry]

    public init(path: String) throws {
        self.path = path
        do {
            data = try InputFile.read(path, limit: Self.maxArchiveBytes, links: .refuse)
        } catch {
            throw refusal("\(path): \(SystemErrorText.reason(error))")
        }
        entries = try Self.centralDirectory(data, path: path)
    }

    /// The names of the regular files, in byte order.
    public var names: [String] { entries.keys.sorted() }

    /// The file `name`, inflated and checked; refused when it declares more than `limit` bytes.
    public func read(_ name: String, limit: Int) throws -> Data {
        guard let entry = entries[name] else { throw refusal("\(path) has no '\(name)'") }
        guard entry.size <= limit else { throw refusal("\(path): '\(name)' holds \(entry.size) bytes, more than the \(limit) allowed") }
        let header = entry.localOffset
        guard header >= 0, header + 30 <= data.count, Self.u32(data, header) == 0x0403_4b50 else {
            throw refusal("\(path): '\(name)' has no local header where the directory says")
        }
        let start = header + 30 + Int(truncatingIfNeeded: Self.u16(data, header + 26)) + Int(truncatingIfNeeded: Self.u16(data, header + 28))
        guard start + entry.storedSize <= data.count else { throw refusal("\(path): '\(name)' runs past the end of the file") }
        let stored = data.subdata(in: data.startIndex + start ..< data.startIndex + start + entry.storedSize)
        let bytes = entry.method == 0 ? stored : try inflate(stored, size: entry.size, name: name)
        guard bytes.count == entry.size else { throw refusal("\(path): '\(name)' holds \(bytes.count) bytes, not the \(entry.size) it declares") }
        let crc = bytes.withUnsafeBytes { raw in
            UInt32(truncatingIfNeeded: crc32(0, raw.bindMemory(to: Bytef.self).baseAddress, uInt(raw.count)))
        }
        guard crc == entry.crc else { throw refusal("\(path): '\(name)' fails its CRC-32 check") }
        if Self.startsAsArchive(bytes) { throw refusal("\(path): '\(name)' is an archive inside the archive") }
        return bytes
    }

    /// Inflates a raw deflate stream into exactly `size` bytes: a stream that would write more
    /// stops there, and is refused as not what it declares.
    private func inflate(_ stored: Data, size: Int, name: String) throws -> Data {
        var output = Data(count: size + 1)
        var stream = z_stream()
        guard mc_zlib_inflate_init_raw(&stream) == Z_OK else { throw refusal("\(path): zlib could not start") }
        defer { inflateEnd(&stream) }
        var input = stored
        let status: Int32 = input.withUnsafeMutableBytes { inRaw in
            output.withUnsafeMutableBytes { outRaw in
                stream.next_in = inRaw.bindMemory(to: Bytef.self).baseAddress
                stream.avail_in = uInt(inRaw.count)
                stream.next_out = outRaw.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(outRaw.count)
                return CZlib.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else {
            throw refusal(status == Z_BUF_ERROR || status == Z_OK
                ? "\(path): '\(name)' inflates to more than the \(size) bytes it declares"
                : "\(path): '\(name)' is not a valid deflate stream")
        }
        return output.prefix(Int(truncatingIfNeeded: stream.total_out))
    }

    // MARK: The central directory

    private static func centralDirectory(_ data: Data, path: String) throws -> [String: Entry] {
        guard let end = endRecord(data) else { throw refusal("\(path) is not a zip file (no end of central directory)") }
        let count = Int(truncatingIfNeeded: u16(data, end + 10)), size = Int(truncatingIfNeeded: u32(data, end + 12)), offset = Int(truncatingIfNeeded: u32(data, end + 16))
        guard count != 0xFFFF, size != 0xFFFF_FFFF, offset != 0xFFFF_FFFF else {
            throw refusal("\(path) is a zip64 archive, which a report never needs")
        }
        guard count <= maxEntries else { throw refusal("\(path) holds \(count) entries, more than \(maxEntries)") }
        guard offset + size <= end else { throw refusal("\(path): its central directory lies outside the file") }
        var entries: [String: Entry] = [:]
        var at = offset, total = 0
        for _ in 0..<count {
            guard at + 46 <= end, u32(data, at) == 0x0201_4b50 else { throw refusal("\(path): its central directory is damaged") }
            let madeBy = u16(data, at + 4), flags = u16(data, at + 8), method = u16(data, at + 10)
            let crc = u32(data, at + 16), storedSize = Int(truncatingIfNeeded: u32(data, at + 20)), size = Int(truncatingIfNeeded: u32(data, at + 24))
            let nameLength = Int(truncatingIfNeeded: u16(data, at + 28)), extraLength = Int(truncatingIfNeeded: u16(data, at + 30)), commentLength = Int(truncatingIfNeeded: u16(data, at + 32))
            let attributes = u32(data, at + 38), localOffset = Int(truncatingIfNeeded: u32(data, at + 42))
            guard at + 46 + nameLength <= end,
                  let name = String(data: data.subdata(in: data.startIndex + at + 46 ..< data.startIndex + at + 46 + nameLength), encoding: .utf8) else {
                throw refusal("\(path): an entry's name is not UTF-8")
            }
            at += 46 + nameLength + extraLength + commentLength
            try checkName(name, path: path)
            if madeBy >> 8 == 3 {  // Unix: the file type is in the high half of the attributes
                let type = (attributes >> 16) & 0o170000
                if type == 0o120000 { throw refusal("\(path): '\(name)' is a link") }
                if type != 0, type != 0o100000, type != 0o040000 { throw refusal("\(path): '\(name)' is not a regular file") }
            }
            if name.hasSuffix("/") { continue }
            guard flags & 1 == 0 else { throw refusal("\(path): '\(name)' is encrypted") }
            guard method == 0 || method == 8 else { throw refusal("\(path): '\(name)' uses compression method \(method); only stored and deflated entries are read") }
            if archiveExtensions.contains((name as NSString).pathExtension.lowercased()) {
                throw refusal("\(path): '\(name)' is an archive inside the archive")
            }
            guard size <= max(storedSize, 1) * maxRatio || size <= 64 * 1024 else {
                throw refusal("\(path): '\(name)' would inflate \(storedSize) bytes to \(size), a zip bomb's ratio")
            }
            total += size
            guard total <= maxTotalBytes else { throw refusal("\(path) would inflate to more than \(maxTotalBytes / 1024 / 1024) MB") }
            guard entries[name] == nil else { throw refusal("\(path) holds '\(name)' twice") }
            entries[name] = Entry(name: name, method: method, crc: crc, storedSize: storedSize, size: size, localOffset: localOffset)
        }
        return entries
    }

    private static func checkName(_ name: String, path: String) throws {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !name.contains("\\"), !name.contains("\0"), name.utf8.count <= 1024,
              !parts.contains(".."), !parts.dropLast().contains("") else {
            throw refusal("\(path): the entry '\(name)' leaves the archive's folder")
        }
    }

    /// The end-of-central-directory record, searched back from the end over the longest comment.
    private static func endRecord(_ data: Data) -> Int? {
        guard data.count >= 22 else { return nil }
        let lowest = max(0, data.count - 22 - 0xFFFF)
        var at = data.count - 22
        while at >= lowest {
            if u32(data, at) == 0x0605_4b50 { return at }
            at -= 1
        }
        return nil
    }

    private static func startsAsArchive(_ bytes: Data) -> Bool {
        let head = Array(bytes.prefix(6))
        return head.starts(with: [0x50, 0x4b, 0x03, 0x04]) || head.starts(with: [0x1f, 0x8b])
            || head.starts(with: [0xfd, 0x37, 0x7a, 0x58, 0x5a]) || head.starts(with: [0x28, 0xb5, 0x2f, 0xfd])
            || head.starts(with: [0x37, 0x7a, 0xbc, 0xaf]) || head.starts(with: [0x42, 0x5a, 0x68])
    }

    static func u16(_ data: Data, _ at: Int) -> UInt16 {
        UInt16(truncatingIfNeeded: data[data.startIndex + at]) | UInt16(truncatingIfNeeded: data[data.startIndex + at + 1]) << 8
    }

    static func u32(_ data: Data, _ at: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: u16(data, at)) | UInt32(truncatingIfNeeded: u16(data, at + 2)) << 16
    }
}

private func refusal(_ message: String) -> MatchcutError {
    MatchcutError.invalidInput(message: message, hint: "pass the golden-report artifact a CI run uploaded, as downloaded, or its folder unzipped")
}
