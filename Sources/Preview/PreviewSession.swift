import Foundation
import Matchcut

/// The scene a preview shows: compiled from its file, and compiled again whenever the file
/// or a file it names changes. A scene with errors leaves its diagnostics to show instead.
///
/// Read from the server's thread and replaced from the watcher's; each load has a
/// generation number the page polls, so it knows to fetch its frames again.
final class PreviewSession: @unchecked Sendable {
    struct State: Sendable {
        var check: CompiledScene.Check
        var generation: Int
        var scene: CompiledScene? { check.hasErrors ? nil : check.scene }
    }

    let path: String
    /// The folder the app's source files must lie in (`--project-root`); nil: the scene's.
    let projectRoot: String?
    private let lock = NSLock()
    private var state: State

    /// Compiles the scene with the calling thread's render engine.
    init(path: String, projectRoot: String? = nil) throws {
        self.path = path
        self.projectRoot = projectRoot
        state = State(check: try CompiledScene.check(path: path, projectRoot: projectRoot), generation: 1)
    }

    var current: State {
        lock.lock()
        defer { lock.unlock() }
        return state
    }

    /// Compiles the scene again (with the calling thread's render engine) and publishes it.
    func reload() throws {
        let check = try CompiledScene.check(path: path, projectRoot: projectRoot)
        lock.lock()
        state = State(check: check, generation: state.generation + 1)
        lock.unlock()
    }

    /// The scene file and every file the scene reads (its app sources, its asset catalogs'
    /// files, its images), to watch.
    var files: [String] {
        CompiledScene.filesRead(path: path, projectRoot: projectRoot) + (current.check.scene?.imagePaths ?? [])
    }

    /// Reloads on every change of the scene's files that `watcher` (watching `files`, made
    /// before the server said it was ready) sees, for as long as the process runs (on a
    /// thread of its own, with its own engine).
    func watchForever(_ watcher: FileWatcher) throws {
        while true {
            guard watcher.waitForChange() != nil else { continue }
            try reload()
            watcher.watch(files)
        }
    }
}
