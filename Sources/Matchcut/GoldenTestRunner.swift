import Foundation
import Golden
import Output
import Render

/// Everything `matchcut test` was asked, as one value.
public struct GoldenTestOptions: Sendable {
    /// Replaces `<scene folder>/__goldens__`: a scene's goldens are in `<goldensRoot>/<scene>/`.
    public var goldensRoot: String?
    public var policy: RecordPolicy
    public var selection: GoldenFrameSelection
    public var comparison: ImageComparison
    /// A frame passes if the frame up to this many frames earlier or later matches its golden.
    public var frameTolerance: Int
    public var artifacts: FailureArtifacts

    public init(goldensRoot: String? = nil, policy: RecordPolicy, selection: GoldenFrameSelection = .keyFrames,
                comparison: ImageComparison = .standard, frameTolerance: Int = 0,
                artifacts: FailureArtifacts = FailureArtifacts(root: "output/golden-failures")) {
        self.goldensRoot = goldensRoot
        self.policy = policy
        self.selection = selection
        self.comparison = comparison
        self.frameTolerance = frameTolerance
        self.artifacts = artifacts
    }
}

/// Renders a scene's golden frames and checks each against its golden, recording goldens
/// as the record policy allows and keeping artifacts for every failure.
public struct GoldenTestRunner {
    public let options: GoldenTestOptions
    /// Receives one line for each thing worth telling: a failure, a golden written.
    let log: (String) -> Void

    public init(options: GoldenTestOptions, log: @escaping (String) -> Void = { print($0) }) {
        self.options = options
        self.log = log
    }

    /// `<scene folder>/__goldens__/<scene>`, or `<goldensRoot>/<scene>`.
    public static func goldensFolder(forScene path: String, name: String, root: String?) -> String {
        if let root { return (root as NSString).appendingPathComponent(name) }
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "__goldens__/\(name)" : (folder as NSString).appendingPathComponent("__goldens__/\(name)")
    }

    /// Checks one compiled scene. Throws only for what stops the run (a golden that is not a
    /// PNG, a folder that cannot be written); a mismatch is a result.
    public func run(_ scene: CompiledScene, file: String, engine: RenderEngine) throws -> SceneResult {
        let folder = Self.goldensFolder(forScene: file, name: scene.name, root: options.goldensRoot)
        var result = SceneResult(name: scene.name, file: file, goldens: folder)
        try options.artifacts.clear(scene: scene.name)
        let render = GoldenRun(scene: scene, engine: engine)
        for frame in try options.selection.frames(of: scene) {
            result.frames.append(try check(frame, of: scene, render: render, file: file, folder: folder))
        }
        if !result.passed { try options.artifacts.writeSummary(result, comparison: options.comparison) }
        return result
    }

    /// One frame: render it; without a golden, record it or fail; with one, compare
    /// (trying neighbouring frames within the tolerance), then pass, overwrite or fail.
    func check(_ frame: GoldenFrame, of scene: CompiledScene, render: GoldenRun, file: String,
               folder: String) throws -> FrameResult {
        let path = (folder as NSString).appendingPathComponent(frame.name)
        let actualFrame = render.frame(at: frame.time)
        // Encoded only when written (a record, an artifact) or compared byte for byte (when
        // `--record all` must tell an identical file from identical pixels).
        var encoded: Data?
        func actualPNG() throws -> Data {
            if let encoded { return encoded }
            let png = try render.png(of: actualFrame)
            encoded = png
            return png
        }
        var out = FrameResult(name: frame.name, time: frame.time, status: .passed, message: "", golden: path)
        let action = options.policy.action(goldenExists: FileManager.default.fileExists(atPath: path))

        // Step 1: no golden.
        switch action {
        case .failMissing:
            out.status = .missing
            out.message = GoldenMessages.missingGolden(path) + "; " + GoldenMessages.recordHint(scene: file)
            out.artifacts = try options.artifacts.keep(scene: scene.name, frame: frame.name, expected: nil,
                                                       actual: try actualPNG(), diff: nil)
            log("  MISSING \(frame.name): \(out.message)")
            return out
        case .recordMissing:
            try writeGolden(try actualPNG(), to: path)
            out.status = .recorded
            out.message = "recorded a new golden"
            log("  recorded \(path) (new)")
            return out
        case .compare, .compareThenOverwrite:
            break
        }

        // Step 2: compare, at the frame's own time and then within the tolerance.
        let golden = try readGolden(path)
        let own = try options.comparison.compare(
            expected: golden,
            actual: ComparedImage(frame: actualFrame, pngBytes: options.policy.rewritesPassing ? try actualPNG() : nil))
        var comparison = own
        if !own.passed, let (shift, shifted) = try matchWithinTolerance(golden, frame: frame, render: render) {
            out.frameShift = shift
            comparison = shifted
        }
        out.take(comparison)
        out.message = (out.frameShift.map { GoldenMessages.shifted($0, fps: scene.fps) + ": " } ?? "") + comparison.sentence

        // Step 3: pass (rewriting under `--record all`), overwrite under `--record failed|all`, or fail.
        if comparison.passed {
            if options.policy.rewritesPassing, comparison.verdict != .identicalBytes || out.frameShift != nil {
                try writeGolden(try actualPNG(), to: path)
                out.status = .recorded
                out.message = "rewrote the golden (\(comparison.sentence))"
                log("  recorded \(path) (rewritten: \(comparison.sentence))")
            }
            return out
        }
        if action == .compareThenOverwrite {
            try writeGolden(try actualPNG(), to: path)
            out.status = .recorded
            out.message = "overwrote the golden, which failed: \(own.sentence)"
            log("  recorded \(path) (overwritten; it failed: \(own.sentence))")
            return out
        }
        out.status = .failed
        out.artifacts = try options.artifacts.keep(scene: scene.name, frame: frame.name, expected: golden.pngBytes,
                                                   actual: try actualPNG(), diff: own.diff)
        log("  FAIL \(frame.name) (t = \(String(format: "%.3f", frame.time)) s): \(own.sentence)")
        return out
    }

    func readGolden(_ path: String) throws -> ComparedImage {
        do {
            return try ComparedImage(pngFile: path)
        } catch let error as OutputError {
            throw MatchcutError.invalidInput(message: error.message,
                                             hint: "replace it with '--record failed', or delete it to record it again")
        }
    }

    /// With `--frame-tolerance N`: the nearest frame within N frames (later first, then
    /// earlier, one frame apart) that matches the golden, with its shift in frames.
    func matchWithinTolerance(_ golden: ComparedImage, frame: GoldenFrame,
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

    func writeGolden(_ png: Data, to path: String) throws {
        precondition(options.policy.mode != .never, "a golden is written only when recording is on")
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(png, to: path)
        } catch let error as OutputError {
            throw MatchcutError.io(path: path, reason: error.message)
        } catch {
            throw MatchcutError.io(path: folder, reason: error.localizedDescription)
        }
    }
}
