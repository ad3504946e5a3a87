import Golden

/// Everything `matchcut test` was asked, as one value.
public struct GoldenTestOptions: Sendable {
    /// Replaces `<scene folder>/__goldens__`: a scene's goldens are in `<goldensRoot>/<scene>/`.
    public var goldensRoot: String?
    public var policy: RecordPolicy
    public var selection: GoldenFrameSelection
    public var comparison: ImageComparison
    /// A frame passes if the frame up to this many frames earlier or later matches its golden.
    public var frameTolerance: Int
    public var artifacts: FailureArtifacts
    /// Remove orphaned goldens (`--prune`) instead of only reporting them.
    public var prune: Bool

    public init(goldensRoot: String? = nil, policy: RecordPolicy, selection: GoldenFrameSelection = .keyFrames,
                comparison: ImageComparison = .standard, frameTolerance: Int = 0,
                artifacts: FailureArtifacts = FailureArtifacts(root: "output/golden-failures"), prune: Bool = false) {
        self.goldensRoot = goldensRoot
        self.policy = policy
        self.selection = selection
        self.comparison = comparison
        self.frameTolerance = frameTolerance
        self.artifacts = artifacts
        self.prune = prune
    }
}
