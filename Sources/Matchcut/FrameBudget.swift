import SwiftCore
import Motion
import SceneLanguage
import ViewTree

/// The most frames one scene may render: 10 minutes at 60 fps. It is counted where frames
/// are counted, on the motion plan at the render's fps, so animations that run past the
/// timeline's end count too.
enum FrameBudget {
    static let maxFrames = 36_000

    /// The error for a plan that needs more than `maxFrames` frames at `fps`, at the wait or
    /// the change whose end first crosses the budget; nil when the plan fits.
    static func check(_ plan: MotionPlan, fps: Int, scene: SceneDescription) -> Diagnostic? {
        let needed = (plan.duration * Double(fps)).rounded(.up)
        guard needed > Double(maxFrames) else { return nil }
        var ends = scene.waits.map { ($0.time, $0.location) }
        ends += zip(plan.transitions, plan.changes).map { ($0.time + $0.duration, $1.location) }
        let crossing = ends.filter { $0.0 * Double(fps) > Double(maxFrames) }.min { $0.0 < $1.0 }
        let location = crossing?.1 ?? SourceLocation(file: scene.file, line: 1, column: 1)
        return Diagnostic(.tooManyFrames(frames: Int(min(needed, 1e15)), limit: maxFrames), at: location)
    }
}
