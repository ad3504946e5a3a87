import Files
import Foundation
import ImageFiles
import Motion
import Output

/// What a live preview shows of a compiled scene (`matchcut preview`): the frame at a time of
/// its timeline, or one of its named layouts at rest, as a PNG at the preview's scale, and
/// that frame's elements as `matchcut trace` writes them.
///
/// Frames are drawn with the calling thread's render engine: use one `PreviewFrames` from one
/// thread. Each layout is planned once per `generation` of the scene (the preview bumps the
/// generation when it compiles the scene again).
public final class PreviewFrames {
    /// Pixels per point of the frames.
    public let scale: Double
    private let encoder = PNGEncoder(compression: .fast)
    private var layoutPlans: [String: MotionPlan] = [:]
    private var layoutGeneration = 0

    public init(scale: Double) {
        self.scale = scale
    }

    /// The PNG of `scene`'s frame at `time` (clamped to the timeline), or of `layout` at rest;
    /// nil when the layout cannot be laid out or the frame cannot be drawn or encoded. Check
    /// `CompiledScene.frameProblem(scale:scaleSource:)` first: a frame over render's limits
    /// is the caller's to refuse.
    public func png(of scene: CompiledScene, generation: Int, at time: Double, layout: String?) -> Data? {
        guard let sample = sample(of: scene, generation: generation, at: time, layout: layout),
              let drawer = try? FrameDrawer(scale: scale) else { return nil }
        return try? encoder.encode(drawer.draw(sample.displayList))
    }

    /// The elements of the same frame `png(of:generation:at:layout:)` draws, as `matchcut
    /// trace` lists them; nil when the layout cannot be laid out.
    public func elements(of scene: CompiledScene, generation: Int, at time: Double, layout: String?) -> [Trace.Element]? {
        sample(of: scene, generation: generation, at: time, layout: layout)?.elements.map(Trace.element)
    }

    private func sample(of scene: CompiledScene, generation: Int, at time: Double, layout: String?) -> SampledFrame? {
        guard let layout, !layout.isEmpty else { return scene.plan.sample(at: min(max(0, time), scene.plan.duration)) }
        if generation != layoutGeneration {
            layoutPlans = [:]
            layoutGeneration = generation
        }
        if let plan = layoutPlans[layout] { return plan.sample(at: 0) }
        guard let engine = try? RenderEngines.current(), let snapshot = try? scene.snapshot(layout: layout, engine: engine) else { return nil }
        let plan = MotionPlan(initial: snapshot, changes: [], timelineEnd: 0)
        layoutPlans[layout] = plan
        return plan.sample(at: 0)
    }
}

extension PreviewFrames {
    /// The bytes of the golden `name` (a key frame's file name, never a path) of `scene`, read
    /// from the scene file's `__goldens__` folder, or nil. A golden is input: it is served only
    /// when it is a regular file, not a link, within the PNG reader's size limit, that starts
    /// as a PNG does (issue 28, finding 7).
    public static func goldenPNG(named name: String, of scene: CompiledScene, file: String) -> Data? {
        guard PathComponent.problem(name) == nil else { return nil }
        let folder = GoldenStore(forScene: file, name: scene.name, root: nil).folder
        guard let data = try? InputFile.read(folder + "/" + name, limit: PNGReader.maxFileBytes, links: .refuse),
              data.starts(with: PNGChunks.signature) else { return nil }
        return data
    }
}
