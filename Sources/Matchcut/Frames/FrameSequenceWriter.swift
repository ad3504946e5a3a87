import Foundation
import Output
import Render
import Synchronization

/// Renders a scene's frames into a folder: PNG frames, videos, a contact sheet.
///
/// The pieces: `SceneOutput` (the staging folder and the records of the files in it),
/// `FrameWorker` (sample → draw → encode → write, one per thread) and `VideoFeed` (the
/// reorder window and the ffmpegs). This type runs them together.
public enum FrameSequenceWriter {
    /// Renders every frame of `scene` as PNG into `folder` and returns the paths in order.
    /// `folder` is replaced only when Matchcut made it (`OutputRun`).
    @discardableResult
    public static func write(_ scene: CompiledScene, to folder: String, settings: RenderSettings) throws -> [String] {
        var pngOnly = settings
        pngOnly.formats = [.png]
        pngOnly.contactSheetFrames = nil
        pngOnly.frames = .all
        let job = try SceneJob(scene: scene, settings: pngOnly)
        try render(job, to: folder)
        return job.requests.map { URL(fileURLWithPath: folder).appendingPathComponent($0.fileName).path }
    }

    /// Renders `job` into `folder`, which is replaced only when Matchcut made it, as one run
    /// of its parent (`OutputRun`), and returns its files as `render(_:staging:)` does.
    @discardableResult
    public static func render(_ job: SceneJob, to folder: String, progress: Progress? = nil,
                              tally: FrameTally? = nil) throws -> [OutputFile] {
        let url = URL(fileURLWithPath: folder)
        let run = try OutputRun(root: url.deletingLastPathComponent().path)
        let file = job.scene.description.file
        try run.claim(url.lastPathComponent, source: file, inputs: [file], manifest: nil)
        let files = try render(job, staging: run.stagingPath(url.lastPathComponent), progress: progress, tally: tally)
        try run.commit(manifest: nil)
        return files
    }

    /// Renders `job` into the staging folder `staging` (`OutputRun.stagingPath`) and returns
    /// its files, sorted by name, with their sizes and SHA-256 digests; `tally`, when given,
    /// counts the distinct frames drawn and those taken from the cache. The folder is removed
    /// when the render fails.
    @discardableResult
    public static func render(_ job: SceneJob, staging: String, progress: Progress? = nil,
                              tally: FrameTally? = nil) throws -> [OutputFile] {
        let output = try SceneOutput(staging: staging)
        do {
            try renderFrames(job, into: output, progress: progress, tally: tally)
            if let count = job.settings.contactSheetFrames {
                var span: ClosedRange<Int>?
                if case let .frames(first, last) = job.settings.frames { span = first...last }
                try ContactSheet(scene: job.scene, frames: count, span: span).write(into: output, compression: job.settings.compression)
            }
            try job.settings.cache.map { try FrameCache($0) }?.trim()
            return output.files()
        } catch {
            output.discard()
            throw error
        }
    }

    /// The plan's distinct frames on `jobs` worker threads, which claim them in order from a
    /// counter. This thread decodes photos beside them, then feeds the videos, if any, in order.
    static func renderFrames(_ job: SceneJob, into output: SceneOutput, progress: Progress?, tally: FrameTally?) throws {
        let cache = try job.settings.cache.map { try FrameCache($0) }
        let plan = FramePlan(job, cache: cache)
        let jobs = min(job.settings.jobs, max(1, plan.units.count))
        // Videos the cache holds are placed as they are; the frames are then PNG alone.
        let videos = VideoFeed.Cached(job, plan: plan, cache: cache)
        try videos.place(into: output)
        let feed = videos.allFound ? nil : try VideoFeed(job, output: output, workers: jobs)
        let counter = PositionCounter(end: plan.units.count)
        let failures = FailureBox()
        let images = ImageCache()  // decoded once, for every worker
        let group = DispatchGroup()
        for _ in 0..<jobs {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do {
                    let worker = try FrameWorker(job, plan: plan, output: output, feed: feed, cache: cache, tally: tally,
                                             images: images)
                    try worker.run(counter: counter, failures: failures, progress: progress)
                } catch {
                    failures.record(error)
                    feed?.cancel()
                }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        // This thread has nothing to do until a frame is drawn: it decodes photos too.
        images.decode(job.scene.imagePaths)
        if let feed {
            do {
                try feed.run(plan)
            } catch {
                failures.record(error)
                feed.cancel()
            }
        }
        group.wait()
        if let error = failures.first {
            feed?.abandon()
            throw error
        }
        if let feed {
            let files = try feed.finish()
            output.add(files)
            videos.store(files, from: output)
        }
    }
}

/// The first error any worker met; workers stop when one fails. Workers ask `hasFailed`
/// every frame, so it reads an atomic rather than taking the lock.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?
    private let failed = Atomic<Bool>(false)

    func record(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if self.error == nil { self.error = error }
        failed.store(true, ordering: .releasing)
    }

    var hasFailed: Bool { failed.load(ordering: .acquiring) }

    var first: Error? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}
