import Foundation
import Golden
import Output
import Render

/// Renders a scene's golden frames and checks each against its golden, recording goldens
/// as the record policy allows, keeping artifacts for every failure, and reporting (or,
/// with `--prune`, removing) the goldens no frame checks any more.
public struct GoldenTestRunner {
    public let options: GoldenTestOptions
    /// Receives one line for each thing worth telling: a failure, a golden written.
    let log: (String) -> Void

    public init(options: GoldenTestOptions, log: @escaping (String) -> Void = { print($0) }) {
        self.options = options
        self.log = log
    }

    /// Checks one compiled scene. Throws only for what stops the run (a golden that is not a
    /// PNG, a folder that cannot be written); a mismatch is a result.
    public func run(_ scene: CompiledScene, file: String) throws -> SceneResult {
        try run(scene, file: file, engine: RenderEngines.current())
    }

    package func run(_ scene: CompiledScene, file: String, engine: RenderEngine) throws -> SceneResult {
        let check = try begin(scene, file: file)
        let render = GoldenRun(scene: scene, engine: engine)
        let outcomes = try check.frames.map { try check.run($0, render: render) }
        check.check.verdicts?.cache.trim()
        return try finish(check, frames: check.frames, outcomes: outcomes, findsOrphans: true)
    }

    /// Reads what the scene's check needs before any frame is drawn, and empties the
    /// scene's artifact folder, so that a report never shows images of an earlier run.
    func begin(_ scene: CompiledScene, file: String) throws -> SceneCheck {
        let store = GoldenStore(forScene: file, name: scene.name, root: options.goldensRoot)
        try options.artifacts.clear(scene: scene.name)
        return SceneCheck(check: FrameCheck(options: options, scene: scene, file: file, store: store,
                                            sidecar: try GoldenSidecar.read(from: store.folder),
                                            verdicts: try VerdictCache(options: options, scene: scene)),
                          frames: try options.selection.requests(for: scene))
    }

    /// Prints the frames' lines in order, finds the orphans (removing them with `--prune`),
    /// and brings the sidecar up to date. The scene's summary is written with the reports.
    /// `frames` are the ones checked (a shard's part of the scene's); `findsOrphans` is true
    /// for one shard of a scene only, the one holding its first frame.
    func finish(_ check: SceneCheck, frames: [FrameRequest], outcomes: [FrameCheck.Outcome],
                findsOrphans: Bool) throws -> SceneResult {
        let scene = check.check.scene, store = check.check.store
        var result = SceneResult(name: scene.name, file: check.check.file, goldens: store.folder,
                                 frames: outcomes.map(\.result))
        outcomes.flatMap(\.lines).forEach(log)
        if let sidecar = check.check.sidecar, outcomes.contains(where: { $0.result.status == .failed }) {
            let then = sidecar.settings.dynamicTypeSize ?? "large", now = GoldenSidecar.Settings(scene).dynamicTypeSize ?? "large"
            if then != now {
                log("  the goldens were drawn at text size \(then) and this run at \(now) (--dynamic-type, or the scene's "
                    + "dynamicTypeSize(…)): test at the goldens' size, or keep each size's goldens apart with --goldens")
            }
            let drawnFor = sidecar.settings.iosVersion, drawing = GoldenSidecar.Settings(scene).iosVersion
            if drawnFor != drawing {
                log("  the iOS version changed: the goldens were drawn for iOS \(drawnFor) and this run draws iOS \(drawing) "
                    + "(--ios, or the scene's iOS(…)): test for the goldens' version, or record the new version's goldens "
                    + "apart with --goldens")
            }
        }
        let checked = Set(check.frames.map(\.fileName))
        if findsOrphans {
            result.orphans = store.orphans(checked: checked, selection: options.selection, frameCount: scene.frameCount,
                                           recorded: Set(check.check.sidecar?.frames.keys ?? [:].keys))
        }
        for orphan in result.orphans {
            if options.prune {
                try store.remove(orphan.name)
                log("  pruned \(store.path(of: orphan.name))")
            } else {
                log("  ORPHAN \(GoldenMessages.orphan(orphan))")
            }
        }
        result.pruned = options.prune && !result.orphans.isEmpty
        if options.policy.writes || options.prune { try updateSidecar(check, frames: frames, outcomes: outcomes) }
        return result
    }

    /// Notes every golden written, and every golden that matched but was not noted yet (as
    /// after a migration), under this renderer's fingerprint; forgets files that are gone.
    /// `--record all` also notes a matching golden whose time changed. The sidecar is read
    /// again first, so that shards of one scene run side by side keep each other's notes.
    func updateSidecar(_ check: SceneCheck, frames: [FrameRequest], outcomes: [FrameCheck.Outcome]) throws {
        let scene = check.check.scene, store = check.check.store
        let old = try GoldenSidecar.read(from: store.folder)
        var sidecar = old ?? GoldenSidecar(scene: scene.name, settings: .init(scene))
        sidecar.scene = scene.name
        for (frame, outcome) in zip(frames, outcomes) {
            let unnoted = outcome.result.status == .passed && sidecar.frames[frame.fileName] == nil
            let moved = options.policy.rewritesPassing && outcome.result.goldenTime != nil
            guard outcome.wroteGolden || outcome.acceptedTime || unnoted || moved else { continue }
            sidecar.settings = .init(scene)
            sidecar.note(frame.fileName, frame: frame, fingerprint: .current)
        }
        sidecar.keep(only: Set(store.pngNames))
        guard sidecar != old, old != nil || !sidecar.frames.isEmpty else { return }
        try sidecar.write(to: store.folder)
    }
}

/// A scene's check between `begin` and `finish`: how to check a frame, and which frames.
struct SceneCheck {
    let check: FrameCheck
    let frames: [FrameRequest]

    func run(_ frame: FrameRequest, render: GoldenRun) throws -> FrameCheck.Outcome {
        try check.timed(frame, render: render)
    }
}
