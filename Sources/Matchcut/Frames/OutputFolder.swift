import Foundation
import Output

/// A temporary folder beside a scene's output folder, swapped in when the render is done.
///
/// Named `.<scene>.partial-<pid>`: hidden, and tied to the process. One left behind by a
/// killed render (SIGKILL leaves no chance to clean up) is removed by the next render of
/// the same scene once its process is gone.
struct StagingFolder {
    let path: String
    /// The output root, when this folder's creation made it: a discarded render leaves no
    /// empty root behind.
    private let createdParent: String?

    init(for destination: String) throws {
        let url = URL(fileURLWithPath: destination)
        let parent = url.deletingLastPathComponent().path
        createdParent = FileManager.default.fileExists(atPath: parent) ? nil : parent
        try OutputFolder.create(parent)
        let prefix = ".\(url.lastPathComponent).partial-"
        Self.removeAbandoned(in: parent, prefix: prefix)
        path = parent + "/" + prefix + "\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try OutputFolder.create(path)
    }

    /// Replaces `destination` with this folder.
    func replace(_ destination: String) throws {
        try OutputFolder.replace(destination, with: path)
    }

    func discard() {
        try? FileManager.default.removeItem(atPath: path)
        if let createdParent { rmdir(createdParent) }  // only when empty
    }

    /// Staging folders of processes that no longer exist.
    private static func removeAbandoned(in parent: String, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(atPath: parent + "/" + name)
            }
        }
    }
}

/// Creating output folders, and swapping a freshly rendered one into place.
enum OutputFolder {
    /// Creates `path` and any missing parents.
    static func create(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw MatchcutError.io(path: path, reason: SystemErrorText.reason(error))
        }
    }

    /// Replaces `destination` with `staging`: the old folder is moved aside, the new one
    /// renamed in, and the old one deleted. Renames within one parent folder are atomic, so a
    /// reader sees the old folder or the new one, never a mix.
    static func replace(_ destination: String, with staging: String) throws {
        let fm = FileManager.default
        let aside = destination + ".old-\(getpid())"
        let hadOld = fm.fileExists(atPath: destination)
        do {
            if hadOld { try fm.moveItem(atPath: destination, toPath: aside) }
            try fm.moveItem(atPath: staging, toPath: destination)
        } catch {
            if hadOld, !fm.fileExists(atPath: destination) { try? fm.moveItem(atPath: aside, toPath: destination) }
            throw MatchcutError.io(path: destination, reason: SystemErrorText.reason(error))
        }
        if hadOld { try? fm.removeItem(atPath: aside) }
    }
}
