import Foundation
import Geometry
import Golden

/// Everything `matchcut test` was asked, as one value.
public struct GoldenTestOptions: Sendable {
    /// Replaces `<scene folder>/__goldens__`: a scene's goldens are in `<goldensRoot>/<scene>/`.
    public var goldensRoot: String?
    public var policy: RecordPolicy
    public var selection: FrameSelection
    public var comparison: ImageComparison
    /// A frame passes if the frame up to this many frames earlier or later matches its golden.
    public var frameTolerance: Int
    /// A key frame whose time moved by more than this many seconds from the time its golden
    /// shows (`goldens.json`) fails, even when the pictures match: doubling a duration with
    /// the same curve gives the same pictures at other times. `--time-tolerance`.
    public var timeTolerance: Double = GoldenTestOptions.defaultTimeTolerance
    public static let defaultTimeTolerance = 0.001
    public var artifacts: FailureArtifacts
    /// Remove orphaned goldens (`--prune`) instead of only reporting them.
    public var prune: Bool
    /// `--only`: globs of golden file names (`t0-p050.png`, `t1-*`); only the frames whose
    /// golden matches one are checked, and no orphans are reported. Empty checks every frame.
    public var only: [String]
    /// Where passing verdicts are kept across runs (`VerdictCache`, in the frame cache), or
    /// nil to draw and compare every frame. A pass found there is the pass a check would
    /// find: the result, the lines printed and the files written are the same.
    public var cache: FrameCache.Location?
    /// `--appearance dark|light`: every scene in that appearance (nil: the scene's own).
    public var appearance: ColorScheme?
    /// `--dynamic-type <size>`: every scene at that text size setting (nil: the scene's own);
    /// goldens.json records the size the goldens were drawn at.
    public var dynamicTypeSize: DynamicTypeSize?
    /// `--ios <version>`: every scene drawn as that iOS (nil: the scene's own); goldens.json
    /// records the version the goldens were drawn for.
    public var iosVersion: IOSVersion?
    /// `--project-root`: the folder the scenes' `sources(…)` files must lie in (nil: each
    /// scene's own folder).
    public var projectRoot: String?

    public init(goldensRoot: String? = nil, policy: RecordPolicy, selection: FrameSelection = .keyFrames,
                comparison: ImageComparison = .standard, frameTolerance: Int = 0,
                artifacts: FailureArtifacts = FailureArtifacts(root: "output/golden-failures"), prune: Bool = false,
                only: [String] = [], cache: FrameCache.Location? = nil, appearance: ColorScheme? = nil,
                dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil, projectRoot: String? = nil) {
        self.goldensRoot = goldensRoot
        self.iosVersion = iosVersion
        self.projectRoot = projectRoot
        self.appearance = appearance
        self.dynamicTypeSize = dynamicTypeSize
        self.policy = policy
        self.selection = selection
        self.comparison = comparison
        self.frameTolerance = frameTolerance
        self.artifacts = artifacts
        self.prune = prune
        self.only = only
        self.cache = cache
    }

    /// Whether `--only` lets the frame whose golden is `name` be checked.
    func checks(_ name: String) -> Bool {
        only.isEmpty || only.contains { fnmatch($0, name, 0) == 0 }
    }
}
