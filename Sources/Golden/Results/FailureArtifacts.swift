import Files
import Foundation
import Output

/// Writes what a person needs to see a failure: under `<root>/<scene>/`, the expected,
/// actual and diff PNGs of each failing frame (and the goldens of the scene's other frames)
/// and a `summary.json`; at `<root>/`, the HTML report, the JUnit XML and the run as JSON.
/// Every file is written atomically.
public struct FailureArtifacts: Sendable {
    /// `output/golden-failures` unless `-o` says otherwise.
    public let root: String

    public init(root: String) {
        self.root = root
    }

    public var reportPath: String { root + "/report.html" }
    public var junitPath: String { root + "/junit.xml" }
    /// The whole run as data: what `matchcut merge-reports` reads back from each shard.
    public var jsonPath: String { root + "/report.json" }
    public var timingsPath: String { root + "/" + GoldenTimings.fileName }

    /// Empties a scene's folder before its frames are checked, so that a report never
    /// shows images left by an earlier run.
    ///
    /// Only a folder of what this type writes is removed (regular files named `summary.json`
    /// or `*.png`): `-o docs` with a scene named `assets` never deletes `docs/assets/`; a
    /// link, a file or a folder of anything else there is refused.
    public func clear(scene: String) throws {
        let folder = root + "/" + scene
        var info = stat()
        guard lstat(folder, &info) == 0 else { return }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FileError.notReplaceable(path: folder, kind: InputFile.FileKind(mode: info.st_mode))
        }
        guard Self.holdsOnlyArtifacts(folder) else {
            throw FileError.cannotWrite(path: folder, reason: "it holds files a report does not write (a report replaces a "
                                        + "scene's folder only when it holds nothing but its images and summary.json)")
        }
        do {
            try FileManager.default.removeItem(atPath: folder)
        } catch {
            throw FileError.cannotWrite(path: folder, reason: SystemErrorText.reason(error))
        }
    }

    /// Whether every entry of `folder` is a regular file this type writes.
    static func holdsOnlyArtifacts(_ folder: String) -> Bool {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return entries.allSatisfy { name in
            var info = stat()
            return (name == "summary.json" || name.hasSuffix(".png")) && lstat(folder + "/" + name, &info) == 0
                && info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// Keeps a failing (or missing) frame's images. `expected` is the golden's bytes (nil
    /// when there is none); `diff` is nil when there is no diff (sizes differ, no golden).
    public func keep(scene: String, frame name: String, expected: Data?, actual: Data, diff: RGBAImage?) throws -> ArtifactPaths {
        var paths = ArtifactPaths(expected: nil, actual: try write(actual, scene: scene, frame: name, suffix: "actual"), diff: nil)
        if let expected { paths.expected = try write(expected, scene: scene, frame: name, suffix: "expected") }
        if let diff {
            paths.diff = try write(try PNGEncoder(compression: .small).encode(diff.frame), scene: scene, frame: name, suffix: "diff")
        }
        return paths
    }

    /// `<root>/<scene>/summary.json`, for a scene with failures.
    public func writeSummary(_ scene: SceneResult, comparison: ImageComparison) throws {
        try makeFolder(root + "/" + scene.name)
        let summary = SceneSummary(scene: scene.name, file: scene.file, goldens: scene.goldens,
                                   passed: scene.passed, comparison: comparison, frames: scene.frames)
        try AtomicFile.write(try Self.json(summary), to: "\(root)/\(scene.name)/summary.json")
    }

    /// Finishes a run's folder: keeps, for each scene with failures, the golden of every
    /// frame that matched (so the report can play all its key frames), then writes each such
    /// scene's summary.json, and `report.html`, `junit.xml`, `report.json` and `timings.json`
    /// at the root.
    /// Returns the report with those goldens among its artifacts.
    ///
    /// A golden no longer on disk (a report merged on another machine) is left out.
    @discardableResult
    public func writeReports(_ report: GoldenRunReport, timings: GoldenTimings = GoldenTimings()) throws -> GoldenRunReport {
        var report = report
        for s in report.scenes.indices where !report.scenes[s].passed {
            for f in report.scenes[s].frames.indices {
                let frame = report.scenes[s].frames[f]
                guard frame.artifacts == nil, frame.passed, let bytes = Self.goldenBytes(frame.golden) else { continue }
                let path = try write(bytes, scene: report.scenes[s].name, frame: frame.name, suffix: "expected")
                report.scenes[s].frames[f].artifacts = ArtifactPaths(expected: path, actual: path, diff: nil)
            }
            try writeSummary(report.scenes[s], comparison: report.comparison)
        }
        try makeFolder(root)
        try AtomicFile.write(Data(Array(HTMLReport(report).html.utf8)), to: reportPath)
        try AtomicFile.write(Data(Array(JUnitReport(report, timings: timings, root: root).xml.utf8)), to: junitPath)
        try AtomicFile.write(try JSONOutput.encode(report), to: jsonPath)
        try AtomicFile.write(try JSONOutput.encode(timings), to: timingsPath)
        return report
    }

    /// Writes `<root>/<scene>/<stem>.<suffix>.png` and returns its path relative to the root.
    func write(_ data: Data, scene: String, frame name: String, suffix: String) throws -> String {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        try makeFolder(root + "/" + scene)
        let relative = "\(scene)/\(stem).\(suffix).png"
        try AtomicFile.write(data, to: root + "/" + relative)
        return relative
    }

    /// A matching frame's golden, to show beside the failures: a regular PNG file of at most
    /// 256 MiB, or nil. The path comes from a report, which `merge-reports` reads from a
    /// shard, so it is never trusted to name a PNG.
    static func goldenBytes(_ path: String) -> Data? {
        guard let data = try? InputFile.read(path, limit: 256 << 20),
              data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return data
    }

    static func json<T: Encodable>(_ value: T) throws -> Data {
        try JSONOutput.encode(value)
    }

    func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw FileError.cannotWrite(path: path, reason: SystemErrorText.reason(error))
        }
    }
}

/// The JSON summary of one scene's run.
struct SceneSummary: Encodable {
    var scene: String
    var file: String
    var goldens: String
    var passed: Bool
    var comparison: ImageComparison
    var frames: [FrameResult]
}
