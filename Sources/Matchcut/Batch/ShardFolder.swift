import Files
import ImageFiles
import Foundation
import Output
#if canImport(Glibc)
import Glibc
#endif

/// One scene's folder inside one shard, opened once, its files read relative to it.
///
/// The folder is opened with `O_NOFOLLOW | O_DIRECTORY` and each file with `openat` and
/// `O_NOFOLLOW`: a link in place of the folder or of a frame is refused, never followed
/// out of the shard. Every file is checked against the manifest that lists it (size,
/// SHA-256, and for frames the pixel size) before its bytes go anywhere.
final class ShardFolder {
    /// The shard folder as given, for messages.
    let shard: String
    /// `<shard>/<scene>`, for messages.
    let path: String
    private let descriptor: Int32

    init(shard: String, scene: String) throws {
        self.shard = shard
        path = shard + "/" + scene
        descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var info = stat()
            let reason = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
                ? "it is a symbolic link; a shard's folders must be the folders themselves"
                : code == ENOENT ? "it is missing" : code == ENOTDIR ? "it is not a folder" : String(cString: strerror(code))
            throw MatchcutError.merge(reason: "cannot read the shard folder \(quoted(path)): \(reason)",
                                      hint: "render the shard again, then merge")
        }
    }

    deinit { close(descriptor) }

    /// The bytes of `file`, checked against its record; frames must be `pixels` in size.
    func read(_ file: OutputFile, pixels: (width: Int, height: Int)?) throws -> Data {
        let data: Data
        do {
            data = try InputFile.read(file.name, limit: PNGReader.maxFileBytes, links: .refuse, in: descriptor)
        } catch let error as DescribedError {
            throw problem(file, error)
        }
        try verify(data, of: file, pixels: pixels)
        return data
    }

    /// Puts `file` at `target`: a hard link when the output is on the same file system,
    /// else a copy; then checks what landed there against the record.
    func place(_ file: OutputFile, at target: String, pixels: (width: Int, height: Int)?) throws {
        if linkat(descriptor, file.name, AT_FDCWD, target, 0) == 0 {
            let data: Data
            do {
                data = try InputFile.read(target, limit: PNGReader.maxFileBytes, links: .refuse)
            } catch let error as DescribedError {
                throw problem(file, error)
            }
            try verify(data, of: file, pixels: pixels)
            return
        }
        if errno == ENOENT { throw problem(file, FileError.cannotOpen(path: file.name, reason: "there is no such file")) }
        let data = try read(file, pixels: pixels)
        try wrapOutputErrors { try RawFile.write(data, to: target) }
    }

    private func verify(_ data: Data, of file: OutputFile, pixels: (width: Int, height: Int)?) throws {
        let at = quoted(path + "/" + file.name), manifest = quoted(shard + "/" + Manifest.fileName)
        guard data.count == file.size else {
            throw MatchcutError.merge(reason: "\(at) is \(data.count) bytes; \(manifest) says \(file.size)", hint: Self.changed)
        }
        guard SHA256.hex(data) == file.sha256 else {
            throw MatchcutError.merge(reason: "\(at) does not match its SHA-256 in \(manifest)", hint: Self.changed)
        }
        guard let pixels else { return }
        let size: (width: Int, height: Int)
        do {
            size = try PNGStructure.header(Array(data.prefix(33)), path: path + "/" + file.name)
        } catch let error as DescribedError {
            throw MatchcutError.merge(reason: error.message, hint: Self.changed)
        }
        guard size == pixels else {
            throw MatchcutError.merge(reason: "\(at) is \(size.width) × \(size.height) pixels; the scene's frames are "
                                          + "\(pixels.width) × \(pixels.height)", hint: Self.changed)
        }
    }

    private func problem(_ file: OutputFile, _ error: DescribedError) -> MatchcutError {
        let at = quoted(path + "/" + file.name), manifest = quoted(shard + "/" + Manifest.fileName)
        switch error as? FileError {
        case .cannotOpen(_, "there is no such file"):
            return .merge(reason: "\(at) is missing; \(manifest) lists it", hint: "a shard's files were moved or deleted; render the shard again")
        case .linkNotAllowed:
            return .merge(reason: "\(at) is a symbolic link; a shard's files must be the files themselves", hint: Self.changed)
        case let .notAFile(_, kind):
            return .merge(reason: "\(at) is a \(kind.rawValue), not a file", hint: Self.changed)
        default:
            return .merge(reason: "cannot read \(at): \(error.message)", hint: Self.changed)
        }
    }

    static let changed = "the shard's files changed after it was rendered; render the shard again, then merge"
}
