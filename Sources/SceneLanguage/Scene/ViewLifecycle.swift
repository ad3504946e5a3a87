import SwiftCore
import ViewTree

/// Views appearing and going, as SwiftUI runs their code: `onAppear` when a view comes on
/// screen, `onDisappear` when it goes; `.task` starts with the view and is cancelled with it;
/// an `onReceive(timer)` subscribes on appear, so a 3-second timer whose view appears at t
/// ticks at t + 3, t + 6, … until the view goes.
extension TimelineRunner {
    func lifecycle(from before: ScreenCode, at location: SourceLocation) throws {
        let now = code
        let old = Set(before.handlers.map(\.key)), new = Set(now.handlers.map(\.key))
        for handler in before.handlers where !new.contains(handler.key) {
            switch handler.kind {
            case .disappear: try runClosure(handler.closure, at: handler.location)
            case .task: tasks.removeValue(forKey: handler.key)?.cancel()
            case .receive: timers[handler.key] = nil
            default: break
            }
        }
        for handler in now.handlers where !old.contains(handler.key) {
            switch handler.kind {
            case .appear:
                try runClosure(handler.closure, at: handler.location)
            case .task:
                let task = TaskRun(handler.closure, owner: handler.key)
                tasks[handler.key] = task
                try runTask(task)
            case .receive:
                // A CurrentValueSubject hands a view that starts listening its value.
                if let n = CombineSubjects.name(of: handler.argument) {
                    // A `@Published` property's publisher hands its value to a new subscriber too.
                    let published = it.ui.publishedSources[n].flatMap { $0.object.instance[$0.property] }
                    if let current = it.ui.subjects[n]?.value ?? published {
                        try runClosure(handler.closure, arguments: [try it.readThrough(current, at: handler.location)], at: handler.location)
                    }
                    continue
                }
                guard let period = Self.timerPeriod(handler.argument), period > 0 else { continue }
                let timer = TimerSubscription(key: handler.key, period: period, start: clock.now, handler: handler)
                timers[handler.key] = timer
                clock.schedule(at: timer.nextTime, .tick(timer))
            default:
                break
            }
        }
        // A handler kept by a view that stays gets its latest closure (its captured state).
        for handler in now.handlers where old.contains(handler.key) && handler.kind == .receive {
            timers[handler.key]?.handler = handler
        }
    }

    /// The period of a `Timer.publish(every:on:in:)` publisher an `onReceive` listens to.
    static func timerPeriod(_ publisher: Value?) -> Double? {
        guard case let .opaque(text)? = publisher, text.hasPrefix("Timer.publish ") else { return nil }
        return Double(text.dropFirst("Timer.publish ".count))
    }
}
