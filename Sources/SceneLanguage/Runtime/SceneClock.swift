import SwiftCore
import ViewTree

/// The scene's clock: the app's code that runs later, in time order. There is no wall clock;
/// time is the timeline's, so the same scene runs the same way on every machine.
///
/// Work due at the same instant runs in the order it was scheduled.
final class SceneClock {
    /// What runs when an event is due.
    enum Work {
        /// A closure the app handed over: `asyncAfter`'s, `withAnimation`'s completion.
        case closure(ClosureValue, location: SourceLocation)
        /// A tick of the timer an `onReceive` listens to.
        case tick(TimerSubscription)
        /// A task resuming after `Task.sleep`.
        case resume(TaskRun)
        /// The next frame of a drag.
        case dragFrame(DragRun, frame: Int)
        /// The next entry of a schedule on screen (`TimelineView`, a date text's clock): the
        /// screen is built again.
        case redraw
    }

    struct Event {
        var time: Double
        var order: Int
        var work: Work
    }

    /// The time of the work running now (or of the timeline's cursor between events).
    private(set) var now = 0.0
    private var pending: [Event] = []
    private var counter = 0
    /// Frames per second: times within a millionth of a frame of a frame's time are that
    /// frame's time, so `wait(0.1)` six times, or a timer's third tick, lands on its frame
    /// exactly and not a rounding error after it.
    let fps: Double

    init(fps: Int) {
        self.fps = Double(fps)
    }

    func onFrameGrid(_ t: Double) -> Double {
        let frames = t * fps, nearest = frames.rounded()
        return abs(frames - nearest) < 1e-6 ? nearest / fps : t
    }

    /// Schedules `work` at `time` (never before now).
    func schedule(at time: Double, _ work: Work) {
        counter += 1
        pending.append(Event(time: max(onFrameGrid(time), now), order: counter, work: work))
    }

    func schedule(after delay: Double, _ work: Work) { schedule(at: now + max(0, delay), work) }

    /// The earliest event due at or before `limit`, removed; the clock moves to its time.
    func next(upTo limit: Double) -> Event? {
        guard let i = pending.indices.min(by: { (pending[$0].time, pending[$0].order) < (pending[$1].time, pending[$1].order) }),
              pending[i].time <= limit else { return nil }
        let event = pending.remove(at: i)
        now = event.time
        return event
    }

    /// Moves the clock to `time` once the events before it have run.
    func advance(to time: Double) { now = max(now, onFrameGrid(time)) }

    /// Drops the events `matches` selects: a timer whose view is gone, a cancelled task.
    func cancel(where matches: (Work) -> Bool) { pending.removeAll { matches($0.work) } }
}

/// An `onReceive(timer)` on screen: ticks every `period` seconds from when its view appeared,
/// until the view goes (SwiftUI subscribes on appear and cancels on disappear).
final class TimerSubscription {
    /// The handler's view and modifier place, stable from one tree to the next.
    let key: String
    let period: Double
    let start: Double
    /// Ticks delivered so far; tick k is due at `start + k × period` (computed, not summed,
    /// so a 3-second timer ticks at exactly 3, 6, 9 …).
    var ticks = 0
    var handler: Handler

    init(key: String, period: Double, start: Double, handler: Handler) {
        self.key = key
        self.period = period
        self.start = start
        self.handler = handler
    }

    var nextTime: Double { start + Double(ticks + 1) * period }
}
