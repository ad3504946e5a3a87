import Files
import Foundation
import Output
#if canImport(Glibc)
import Glibc
#endif

/// The lock on an output root, the commit's renames, and the clean-up of what a run killed
/// before its end left behind.
extension OutputRun {
    /// Locks the folder `root` for this process (an advisory `flock` on the folder itself, so
    /// no file is made for it), or refuses: another render or merge is writing there.
    static func lock(_ root: String, display: String) throws -> Int32 {
        let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw MatchcutError.io(path: display, reason: String(cString: strerror(errno))) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            guard code == EWOULDBLOCK else { throw MatchcutError.io(path: display, reason: String(cString: strerror(code))) }
            throw MatchcutError.invalidInput(message: "another matchcut is writing into \(quoted(display)) now",
                                             hint: "wait for it to finish, or write into another folder with -o")
        }
        return fd
    }

    /// Moves every scene folder the journal `<run>/commit` names from `<run>/new/` into
    /// `root` (the folder it replaces into `<run>/old/`), then the manifest. Safe to repeat
    /// after it was stopped halfway: what has moved is not moved again. Returns the names
    /// that could not be moved, with the reason.
    ///
    /// A journal may have been planted (`-o` is a folder anyone may write into), so it is
    /// obeyed only as far as Matchcut's rules go, whatever it says: the run folder must be a
    /// folder, not a link; a name must be one folder name; the folder moved in must be a
    /// folder carrying Matchcut's marker for that scene; and the folder it replaces must be
    /// Matchcut's own (`OutputOwnership`): the user's `docs/` is never moved or deleted.
    @discardableResult
    static func rollForward(_ run: String, root: String) -> [(String, String)] {
        guard kind(run) == S_IFDIR else { return [] }
        let journal = (try? InputFile.read(run + "/commit", limit: 1 << 20, links: .refuse)) ?? Data()
        let names = String(decoding: journal, as: UTF8.self).split(separator: "\n").map(String.init)
            .filter { PathComponent.problem($0) == nil && $0 != Manifest.fileName }
        let manifest = kind(root + "/" + Manifest.fileName) == S_IFREG ? try? Manifest.read(from: root) : nil
        try? FileManager.default.createDirectory(atPath: run + "/old", withIntermediateDirectories: true)
        var failures: [(String, String)] = []
        for name in names {
            let new = run + "/new/" + name, destination = root + "/" + name, old = run + "/old/" + name
            guard kind(new) == S_IFDIR, OutputOwnership.readMarker(in: new)?.scene == name else { continue }
            if exists(destination) {
                if let problem = OutputOwnership.problem(destination, scene: name, manifest: manifest) {
                    failures.append((name, "left as it is: " + problem))
                    continue
                }
                if !exists(old), rename(destination, old) != 0 {
                    failures.append((name, String(cString: strerror(errno))))
                    continue
                }
            }
            if rename(new, destination) != 0 { failures.append((name, String(cString: strerror(errno)))) }
        }
        let newManifest = run + "/new/" + Manifest.fileName
        if kind(newManifest) == S_IFREG, [nil, S_IFREG].contains(kind(root + "/" + Manifest.fileName)),
           rename(newManifest, root + "/" + Manifest.fileName) != 0 {
            failures.append((Manifest.fileName, String(cString: strerror(errno))))
        }
        return failures
    }

    /// Removes what runs killed before their end left in `root` (the lock is held, so no
    /// other run is alive): run folders, rolled forward first when their commit had begun;
    /// staging and set-aside folders of earlier versions, once their process is gone.
    static func recover(_ root: String) {
        let fm = FileManager.default
        let manifest = try? Manifest.read(from: root)
        for name in (try? fm.contentsOfDirectory(atPath: root)) ?? [] {
            let path = root + "/" + name
            if name.hasPrefix(runPrefix), name != runPrefix + "\(getpid())" {
                if kind(path) == S_IFDIR, exists(path + "/commit") { rollForward(path, root: root) }
                try? fm.removeItem(atPath: path)
            } else if let (scene, pid) = legacy(name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                // `.<scene>.partial-<pid>` was staging, hidden; `<scene>.old-<pid>` is
                // removed only when it is a scene folder Matchcut made.
                if name.hasPrefix(".") ? OutputOwnership.holdsOnlyRenderedFiles(path, scene: scene)
                    : OutputOwnership.isOwn(path, scene: scene, manifest: manifest) {
                    try? fm.removeItem(atPath: path)
                }
            }
        }
    }

    /// The scene and process of an earlier version's `.<scene>.partial-<pid>` or
    /// `<scene>.old-<pid>`.
    private static func legacy(_ name: String) -> (String, pid_t)? {
        for marker in [".partial-", ".old-"] {
            guard let range = name.range(of: marker, options: .backwards),
                  let pid = pid_t(name[range.upperBound...]), pid > 0 else { continue }
            let scene = String(name[..<range.lowerBound])
            if marker == ".partial-" {
                guard scene.hasPrefix("."), scene.count > 1 else { continue }
                return (String(scene.dropFirst()), pid)
            }
            guard !scene.isEmpty, !scene.hasPrefix(".") else { continue }
            return (scene, pid)
        }
        return nil
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// What `path` itself is (`S_IFDIR`, `S_IFREG`, `S_IFLNK`…), links not followed; nil
    /// when there is nothing.
    private static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }
}
