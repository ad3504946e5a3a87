import ViewTree
/// The key moments of a scene, which `matchcut test` keeps goldens of: the start, ¼, ½, ¾
/// and end of every transition, or the times the scene names in `goldens { at(…) }`.
public enum KeyFrames {
    public static let fractions = [0, 0.25, 0.5, 0.75, 1]

    /// The scene's own key times when it names them; otherwise the quarters of every
    /// transition's span (until all its animations, scoped ones and navigation included,
    /// settle: `MotionPlan.transitions`); a scene without transitions has one key frame,
    /// its start; an instant change has one, the moment it happens.
    public static func of(_ scene: CompiledScene) -> [FrameRequest] {
        let named = scene.description.namedKeys
        if !scene.description.keyTimes.isEmpty || !named.isEmpty {
            return at(times: scene.description.keyTimes, in: scene) + named.compactMap { self.named($0, in: scene) }
        }
        guard !scene.plan.changes.isEmpty else {
            return [FrameRequest(transition: 0, progress: 0, start: 0, duration: 0)]
        }
        return scene.plan.transitions.flatMap { span in
            guard span.duration > 0 else {
                return [FrameRequest(transition: span.index, progress: 1, start: span.time, duration: 0)]
            }
            return fractions.map { FrameRequest(transition: span.index, progress: $0, start: span.time, duration: span.duration) }
        }
    }

    /// A key frame the scene names: at its transition's progress, or at its time; nil when
    /// the scene has no such transition (`CompiledScene` reports that as an error).
    public static func named(_ key: NamedKeyFrame, in scene: CompiledScene) -> FrameRequest? {
        if let time = key.time {
            var request = at(times: [time], in: scene)[0]
            request.fileName = key.fileName
            return request
        }
        guard let t = key.transition, let progress = key.progress, scene.plan.transitions.indices.contains(t) else { return nil }
        let span = scene.plan.transitions[t]
        return FrameRequest(index: nil, time: span.time + span.duration * progress, fileName: key.fileName, transition: t, progress: progress)
    }

    /// Key frames at given times, named by their time (`at-0.500s.png`: the time is what the
    /// scene chose), each knowing the transition running then (the last one started, or the
    /// first before any has) and how far through it the time is.
    public static func at(times: [Double], in scene: CompiledScene) -> [FrameRequest] {
        let changes = scene.plan.changes
        return times.map { time in
            let name = FrameRequest.fileName(at: time)
            let index = changes.lastIndex { $0.time <= time } ?? 0
            guard index < changes.count else {
                return FrameRequest(index: nil, time: time, fileName: name, transition: 0, progress: 0)
            }
            let start = changes[index].time, duration = scene.plan.transitions[index].duration
            let progress = duration > 0 ? min(1, max(0, (time - start) / duration)) : (time >= start ? 1 : 0)
            return FrameRequest(index: nil, time: time, fileName: name, transition: index, progress: progress)
        }
    }
}
