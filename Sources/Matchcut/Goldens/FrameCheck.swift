import Files
import Foundation
import Geometry
import Golden
import Output

/// One golden frame checked: render it; without a golden, record it or fail; with one,
/// compare (trying neighbouring frames within the tolerance), then pass, overwrite or fail.
///
/// A check touches only its own golden and artifact files and returns everything else (its
/// result, the lines to print, whether it wrote its golden), so frames can be checked on
/// any thread in any order and the run still prints and records the same.
struct FrameCheck {
    let options: GoldenTestOptions
    let scene: CompiledScene
    let file: String
    let store: GoldenStore
    /// The goldens' sidecar as it was before the run (nil when there is none).
    let sidecar: GoldenSidecar?
    /// Passes kept across runs (`--cache`); nil checks every frame by drawing it.
    var verdicts: VerdictCache? = nil

    struct Outcome: Sendable {
        var result: FrameResult
        /// What to print, in order.
        var lines: [String]
        /// The golden file was written by this check.
        var wroteGolden: Bool
        /// How long the check took (for JUnit's `time`; nothing else depends on it).
        var seconds: Double = 0
        /// The verdict came from the cache: the frame was not drawn.
        var reusedVerdict = false
        /// The golden's picture was kept and its new time is to be noted (`--record failed|all`
        /// on a frame that failed on its time alone).
        var acceptedTime = false
    }

    /// Checks `frame` and notes how long that took.
    func timed(_ frame: FrameRequest, render: GoldenRun) throws -> Outcome {
        let start = DispatchTime.now().uptimeNanoseconds
        var outcome = try run(frame, render: render)
        outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return outcome
    }

    /// The line of the timeline change the frame belongs to: its transition's, or the last
    /// change at or before its time; nil before any change, or when the line is unknown.
    func line(of frame: FrameRequest) -> Int? {
        let changes = scene.plan.changes
        guard let index = frame.transition ?? changes.lastIndex(where: { $0.time <= frame.time }),
              changes.indices.contains(index), changes[index].location.line > 0 else { return nil }
        return changes[index].location.line
    }

    func run(_ frame: FrameRequest, render: GoldenRun) throws -> Outcome {
        let path = store.path(of: frame.fileName)
        // Drawn only when needed: a pass found in the verdict cache is not drawn at all.
        var drawn: Frame?
        func actualFrame() -> Frame {
            if drawn == nil { drawn = render.frame(at: frame.time) }
            return drawn!
        }
        // Encoded only when written (a record, an artifact) or compared byte for byte (when
        // `--record all` must tell an identical file from identical pixels).
        var encoded: Data?
        func actualPNG() throws -> Data {
            if let encoded { return encoded }
            let png = try render.png(of: actualFrame())
            encoded = png
            return png
        }
        var out = Outcome(result: FrameResult(name: frame.fileName, time: frame.time, status: .passed, message: "", golden: path),
                          lines: [], wroteGolden: false)
        out.result.line = line(of: frame)
        let action = options.policy.action(goldenExists: store.exists(frame.fileName))

        // Step 1: no golden.
        switch action {
        case .failMissing:
            out.result.status = .missing
            out.result.message = GoldenMessages.missingGolden(path) + "; " + GoldenMessages.recordHint(scene: file)
            out.result.artifacts = try keep(frame, expected: nil, actual: try actualPNG(), diff: nil)
            out.lines.append("  MISSING \(frame.fileName): \(out.result.message)")
            return out
        case .recordMissing:
            try store.write(try actualPNG(), as: frame.fileName)
            out.wroteGolden = true
            if options.policy.requested {
                out.result.status = .recorded
                out.result.message = "recorded a new golden"
                out.lines.append("  recorded \(path) (new)")
            } else {
                out.result.status = .new
                out.result.message = GoldenMessages.newGolden
                out.result.artifacts = try keep(frame, expected: nil, actual: try actualPNG(), diff: nil)
                // The advice is the run's closing hint, once, not on every new frame's line.
                out.lines.append("  NEW \(frame.fileName): recorded \(path)")
            }
            return out
        case .compare, .compareThenOverwrite:
            break
        }

        // Step 2: compare, at the frame's own time and then within the tolerance.
        let golden: ComparedImage
        switch readGolden(path) {
        case .success(let image): golden = image
        case .failure(let error) where action == .compareThenOverwrite:
            // A golden that cannot be read failed too: `--record failed` replaces it.
            try store.write(try actualPNG(), as: frame.fileName)
            out.wroteGolden = true
            out.result.status = .recorded
            out.result.message = "replaced the golden, which could not be read: \(error.message)"
            out.lines.append("  recorded \(path) (replaced; it could not be read: \(error.message))")
            return out
        case .failure(let error): throw error
        }
        let compared = try compare(golden, frame: frame, render: render, actual: actualFrame, png: actualPNG)
        let own = compared.own, comparison = compared.chosen
        out.result.frameShift = compared.shift
        out.reusedVerdict = compared.reused
        out.result.take(comparison)
        if let recorded = sidecar?.frames[frame.fileName]?.time, abs(recorded - frame.time) > 1e-6 {
            out.result.goldenTime = recorded
        }
        out.result.message = (out.result.frameShift.map { GoldenMessages.shifted($0, fps: scene.fps) + ": " } ?? "")
            + comparison.sentence

        // Step 3: pass (rewriting under `--record all`), overwrite under `--record failed|all`, or fail.
        // A key frame that moved in time fails even when its picture matches.
        let moved = (sidecar?.frames[frame.fileName]?.time).map { abs($0 - frame.time) > options.timeTolerance } ?? false
        if comparison.passed, moved, let recorded = out.result.goldenTime {
            let timing = GoldenMessages.timingChanged(golden: recorded, now: frame.time)
            if action == .compareThenOverwrite || options.policy.rewritesPassing {
                out.result.status = .recorded
                if comparison.verdict == .identicalBytes || comparison.verdict == .identicalPixels {
                    // The same picture: the file is kept, its new time noted in goldens.json.
                    out.acceptedTime = true
                    out.result.message = "noted the golden's new time: \(timing)"
                    out.lines.append("  noted \(path) (\(timing))")
                } else {
                    try store.write(try actualPNG(), as: frame.fileName)
                    out.wroteGolden = true
                    out.result.message = "rewrote the golden: \(timing)"
                    out.lines.append("  recorded \(path) (rewritten: \(timing))")
                }
                return out
            }
            out.result.status = .failed
            out.result.message = "\(timing), beyond the allowed \(GoldenMessages.seconds(options.timeTolerance)) s; the pictures match (\(comparison.sentence))"
            out.result.artifacts = try keep(frame, expected: golden.pngBytes, actual: try actualPNG(), diff: nil)
            out.lines.append("  FAIL \(frame.fileName) (\(GoldenMessages.times(now: frame.time, golden: recorded))): \(out.result.message)")
            return out
        }
        if comparison.passed {
            if options.policy.rewritesPassing, comparison.verdict != .identicalBytes || out.result.frameShift != nil {
                try store.write(try actualPNG(), as: frame.fileName)
                out.wroteGolden = true
                out.result.status = .recorded
                out.result.message = "rewrote the golden (\(comparison.sentence))"
                out.lines.append("  recorded \(path) (rewritten: \(comparison.sentence))")
            }
            return out
        }
        if action == .compareThenOverwrite {
            try store.write(try actualPNG(), as: frame.fileName)
            out.wroteGolden = true
            out.result.status = .recorded
            out.result.message = "overwrote the golden, which failed: \(own.sentence)"
            out.lines.append("  recorded \(path) (overwritten; it failed: \(own.sentence))")
            return out
        }
        out.result.status = .failed
        out.result.message = own.sentence
        if let recorded = out.result.goldenTime {
            out.result.message += "; " + GoldenMessages.timingChanged(golden: recorded, now: frame.time)
        }
        let (differences, environment) = rendererDifferences(frame.fileName)
        out.result.rendererDifferences = differences
        if environment, differences != nil { out.result.rendererChanged = true }
        if environment, let differences { out.result.message += "; " + GoldenMessages.rendererDiffers(differences) }
        out.result.changedRegions = own.diff.map { ChangedRegions.find(in: $0) }
        out.result.artifacts = try keep(frame, expected: golden.pngBytes, actual: try actualPNG(), diff: own.diff)
        out.lines.append("  FAIL \(frame.fileName) (\(GoldenMessages.times(now: frame.time, golden: out.result.goldenTime))): \(own.sentence)")
        return out
    }

    /// What differs between the renderer that drew the golden and this one: the libraries
    /// and fonts when any differ (an environment difference, which the failure's message
    /// names), else the commit alone (kept in the results only: goldens are usually older
    /// than the build checking them); nil when the sidecar does not know or nothing differs.
    func rendererDifferences(_ name: String) -> (differences: [String]?, environment: Bool) {
        guard let recorded = sidecar?.fingerprint(of: name) else { return (nil, false) }
        let current = RendererFingerprint.current
        let rendering = current.renderingDifferences(from: recorded)
        let all = rendering.isEmpty ? current.differences(from: recorded) : rendering
        return (all.isEmpty ? nil : all.map(\.description), !rendering.isEmpty)
    }

    func keep(_ frame: FrameRequest, expected: Data?, actual: Data, diff: RGBAImage?) throws -> ArtifactPaths {
        try options.artifacts.keep(scene: scene.name, frame: frame.fileName, expected: expected, actual: actual, diff: diff)
    }

    /// The golden at `path`, or why it cannot be used (exit 2; `--record failed` replaces it).
    func readGolden(_ path: String) -> Result<ComparedImage, MatchcutError> {
        do {
            return .success(try ComparedImage(pngFile: path))
        } catch let error as DescribedError {
            return .failure(.invalidInput(message: error.message,
                                          hint: "replace it with '--record failed', or delete it to record it again"))
        } catch {
            return .failure(.invalidInput(message: "cannot read the golden \(quoted(path)): \(error)", hint: nil))
        }
    }

    /// What comparing a frame with its golden found: at the frame's own time (`own`) and the
    /// comparison that decides (`chosen`: a neighbour's under `--frame-tolerance`, `shift`
    /// frames away). A pass found in the cache is both, and nothing was drawn (`reused`).
    struct Compared {
        var own: ComparisonOutcome
        var chosen: ComparisonOutcome
        var shift: Int?
        var reused: Bool
    }

    /// Compares the frame with `golden`, at its own time and then within the tolerance,
    /// unless the verdict cache holds a pass on exactly these inputs; keeps a new pass there.
    func compare(_ golden: ComparedImage, frame: FrameRequest, render: GoldenRun,
                 actual: () -> Frame, png: () throws -> Data) throws -> Compared {
        let key = golden.pngBytes.flatMap { verdicts?.key(time: frame.time, goldenBytes: $0) }
        if let key, let kept = verdicts?.lookup(key) {
            return Compared(own: kept.outcome, chosen: kept.outcome, shift: kept.frameShift, reused: true)
        }
        let own = try options.comparison.compare(
            expected: golden, actual: ComparedImage(frame: actual(), pngBytes: options.policy.rewritesPassing ? try png() : nil))
        var compared = Compared(own: own, chosen: own, shift: nil, reused: false)
        if !own.passed, let (shift, shifted) = try matchWithinTolerance(golden, frame: frame, render: render) {
            compared.shift = shift
            compared.chosen = shifted
        }
        if let key, compared.chosen.passed { verdicts?.store(.init(compared.chosen, frameShift: compared.shift), key: key) }
        return compared
    }

    /// With `--frame-tolerance N`: the nearest frame within N frames (later first, then
    /// earlier, one frame apart) that matches the golden, with its shift in frames.
    func matchWithinTolerance(_ golden: ComparedImage, frame: FrameRequest,
                              render: GoldenRun) throws -> (Int, ComparisonOutcome)? {
        guard options.frameTolerance > 0 else { return nil }
        let step = 1 / Double(render.scene.fps)
        for distance in 1...options.frameTolerance {
            for shift in [distance, -distance] {
                let time = frame.time + Double(shift) * step
                guard time >= 0 else { continue }
                let result = try options.comparison.compare(expected: golden, actual: render.comparedImage(at: time))
                if result.passed { return (shift, result) }
            }
        }
        return nil
    }
}
