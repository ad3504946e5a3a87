import Foundation
import Geometry
import Motion
import Output
import Render
import Synchronization

/// Renders a scene's frames into a folder: PNG frames, videos, a contact sheet.
///
/// The scene renders into a temporary folder beside the destination, which then replaces
/// it whole: an interrupted or failed render never leaves old and new frames mixed, and
/// stale frames from an earlier, longer render never survive.
public enum FrameSequenceWriter {
    /// The file name of frame `index`.
    public static func fileName(ofFrame index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }

    /// The contact sheet's file name in a scene folder.
    public static let contactSheetName = "contact-sheet.png"

    /// A scene's video file name: `shape-morph.mp4`.
    public static func videoName(_ scene: String, _ format: OutputFormat) -> String {
        scene + "." + format.fileExtension
    }

    /// Renders every frame of `scene` as PNG into `folder` and returns the paths in order.
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

    /// Renders `job` into `folder` and returns its files, sorted by name, with their sizes
    /// and SHA-256 digests.
    @discardableResult
    public static func render(_ job: SceneJob, to folder: String, progress: Progress? = nil) throws -> [OutputFile] {
        let destination = URL(fileURLWithPath: folder).standardizedFileURL
        let staging = try StagingFolder(for: destination.path)
        do {
            var files = try renderFrames(job, into: staging.path, progress: progress)
            if let count = job.contactSheetFrames {
                files.append(try writeContactSheet(job, frames: count, into: staging.path))
            }
            try staging.replace(destination.path)
            return files.sorted { $0.name < $1.name }
        } catch {
            staging.discard()
            throw error
        }
    }

    /// Frames on `jobs` worker threads, each with its own RenderEngine created on that thread
    /// (Pango font maps must never be shared: platform notes). Workers claim frames in order
    /// from a counter; PNG frames are encoded and written by the worker that drew them, video
    /// frames pass through a reorder window to this thread, which feeds ffmpeg in order.
    static func renderFrames(_ job: SceneJob, into folder: String, progress: Progress?) throws -> [OutputFile] {
        let requests = job.requests
        let jobs = min(job.settings.jobs, max(1, requests.count))
        let videos = try job.videoFormats.map { format in
            try wrapOutputErrors { try FFmpegProcess(job.videoEncoding(format), path: folder + "/" + videoName(job.scene.name, format)) }
        }
        let window: ReorderWindow<VideoFrame>? = videos.isEmpty ? nil : ReorderWindow(capacity: jobs + 2)
        let sent = FramePool<VideoFrame>(limit: jobs + 3)
        let needsYUV = videos.contains { $0.encoding.input == .yuv420p }
        let needsBGRA = videos.contains { $0.encoding.input == .bgra }
        let counter = PositionCounter(end: requests.count)
        let failures = FailureBox()
        let records = RecordBox()
        let images = ImageCache()  // decoded once, for every worker
        let imagePaths = job.scene.imagePaths
        let group = DispatchGroup()
        for _ in 0..<jobs {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do {
                    try renderWorker(job, folder: folder, images: (images, imagePaths), counter: counter, window: window,
                                     sent: sent, needs: (yuv: needsYUV, bgra: needsBGRA), failures: failures,
                                     records: records, progress: progress)
                } catch {
                    failures.record(error)
                    window?.cancel()
                }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        // This thread has nothing to do until a frame is drawn: it decodes photos too.
        images.decode(imagePaths)
        if let window {
            do {
                try feed(videos, from: window, returningTo: sent, count: requests.count)
            } catch {
                failures.record(error)
                window.cancel()
            }
        }
        group.wait()
        if let error = failures.first {
            videos.forEach { $0.cancel() }
            throw error
        }
        var files = records.files
        for video in videos {
            try wrapOutputErrors { try video.finish() }
            files.append(try OutputFile(path: video.path))
        }
        return files
    }

    private static func renderWorker(_ job: SceneJob, folder: String, images: (cache: ImageCache, paths: [String]),
                                     counter: PositionCounter,
                                     window: ReorderWindow<VideoFrame>?, sent: FramePool<VideoFrame>,
                                     needs: (yuv: Bool, bgra: Bool), failures: FailureBox, records: RecordBox,
                                     progress: Progress?) throws {
        let engine = try RenderEngine(images: images.cache)
        // The scene's photos decode side by side on every worker before anyone draws.
        images.cache.decode(images.paths)
        let encoder = PNGEncoder(compression: job.settings.compression)
        // Kept between frames and drawn into in place. A frame handed to the video window
        // (only when a video takes BGRA; mp4 takes the YUV planes alone) is swapped for one
        // the feeder has finished with, so it is never copied.
        var frame = Frame(width: 1, height: 1)
        var item = VideoFrame()
        // Gathered here and handed over once: no lock shared with other workers per frame.
        var written: [OutputFile] = []
        defer { records.add(written) }
        var ring: BandRing? = nil
        while let position = counter.claim() {
            if failures.hasFailed { return }
            if Interrupt.requested { throw MatchcutError.interrupted }
            let request = job.requests[position]
            let list = job.scene.plan.sample(at: request.time).displayList
            let png: Data?
            if job.writesPNG && window == nil {
                // PNG alone: each band of rows is drawn and encoded while in the cache.
                png = try encodeAsDrawn(list, scale: job.scale, engine: engine, encoder: encoder, ring: &ring, frame: &frame)
            } else {
                Renderer.render(list, scale: job.scale, engine: engine, into: &frame)
                png = job.writesPNG ? try wrapOutputErrors { try encoder.encode(frame) } : nil
            }
            if let png {
                try wrapOutputErrors { try RawFile.write(png, to: folder + "/" + request.fileName) }
                written.append(OutputFile(name: request.fileName, size: png.count, sha256: SHA256.hex(png)))
            }
            if let window {
                if needs.yuv { YUVFrame.convert(frame, into: &item.yuv) }
                if needs.bgra { swap(&frame, &item.frame) }
                guard window.put(position, item) else { return }
                item = sent.take() ?? VideoFrame()
            }
            progress?.frameDone()
        }
    }

    /// `list`'s PNG, each band drawn as the encoder asks for it: into `ring` (made or remade
    /// for the frame's size), or into `frame` when the kernel refuses a ring.
    private static func encodeAsDrawn(_ list: DisplayList, scale: Double, engine: RenderEngine, encoder: PNGEncoder,
                                      ring: inout BandRing?, frame: inout Frame) throws -> Data {
        let (width, height) = Renderer.pixelSize(of: list, scale: scale)
        if ring?.width != width || ring?.height != height {
            ring = BandRing(width: width, height: height, rowsPerBand: Renderer.Bands.rowsPerBand(width: width))
        }
        func encode(into pixels: UnsafeMutableRawPointer) throws -> Data {
            let bands = Renderer.Bands(list, scale: scale, engine: engine, pixels: pixels)
            return try wrapOutputErrors {
                try encoder.encode(width: width, height: height, pixels: pixels.assumingMemoryBound(to: UInt8.self),
                                   bandRows: bands.rowsPerBand) { rows in bands.draw(rows: rows) }
            }
        }
        if let ring { return try encode(into: ring.pixels) }
        frame.resize(width: width, height: height)
        return try frame.pixels.withUnsafeMutableBytes { try encode(into: $0.baseAddress!) }
    }

    /// Sends frames to every ffmpeg in order (YUV to those that take it, BGRA composited over
    /// white to the others), and hands each back to the workers once sent.
    private static func feed(_ videos: [FFmpegProcess], from window: ReorderWindow<VideoFrame>,
                             returningTo sent: FramePool<VideoFrame>, count: Int) throws {
        var scratch: [UInt8] = []
        for _ in 0..<count {
            guard let item = window.take() else { return }
            for video in videos where video.encoding.input == .yuv420p {
                try item.yuv.withUnsafeBytes { bytes in try wrapOutputErrors { try video.write(bytes) } }
            }
            if videos.contains(where: { $0.encoding.input == .bgra }) {
                try OpaqueFrame.withPixels(of: item.frame, scratch: &scratch) { pixels in
                    for video in videos where video.encoding.input == .bgra {
                        try wrapOutputErrors { try video.write(pixels) }
                    }
                }
            }
            sent.put(consume item)
        }
    }

    private static func writeContactSheet(_ job: SceneJob, frames: Int, into folder: String) throws -> OutputFile {
        let engine = try RenderEngine()
        let sheet = ContactSheet(scene: job.scene, frames: frames).render(engine: engine)
        let data = try wrapOutputErrors { try PNGEncoder(compression: job.settings.compression).encode(sheet) }
        try wrapOutputErrors { try RawFile.write(data, to: folder + "/" + contactSheetName) }
        return OutputFile(name: contactSheetName, size: data.count, sha256: SHA256.hex(data))
    }

    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw MatchcutError.io(path: path, reason: error.localizedDescription)
        }
    }
}

/// Runs `body`, turning an OutputError into the MatchcutError the CLI presents.
func wrapOutputErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as OutputError {
        throw MatchcutError(error)
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

/// The files workers wrote, gathered from every thread: each worker adds its list once.
final class RecordBox: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [OutputFile] = []

    func add(_ files: [OutputFile]) {
        lock.lock()
        list += files
        lock.unlock()
    }

    var files: [OutputFile] {
        lock.lock()
        defer { lock.unlock() }
        return list
    }
}

/// What a worker hands the video feeder: the frame it drew, when a video takes BGRA, and its
/// YUV planes, when one takes YUV.
struct VideoFrame {
    var frame = Frame(width: 1, height: 1)
    var yuv: [UInt8] = []
}
