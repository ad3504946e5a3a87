/// When `matchcut test` writes goldens. A golden is never overwritten unless asked for.
public enum RecordMode: String, Sendable, CaseIterable, Codable {
    /// Record goldens that do not exist yet; compare the others. The default on a
    /// developer's machine, where a golden recorded without being asked fails its frame.
    case missing
    /// Also overwrite goldens that fail to match.
    case failed
    /// Write every golden (unchanged ones are left as they are).
    case all
    /// Write nothing: a missing golden fails. The default when CI=true.
    case never
}

/// The record mode in force and what it means for one golden.
public struct RecordPolicy: Sendable, Equatable {
    public let mode: RecordMode
    /// True when the environment says CI: missing goldens fail with a hint to record them
    /// locally, and nothing is written into a goldens folder.
    public let isCI: Bool
    /// True when `--record` was given: the goldens it writes pass. A golden recorded by the
    /// default `missing` fails its frame (`FrameResult.Status.new`).
    public let requested: Bool

    public enum Action: Sendable, Equatable {
        /// Compare with the golden; fail if they differ.
        case compare
        /// Write a golden where there was none.
        case recordMissing
        /// Fail: there is no golden, and recording is off.
        case failMissing
        /// Compare, and write the actual frame over the golden if they differ.
        case compareThenOverwrite
    }

    public init(mode: RecordMode, isCI: Bool, requested: Bool = true) {
        self.mode = mode
        self.isCI = isCI
        self.requested = requested
    }

    /// The policy for `--record` (nil when not given) in an environment. In CI the default
    /// is `never`, and asking for anything else is refused, so that a CI run can never
    /// write goldens that nobody looked at.
    public static func resolve(requested: RecordMode?, environment: [String: String]) throws -> RecordPolicy {
        let ci = isCI(environment)
        if ci, let requested, requested != .never { throw RecordingRefused(mode: requested) }
        return RecordPolicy(mode: requested ?? (ci ? .never : .missing), isCI: ci, requested: requested != nil)
    }

    /// `CI=true` (or `1`, `yes`), as GitHub Actions, GitLab CI and most others set it.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return ["true", "1", "yes"].contains(value)
    }

    /// What to do with one golden.
    public func action(goldenExists: Bool) -> Action {
        switch (goldenExists, mode) {
        case (false, .never): .failMissing
        case (false, _): .recordMissing
        case (true, .failed), (true, .all): .compareThenOverwrite
        case (true, _): .compare
        }
    }

    /// Whether a golden that compared as passing is rewritten anyway (`all` writes the
    /// actual frame when its bytes differ, so every golden is this build's).
    public var rewritesPassing: Bool { mode == .all }

    /// Whether goldens and their sidecar may be written at all.
    public var writes: Bool { mode != .never }
}

/// `--record` other than `never`, or `--prune`, while CI=true.
public struct RecordingRefused: Error, Sendable, Equatable {
    /// `--record all`, `--prune`.
    public let option: String

    public init(mode: RecordMode) { option = "--record \(mode.rawValue)" }
    public init(option: String) { self.option = option }

    public var message: String { "'\(option)' is refused when CI=true: goldens are changed on a developer's machine" }
    public var hint: String { "run 'matchcut test \(option) …' locally, look at the goldens, and commit them" }
}
