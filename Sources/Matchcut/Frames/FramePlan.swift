import Dispatch
import Drawing
import Foundation

/// The distinct frames of a job, each drawn once: frames whose display lists are equal share
/// one drawing, one PNG encoding and, for videos, one YUV conversion. Output bytes are the
/// same as drawing every frame, since equal lists draw equal pixels.
///
/// Without video, a unit gathers every frame equal to its first, wherever it falls (a scene
/// that returns to its first screen reuses its first frame). With a video, a unit is a run of
/// consecutive equal frames, so the feed sends one unit's frame once for each of its frames
/// and never holds more than the reorder window's frames at a time.
struct FramePlan: Sendable {
    struct Unit: Sendable {
        var list: DisplayList
        /// Positions in the job's requests, in order; the first is where the unit is drawn.
        var positions: [Int]
    }

    let units: [Unit]

    /// Samples every frame of `job` on up to `job.settings.jobs` threads (sampling is a pure
    /// function of time), then groups equal lists. With `dedupe` off, every frame is its own unit.
    init(_ job: SceneJob) {
        let lists = Self.sample(job)
        let dedupe = job.settings.dedupe
        let runsOnly = !job.settings.videoFormats.isEmpty
        var units: [Unit] = []
        var first: [DisplayList: Int] = [:]
        for (position, list) in lists.enumerated() {
            if dedupe, let last = units.last, last.list == list {
                units[units.count - 1].positions.append(position)
            } else if dedupe, !runsOnly, let earlier = first[list] {
                units[earlier].positions.append(position)
            } else {
                if dedupe, !runsOnly { first[list] = units.count }
                units.append(Unit(list: list, positions: [position]))
            }
        }
        self.units = units
    }

    /// Every request's display list, in order, sampled in chunks on parallel threads.
    private static func sample(_ job: SceneJob) -> [DisplayList] {
        let requests = job.requests, plan = job.scene.plan
        let chunks = min(job.settings.jobs, max(1, requests.count / 16))
        let results = ListSlots(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = chunk * requests.count / chunks ..< (chunk + 1) * requests.count / chunks
            results.store(chunk, range.map { plan.sample(at: requests[$0].time).displayList })
        }
        return results.joined
    }

    /// Frames in the job.
    var frameCount: Int { units.reduce(0) { $0 + $1.positions.count } }
}

/// One slot of lists per chunk, each filled by one thread.
private final class ListSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[DisplayList]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ index: Int, _ lists: [DisplayList]) {
        lock.lock()
        slots[index] = lists
        lock.unlock()
    }

    var joined: [DisplayList] { slots.flatMap { $0 } }
}
