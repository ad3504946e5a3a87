import Files
import CBenchPNG
import CCairo
import Foundation
import Geometry
import Matchcut
import Output
import Render

/// The in-process measurements of one scene at one scale, on the same frames the
/// end-to-end runs render.
struct References {
    let scene: CompiledScene
    let scale: Double
    let frames: Int
    let jobs: Int
    let folder: String
    /// Shared by the workers, as in `matchcut render`.
    let images = ImageCache()

    struct StageTimes {
        var sample = 0.0, raster = 0.0, filter = 0.0, deflate = 0.0, container = 0.0, hash = 0.0, write = 0.0
        var pngBytes = 0
    }

    /// Per-frame time of each stage, on one thread.
    func stages() throws -> StageTimes {
        let engine = try RenderEngine()
        let encoder = PNGEncoder()
        var t = StageTimes()
        for i in 0..<frames {
            var start = monotonicSeconds()
            let list = scene.plan.sample(at: scene.time(ofFrame: i)).displayList
            t.sample += monotonicSeconds() - start
            start = monotonicSeconds()
            let frame = Renderer.render(list, scale: scale, engine: engine)
            t.raster += monotonicSeconds() - start
            let data = try encoder.encode(frame)
            t.filter += encoder.lastTimes.filter
            t.deflate += encoder.lastTimes.deflate
            t.container += encoder.lastTimes.container
            start = monotonicSeconds()
            _ = SHA256.hex(data)
            t.hash += monotonicSeconds() - start
            start = monotonicSeconds()
            try RawFile.write(data, to: folder + "/stage.png")
            t.write += monotonicSeconds() - start
            t.pngBytes += data.count
        }
        return t
    }

    /// The frames, drawn once and kept in memory for the encoder-only references.
    func drawAll() -> [Frame] {
        let box = FrameBox(count: frames)
        parallel(frames, jobs: jobs, setUp: { try? RenderEngine(images: images) }) { i, engine in
            let list = scene.plan.sample(at: scene.time(ofFrame: i)).displayList
            box.set(i, Renderer.render(list, scale: scale, engine: engine as! RenderEngine))
        }
        return box.frames
    }

    /// Raster alone on every core: frames/s.
    ///
    /// Starts from Cairo's state at launch, as a `matchcut` process does: Cairo keeps one
    /// glyph cache for the whole process, and after the stage pass it already holds every
    /// glyph of these frames, which would make this reference faster than any fresh render.
    /// For the same reason the photos are decoded afresh, by the workers together before
    /// their first frame, as `matchcut render` decodes them.
    func rasterAlone() -> Double {
        settle()
        cairo_debug_reset_static_data()
        let seconds = timed {
            parallel(frames, jobs: jobs, setUp: freshEngines()) { i, engine in
                _ = Renderer.render(scene.plan.sample(at: scene.time(ofFrame: i)).displayList, scale: scale,
                                    engine: engine as! RenderEngine)
            }
        }
        return Double(frames) / seconds
    }

    /// A worker's set-up for a run that starts as a render does: an engine per worker, on
    /// an image cache of their own that they fill together before drawing.
    private func freshEngines() -> @Sendable () -> AnyObject? {
        let images = ImageCache(), paths = scene.imagePaths
        return {
            let engine = try? RenderEngine(images: images)
            images.decode(paths)
            return engine
        }
    }

    /// The project's PNG encoder alone (filter + deflate + container) on every core.
    func encodeAlone(_ held: [Frame], compression: PNGCompression) -> (fps: Double, bytes: Double) {
        settle()
        let bytes = Sum()
        let seconds = timed {
            parallel(frames, jobs: jobs, setUp: { PNGEncoder(compression: compression) }) { i, encoder in
                let data = try! (encoder as! PNGEncoder).encode(held[i])
                bytes.add(Double(data.count))
            }
        }
        return (Double(frames) / seconds, bytes.value / Double(frames))
    }

    /// Raster + libpng/zlib + write on every core, the usual way.
    func libpng(level: Int32, subOnly: Bool) -> (fps: Double, bytes: Double) {
        settle()
        let bytes = Sum()
        cairo_debug_reset_static_data()  // raster from a cold glyph cache, as in `rasterAlone`
        let seconds = timed {
            parallel(frames, jobs: jobs, setUp: freshEngines()) { i, engine in
                let frame = Renderer.render(scene.plan.sample(at: scene.time(ofFrame: i)).displayList, scale: scale,
                                            engine: engine as! RenderEngine)
                let size = frame.pixels.withUnsafeBufferPointer {
                    mc_bench_libpng_write($0.baseAddress, Int32(frame.width), Int32(frame.height), level,
                                          subOnly ? 1 : 0, folder + "/libpng-\(i % 8).png")
                }
                precondition(size > 0, "libpng failed")
                bytes.add(Double(size))
            }
        }
        return (Double(frames) / seconds, bytes.value / Double(frames))
    }

    /// ffmpeg alone, fed the same raw frames from memory with the same settings.
    /// Frames/s, and ffmpeg's CPU seconds per frame.
    func ffmpegAlone(_ held: [Frame]) throws -> (fps: Double, cpu: Double) {
        settle()
        // BGRA in, as the frames come from the renderer: ffmpeg converts them itself, as it
        // would for any program that hands it frames.
        let encoding = VideoEncoding(format: .mp4, width: held[0].width, height: held[0].height, fps: scene.fps,
                                     input: .bgra)
        let before = childCPU()
        let seconds = try timed {
            let video = try FFmpegProcess(encoding, path: folder + "/alone.mp4")
            for frame in held { try frame.pixels.withUnsafeBytes { try video.write($0) } }
            try video.finish()
        }
        return (Double(frames) / seconds, (childCPU() - before) / Double(frames))
    }
}

final class FrameBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Frame?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ i: Int, _ frame: Frame) {
        lock.lock()
        slots[i] = frame
        lock.unlock()
    }
    var frames: [Frame] { slots.map { $0! } }
}
