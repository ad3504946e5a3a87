import Drawing
import Foundation
import ImageFiles
import Geometry
import Output
import Render

/// One worker thread of a render: it claims the plan's distinct frames in order and takes
/// each through draw → encode → write (the plan has sampled it), writing its PNG for every
/// frame equal to it, then hands it to the video feed when there is one. A frame the cache
/// holds is not drawn: its PNG is placed, and decoded for the feed when it is opaque.
///
/// A worker's RenderEngine is made on its own thread and never leaves it (Pango font maps
/// must never be shared: platform notes). Everything it keeps between frames (the frame it
/// draws into, the ring of a banded frame, the records of the files it wrote) is its own.
final class FrameWorker {
    let job: SceneJob
    let plan: FramePlan
    let output: SceneOutput
    let feed: VideoFeed?
    let cache: FrameCache?
    let tally: FrameTally?
    private let drawer: FrameDrawer
    private let encoder: PNGEncoder
    private let decoder = OpaquePNGDecoder()
    private var drawn = 0, fromCache = 0
    /// Kept between frames and drawn into in place; see `VideoFeed.hand`.
    private var frame = Frame(width: 1, height: 1)
    private var item = VideoFrame()
    private var ring: BandRing?
    /// Gathered here and handed over once: no lock shared with other workers per frame.
    private var written: [OutputFile] = []

    /// Must be called on the thread that runs the worker. The scene's photos decode side by
    /// side on every worker before anyone draws.
    init(_ job: SceneJob, plan: FramePlan, output: SceneOutput, feed: VideoFeed?, cache: FrameCache?,
         tally: FrameTally?, images: ImageCache) throws {
        self.job = job
        self.plan = plan
        self.output = output
        self.feed = feed
        self.cache = cache
        self.tally = tally
        drawer = FrameDrawer(engine: try RenderEngines.make(images: images), scale: job.scale)
        images.decode(job.scene.imagePaths)
        encoder = PNGEncoder(compression: job.settings.compression)
    }

    /// Renders units of the plan until none is left, a worker has failed, the feed was
    /// cancelled or the user interrupted.
    func run(counter: PositionCounter, failures: FailureBox, progress: Progress?) throws {
        defer {
            output.add(written)
            tally?.add(drawn: drawn, fromCache: fromCache)
        }
        while let index = counter.claim() {
            if failures.hasFailed { return }
            if Interrupt.requested { throw MatchcutError.interrupted }
            guard try render(index) else { return }
            for _ in plan.units[index].positions { progress?.frameDone() }
        }
    }

    /// Unit `index` of the plan drawn (or taken from the cache), encoded, written as each of
    /// its frames and handed to the feed. False when the feed was cancelled.
    private func render(_ index: Int) throws -> Bool {
        let unit = plan.units[index]
        let names = unit.positions.map { job.requests[$0].fileName }
        let key = plan.keys?[index]
        let writesPNG = job.settings.writesPNG
        // Every video was placed from the cache and no PNG is asked for: nothing to make.
        if feed == nil, !writesPNG { return true }
        if let key, let cache, let hit = cache.lookup(key) {
            // A video needs the pixels: an opaque frame decodes from its PNG exactly (a
            // translucent one, or an entry whose bytes are not what was stored, is drawn).
            if let feed {
                guard let png = cache.contents(of: hit), decoder.decode(png, into: &frame) else { return try draw(index) }
                try place(hit, as: names)
                return feed.hand(index, frame: &frame, item: &item)
            }
            try place(hit, as: names)
            return true
        }
        return try draw(index)
    }

    /// The cached frame `hit` placed under each of `names`, when the job writes PNG frames.
    private func place(_ hit: FrameCache.Entry, as names: [String]) throws {
        fromCache += 1
        guard job.settings.writesPNG, let cache else { return }
        for name in names {
            try cache.place(hit, at: output.stagedPath(name))
            written.append(OutputFile(name: name, size: hit.size, sha256: hit.sha256))
        }
    }

    /// Unit `index` drawn, written as each of its frames, kept in the cache and handed to the feed.
    private func draw(_ index: Int) throws -> Bool {
        let unit = plan.units[index]
        let names = unit.positions.map { job.requests[$0].fileName }
        let key = plan.keys?[index]
        drawn += 1
        // A frame drawn only for a video is kept too when the cache asks for it (--watch).
        let keeps = !job.settings.writesPNG && key != nil && cache?.location.keepsVideoFrames == true
        if let png = try draw(unit.list, encoding: job.settings.writesPNG || keeps) {
            if let key, let cache, keeps {
                cache.store(png, sha256: SHA256.hex(png), key: key)
            } else {
                let record = try output.write(png, as: names[0])
                written.append(record)
                for name in names.dropFirst() { written.append(try output.write(png, as: name, sameAs: record)) }
                if let key, let cache { cache.store(fileAt: output.stagedPath(names[0]), sha256: record.sha256, key: key) }
            }
        }
        return feed?.hand(index, frame: &frame, item: &item) ?? true
    }

    /// Draws `list` and returns its PNG when `encoding`. A PNG-only job draws each band of
    /// rows as the encoder asks for it, while it is in the cache; with a video, the whole
    /// frame is drawn into `frame`, which the feed then takes.
    private func draw(_ list: DisplayList, encoding: Bool) throws -> Data? {
        if encoding && feed == nil { return try encodeAsDrawn(list) }
        drawer.draw(list, into: &frame)
        return encoding ? try wrapOutputErrors { try encoder.encode(frame) } : nil
    }

    /// `list`'s PNG, each band drawn as the encoder asks for it: into `ring` (made or remade
    /// for the frame's size), or into `frame` when the kernel refuses a ring.
    private func encodeAsDrawn(_ list: DisplayList) throws -> Data {
        let (width, height) = drawer.pixelSize(of: list)
        if ring?.width != width || ring?.height != height {
            ring = BandRing(width: width, height: height, rowsPerBand: Renderer.Bands.rowsPerBand(width: width))
        }
        func encode(into pixels: UnsafeMutableRawPointer) throws -> Data {
            let bands = drawer.bands(of: list, into: pixels)
            return try wrapOutputErrors {
                try encoder.encode(width: width, height: height, pixels: pixels.assumingMemoryBound(to: UInt8.self),
                                   bandRows: bands.rowsPerBand) { rows in bands.draw(rows: rows) }
            }
        }
        if let ring { return try encode(into: ring.pixels) }
        frame.resize(width: width, height: height)
        return try frame.pixels.withUnsafeMutableBytes { try encode(into: $0.baseAddress!) }
    }
}
