import Foundation
import Output

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
        /// A golden was written because the user asked for it (`--record missing`, `failed`
        /// or `all`).
        case recorded
        /// A golden was written where there was none, without being asked: the frame fails,
        /// because a golden nobody has looked at must not pass (swift-snapshot-testing's and
        /// Playwright's rule). The next run compares against it.
        case new
    }

    /// The golden's file name: `t0-p050.png`, `at-0.500s.png` or `frame-00012.png`.
    public var name: String
    /// Seconds from the start of the scene.
    public var time: Double
    /// The line of the scene file where the timeline change this frame shows is written.
    public var line: Int?
    /// The time the golden shows, from its sidecar, when it is not `time`: the timing changed.
    public var goldenTime: Double?
    /// When the golden was drawn by another renderer: each part that differs, as
    /// `freetype 2.13.2 (the golden's: 2.12.1)`; the commit alone when only it differs.
    public var rendererDifferences: [String]?
    /// True when those differences are of the environment (libraries, fonts), not the
    /// commit alone: the run's closing message names them once.
    public var rendererChanged: Bool?
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
    /// Boxes around the counted differences of a failing frame, in the image's pixels
    /// (`ChangedRegions`).
    public var changedRegions: [PixelRect]?
    public var artifacts: ArtifactPaths?

    public init(name: String, time: Double, status: Status, message: String, golden: String) {
        self.name = name
        self.time = JSONOutput.microseconds(time)
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

/// A golden no frame checks any more (a transition the scene lost, a frame past its end).
public struct OrphanedGolden: Sendable, Equatable, Codable, CustomStringConvertible {
    public var name: String
    /// For a golden under Matchcut 0.1's time-stamped name (`t0-p025-0.484s.png`): its
    /// name now (`t0-p025.png`).
    public var renamedTo: String?

    public init(name: String, renamedTo: String? = nil) {
        self.name = name
        self.renamedTo = renamedTo
    }

    public var description: String {
        name + (renamedTo.map { " (Matchcut 0.1's name for \($0): rename it to keep it)" } ?? "")
    }
}

/// The images kept for a frame, relative to the report folder: a failing frame's expected,
/// actual and diff; in a scene with failures, a matching frame's golden, as both its
/// expected and its actual (they matched), so the scene's key frames can be played through.
public struct ArtifactPaths: Sendable, Equatable, Codable {
    public var expected: String?
    public var actual: String
    public var diff: String?

    public init(expected: String?, actual: String, diff: String?) {
        self.expected = expected
        self.actual = actual
        self.diff = diff
    }
}

/// One scene's golden frames.
public struct SceneResult: Sendable, Equatable, Codable {
    public var name: String
    public var file: String
    public var goldens: String
    public var frames: [FrameResult]
    /// Goldens in the folder that no frame checks; with `--prune`, removed.
    public var orphans: [OrphanedGolden]
    public var pruned: Bool

    public init(name: String, file: String, goldens: String, frames: [FrameResult] = [],
                orphans: [OrphanedGolden] = [], pruned: Bool = false) {
        self.name = name
        self.file = file
        self.goldens = goldens
        self.frames = frames
        self.orphans = orphans
        self.pruned = pruned
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
    /// `K/N` for one shard's report (`test --shard`); nil for a whole run and once merged.
    public var shard: String?

    public init(comparison: ImageComparison, frameTolerance: Int, record: RecordMode, shard: String? = nil,
                scenes: [SceneResult] = []) {
        self.comparison = comparison
        self.frameTolerance = frameTolerance
        self.record = record
        self.shard = shard
        self.scenes = scenes
    }

    public var passed: Bool { scenes.allSatisfy(\.passed) }
    public var frameCount: Int { scenes.reduce(0) { $0 + $1.frames.count } }
    public var failedFrameCount: Int { scenes.reduce(0) { $0 + $1.failures.count } }
}
