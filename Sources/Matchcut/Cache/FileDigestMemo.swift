import Files
import Foundation
import Output
#if canImport(Glibc)
import Glibc
#endif

/// The SHA-256 of large files that rarely change (the pinned fonts, about 100 MB; the
/// executable of an uncommitted build), remembered in the frame cache by each file's
/// identity, so that a run from a warm cache does not read them all to learn its own
/// renderer's key.
///
/// A digest is reused only while the file's identity is the one it was taken at: device,
/// inode, size, and the modification and status-change times to the nanosecond. The kernel
/// sets the status-change time on every write, rename onto the path or change of mode, and
/// no call can set it back, so any change to a file's bytes is another identity (this is
/// how git's index and ccache tell an unchanged file). Anything else is hashed again and the
/// memo rewritten, atomically: processes sharing it each read a whole one.
struct FileDigestMemo {
    let path: String
    static let limit = 1 << 20

    /// A file's identity as `stat` gives it, in one line; nil when it cannot be read.
    static func identity(of file: String) -> String? {
        var info = stat()
        guard stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return [UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),
                UInt64(info.st_mtim.tv_sec), UInt64(info.st_mtim.tv_nsec),
                UInt64(info.st_ctim.tv_sec), UInt64(info.st_ctim.tv_nsec)].map(String.init).joined(separator: " ")
    }

    /// The SHA-256 of each of `files` (`missing` for one that cannot be read), from the memo
    /// where the file is unchanged and by reading it otherwise.
    func digests(of files: [String]) -> [String: String] {
        var remembered: [String: (identity: String, digest: String)] = [:]
        // A few lines (fonts and an executable); a larger file is not one the cache wrote.
        let text = (try? InputFile.read(path, limit: Self.limit, links: .refuse)).map { String(decoding: $0, as: UTF8.self) } ?? ""
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            if fields.count == 3, fields[2].count == 64 { remembered[fields[0]] = (fields[1], fields[2]) }
        }
        var result: [String: String] = [:], changed = false
        for file in files {
            guard let identity = Self.identity(of: file) else {
                result[file] = "missing"
                continue
            }
            if let kept = remembered[file], kept.identity == identity {
                result[file] = kept.digest
                continue
            }
            guard let digest = try? SHA256.hex(fileAt: file) else {
                result[file] = "missing"
                continue
            }
            // Hashed while it changed: not remembered, since the identity may be the old one.
            if Self.identity(of: file) == identity {
                remembered[file] = (identity, digest)
                changed = true
            }
            result[file] = digest
        }
        if changed {
            let lines = remembered.keys.sorted().map { "\($0)\t\(remembered[$0]!.identity)\t\(remembered[$0]!.digest)\n" }
            try? AtomicFile.write(Data(lines.joined().utf8), to: path)
        }
        return result
    }
}
