import Foundation

/// Which frames of a scene to render: `--frames A-B`, `--frames N`, `--at TIME`, or
/// `--transition N --progress P`. The default renders every frame.
public enum FrameSelection: Sendable, Equatable, Codable {
    case all
    /// Frame indices, both ends included.
    case frames(first: Int, last: Int)
    /// The one frame at this many seconds.
    case time(Double)
    /// The frame at `progress` (0…1) of timeline change `transition`: time = change.time +
    /// progress × the time until all its animations settle (`MotionPlan.time(transition:progress:)`,
    /// the same as key frames).
    case transition(Int, progress: Double)

    /// The frames this selection names in `scene`, in order.
    public func requests(for scene: CompiledScene) throws -> [FrameRequest] {
        let count = scene.frameCount
        switch self {
        case .all:
            return (0..<count).map { FrameRequest(index: $0, fps: scene.fps) }
        case let .frames(first, last):
            guard first <= last, last < count else {
                throw MatchcutError.invalidSelection(
                    reason: "frames \(first)-\(last) are outside '\(scene.name)', which has frames 0-\(count - 1)",
                    hint: "pass '--frames A-B' with 0 ≤ A ≤ B ≤ \(count - 1)")
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
            let changes = scene.plan.changes
            guard changes.indices.contains(index) else {
                throw MatchcutError.invalidSelection(
                    reason: "'\(scene.name)' has no transition \(index); it has \(changes.count)",
                    hint: changes.isEmpty ? "this scene's timeline changes nothing"
                        : "transitions are numbered from 0 to \(changes.count - 1) in timeline order")
            }
            // The transition's span: until every animation it started has settled.
            let time = scene.plan.time(transition: index, progress: progress)
            return [FrameRequest(index: nil, time: time, fileName: KeyFrame.fileName(transition: index, progress: progress))]
        }
    }

    private func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }
}

/// One frame to render: its time, and the file it goes to.
public struct FrameRequest: Sendable, Equatable {
    /// The frame's index on the scene's frame grid (i / fps), or nil for a time off the grid.
    public var index: Int?
    public var time: Double
    public var fileName: String

    public init(index: Int?, time: Double, fileName: String) {
        self.index = index
        self.time = time
        self.fileName = fileName
    }

    /// Frame `index` of the grid.
    public init(index: Int, fps: Int) {
        self.init(index: index, time: Double(index) / Double(fps), fileName: SceneOutput.frameName(index))
    }

    /// The frame at `time`: named like a grid frame when it falls on one.
    public init(time: Double, fps: Int) {
        let onGrid = (time * Double(fps)).rounded()
        if abs(time * Double(fps) - onGrid) < 1e-6, abs(onGrid) < 1e15 {
            self.init(index: Int(onGrid), fps: fps)
        } else {
            self.init(index: nil, time: time, fileName: KeyFrame.fileName(at: time))
        }
    }
}
