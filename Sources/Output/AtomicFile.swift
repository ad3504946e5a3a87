import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so a reader never sees half of one: a temporary file in the same folder,
/// flushed to disk, then renamed over the target (rename is atomic within a file system).
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temp = "\(folder)/.\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw OutputError.cannotWrite(path: path, reason: errnoText()) }
        var ok = false
        defer {
            if !ok { unlink(temp) }
        }
        let written = data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += n
            }
            return true
        }
        guard written, fsync(fd) == 0 else {
            let reason = errnoText()
            close(fd)
            throw OutputError.cannotWrite(path: path, reason: reason)
        }
        guard close(fd) == 0 else { throw OutputError.cannotWrite(path: path, reason: errnoText()) }
        guard rename(temp, path) == 0 else { throw OutputError.cannotWrite(path: path, reason: errnoText()) }
        ok = true
    }

    static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}
