import Foundation
import Output

/// One scene's folder while it is written: the names of its files, a staging folder beside
/// the destination, the records of the files written into it, and the swap that puts it in
/// place.
///
/// The scene renders into the staging folder, which then replaces the destination whole:
/// an interrupted or failed render never leaves old and new frames mixed, and stale frames
/// from an earlier, longer render never survive.
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

    /// The folder this output replaces when it is committed.
    let destination: String
    private let staging: StagingFolder
    private let lock = NSLock()
    private var records: [OutputFile] = []

    /// A new, empty staging folder for `destination`.
    init(destination: String) throws {
        self.destination = URL(fileURLWithPath: destination).standardizedFileURL.path
        staging = try StagingFolder(for: self.destination)
    }

    /// The staging folder, where files are written until the commit.
    var path: String { staging.path }

    /// The path file `name` has until the commit.
    func stagedPath(_ name: String) -> String { staging.path + "/" + name }

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

    /// Swaps the staging folder in for the destination and returns every file recorded,
    /// sorted by name.
    func commit() throws -> [OutputFile] {
        try staging.replace(destination)
        lock.lock()
        defer { lock.unlock() }
        return records.sorted { $0.name < $1.name }
    }

    /// Removes the staging folder; the destination stays as it was.
    func discard() {
        staging.discard()
    }
}
