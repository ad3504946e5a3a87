import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes every byte to an open file descriptor, retrying short writes and interruptions.
///
/// The one write loop of the project: files, standard output and standard error all go
/// through it, so a failed write (a full disk, a closed pipe) is an `errno` to report, never
/// a trap (Foundation's `FileHandle.write(_:)` traps on any error).
public enum DescriptorWrite {
    /// The `errno` of the write that failed, or nil once every byte is written.
    public static func all(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, base + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += n
        }
        return nil
    }

    public static func all(_ data: Data, to fd: Int32) -> Int32? {
        data.withUnsafeBytes { all($0, to: fd) }
    }

    /// A stream `-o` may name instead of a file: `-` and `/dev/stdout` are standard output,
    /// `/dev/stderr` standard error, `/dev/fd/N` descriptor N. Such a target is written to as
    /// it is, never replaced by a renamed file.
    public static func stream(named path: String) -> Int32? {
        switch path {
        case "-", "/dev/stdout", "/proc/self/fd/1": return 1
        case "/dev/stderr", "/proc/self/fd/2": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let digits = path.dropFirst(prefix.count)
                guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
                return Int32(digits)
            }
            return nil
        }
    }
}
