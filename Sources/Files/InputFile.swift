import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a file someone else may have put there (a golden, an image, a shard's manifest or
/// frame) without trusting what the path names.
///
/// - The file is opened with `O_NONBLOCK`, so a FIFO never blocks the open, and `fstat`
///   must say it is a regular file: folders, FIFOs, sockets and devices are refused by name.
/// - With `links: .refuse` the last component is opened with `O_NOFOLLOW`: a symbolic link
///   there is refused, where a name must be the file itself (a shard's frames).
/// - The size comes from `fstat` and is checked against the caller's limit before any byte
///   is read, so a 100 MB file where a 1 MiB one belongs costs nothing.
/// - `directory` opens relative to a folder already opened (`openat`), so a name checked
///   inside it cannot be swapped for a path elsewhere.
public enum InputFile {
    public enum Links: Sendable { case follow, refuse }

    /// A file open for reading, and its size when it was opened; closed when released.
    public final class Opened {
        public let descriptor: Int32
        public let size: Int
        public let path: String

        /// Up to `count` bytes from the start (a file's signature), without reading the rest.
        public func prefix(_ count: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: max(0, min(count, size)))
            let n = bytes.withUnsafeMutableBytes { raw in raw.baseAddress.map { pread(descriptor, $0, raw.count, 0) } ?? 0 }
            return Array(bytes.prefix(max(0, n)))
        }

        /// Every byte, read from the start.
        public func readAll() throws -> Data {
            var data = Data(count: size)
            let count = data.withUnsafeMutableBytes { raw -> Int in
                var offset = 0
                while offset < size {
                    let n = pread(descriptor, raw.baseAddress! + offset, size - offset, off_t(offset))
                    if n < 0 {
                        if errno == EINTR { continue }
                        return -1
                    }
                    if n == 0 { break }
                    offset += n
                }
                return offset
            }
            guard count >= 0 else { throw FileError.cannotOpen(path: path, reason: AtomicFile.errnoText()) }
            guard count == size else {
                throw FileError.cannotOpen(path: path, reason: "it shrank from \(size) to \(count) bytes while it was read")
            }
            return data
        }

        init(descriptor: Int32, size: Int, path: String) {
            self.descriptor = descriptor
            self.size = size
            self.path = path
        }

        deinit { Glibc.close(descriptor) }
    }

    /// Opens `path`: a regular file of at most `limit` bytes.
    public static func open(_ path: String, limit: Int, links: Links = .follow,
                            in directory: Int32 = AT_FDCWD) throws -> Opened {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if links == .refuse { flags |= O_NOFOLLOW }
        let fd = openat(directory, path, flags)
        guard fd >= 0 else {
            let code = errno
            if code == ELOOP, links == .refuse { throw FileError.linkNotAllowed(path: path) }
            if code == ENOENT { throw FileError.cannotOpen(path: path, reason: "there is no such file") }
            throw FileError.cannotOpen(path: path, reason: String(cString: strerror(code)))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let reason = AtomicFile.errnoText()
            Glibc.close(fd)
            throw FileError.cannotOpen(path: path, reason: reason)
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(fd)
            throw FileError.notAFile(path: path, kind: FileKind(mode: info.st_mode))
        }
        let size = Int(info.st_size)
        guard size <= limit else {
            Glibc.close(fd)
            throw FileError.fileTooLarge(path: path, size: size, limit: limit)
        }
        // Regular files never block; reads should not see EAGAIN either way.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return Opened(descriptor: fd, size: size, path: path)
    }

    /// The whole file: a regular file of at most `limit` bytes.
    public static func read(_ path: String, limit: Int, links: Links = .follow,
                            in directory: Int32 = AT_FDCWD) throws -> Data {
        try open(path, limit: limit, links: links, in: directory).readAll()
    }

    /// What a path names, when it is not a regular file.
    public enum FileKind: String, Sendable, Equatable {
        case folder, fifo = "FIFO (named pipe)", device, socket, link = "symbolic link", other = "special file"

        public init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFDIR: self = .folder
            case S_IFLNK: self = .link
            case S_IFIFO: self = .fifo
            case S_IFCHR, S_IFBLK: self = .device
            case S_IFSOCK: self = .socket
            default: self = .other
            }
        }
    }
}
