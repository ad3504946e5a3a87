import Files
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Which folder the frame cache may write into and delete from: only the one it made.
///
/// `--cache DIR` may name any folder, and trimming deletes files, so the cache marks its own
/// tree, `DIR/v1/`, with a `CACHEDIR.TAG` (the Cache Directory Tagging convention, which
/// backup tools also honour, with a line naming Matchcut). A `v1/` without the tag is
/// adopted, and tagged, only when every file in it is one the cache writes: entries and
/// their sidecars in two-hex-digit folders, the image digest memo, temporary files. Any
/// other folder is refused, and the render runs without the cache (a warning, not a failure:
/// the cache only saves time).
enum CacheOwnership {
    static let tagName = "CACHEDIR.TAG"
    /// The first line the convention asks for, then Matchcut's.
    static let tag = "Signature: 8a477f597d28d172789f06886806bc55\n"
        + "# This file is a cache directory tag created by Matchcut (its frame cache).\n"
        + "# For information about cache directory tags see https://bford.info/cachedir/\n"

    /// Makes `<folder>/v1`, the cache's tree, ready to use: made and tagged when absent,
    /// tagged when it holds only what the cache writes. Why it cannot be used, or nil.
    static func prepare(folder: String) -> String? {
        let root = folder + "/v1"
        var info = stat()
        if kind(folder) == S_IFLNK, stat(folder, &info) != 0 {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) ?? "?"
            return "\(quoted(folder)) is a symbolic link to \(quoted(target)), which does not exist"
        }
        if lstat(root, &info) != 0 {
            do {
                try OutputFolder.create(root)
                try AtomicFile.write(Data(tag.utf8), to: root + "/" + tagName)
            } catch let error as DescribedError {
                return error.message
            } catch {
                return SystemErrorText.reason(error)
            }
        } else {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                return "\(quoted(root)) is a \(InputFile.FileKind(mode: info.st_mode).rawValue), not a folder"
            }
            if !isTagged(root) {
                if let stranger = foreignEntry(in: root) {
                    return "\(quoted(root)) holds \(quoted(stranger)), which the cache did not write, "
                        + "and has no \(quoted(tagName)) of Matchcut's"
                }
                do {
                    try AtomicFile.write(Data(tag.utf8), to: root + "/" + tagName)
                } catch {
                    return SystemErrorText.reason(error)
                }
            }
        }
        do {
            try OutputFolder.create(root + "/tmp")
        } catch {
            return SystemErrorText.reason(error)
        }
        guard access(root, W_OK) == 0 else { return "\(quoted(root)): \(String(cString: strerror(errno)))" }
        return nil
    }

    /// Whether `root` holds Matchcut's tag: a regular file, not a link, that starts as the
    /// convention says and names Matchcut.
    static func isTagged(_ root: String) -> Bool {
        guard let data = try? InputFile.read(root + "/" + tagName, limit: 4096, links: .refuse) else { return false }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55") && text.contains("created by Matchcut")
    }

    /// The first entry under `root` (relative) that the cache would not have written, or nil
    /// when all are its own.
    static func foreignEntry(in root: String) -> String? {
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: root) else { return "." }
        for name in names.sorted() {
            let path = root + "/" + name
            switch name {
            case "tmp":
                guard kind(path) == S_IFDIR else { return name }
                for file in (try? fm.contentsOfDirectory(atPath: path)) ?? []
                where kind(path + "/" + file) != S_IFREG || !isTemporaryName(file) {
                    return "tmp/" + file
                }
            case "file-digests.tsv":
                guard kind(path) == S_IFREG else { return name }
            default:
                if name.hasPrefix(".file-digests.tsv."), name.hasSuffix(".tmp"), kind(path) == S_IFREG { continue }
                guard FrameCache.isShardName(name), kind(path) == S_IFDIR else { return name }
                for file in (try? fm.contentsOfDirectory(atPath: path)) ?? [] {
                    let entry = file.hasSuffix(".sha256") ? String(file.dropLast(7)) : file
                    guard FrameCache.isEntryName(entry, shard: name), kind(path + "/" + file) == S_IFREG else {
                        return name + "/" + file
                    }
                }
            }
        }
        return nil
    }

    /// `<pid>-<UUID>`, as `FrameCache.put` names its temporary files.
    private static func isTemporaryName(_ name: String) -> Bool {
        guard let dash = name.firstIndex(of: "-") else { return false }
        return name[..<dash].allSatisfy(\.isASCII) && name[..<dash].allSatisfy(\.isNumber) && !name[..<dash].isEmpty
            && UUID(uuidString: String(name[name.index(after: dash)...])) != nil
    }

    private static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }
}
