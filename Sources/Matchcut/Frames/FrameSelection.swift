import Foundation

/// Which frames of a scene to draw or check: every frame, indices (`--frames A-B`), a time
/// (`--at`), a share of a transition (`--transition N --progress P`), or the key frames
/// (`matchcut test`'s default). `render` draws every frame unless told otherwise.
public enum FrameSelection: Sendable, Equatable, Codable {
    case all
    /// Frame indices, both ends included, named as `render` names them (`frame-00012.png`).
    case frames(first: Int, last: Int)
    /// The one frame at this many seconds.
    case time(Double)
    /// The frame at `progress` (0…1) of timeline change `transition`: time = change.time +
    /// progress × the time until all its animations settle (`MotionPlan.time(transition:progress:)`).
    case transition(Int, progress: Double)
    /// The start, ¼, ½, ¾ and end of every transition, or the scene's own times (`KeyFrames`).
    case keyFrames

    /// Parses `--frames`: `A-B`, or one index `A`.
    public static func parseFrames(_ text: String) -> FrameSelection? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map { Int($0) }
        if parts.count == 1, let n = parts[0], n >= 0 { return .frames(first: n, last: n) }
        if parts.count == 2, let a = parts[0], let b = parts[1], a >= 0, a <= b { return .frames(first: a, last: b) }
        return nil
    }

    /// The frames this selection names in `scene`, in order.
    public func requests(for scene: CompiledScene) throws -> [FrameRequest] {
        let count = scene.frameCount
        switch self {
        case .all:
            return (0..<count).map { FrameRequest(index: $0, fps: scene.fps) }
        case .keyFrames:
            return KeyFrames.of(scene)
        case let .frames(first, last):
            guard first <= last, last < count else {
                throw MatchcutError.invalidSelection(
                    reason: "frames \(first)-\(last) are outside '\(scene.name)', which has frames 0-\(count - 1)",
                    hint: "the scene has \(count) frames at \(scene.fps) fps: pass '--frames A-B' with 0 ≤ A ≤ B ≤ \(count - 1)")
            }
            return (first...last).map { FrameRequest(index: $0, fps: scene.fps) }
        case .time(let time):
            guard time >= 0, time <= scene.plan.duration + 1e-9 else {
                throw MatchcutError.invalidSelection(
                    reason: "time \(time)s is outside '\(scene.name)', which lasts \(format(scene.plan.duration))s",
                    hint: "pass '--at' a time from 0 to \(format(scene.plan.duration))")
            }
            return [FrameRequest(time: time, fps: scene.fps)]
        case let .transition(index, progress):
            let spans = scene.plan.transitions
            guard spans.indices.contains(index) else {
                throw MatchcutError.invalidSelection(
                    reason: "'\(scene.name)' has no transition \(index); it has \(spans.count)",
                    hint: spans.isEmpty ? "this scene's timeline changes nothing"
                        : "transitions are numbered from 0 to \(spans.count - 1) in timeline order")
            }
            return [FrameRequest(transition: index, progress: progress, start: spans[index].time, duration: spans[index].duration)]
        }
    }

    private func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}
