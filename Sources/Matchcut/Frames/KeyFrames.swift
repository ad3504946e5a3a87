import Foundation

/// The key moments of a scene: the start, ¼, ½, ¾ and end of every transition.
public struct KeyFrame: Sendable, Equatable {
    /// The index of the timeline change.
    public var transition: Int
    /// 0, 0.25, 0.5, 0.75 or 1 of the transition's duration.
    public var fraction: Double
    public var time: Double
    /// True for a time the scene names in its `goldens { at(…) }` block: the time, not the
    /// transition, is what identifies it.
    public var named: Bool

    public init(transition: Int, fraction: Double, time: Double, named: Bool = false) {
        self.transition = transition
        self.fraction = fraction
        self.time = time
        self.named = named
    }

    /// `t0-p050.png`: the transition and the share of its duration, without the time, so a
    /// timing change compares against the same golden instead of recording a new one. A
    /// named time is `at-0.500s.png`, as `render --at` names a time off the frame grid.
    public var fileName: String {
        named ? Self.fileName(at: time) : Self.fileName(transition: transition, progress: fraction)
    }

    public static func fileName(transition: Int, progress: Double) -> String {
        String(format: "t%d-p%03d.png", transition, Int((progress * 100).rounded()))
    }

    public static func fileName(at time: Double) -> String {
        String(format: "at-%.3fs.png", time)
    }
}

public enum KeyFrames {
    public static let fractions = [0, 0.25, 0.5, 0.75, 1]

    /// The scene's own key times (a `goldens { … }` block) when it names them; otherwise
    /// the start, ¼, ½, ¾ and end of every transition; a scene without transitions has one
    /// key frame, its start.
    public static func of(_ scene: CompiledScene) -> [KeyFrame] {
        if !scene.description.keyTimes.isEmpty { return at(times: scene.description.keyTimes, in: scene) }
        guard !scene.plan.changes.isEmpty else { return [KeyFrame(transition: 0, fraction: 0, time: 0)] }
        // Each transition lasts until all its animations (scoped ones, navigation) settle; an
        // instant change has one key frame, the moment it happens.
        return scene.plan.transitions.flatMap { span in
            guard span.duration > 0 else { return [KeyFrame(transition: span.index, fraction: 1, time: span.time)] }
            return fractions.map { KeyFrame(transition: span.index, fraction: $0, time: span.time + span.duration * $0) }
        }
    }

    /// Key frames at given times, each named after the transition running then (the last
    /// one started, or the first before any has) and how far through it the time is.
    public static func at(times: [Double], in scene: CompiledScene) -> [KeyFrame] {
        let changes = scene.plan.changes
        return times.map { time in
            let index = changes.lastIndex { $0.time <= time } ?? 0
            guard index < changes.count else { return KeyFrame(transition: 0, fraction: 0, time: time, named: true) }
            let start = changes[index].time, duration = scene.plan.transitions[index].duration
            let fraction = duration > 0 ? min(1, max(0, (time - start) / duration)) : (time >= start ? 1 : 0)
            return KeyFrame(transition: index, fraction: fraction, time: time, named: true)
        }
    }
}
