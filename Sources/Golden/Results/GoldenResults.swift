import Foundation

/// The outcome of one golden frame: what was compared, the verdict in numbers and one
/// sentence, and where its artifacts are (paths relative to the report folder).
public struct FrameResult: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable {
        /// Matched its golden.
        case passed
        /// Did not match its golden.
        case failed
        /// Had no golden, and recording was off.
        case missing
        /// A golden was written (new, or over one the user asked to replace).
        case recorded
    }

    /// The golden's file name: `t0-p050-0.667s.png` or `frame-00012.png`.
    public var name: String
    /// Seconds from the start of the scene.
    public var time: Double
    public var status: Status
    /// One sentence: the verdict with the actual value against the allowed one.
    public var message: String
    /// The golden's path, as given on the command line.
    public var golden: String
    public var verdict: ComparisonOutcome.Verdict?
    public var mismatchedPixels: Int?
    public var antiAliasedPixels: Int?
    public var totalPixels: Int?
    public var allowedPixels: Int?
    public var expectedSize: ComparisonOutcome.PixelSize?
    public var actualSize: ComparisonOutcome.PixelSize?
    /// With `--frame-tolerance`: how many frames later (+) or earlier (−) the matching frame was.
    public var frameShift: Int?
    public var artifacts: ArtifactPaths?

    public init(name: String, time: Double, status: Status, message: String, golden: String) {
        self.name = name
        self.time = time
        self.status = status
        self.message = message
        self.golden = golden
    }

    /// Copies the numbers of a comparison.
    public mutating func take(_ result: ComparisonOutcome) {
        verdict = result.verdict
        mismatchedPixels = result.mismatchedPixels
        antiAliasedPixels = result.antiAliasedPixels
        totalPixels = result.totalPixels
        allowedPixels = result.allowedPixels
        expectedSize = result.expectedSize
        actualSize = result.actualSize
    }

    public var passed: Bool { status == .passed || status == .recorded }
}

/// The images kept for a failing frame, relative to the report folder.
public struct ArtifactPaths: Sendable, Equatable, Codable {
    public var expected: String?
    public var actual: String
    public var diff: String?
}

/// One scene's golden frames.
public struct SceneResult: Sendable, Equatable, Codable {
    public var name: String
    public var file: String
    public var goldens: String
    public var frames: [FrameResult]

    public init(name: String, file: String, goldens: String, frames: [FrameResult] = []) {
        self.name = name
        self.file = file
        self.goldens = goldens
        self.frames = frames
    }

    public var passed: Bool { frames.allSatisfy(\.passed) }
    public var failures: [FrameResult] { frames.filter { !$0.passed } }
}

/// A whole `matchcut test` run: what the reports are drawn from.
public struct GoldenRunReport: Sendable, Equatable, Codable {
    public var comparison: ImageComparison
    public var frameTolerance: Int
    public var record: RecordMode
    public var scenes: [SceneResult]

    public init(comparison: ImageComparison, frameTolerance: Int, record: RecordMode, scenes: [SceneResult] = []) {
        self.comparison = comparison
        self.frameTolerance = frameTolerance
        self.record = record
        self.scenes = scenes
    }

    public var passed: Bool { scenes.allSatisfy(\.passed) }
    public var frameCount: Int { scenes.reduce(0) { $0 + $1.frames.count } }
    public var failedFrameCount: Int { scenes.reduce(0) { $0 + $1.failures.count } }
}
