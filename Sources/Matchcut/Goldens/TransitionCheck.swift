import Foundation
import Golden
import Output

/// One scene checked against a goldens folder, as `assertTransition` runs it: the same
/// frames, comparison, records, sidecar and artifacts as `matchcut test`, with the verdict
/// as one message and the images worth attaching.
public struct TransitionCheck {
    public var scene: Scene
    /// The goldens' folder name, if not the scene's name.
    public var name: String?
    /// The folder that holds `<name>/` with the goldens and goldens.json.
    public var goldens: String
    /// nil: record a missing golden and fail (the default); `.missing` records and passes.
    /// Under CI=true every mode is `.never`: nothing is recorded from CI.
    public var record: RecordMode?
    public var comparison: ImageComparison
    public var frames: FrameSelection
    /// Where a failure's images and report go.
    public var artifacts: String

    public init(scene: Scene, name: String? = nil, goldens: String, record: RecordMode? = nil,
                comparison: ImageComparison = .standard, frames: FrameSelection = .keyFrames, artifacts: String) {
        self.scene = scene
        self.name = name
        self.goldens = goldens
        self.record = record
        self.comparison = comparison
        self.frames = frames
        self.artifacts = artifacts
    }

    /// An image kept for a failing frame: a name to attach it under, and its file.
    public struct Image: Sendable, Equatable {
        public var name: String
        public var path: String
    }

    public struct Outcome: Sendable {
        public var result: SceneResult
        /// The lines `matchcut test` would print for the scene's frames.
        public var lines: [String]
        /// nil when every frame matched.
        public var failure: String?
        public var attachments: [Image]
    }

    public func run(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Outcome {
        let isCI = RecordPolicy.isCI(environment)
        let policy = RecordPolicy(mode: isCI ? .never : record ?? .missing, isCI: isCI, requested: record != nil && !isCI)
        let compiled = name.map { scene.compiled.renamed($0) } ?? scene.compiled
        let artifacts = FailureArtifacts(root: artifacts)
        let options = GoldenTestOptions(goldensRoot: goldens, policy: policy, selection: frames, comparison: comparison,
                                        artifacts: artifacts)
        var lines: [String] = []
        let runner = GoldenTestRunner(options: options, log: { lines.append($0) })
        var result = try runner.run(compiled, file: compiled.description.file, engine: RenderEngines.current())
        guard !result.passed else { return Outcome(result: result, lines: lines, failure: nil, attachments: []) }
        var report = GoldenRunReport(comparison: comparison, frameTolerance: 0, record: policy.mode, scenes: [result])
        report = try wrapOutputErrors { try artifacts.writeReports(report) }
        result = report.scenes[0]
        let images = result.failures.flatMap { frame -> [Image] in
            guard let a = frame.artifacts else { return [] }
            let stem = String(frame.name.dropLast(4))
            return [a.diff.map { Image(name: stem + ".diff.png", path: artifacts.root + "/" + $0) },
                    Image(name: stem + ".actual.png", path: artifacts.root + "/" + a.actual),
                    a.expected.map { Image(name: stem + ".expected.png", path: artifacts.root + "/" + $0) }].compactMap { $0 }
        }
        return Outcome(result: result, lines: lines, failure: message(result, lines: lines, report: artifacts.reportPath),
                       attachments: images)
    }

    /// `'card' does not match its goldens: 3 of 5 frames`, the frames' lines, where to look.
    func message(_ result: SceneResult, lines: [String], report: String) -> String {
        let failed = result.failures.filter { $0.status == .failed }.count
        let new = result.failures.filter { $0.status == .new }.count
        let missing = result.failures.filter { $0.status == .missing }.count
        var parts: [String] = []
        if failed > 0 { parts.append("\(failed) of \(result.frames.count) frames do not match") }
        if new > 0 { parts.append("\(new) new golden\(new == 1 ? " was" : "s were") recorded: look at \(new == 1 ? "it" : "them"), then run again") }
        if missing > 0 { parts.append("\(missing) golden\(missing == 1 ? " is" : "s are") missing (nothing is recorded under CI=true)") }
        var text = "'\(result.name)' against \(result.goldens): " + parts.joined(separator: "; ") + "\n"
        text += lines.joined(separator: "\n") + "\n"
        text += "report: \(report)"
        if failed > 0 { text += "\nif the change is intended, accept it with record: .failed" }
        return text
    }
}
