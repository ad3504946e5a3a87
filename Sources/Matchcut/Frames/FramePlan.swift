import Dispatch
import Drawing
import Foundation
import Output

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
    /// Each unit's key in the frame cache, when the render has one.
    let keys: [String]?

    /// Samples every frame of `job` on up to `job.settings.jobs` threads (sampling is a pure
    /// function of time), then groups equal lists. With `dedupe` off, every frame is its own
    /// unit. With a cache, every unit's key is worked out too.
    init(_ job: SceneJob, cache: FrameCache? = nil) {
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
        keys = cache.map { Self.keys(of: units, job: job, cache: $0) }
    }

    /// The cache keys of `units`, on parallel threads; each image file is hashed once.
    private static func keys(of units: [Unit], job: SceneJob, cache: FrameCache) -> [String] {
        var images: [String: String] = [:]
        for path in job.scene.imagePaths { images[path] = (try? SHA256.hex(fileAt: path)) ?? "unreadable" }
        let scale = job.scale, compression = job.settings.compression
        let chunks = min(job.settings.jobs, max(1, units.count / 8))
        let slots = Slots<String>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { [images] chunk in
            let range = chunk * units.count / chunks ..< (chunk + 1) * units.count / chunks
            slots.store(chunk, range.map {
                cache.frameKey(units[$0].list, scale: scale, compression: compression, images: images)
            })
        }
        return slots.joined
    }

    /// Every frame's key, in the order of the job's requests.
    var frameKeys: [String]? {
        guard let keys else { return nil }
        var perFrame = [String](repeating: "", count: frameCount)
        for (unit, key) in zip(units, keys) { for position in unit.positions { perFrame[position] = key } }
        return perFrame
    }

    /// Every request's display list, in order, sampled in chunks on parallel threads.
    private static func sample(_ job: SceneJob) -> [DisplayList] {
        let requests = job.requests, plan = job.scene.plan
        let chunks = min(job.settings.jobs, max(1, requests.count / 16))
        let results = Slots<DisplayList>(count: chunks)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            let range = chunk * requests.count / chunks ..< (chunk + 1) * requests.count / chunks
            results.store(chunk, range.map { plan.sample(at: requests[$0].time).displayList })
        }
        return results.joined
    }

    /// Frames in the job.
    var frameCount: Int { units.reduce(0) { $0 + $1.positions.count } }
}

/// One slot of results per chunk, each filled by one thread.
private final class Slots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[Value]]

    init(count: Int) { slots = Array(repeating: [], count: count) }

    func store(_ index: Int, _ lists: [Value]) {
        lock.lock()
        slots[index] = lists
        lock.unlock()
    }

    var joined: [Value] { slots.flatMap { $0 } }
}
