import Foundation
import Golden
import Render

/// `matchcut test` over many scenes: every scene compiled first (so an invalid scene stops
/// the run before any golden changes), the golden frames of all of them split into this
/// shard's part, checked on `jobs` worker threads, and each scene finished in path order.
///
/// Frames are pure functions of time and each check writes only its own files, so the
/// results, the lines printed and every file written are the same at any `jobs`; a frame's
/// outcome waits in its slot until its scene's turn comes.
public struct GoldenBatch {
    public var sceneFiles: [String]
    public var options: GoldenTestOptions
    public var jobs: Int
    public var shard: Shard?

    public init(sceneFiles: [String], options: GoldenTestOptions, jobs: Int = 1, shard: Shard? = nil) {
        self.sceneFiles = sceneFiles
        self.options = options
        self.jobs = max(1, jobs)
        self.shard = shard
    }

    /// Checks everything and returns the run's report (the scenes this shard touched) and
    /// how long each frame took. `warnings` hears each scene's warnings; `log`, every line
    /// about a frame; `sceneDone`, each scene as it is finished, in order.
    public func run(warnings: (String) -> Void = { _ in }, log: @escaping (String) -> Void = { print($0) },
                    sceneDone: (SceneResult) -> Void = { _ in },
                    compiled: (CompiledScene) -> Void = { _ in }) throws -> (report: GoldenRunReport, timings: GoldenTimings) {
        let runner = GoldenTestRunner(options: options, log: log)
        let scenes = try compile(warnings: warnings)
        for scene in scenes { compiled(scene.scene) }
        let checks = try scenes.map { try runner.begin($0.scene, file: $0.file) }
        let items = selectedItems(checks)
        if !options.only.isEmpty, items.allSatisfy(\.frames.isEmpty) {
            let quoted = options.only.map { "'--only \($0)'" }.joined(separator: ", ")
            throw MatchcutError.invalidInput(message: "no golden frame matches \(quoted)",
                                             hint: "'--only' takes golden file names or globs of them, such as 't0-p050.png' or 't1-*'")
        }
        var report = GoldenRunReport(comparison: options.comparison, frameTolerance: options.frameTolerance,
                                     record: options.policy.mode, shard: shard?.description)
        var timings = GoldenTimings()
        let slots = OutcomeSlots(items.map { $0.frames.count })
        let workers = startWorkers(checks, items: items, slots: slots)
        do {
            for (position, item) in items.enumerated() where !item.frames.isEmpty {
                let check = checks[item.scene]
                let outcomes = try slots.wait(position)
                for outcome in outcomes { timings.note(outcome.seconds, scene: check.check.file, frame: outcome.result.name) }
                let result = try runner.finish(check, frames: item.frames.map { check.frames[$0] }, outcomes: outcomes,
                                               findsOrphans: item.frames.first == 0 && options.only.isEmpty)
                report.scenes.append(result)
                sceneDone(result)
            }
        } catch {
            slots.fail(error)
            workers.wait()
            throw error
        }
        workers.wait()
        checks.lazy.compactMap(\.check.verdicts).first?.cache.trim()
        return (report, timings)
    }

    /// Compiles every scene on this thread; two scenes of one name would share an artifact folder.
    func compile(warnings: (String) -> Void) throws -> [(scene: CompiledScene, file: String)] {
        let engine = try RenderEngines.make()
        var seen: [String: String] = [:]
        var said: [String] = []
        defer { if !said.isEmpty { warnings(WarningDigest.merged(said)) } }
        return try sceneFiles.map { file in
            let scene = try CompiledScene.load(path: file, engine: engine, appearance: options.appearance,
                                               dynamicTypeSize: options.dynamicTypeSize, iosVersion: options.iosVersion, projectRoot: options.projectRoot)
            if !scene.warnings.isEmpty { said.append(scene.warnings) }
            if let other = seen[scene.name] {
                throw MatchcutError.invalidSelection(
                    reason: "'\(other)' and '\(file)' are both named '\(scene.name)': their failures would share "
                        + "'\(options.artifacts.root)/\(scene.name)'",
                    hint: "give scene files distinct names, or test them in separate runs with different '-o' folders")
            }
            seen[scene.name] = file
            return (scene, file)
        }
    }

    /// Each scene's frames this shard checks, as indices into its frames: all of them
    /// without a shard; with one, its part of the list of every scene's frames in order;
    /// then only those `--only` names.
    func selectedItems(_ checks: [SceneCheck]) -> [Item] {
        shardItems(checks).map { item in
            Item(scene: item.scene, frames: item.frames.filter { options.checks(checks[item.scene].frames[$0].fileName) })
        }
    }

    func shardItems(_ checks: [SceneCheck]) -> [Item] {
        let mine = shard?.range(of: checks.reduce(0) { $0 + $1.frames.count })
        var start = 0
        return checks.enumerated().map { index, check in
            let positions = start ..< start + check.frames.count
            start = positions.upperBound
            guard let mine else { return Item(scene: index, frames: Array(check.frames.indices)) }
            let lower = max(mine.lowerBound, positions.lowerBound), upper = min(mine.upperBound, positions.upperBound)
            let first = positions.lowerBound
            return Item(scene: index, frames: lower < upper ? Array((lower - first)..<(upper - first)) : [])
        }
    }

    struct Item {
        var scene: Int
        /// Indices into the scene's frames, in order.
        var frames: [Int]
    }

    /// `jobs` threads, each with its own render engine (Pango font maps are never shared),
    /// claiming frames in order and putting each outcome in its slot.
    func startWorkers(_ checks: [SceneCheck], items: [Item], slots: OutcomeSlots) -> DispatchGroup {
        let work = items.enumerated().flatMap { position, item in item.frames.indices.map { (position, $0) } }
        let counter = PositionCounter(end: work.count)
        let group = DispatchGroup()
        for _ in 0..<min(jobs, max(1, work.count)) {
            group.enter()
            let thread = Thread {
                defer { group.leave() }
                do {
                    let engine = try RenderEngines.make()
                    while !slots.hasFailed, let next = counter.claim() {
                        let (position, slot) = work[next]
                        let item = items[position], check = checks[item.scene]
                        let frame = check.frames[item.frames[slot]]
                        slots.put(try check.run(frame, render: GoldenRun(scene: check.check.scene, engine: engine)),
                                  position: position, slot: slot)
                    }
                } catch {
                    slots.fail(error)
                }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        return group
    }
}

/// Where workers leave each frame's outcome, and where the run waits for a scene's.
final class OutcomeSlots: @unchecked Sendable {
    private let condition = NSCondition()
    private var outcomes: [[FrameCheck.Outcome?]]
    private var error: Error?

    init(_ counts: [Int]) {
        outcomes = counts.map { Array(repeating: nil, count: $0) }
    }

    var hasFailed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return error != nil
    }

    func put(_ outcome: FrameCheck.Outcome, position: Int, slot: Int) {
        condition.lock()
        outcomes[position][slot] = outcome
        condition.broadcast()
        condition.unlock()
    }

    func fail(_ error: Error) {
        condition.lock()
        if self.error == nil { self.error = error }
        condition.broadcast()
        condition.unlock()
    }

    /// Every outcome of item `position`, once all are in; the first error if a worker failed.
    func wait(_ position: Int) throws -> [FrameCheck.Outcome] {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let error { throw error }
            let done = outcomes[position].compactMap { $0 }
            if done.count == outcomes[position].count { return done }
            condition.wait()
        }
    }
}
