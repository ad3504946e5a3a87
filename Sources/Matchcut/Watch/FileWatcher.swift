import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits, with inotify, for any of a set of files to change.
///
/// It watches the folders that hold the files rather than the files themselves: an editor
/// that saves by writing a new file and renaming it over the old one would otherwise leave
/// the watch on a file that no longer has the name. A file written and closed, created,
/// moved in, moved away or deleted counts as a change. A folder that goes away (git stash,
/// a checkout, an unzip over it) is looked for again every quarter second, and its coming
/// back is a change of every file watched in it: the watch never goes quiet for good.
///
/// One thread uses it at a time (it is handed to the thread that waits on it).
public final class FileWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private var names: [String: Set<String>] = [:]
    /// Folders with files to watch and no watch now: not there, or gone since.
    private var missing: Set<String> = []
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE
                                     | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Watches `files` (absolute or relative to the current folder).
    public init(files: [String]) throws {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else {
            throw MatchcutError.io(path: files.first ?? "", reason: "inotify: " + String(cString: strerror(errno)))
        }
        watch(files)
    }

    deinit { close(descriptor) }

    /// Replaces the files watched (a scene that now names other images).
    public func watch(_ files: [String]) {
        for wd in folders.keys { inotify_rm_watch(descriptor, wd) }
        folders = [:]
        names = [:]
        missing = []
        for file in files {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            names[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
        }
        for folder in names.keys {
            let wd = inotify_add_watch(descriptor, folder, Self.mask)
            if wd >= 0 { folders[wd] = folder } else { missing.insert(folder) }
        }
    }

    /// Watches again each missing folder that is back; returns the files watched in those.
    private func rewatchMissing() -> [String] {
        var back: [String] = []
        for folder in missing.sorted() {
            let wd = inotify_add_watch(descriptor, folder, Self.mask)
            guard wd >= 0 else { continue }
            folders[wd] = folder
            missing.remove(folder)
            back += (names[folder] ?? []).sorted().map { folder + "/" + $0 }
        }
        return back
    }

    /// Blocks until a watched file changes, then lets the burst of events one save makes
    /// settle for `settle` seconds, and returns the paths that changed. Nil when `timeout`
    /// seconds pass first.
    public func waitForChange(timeout: Double? = nil, settle: Double = 0.05) -> [String]? {
        var changed = Set<String>()
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        while changed.isEmpty {
            let left = deadline.map { max(0, $0.timeIntervalSinceNow) }
            if let left, left == 0 { return nil }
            // While a folder is missing, look for it again four times a second.
            var slice = left.map { Int32($0 * 1000) } ?? -1
            if !missing.isEmpty { slice = slice < 0 ? 250 : min(slice, 250) }
            if wait(milliseconds: slice) { changed.formUnion(readEvents()) }
            if !missing.isEmpty { changed.formUnion(rewatchMissing()) }
        }
        while wait(milliseconds: Int32(settle * 1000)) { changed.formUnion(readEvents()) }
        return changed.sorted()
    }

    /// True when events are waiting.
    private func wait(milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// The watched paths named by the events waiting now.
    private func readEvents() -> [String] {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var paths: [String] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return paths }
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let (wd, mask, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED) != 0, let folder = folders[wd] {
                    // The folder itself went: its files changed, and it is looked for again.
                    inotify_rm_watch(descriptor, wd)
                    folders[wd] = nil
                    missing.insert(folder)
                    paths += (names[folder] ?? []).sorted().map { folder + "/" + $0 }
                } else if let folder = folders[wd], names[folder]?.contains(name) == true {
                    paths.append(folder + "/" + name)
                }
                offset += header + length
            }
        }
    }
}
