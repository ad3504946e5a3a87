import SwiftCore
import ViewTree

/// When a view's content is built again although no state changed: a `TimelineView`'s
/// schedule, or the second-by-second clock of a `Text(date, style: .timer)`. Times are
/// seconds since the scene began; the scene's date at time t is `Interpreter.sceneDate + t`.
///
/// Each entry is a date the schedule hands its content (`context.date`); the content is
/// built again at each entry, on the scene's clock (TimelineRunner), so a periodic schedule of
/// 1 s from the scene's start changes its content at t = 1, frame 60 at 60 fps, and not before.
struct RedrawSchedule: Sendable {
    enum Kind: Sendable {
        /// `.animation`: every frame; `.animation(minimumInterval:paused:)`: every interval from
        /// when the view appeared, or never again while paused.
        case frames(minimumInterval: Double?, paused: Bool)
        /// `.periodic(from:by:)` (and `.everyMinute`, by 60 from a minute's start): entries
        /// `from + k × by` for every whole k, aligned to `from` before it too.
        case periodic(from: Double, by: Double)
        /// `.explicit(dates)`: those dates only.
        case explicit([Double])
    }

    var kind: Kind
    /// When the view appeared.
    var start: Double

    /// Times a thousandth of a microsecond apart are one time (a date's seconds since 1970
    /// carry a rounding error of a quarter of a microsecond).
    static let tolerance = 1e-9

    /// The date (scene seconds) the content shows at time t: the latest entry not after t.
    func entry(at t: Double) -> Double {
        switch kind {
        case let .frames(interval, paused):
            if paused { return start }
            guard let interval, interval > 0 else { return t }
            return start + ((t - start) / interval + Self.tolerance).rounded(.down) * interval
        case let .periodic(from, by):
            guard by > 0 else { return from }
            return from + ((t - from) / by + Self.tolerance).rounded(.down) * by
        case let .explicit(dates):
            return dates.last { $0 <= t + Self.tolerance } ?? t
        }
    }

    /// The first entry after t, when one comes; a frame schedule's next frame at `fps`.
    func next(after t: Double, fps: Double) -> Double? {
        switch kind {
        case let .frames(interval, paused):
            if paused { return nil }
            guard let interval, interval > 0 else { return ((t * fps + 1e-6).rounded(.down) + 1) / fps }
            return entry(at: t) + interval
        case let .periodic(_, by):
            guard by > 0 else { return nil }
            return entry(at: t) + by
        case let .explicit(dates):
            return dates.first { $0 > t + Self.tolerance }
        }
    }

    /// Scene seconds of a date given as seconds since 1970, to the microsecond.
    static func sceneSeconds(_ secondsSince1970: Double) -> Double {
        ((secondsSince1970 - Interpreter.sceneDate) * 1e6).rounded() / 1e6
    }
}

/// A view built on a schedule, as the build met it.
struct Redraw: Sendable {
    /// The view's identity in the tree (an `.id` around it renames it).
    var identity: Identity
    var schedule: RedrawSchedule
    var location: SourceLocation
    /// The identity the build met it at, the same from one build to the next: when it
    /// appeared is kept under it (`BuildContext.redrawStarts`).
    var key: Identity

    init(identity: Identity, schedule: RedrawSchedule, location: SourceLocation) {
        self.identity = identity
        self.schedule = schedule
        self.location = location
        key = identity
    }
}
