import Files
import Foundation
import Output
import Render

/// `matchcut render`: many scenes into `<output>/<scene>/`, then `<output>/manifest.json`.
///
/// Every scene is compiled first, so a scene with errors stops the run before any output
/// changes, and the progress bar knows the total. Every scene folder is then claimed
/// (`OutputRun`: only folders Matchcut made are replaced, never an input). Scenes render one
/// after another, each on every core, into the run's staging folder; all of them and the
/// manifest are swapped in together at the end.
public struct BatchRender {
    public var sceneFiles: [String]
    public var outputRoot: String
    public var settings: RenderSettings
    public var shard: Shard?
    public var progress: Progress?
    /// Counts the distinct frames drawn and taken from the frame cache, when given.
    public var tally: FrameTally?
    /// `--project-root`: the folder the scenes' `sources(…)` files must lie in (nil: each
    /// scene's own folder).
    public var projectRoot: String?

    public init(sceneFiles: [String], outputRoot: String, settings: RenderSettings, shard: Shard? = nil,
                progress: Progress? = nil) {
        self.sceneFiles = sceneFiles
        self.outputRoot = outputRoot
        self.settings = settings
        self.shard = shard
        self.progress = progress
    }

    /// Renders everything and writes the manifest. `loaded` hears of each scene's warnings;
    /// `rendered` of each scene folder written.
    @discardableResult
    public func run(warnings: (String) -> Void = { _ in },
                    rendered: (SceneJob, String) -> Void = { _, _ in }) throws -> Manifest {
        try run(engine: try RenderEngines.current(), warnings: warnings, rendered: rendered)
    }

    /// Asks glibc's malloc to keep large buffers in its arenas (`AllocatorPolicy`): process-wide,
    /// so a program calls it once, before rendering; the CLI does for every render.
    public static func keepLargeBuffers() {
        AllocatorPolicy.keepLargeBuffers()
    }

    @discardableResult
    package func run(engine: RenderEngine, warnings: (String) -> Void = { _ in },
                    rendered: (SceneJob, String) -> Void = { _, _ in }) throws -> Manifest {
        // Nothing is written until every scene is loaded: a signal meanwhile ends the run at once.
        let whole = try Interrupt.beforeAnyOutput { try loadJobs(engine: engine, warnings: warnings) }
        if settings.writesPNG, settings.compression == .fast, !PNGEncoder.fastBytesAreReproducible {
            warnings("warning: this build compresses PNGs with ISA-L's assembly match finder, whose bytes "
                     + "vary from run to run (pixels do not)\nhint: link matchcut as `make build` does, or use "
                     + "--png-compression small; docs/output.md explains")
        }
        let total = whole.reduce(0) { $0 + $1.requests.count }
        if let shard, shard.count > Shard.maxCount(frames: total) {
            throw MatchcutError.invalidSelection(
                reason: "'--shard \(shard)' splits \(total) frames into \(shard.count) shards",
                hint: "use at most \(Shard.maxCount(frames: total)) shards: one a frame, or 256 for a shorter render")
        }
        let jobs = shard?.split(whole) ?? whole
        let run = try OutputRun(root: outputRoot)
        let previous = run.currentManifest()
        for (job, source) in zip(jobs, sceneFiles) where !job.requests.isEmpty {
            try run.claim(job.scene.name, source: source, inputs: inputs(of: job.scene, source: source), manifest: previous)
        }
        progress?.begin(frames: jobs.reduce(0) { $0 + $1.requests.count })
        var entries: [Manifest.Scene] = []
        var written: [(SceneJob, String)] = []
        for ((job, full), source) in zip(zip(jobs, whole), sceneFiles) {
            var files: [OutputFile] = []
            if !job.requests.isEmpty {
                let folder = outputRoot + "/" + job.scene.name
                progress?.beginScene(job.scene.name)
                files = try FrameSequenceWriter.render(job, staging: run.stagingPath(job.scene.name), progress: progress, tally: tally)
                progress?.sceneDone(job.scene.name, folder: folder, frames: job.requests.count)
                written.append((job, folder))
            }
            // The scene as a whole, so that every shard's manifest describes it alike.
            entries.append(Manifest.Scene(full, source: source, files: files))
        }
        let manifest = Manifest(settings: settings, shard: shard, scenes: entries)
        try run.commit(manifest: try manifest.json())
        for (job, folder) in written { rendered(job, folder) }
        progress?.finish()
        return manifest
    }

    /// What rendering `scene` reads, which its output folder may neither be nor hold: the
    /// scene file, its folder (and so its assets and goldens) and the images it draws.
    private func inputs(of scene: CompiledScene, source: String) -> [String] {
        [source, parentPath(source)] + scene.imagePaths
    }

    private func loadJobs(engine: RenderEngine, warnings: (String) -> Void) throws -> [SceneJob] {
        var seen: [String: String] = [:]
        var said: [String] = []
        defer { if !said.isEmpty { warnings(WarningDigest.merged(said)) } }
        return try sceneFiles.map { file in
            if Interrupt.requested { throw MatchcutError.interrupted }
            let scene = try CompiledScene.load(path: file, engine: engine, fps: settings.fps, appearance: settings.appearance,
                                               dynamicTypeSize: settings.dynamicTypeSize, iosVersion: settings.iosVersion, projectRoot: projectRoot)
            if !scene.warnings.isEmpty { said.append(scene.warnings) }
            if let other = seen[scene.name] {
                throw MatchcutError.invalidSelection(
                    reason: "'\(other)' and '\(file)' would both render into '\(outputRoot)/\(scene.name)'",
                    hint: "give scene files distinct names, or render them into different output folders")
            }
            seen[scene.name] = file
            return try SceneJob(scene: scene, settings: settings)
        }
    }
}
