/// `--shard K/N`: this worker's part of a render split N ways.
///
/// All frames of all scenes, scenes in path order and each scene's frames in order, form
/// one list of F frames; shard K takes positions ⌊(K−1)·F/N⌋ ..< ⌊K·F/N⌋. The split depends
/// only on the scenes, the settings and N, so every worker of a CI matrix computes the same
/// split without talking to the others, and the shards' sizes differ by at most one frame.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based, as CI matrices number their jobs.
    public let index: Int
    public let count: Int

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "a shard is K/N with 1 ≤ K ≤ N")
        self.index = index
        self.count = count
    }

    /// The most shards a render of `frames` frames may be split into: one a frame, or 256
    /// (GitHub's largest matrix) for a render shorter than that, so a fixed CI matrix still
    /// runs a short scene (its extra shards are empty).
    public static func maxCount(frames: Int) -> Int { max(256, frames) }

    /// Parses `K/N`.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
        self.init(index: k, count: n)
    }

    public var description: String { "\(index)/\(count)" }

    /// This shard's positions in a list of `total` frames.
    public func range(of total: Int) -> Range<Int> {
        (index - 1) * total / count ..< index * total / count
    }

    /// Each scene's job narrowed to this shard's frames. Videos are left to `matchcut merge`,
    /// which sees every frame; PNG frames are always written, because merge reads them; the
    /// contact sheet goes with the shard that holds the scene's first frame.
    public func split(_ jobs: [SceneJob]) -> [SceneJob] {
        let mine = range(of: jobs.reduce(0) { $0 + $1.requests.count })
        var start = 0
        return jobs.map { job in
            let positions = start ..< start + job.requests.count
            start = positions.upperBound
            let lower = max(mine.lowerBound, positions.lowerBound), upper = min(mine.upperBound, positions.upperBound)
            let taken = lower < upper ? Array(job.requests[(lower - positions.lowerBound)..<(upper - positions.lowerBound)]) : []
            var settings = job.settings
            settings.formats = [.png]
            if !mine.contains(positions.lowerBound) { settings.contactSheetFrames = nil }
            return SceneJob(scene: job.scene, settings: settings, requests: taken)
        }
    }
}
