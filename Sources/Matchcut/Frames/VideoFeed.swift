import Foundation
import Geometry
import Output

/// One scene's videos: an ffmpeg per video format, fed every frame in order.
///
/// Workers finish frames out of order and put them into a reorder window; the thread that
/// runs the feed takes them in order, writes the YUV planes to each ffmpeg that takes YUV
/// and the frame composited over white to the others, and hands each frame back to the
/// workers to draw the next one into.
final class VideoFeed: @unchecked Sendable {
    let videos: [FFmpegProcess]
    private let window: ReorderWindow<VideoFrame>
    private let sent: FramePool<VideoFrame>
    private let needsYUV: Bool
    private let needsBGRA: Bool

    /// Starts an ffmpeg for each of `job`'s video formats, writing into `output`'s staging
    /// folder; nil when the job writes no video. `workers` bounds the frames held at once.
    init?(_ job: SceneJob, output: SceneOutput, workers: Int) throws {
        let formats = job.settings.videoFormats
        guard !formats.isEmpty else { return nil }
        videos = try formats.map { format in
            let video = try wrapOutputErrors {
                try FFmpegProcess(job.videoEncoding(format), path: output.stagedPath(SceneOutput.videoName(job.scene.name, format)))
            }
            video.shouldStop = { Interrupt.requested }
            return video
        }
        window = ReorderWindow(capacity: workers + 2)
        sent = FramePool(limit: workers + 3)
        needsYUV = videos.contains { $0.encoding.input == .yuv420p }
        needsBGRA = videos.contains { $0.encoding.input == .bgra }
    }

    /// A worker hands over `frame`, drawn for the plan's unit at `position`. Kept frames are never copied: a
    /// frame a BGRA video needs is swapped into `item` and `frame` gets one the feed has
    /// finished with; `item` is then replaced by a spare. False once the feed is cancelled.
    func hand(_ position: Int, frame: inout Frame, item: inout VideoFrame) -> Bool {
        if needsYUV { YUVFrame.convert(frame, into: &item.yuv) }
        if needsBGRA { swap(&frame, &item.frame) }
        guard window.put(position, item) else { return false }
        item = sent.take() ?? VideoFrame()
        return true
    }

    /// Feeds `plan`'s units in order on the calling thread, each once for every frame it
    /// stands for; returns early once cancelled.
    func run(_ plan: FramePlan) throws {
        var scratch: [UInt8] = []
        for unit in plan.units {
            guard let item = window.take() else { return }
            let repeats = unit.positions.count
            for video in videos where video.encoding.input == .yuv420p {
                try item.yuv.withUnsafeBytes { bytes in
                    for _ in 0..<repeats { try wrapOutputErrors { try video.write(bytes) } }
                }
            }
            if needsBGRA {
                try OpaqueFrame.withPixels(of: item.frame, scratch: &scratch) { pixels in
                    for video in videos where video.encoding.input == .bgra {
                        for _ in 0..<repeats { try wrapOutputErrors { try video.write(pixels) } }
                    }
                }
            }
            sent.put(consume item)
        }
    }

    /// Wakes every worker waiting on the window (hands fail from now on) and stops every
    /// wait on an ffmpeg.
    func cancel() {
        window.cancel()
        videos.forEach { $0.requestStop() }
    }

    /// Stops every ffmpeg; its file is left half-written in the staging folder.
    func abandon() { videos.forEach { $0.cancel() } }

    /// Waits for every ffmpeg to finish its file and returns the files' records.
    func finish() throws -> [OutputFile] {
        try videos.map { video in
            try wrapOutputErrors { try video.finish() }
            return try OutputFile(path: video.path)
        }
    }
}

extension VideoFeed {
    /// A job's videos in the frame cache, keyed by their encoding and every frame's key.
    struct Cached {
        let job: SceneJob
        let cache: FrameCache?
        /// Per video format, its key and the entry found, if any.
        let videos: [(format: OutputFormat, key: String, entry: FrameCache.Entry?)]

        init(_ job: SceneJob, plan: FramePlan, cache: FrameCache?) {
            self.job = job
            self.cache = cache
            guard let cache, let frameKeys = plan.frameKeys else {
                videos = []
                return
            }
            videos = job.settings.videoFormats.map { format in
                let key = cache.videoKey(frameKeys: frameKeys, arguments: job.videoEncoding(format).arguments(output: "-"))
                return (format, key, cache.lookup(key, extension: format.fileExtension))
            }
        }

        /// True when the job has videos and the cache holds every one.
        var allFound: Bool { !videos.isEmpty && videos.allSatisfy { $0.entry != nil } }

        /// Places the cached videos into `output` when all are there.
        func place(into output: SceneOutput) throws {
            guard allFound, let cache else { return }
            for video in videos {
                let name = SceneOutput.videoName(job.scene.name, video.format)
                try cache.place(video.entry!, at: output.stagedPath(name))
                output.add([OutputFile(name: name, size: video.entry!.size, sha256: video.entry!.sha256)])
            }
        }

        /// Keeps the videos just encoded, whose records are `files`.
        func store(_ files: [OutputFile], from output: SceneOutput) {
            guard let cache else { return }
            for video in videos {
                let name = SceneOutput.videoName(job.scene.name, video.format)
                guard let record = files.first(where: { $0.name == name }) else { continue }
                cache.store(fileAt: output.stagedPath(name), sha256: record.sha256, key: video.key,
                            extension: video.format.fileExtension)
            }
        }
    }
}

/// What a worker hands the video feed: the frame it drew, when a video takes BGRA, and its
/// YUV planes, when one takes YUV.
struct VideoFrame {
    var frame = Frame(width: 1, height: 1)
    var yuv: [UInt8] = []
}
