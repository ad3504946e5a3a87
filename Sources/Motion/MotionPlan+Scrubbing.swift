/// Scrubbing in the animation's own terms: `--transition 2 --progress 0.5`, `--at 0.35s`.
extension MotionPlan {
    /// One state change on the timeline, as a scrubber lists it.
    public struct TransitionSpan: Sendable, Equatable {
        public var index: Int
        /// When the change happens, in seconds from the scene's start.
        public var time: Double
        /// How long until its every animation has settled (0 for an instant change).
        public var duration: Double
        /// The animation as written, or `instant`.
        public var label: String
    }

    /// The timeline's changes in time order.
    public var transitions: [TransitionSpan] {
        zip(changes, stages).enumerated().map { index, pair in
            TransitionSpan(index: index, time: pair.0.time, duration: min(pair.1.ownEnd, max(duration, pair.1.ownShownEnd)) - pair.0.time,
                           label: pair.0.animation.map { $0.label.isEmpty ? "animation" : $0.label } ?? "instant")
        }
    }

    /// The time at `progress` (0…1, a share of its duration) through transition `transition`.
    /// Progress 1 is the moment it has settled.
    public func time(transition: Int, progress: Double) -> Double {
        let span = transitions[transition]
        return span.time + span.duration * min(1, max(0, progress))
    }
}
