import Files
import Foundation
import Output
#if canImport(Glibc)
import Glibc
#endif

/// One run's changes to an output root (`-o`), swapped in together at the end.
///
/// - The root is locked (`flock` on the folder itself) for the whole run: a second render or
///   merge into it is refused, never mixed with this one.
/// - Every scene folder and the manifest are written under `.matchcut-run-<pid>/new/`;
///   nothing in the root changes until all of them are complete (`commit`).
/// - The commit writes a journal (`commit`, the scene names), then moves each old scene
///   folder into `.matchcut-run-<pid>/old/` and the new one into its place, then the
///   manifest. A second signal waits for it: it is a few renames.
/// - A run killed before the journal leaves the old output; one killed after it is rolled
///   forward by the next run, which also removes every folder a dead run left (`recover`).
/// - A scene folder is claimed before anything is rendered: only a folder Matchcut made
///   (`OutputOwnership`) is replaced, and never one that is or holds an input.
final class OutputRun {
    static let runPrefix = ".matchcut-run-"
    /// The root as given, for messages.
    let root: String
    private let absoluteRoot: String
    private let lockDescriptor: Int32
    /// `<root>/.matchcut-run-<pid>`.
    let folder: String
    private var claimed: [String] = []
    private let createdRoot: Bool
    private var committed = false
    private var staged = false

    init(root: String) throws {
        self.root = root
        absoluteRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        var info = stat()
        createdRoot = stat(absoluteRoot, &info) != 0
        try OutputFolder.create(absoluteRoot)
        lockDescriptor = try Self.lock(absoluteRoot, display: root)
        folder = absoluteRoot + "/" + Self.runPrefix + "\(getpid())"
        Self.recover(absoluteRoot)
    }

    deinit {
        if !committed { discard() }
        close(lockDescriptor)
    }

    /// The path scene `name`'s folder has until the commit (the run's folder is made on the
    /// first call: a refused run changes nothing).
    func stagingPath(_ name: String) throws -> String {
        if !staged {
            try? FileManager.default.removeItem(atPath: folder)
            try OutputFolder.create(folder + "/new")
            staged = true
        }
        return folder + "/new/" + name
    }

    /// Claims `<root>/<name>` for scene `name`, read from `source`: refused with exit 2 when
    /// the name is not one folder name, is the manifest's, is or holds one of `inputs`, or
    /// names something Matchcut did not make.
    func claim(_ name: String, source: String, inputs: [String], manifest: Manifest?) throws {
        let display = root + "/" + name
        func refuse(_ reason: String, _ hint: String) -> MatchcutError {
            .invalidInput(message: "\(source): error: scene \(quoted(name)) would replace \(quoted(display)): \(reason)", hint: hint)
        }
        let rename = "rename the scene file, or render into another folder with -o"
        if let problem = PathComponent.problem(name) {
            throw refuse("its name is not one folder name: \(problem)", rename)
        }
        if name == Manifest.fileName { throw refuse("it is the run's manifest", rename) }
        let destination = absoluteRoot + "/" + name
        if let problem = OutputOwnership.collision(destination, inputs: inputs) { throw refuse(problem, rename) }
        if let problem = OutputOwnership.problem(destination, scene: name, manifest: manifest) {
            throw refuse(problem, "Matchcut replaces only folders it made; move it away, or render into another folder with -o")
        }
        claimed.append(name)
    }

    /// The manifest now in the root, when it reads (for folders written before markers).
    func currentManifest() -> Manifest? {
        var info = stat()
        guard lstat(absoluteRoot + "/" + Manifest.fileName, &info) == 0 else { return nil }
        return try? Manifest.read(from: absoluteRoot)
    }

    /// Swaps every staged scene folder and `manifest` in. Nothing in the root has changed
    /// before this; after it every claimed folder and the manifest are the new ones.
    func commit(manifest: Data?) throws {
        if Interrupt.requested { throw MatchcutError.interrupted }
        _ = try stagingPath("")
        let names = try claimed.filter { FileManager.default.fileExists(atPath: try stagingPath($0)) }
        for name in names {
            try wrapOutputErrors {
                try AtomicFile.write(OutputOwnership.marker(scene: name), to: try stagingPath(name) + "/" + OutputOwnership.markerName)
            }
        }
        if let manifest { try wrapOutputErrors { try AtomicFile.write(manifest, to: folder + "/new/" + Manifest.fileName) } }
        try wrapOutputErrors { try AtomicFile.write(Data(names.map { $0 + "\n" }.joined().utf8), to: folder + "/commit") }
        let failures = Interrupt.whileCommitting { Self.rollForward(folder, root: absoluteRoot) }
        // From here the journal stands: a failed rename is retried by the next run, never undone.
        committed = true
        if let (name, reason) = failures.first {
            throw MatchcutError.io(path: root + "/" + name, reason: reason + "; the next run into \(quoted(root)) completes the swap")
        }
        try? FileManager.default.removeItem(atPath: folder)
        if Interrupt.requested { throw MatchcutError.interruptedAfterCommit }
    }

    /// Removes what this run staged; the root stays as it was (and goes, when this run made it
    /// and it is empty again).
    func discard() {
        guard !committed else { return }
        committed = true
        try? FileManager.default.removeItem(atPath: folder)
        if createdRoot { rmdir(absoluteRoot) }  // only when empty
    }
}
