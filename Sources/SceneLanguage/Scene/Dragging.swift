import SwiftCore
import Geometry
import ViewTree

/// A drag in progress: a finger put down on a view with a `DragGesture`, moved steadily by
/// `by` over `duration` seconds, one step a frame.
final class DragRun {
    let handler: DragHandler
    let start: Point
    let by: Size
    let duration: Double
    let frames: Int

    init(handler: DragHandler, start: Point, by: Size, duration: Double, frames: Int) {
        self.handler = handler
        self.start = start
        self.by = by
        self.duration = duration
        self.frames = frames
    }

    /// How far a flick carries on after the finger lifts: UIScrollView's normal deceleration
    /// (0.998 per millisecond) projects a velocity v to v · 0.998 / (1 − 0.998) / 1000 s.
    static let projection = 0.998 / (1 - 0.998) / 1000
}

extension TimelineRunner {
    /// `drag("…", by: (x, y), duration: 0.3)`: each frame feeds the view's `DragGesture`
    /// `onChanged` the translation so far; when the finger lifts, `onEnded` gets the last
    /// value with its predicted end (the velocity carried on by UIKit's deceleration). The
    /// timeline goes on once the finger has lifted.
    func drag(_ query: ViewQuery, by: Size, duration: Double) throws {
        let touchables = code.drags.map { Touchable(identity: $0.identity, kind: "DragGesture", run: {}) }
        let target = try resolve(query, among: touchables)
        guard let handler = code.drags.first(where: { $0.identity == target.identity }),
              let start = screen?.layout(tree).touchPoint(of: target.identity) else { return }
        // Each frame of the drag is scheduled now: past the frame limit, none are.
        let needed = (duration * Double(fps) - 1e-9).rounded(.up)
        guard needed <= Double(SceneLimits.maxFrames) else {
            throw EvalError(.tooManyFrames(frames: Int(min(needed, 1e15)), limit: SceneLimits.maxFrames), at: query.location)
        }
        let frames = max(1, Int(needed))
        let run = DragRun(handler: handler, start: start, by: by, duration: duration, frames: frames)
        let begin = clock.now
        for k in 1...frames {
            clock.schedule(at: begin + duration * Double(k) / Double(frames), .dragFrame(run, frame: k))
        }
        try advance(to: begin + duration)
    }

    func dragFrame(_ run: DragRun, _ k: Int) throws {
        let share = Double(k) / Double(run.frames)
        let translation = Size(width: run.by.width * share, height: run.by.height * share)
        let velocity = Size(width: run.by.width / run.duration, height: run.by.height / run.duration)
        let value = Self.dragValue(start: run.start, translation: translation, velocity: velocity)
        if let changed = run.handler.onChanged {
            try runClosure(changed, arguments: [value], at: run.handler.location)
        }
        if k == run.frames, let ended = run.handler.onEnded {
            try runClosure(ended, arguments: [value], at: run.handler.location)
        }
    }

    /// A `DragGesture.Value`: translation, location, start location, velocity and the
    /// predicted end, in points.
    static func dragValue(start: Point, translation: Size, velocity: Size) -> Value {
        let predicted = Size(width: translation.width + velocity.width * DragRun.projection,
                             height: translation.height + velocity.height * DragRun.projection)
        func size(_ s: Size) -> Value { record("CGSize", [("width", .double(s.width)), ("height", .double(s.height))]) }
        func point(_ x: Double, _ y: Double) -> Value { record("CGPoint", [("x", .double(x)), ("y", .double(y))]) }
        return record("DragGesture.Value", [
            ("translation", size(translation)), ("startLocation", point(start.x, start.y)),
            ("location", point(start.x + translation.width, start.y + translation.height)),
            ("velocity", size(velocity)), ("predictedEndTranslation", size(predicted)),
            ("predictedEndLocation", point(start.x + predicted.width, start.y + predicted.height)),
        ])
    }

    private static func record(_ type: String, _ fields: [(String, Value)]) -> Value {
        .instance(Instance(typeName: type, names: fields.map(\.0), fields: Dictionary(uniqueKeysWithValues: fields)))
    }
}
