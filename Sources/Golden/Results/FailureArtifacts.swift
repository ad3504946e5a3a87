import Foundation
import Output

/// Writes what a person needs to see a failure: under `<root>/<scene>/`, the expected,
/// actual and diff PNGs of each failing frame and a `summary.json`; at `<root>/`, the HTML
/// report and the JUnit XML. Every file is written atomically.
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

    /// Empties a scene's folder before its frames are checked, so that a report never
    /// shows images left by an earlier run.
    public func clear(scene: String) throws {
        let folder = root + "/" + scene
        if FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.removeItem(atPath: folder)
            } catch {
                throw OutputError.cannotWrite(path: folder, reason: SystemErrorText.reason(error))
            }
        }
    }

    /// Keeps a failing (or missing) frame's images. `expected` is the golden's bytes (nil
    /// when there is none); `diff` is nil when there is no diff (sizes differ, no golden).
    public func keep(scene: String, frame name: String, expected: Data?, actual: Data, diff: RGBAImage?) throws -> ArtifactPaths {
        let stem = name.hasSuffix(".png") ? String(name.dropLast(4)) : name
        try makeFolder(root + "/" + scene)
        func write(_ data: Data, _ suffix: String) throws -> String {
            let relative = "\(scene)/\(stem).\(suffix).png"
            try AtomicFile.write(data, to: root + "/" + relative)
            return relative
        }
        var paths = ArtifactPaths(expected: nil, actual: try write(actual, "actual"), diff: nil)
        if let expected { paths.expected = try write(expected, "expected") }
        if let diff { paths.diff = try write(try PNGEncoder(compression: .small).encode(diff.frame), "diff") }
        return paths
    }

    /// `<root>/<scene>/summary.json`, for a scene with failures.
    public func writeSummary(_ scene: SceneResult, comparison: ImageComparison) throws {
        try makeFolder(root + "/" + scene.name)
        let summary = SceneSummary(scene: scene.name, file: scene.file, goldens: scene.goldens,
                                   passed: scene.passed, comparison: comparison, frames: scene.frames)
        try AtomicFile.write(try Self.json(summary), to: "\(root)/\(scene.name)/summary.json")
    }

    /// `report.html`, `junit.xml` and `report.json` at the root.
    public func writeReports(_ report: GoldenRunReport) throws {
        try makeFolder(root)
        try AtomicFile.write(Data(Array(HTMLReport(report).html.utf8)), to: reportPath)
        try AtomicFile.write(Data(Array(JUnitReport(report).xml.utf8)), to: junitPath)
        try AtomicFile.write(try JSONOutput.encode(report), to: jsonPath)
    }

    static func json<T: Encodable>(_ value: T) throws -> Data {
        try JSONOutput.encode(value)
    }

    func makeFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputError.cannotWrite(path: path, reason: SystemErrorText.reason(error))
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
