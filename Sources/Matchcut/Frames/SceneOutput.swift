import Files
import Foundation
import Output

/// One scene's folder while it is written: the names of its files, its staging folder
/// inside the run's (`OutputRun`), and the records of the files written into it.
///
/// The run swaps every staged folder in at once when all are complete: an interrupted or
/// failed render never leaves old and new frames mixed, and stale frames from an earlier,
/// longer render never survive.
public final class SceneOutput: @unchecked Sendable {
    /// The file name of frame `index`.
    public static func frameName(_ index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }

    /// The contact sheet's file name in a scene folder.
    public static let contactSheetName = "contact-sheet.png"

    /// A scene's video file name: `shape-morph.mp4`.
    public static func videoName(_ scene: String, _ format: OutputFormat) -> String {
        scene + "." + format.fileExtension
    }

    /// The staging folder, where files are written until the run commits (`OutputRun`).
    let path: String
    private let lock = NSLock()
    private var records: [OutputFile] = []

    /// A new, empty staging folder at `path`.
    init(staging path: String) throws {
        self.path = path
        try? FileManager.default.removeItem(atPath: path)
        try OutputFolder.create(path)
    }

    /// The path file `name` has until the commit.
    func stagedPath(_ name: String) -> String { path + "/" + name }

    /// Writes `data` as file `name` and returns its record, which the caller hands back with
    /// `add` (workers gather theirs and hand them over once, so they share no lock per frame).
    func write(_ data: Data, as name: String) throws -> OutputFile {
        try wrapOutputErrors { try RawFile.write(data, to: stagedPath(name)) }
        return OutputFile(name: name, size: data.count, sha256: SHA256.hex(data))
    }

    /// Writes `data`, whose record for another name is `record`, as file `name`.
    func write(_ data: Data, as name: String, sameAs record: OutputFile) throws -> OutputFile {
        try wrapOutputErrors { try RawFile.write(data, to: stagedPath(name)) }
        return OutputFile(name: name, size: record.size, sha256: record.sha256)
    }

    /// Records files written into the staging folder, from any thread.
    func add(_ files: [OutputFile]) {
        lock.lock()
        records += files
        lock.unlock()
    }

    /// Every file recorded, sorted by name; the folder is complete.
    func files() -> [OutputFile] {
        lock.lock()
        defer { lock.unlock() }
        return records.sorted { $0.name < $1.name }
    }

    /// Removes the staging folder.
    func discard() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
