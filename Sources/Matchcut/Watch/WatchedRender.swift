import Foundation
import SceneLanguage
import Render

/// `matchcut render --watch`: renders, then renders again each time a scene file or a file a
/// scene reads is saved, until interrupted: the app's source files its `sources(…)` names,
/// its asset catalogs' files (`CompiledScene.filesRead`) and the images it draws.
///
/// Every render goes through the frame cache, so a re-render draws only the frames whose
/// content changed (display list, image contents): the others are placed from the cache as
/// they are, and the videos are encoded again only when a frame of theirs changed, from the
/// changed frames drawn and the others decoded from the cache (frames drawn only for a
/// video are kept there too: `keepsVideoFrames`). Without a cache (one that cannot be used,
/// which the CLI says), every render draws every frame.
public struct WatchedRender {
    public var batch: BatchRender

    public init(batch: BatchRender) {
        self.batch = batch
        self.batch.settings.cache?.keepsVideoFrames = true
    }

    /// Renders now and after every change; reports each render (or its error) to `report`.
    /// Returns only when interrupted.
    public func run(warnings: (String) -> Void, report: (String) -> Void) throws {
        try run(engine: try RenderEngines.current(), warnings: warnings, report: report)
    }

    package func run(engine: RenderEngine, warnings: (String) -> Void, report: (String) -> Void) throws {
        var files = filesRead
        let watcher = try FileWatcher(files: files)
        while !Interrupt.requested {
            // Named again each time: an edit may name other files, and a scene that fails
            // to compile still names them.
            var named = filesRead
            var counted = batch
            let tally = FrameTally()
            counted.tally = tally
            do {
                let manifest = try counted.run(engine: engine, warnings: warnings) { job, _ in
                    named += job.scene.imagePaths
                }
                let frames = manifest.scenes.reduce(0) { $0 + $1.renderedFrames }
                report("rendered \(manifest.scenes.count) scene(s), \(frames) frames (\(tally.drawn) drawn, "
                       + "\(tally.fromCache) from the cache, the rest repeats), into \(batch.outputRoot)/")
            } catch let error as MatchcutError {
                if case .interrupted = error { throw MatchcutError.watchStopped }
                report(error.message + (error.hint.map { "\nhint: " + $0 } ?? ""))
            }
            if named != files {
                files = named
                watcher.watch(files)
            }
            report("watching \(files.count) file(s) for changes (Ctrl-C to stop)")
            while !Interrupt.requested, watcher.waitForChange(timeout: 0.5) == nil {}
        }
        throw MatchcutError.watchStopped
    }

    private var filesRead: [String] {
        batch.sceneFiles.flatMap { CompiledScene.filesRead(path: $0, projectRoot: batch.projectRoot) }
    }
}

extension CompiledScene {
    /// The files the scene at `path` reads besides the images it draws: itself, the app's
    /// source files (`sources(…)`, those `projectRoot` admits) and the files of its asset
    /// catalogs; found from its syntax, so a scene with errors names them too.
    public static func filesRead(path: String, projectRoot: String? = nil) -> [String] {
        SceneCompiler.namedFiles(path: path, projectRoot: projectRoot)
    }
}
