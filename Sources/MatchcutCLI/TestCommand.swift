import Files
import Foundation
import Matchcut

/// `matchcut test <scene|dir>... [--goldens DIR] [--record MODE] [--frames A-B] …`
enum TestCommand {
    static let usage = "matchcut test <scene|dir> ... [--goldens <dir>] [--record <mode>] [--prune] [--frames <a-b>] "
        + "[--threshold <t>] [--max-diff-ratio <r>] [--frame-tolerance <n>] [--include-aa] [-o <dir>] "
        + "[--jobs <n>] [--shard <k/n>] [--filter <glob>] [--only <golden>] [--cache <dir>] [--cache-size <mb>] [--no-cache]"

    static let spec = Subcommand(usage: usage, help: """
    OVERVIEW: Render each scene's key frames and compare them with the stored goldens.

    Key frames are the start, ¼, ½, ¾ and end of every transition, unless the scene names
    its own (a goldens { … } block) or --frames picks frame indices. Goldens live in
    <scene folder>/__goldens__/<scene>/, named t<transition>-p<percent>.png (at-<time>s.png
    for a time the scene names, frame-00012.png with --frames); goldens.json beside them
    keeps each golden's time and the renderer fingerprint that drew it, so a timing change
    fails naming both times, and a renderer change is named part by part.

    A missing golden is recorded, and its frame fails until you have looked at it (run
    again), unless --record was given. An existing golden is never overwritten unless
    --record failed or all asks for it. With CI=true in the environment nothing is
    recorded: a missing golden fails, with a hint to record it locally. Goldens that no
    frame checks any more are reported as orphans; --prune removes them.

    Images match when their bytes or pixels are identical, or when no more than the allowed
    share of pixels differ perceptibly (pixelmatch's YIQ distance above the threshold, not
    counting anti-aliased edges). Each failure keeps expected, actual and diff PNGs (red:
    changed, yellow: anti-aliasing only) and summary.json in <dir>/<scene>/; <dir> also gets
    report.html and junit.xml.

    Exit status: 0 when all frames match, 1 when any fails, a golden is missing in CI, or a
    new golden was recorded without --record; 2 for invalid input or usage (a folder with
    no scenes included).

    USAGE: \(usage)

    ARGUMENTS:
      <scene|dir>             Scene files, or folders of them.

    OPTIONS:
      --goldens <dir>         Where goldens live: <dir>/<scene>/. (default: <scene folder>/__goldens__)
      --appearance <a>        dark or light: every scene in that appearance (keep its goldens
                              apart with --goldens). (default: the scene's appearance(…))
      --dynamic-type <size>   The device's text size setting (xSmall … xxxLarge,
                              accessibility1 … accessibility5): every scene at that size
                              (keep its goldens apart with --goldens; goldens.json records
                              it). (default: the scene's dynamicTypeSize(…), large)
      --ios <version>         17, 18 or 26: every scene drawn as that iOS (goldens.json
                              records it; a run for another version says so when a golden
                              fails). (default: the scene's iOS(…), 18)
      --record <mode>         missing, failed, all or never. Goldens written when asked for
                              pass. (default: missing, and the new goldens fail the run;
                              never when CI=true)
      --prune                 Remove orphaned goldens and their sidecar entries.
      --frames <a-b>          Check frames a to b (indices, both included) instead of key frames.
      --threshold <t>         Per-pixel colour tolerance, 0 to 1. (default: 0.1)
      --max-diff-ratio <r>    Share of pixels allowed to differ, 0 to 1. (default: 0)
      --frame-tolerance <n>   Also accept a frame up to n frames earlier or later. (default: 0)
      --time-tolerance <s>    A key frame whose time moved by more than this from the time
                              its golden shows fails, even when the pictures match. (default: 0.001)
      --include-aa            Count anti-aliased edge pixels as differences.
      -o, --output <dir>      Failure artifacts and reports. (default: output/golden-failures)
      --jobs <n>              Worker threads; the results are the same at any count.
                              (default: the number of cores)
      --shard <k/n>           Check only part k of n of all golden frames, for a CI matrix;
                              combine the reports with 'matchcut merge-reports'.
      --filter <glob>         Only scenes whose name (the file name without .scene) matches;
                              a glob with a '/' matches the path. Repeat for more.
      --only <golden>         Only the frames whose golden file name matches (t0-p050.png,
                              't1-*'); with --record failed, accepts just those. Repeat for more.
      --cache <dir>           Keep passing verdicts here across runs (the frame cache of
                              'render'): a frame whose scene, images, golden file, comparison
                              options and renderer are all unchanged since it last matched
                              passes without being drawn again.
                              (default: $XDG_CACHE_HOME/matchcut or ~/.cache/matchcut)
      --cache-size <mb>       Least recently used entries go beyond this size. (default: 4096)
      --no-cache              Draw and compare every frame; neither read nor fill the cache.
    \(StrictWarnings.help)
      --project-root <dir>    The folder the app's source files named by 'sources(…)'
                              must lie in. (default: the scene's folder)
      -h, --help              Show help information.
    """, run: run)

    static func run(_ arguments: [String]) throws {
        let args = try ArgumentScanner(command: "test", arguments: arguments,
                                       valued: ["--goldens", "--record", "--frames", "--threshold", "--max-diff-ratio",
                                                "--frame-tolerance", "--time-tolerance", "-o", "--output", "--jobs", "--shard", "--filter", "--only",
                                                "--cache", "--cache-size", "--appearance", "--dynamic-type", "--ios", "--project-root"],
                                       flags: ["--include-aa", "--prune", "--no-cache", "--strict"])
        let files = try SceneFiles.expand(args.positional, command: "test", filters: args.values["--filter"] ?? [])
        var requested: RecordMode?
        if let text = args.value("--record") {
            guard let mode = RecordMode(rawValue: text) else {
                throw CommandLineError.invalidValue(option: "--record", value: text,
                                                    expected: "missing, failed, all or never", command: "test")
            }
            requested = mode
        }
        var selection = FrameSelection.keyFrames
        if let text = args.value("--frames") {
            guard let parsed = FrameSelection.parseFrames(text) else {
                throw CommandLineError.invalidValue(option: "--frames", value: text,
                                                    expected: "frame indices 'a-b' with 0 ≤ a ≤ b, or one index", command: "test")
            }
            selection = parsed
        }
        let policy: RecordPolicy
        do {
            policy = try RecordPolicy.resolve(requested: requested, environment: ProcessInfo.processInfo.environment)
            if args.has("--prune"), policy.isCI { throw RecordingRefused(option: "--prune") }
        } catch let refused as RecordingRefused {
            throw MatchcutError.invalidInput(message: refused.message, hint: refused.hint)
        }
        let comparison = ImageComparison(threshold: try args.double("--threshold", in: 0...1) ?? 0.1,
                                         includeAntiAliasing: args.has("--include-aa"),
                                         maxDiffRatio: try args.double("--max-diff-ratio", in: 0...1) ?? 0)
        let artifacts = FailureArtifacts(root: args.value("-o", "--output") ?? "output/golden-failures")
        let options = GoldenTestOptions(goldensRoot: args.value("--goldens"), policy: policy, selection: selection,
                                        comparison: comparison,
                                        frameTolerance: try args.int("--frame-tolerance", in: 0...600) ?? 0,
                                        artifacts: artifacts, prune: args.has("--prune"), only: args.values["--only"] ?? [],
                                        cache: try args.cache(),
                                        appearance: try RenderOptions.appearance(args, command: "test"),
                                        dynamicTypeSize: try RenderOptions.dynamicTypeSize(args, command: "test"),
                                        iosVersion: try RenderOptions.iosVersion(args, command: "test"),
                                        projectRoot: args.value("--project-root"))
        var timed = options
        timed.timeTolerance = try args.double("--time-tolerance", in: 0...3600) ?? GoldenTestOptions.defaultTimeTolerance
        let batch = GoldenBatch(sceneFiles: files, options: timed, jobs: try args.jobs(), shard: try args.shard())
        // A scene's frame lines (FAIL, NEW, ORPHAN) come under its own line.
        let lines = SceneLines()
        var strict = StrictWarnings(enabled: args.has("--strict"))
        let (checked, timings) = try batch.run(warnings: { StandardStreams.error($0) }, log: { lines.add($0) },
                                   sceneDone: { scene in
                                       StandardStreams.output(sceneLine(scene) + "\n")
                                       for line in lines.take() { StandardStreams.output(line + "\n") }
                                   }, compiled: { strict.count($0) })
        var report = checked
        try orphanedScenes(args, files: files, report: report)
        do {
            report = try artifacts.writeReports(report, timings: timings)
            try AcceptRun.writeRenderer(to: artifacts.root)
            try StepSummary.append(report, environment: ProcessInfo.processInfo.environment)
        } catch let error as DescribedError {
            throw MatchcutError.io(path: artifacts.root, reason: error.message)
        }
        StandardStreams.output("report: \(artifacts.reportPath) · junit: \(artifacts.junitPath)\n")
        let environment = ProcessInfo.processInfo.environment
        if GitHubAnnotations.enabled(environment) {
            for line in GitHubAnnotations.lines(report) { StandardStreams.output(line + "\n") }
        }
        guard report.passed else {
            // What the person typed (matchcut.json's defaults apply again when they run it).
            throw failure(report, artifacts: artifacts, ci: policy.isCI,
                          accept: acceptCommand(Array(arguments.dropFirst(ProjectConfig.injected))))
        }
        try strict.check()
    }

    /// Golden folders whose scene is gone, when the run was given whole folders (nothing left
    /// out by `--filter`, `--shard`, `--only` or naming files): reported, removed with `--prune`.
    static func orphanedScenes(_ args: ArgumentScanner, files: [String], report: GoldenRunReport) throws {
        let fm = FileManager.default
        let wholeFolders = args.positional.allSatisfy { path in
            var isFolder: ObjCBool = false
            return fm.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        guard wholeFolders, args.values["--filter"] == nil, args.value("--shard") == nil, args.values["--only"] == nil else { return }
        let roots = args.value("--goldens").map { [$0] }
            ?? (files.map { (parentPath($0) as NSString).appendingPathComponent("__goldens__") }
                + args.positional.map { ($0 as NSString).appendingPathComponent("__goldens__") })
        for folder in OrphanedScenes.find(roots: roots, kept: report.scenes.map(\.goldens)) {
            if args.has("--prune") {
                try OrphanedScenes.remove(folder)
                StandardStreams.output("pruned \(folder): its scene is gone\n")
            } else {
                StandardStreams.output("ORPHAN \(folder): no scene of this run keeps its goldens there (deleted or renamed?); "
                                       + "'--prune' removes it\n")
            }
        }
    }

    /// The command that accepts the failing frames as they are now: this one, with
    /// `--record failed` in place of any `--record`, quoted for a POSIX shell.
    static func acceptCommand(_ arguments: [String]) -> String {
        var kept: [String] = []
        var skip = false
        for a in arguments {
            if skip { skip = false; continue }
            if a == "--record" { skip = true; continue }
            if a.hasPrefix("--record=") { continue }
            kept.append(a)
        }
        return (["matchcut", "test"] + kept + ["--record", "failed"]).map(shellQuoted).joined(separator: " ")
    }

    static func shellQuoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "-_./=:,@%+".unicodeScalars.contains($0) }
        return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// `scenes/shape-morph.scene: 5 of 5 frames match (goldens in …)`.
    static func sceneLine(_ scene: SceneResult) -> String {
        let matched = scene.frames.filter { $0.status == .passed }.count
        let recorded = scene.frames.filter { $0.status == .recorded }.count
        let new = scene.frames.filter { $0.status == .new }.count
        var line = "\(scene.file): \(matched) of \(scene.frames.count) frames match"
        let shifted = scene.frames.filter { $0.status == .passed && $0.frameShift != nil }.count
        if shifted > 0 { line += " (\(shifted) only a few frames earlier or later)" }
        if recorded > 0 { line += ", \(recorded) recorded" }
        if new > 0 { line += ", \(new) new" }
        if !scene.orphans.isEmpty {
            line += ", \(scene.orphans.count) orphaned golden\(scene.orphans.count == 1 ? "" : "s")\(scene.pruned ? " pruned" : "")"
        }
        return line + " (goldens in \(scene.goldens))"
    }

    static func failure(_ report: GoldenRunReport, artifacts: FailureArtifacts, ci: Bool, accept: String) -> MatchcutError {
        let frames = report.scenes.flatMap(\.frames)
        let missing = frames.filter { $0.status == .missing }.count
        let failed = frames.filter { $0.status == .failed }.count
        let new = frames.filter { $0.status == .new }.count
        var parts: [String] = []
        if failed > 0 { parts.append("\(failed) of \(frames.count) frames do not match their goldens") }
        if missing > 0 { parts.append("\(missing) \(missing == 1 ? "golden is" : "goldens are") missing") }
        if new > 0 { parts.append("\(new) new \(new == 1 ? "golden was" : "goldens were") recorded and \(new == 1 ? "is" : "are") not yet accepted") }
        var hint = "see \(artifacts.reportPath)"
        if missing > 0 {
            hint += ci ? "; record missing goldens locally with 'matchcut test <scene>' (without CI=true) and commit them"
                       : "; record missing goldens with '--record missing'"
        }
        if new > 0 { hint += "; look at the new goldens, then run again (or pass '--record missing' to accept new goldens in one run)" }
        // A renderer change fails many frames at once: said once, with what changed.
        let changed = frames.filter { $0.status == .failed && $0.rendererChanged == true }
        if !changed.isEmpty {
            var parts: [String] = []
            for frame in changed { for d in frame.rendererDifferences ?? [] where !parts.contains(d) { parts.append(d) } }
            hint += "; \(changed.count) of the failing frames were drawn by another renderer (\(parts.joined(separator: ", "))), "
                + "an environment difference rather than a UI change"
        }
        if failed > 0 {
            let what = changed.count == failed ? "after a look at the report, accept them all" : "if the change is intended, accept it"
            hint += ci ? "; \(what) on your machine (without CI=true) with: \(accept)" : "; \(what) with: \(accept)"
        }
        return .goldenMismatch(summary: parts.joined(separator: " and "), hint: hint)
    }
}

/// The frame lines of the scene being finished, held until its own line is printed.
private final class SceneLines: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()

    func add(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        lines.append(line)
    }

    func take() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        defer { lines = [] }
        return lines
    }
}
