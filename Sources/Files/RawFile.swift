import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a whole file with one `open`, `write`, `close`: no temporary file and no fsync.
///
/// For files inside a staging folder that is itself swapped in atomically: the folder, not
/// each file, is the unit a reader sees, so per-file renames and syncs would be wasted.
public enum RawFile {
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw FileError.cannotWrite(path: path, reason: AtomicFile.errnoText()) }
        if let code = DescriptorWrite.all(bytes, to: fd) {
            close(fd)
            throw FileError.cannotWrite(path: path, reason: SystemErrorText.errnoText(code))
        }
        guard close(fd) == 0 else { throw FileError.cannotWrite(path: path, reason: AtomicFile.errnoText()) }
    }

    public static func write(_ data: Data, to path: String) throws {
        try data.withUnsafeBytes { try write($0, to: path) }
    }
}
