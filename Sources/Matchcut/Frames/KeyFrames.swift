import Foundation

/// The key moments of a scene: the start, ¼, ½, ¾ and end of every transition.
public struct KeyFrame: Sendable, Equatable {
    /// The index of the timeline change.
    public var transition: Int
    /// 0, 0.25, 0.5, 0.75 or 1 of the transition's duration.
    public var fraction: Double
    public var time: Double

    /// `t0-p050-0.667s.png`: the transition, the share of its duration, and the time.
    public var fileName: String {
        String(format: "t%d-p%03d-%.3fs.png", transition, Int((fraction * 100).rounded()), time)
    }
}

public enum KeyFrames {
    public static let fractions = [0, 0.25, 0.5, 0.75, 1]

    public static func of(_ scene: CompiledScene) -> [KeyFrame] {
        scene.plan.changes.enumerated().flatMap { index, change in
            let duration = change.animation?.duration ?? 0
            return fractions.map { KeyFrame(transition: index, fraction: $0, time: change.time + duration * $0) }
        }
    }
}
