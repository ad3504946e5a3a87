import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Waits, with inotify, for any of a set of files to change.
///
/// It watches the folders that hold the files rather than the files themselves: an editor
/// that saves by writing a new file and renaming it over the old one would otherwise leave
/// the watch on a file that no longer has the name. A file written and closed, created,
/// moved in, moved away or deleted counts as a change.
public final class FileWatcher {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private var names: [String: Set<String>] = [:]

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
        for file in files {
            let url = URL(fileURLWithPath: file).standardizedFileURL
            names[url.deletingLastPathComponent().path, default: []].insert(url.lastPathComponent)
        }
        let mask = UInt32(IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE)
        for folder in names.keys {
            let wd = inotify_add_watch(descriptor, folder, mask)
            if wd >= 0 { folders[wd] = folder }
        }
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
            guard wait(milliseconds: left.map { Int32($0 * 1000) } ?? -1) else { continue }
            changed.formUnion(readEvents())
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
                let (wd, length) = buffer.withUnsafeBytes { raw in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, Int(event.len))
                }
                let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                if let folder = folders[wd], names[folder]?.contains(name) == true { paths.append(folder + "/" + name) }
                offset += header + length
            }
        }
    }
}
