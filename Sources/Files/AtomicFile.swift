import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes files so a reader never sees half of one: a temporary file in the same folder,
/// flushed to disk, then renamed over the target (rename is atomic within a file system).
///
/// The target must be a regular file or nothing: a device, FIFO, socket, folder or symbolic
/// link there is refused (`FileError.notReplaceable`), since renaming over it would replace
/// it for every other user of the path (`/dev/null`, a named pipe a reader waits on).
public enum AtomicFile {
    public static func write(_ data: Data, to path: String) throws {
        try checkTarget(path)
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        let temp = "\(folder)/.\(url.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError.cannotWrite(path: path, reason: errnoText()) }
        var ok = false
        defer {
            if !ok { unlink(temp) }
        }
        if let code = DescriptorWrite.all(data, to: fd) {
            close(fd)
            throw FileError.cannotWrite(path: path, reason: SystemErrorText.errnoText(code))
        }
        guard fsync(fd) == 0 else {
            let reason = errnoText()
            close(fd)
            throw FileError.cannotWrite(path: path, reason: reason)
        }
        guard close(fd) == 0 else { throw FileError.cannotWrite(path: path, reason: errnoText()) }
        try checkTarget(path)
        guard rename(temp, path) == 0 else { throw FileError.cannotWrite(path: path, reason: errnoText()) }
        ok = true
    }

    /// Throws unless `path` names nothing or a regular file (a link is not followed).
    public static func checkTarget(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw FileError.notReplaceable(path: path, kind: InputFile.FileKind(mode: info.st_mode))
        }
    }

    public static func errnoText() -> String {
        SystemErrorText.errnoText(errno)
    }
}
