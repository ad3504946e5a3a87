import Foundation
import Golden
@testable import Matchcut
import Output
import Render
import XCTest

/// `matchcut test` through the frame cache (VerdictCache): an unchanged key frame passes
/// again undrawn, with the same result; a change to any input of its verdict (the golden
/// file, the comparison's options, the scene, the renderer) checks it again.
final class VerdictCacheTests: XCTestCase {
    var folder = ""
    var scene = ""

    override func setUpWithError() throws {
        folder = Repo.temporaryFolder("verdicts")
        scene = folder + "/shape-morph.scene"
        try FileManager.default.copyItem(atPath: Repo.path("scenes/shape-morph.scene"), toPath: scene)
        try FileManager.default.createDirectory(atPath: folder + "/__goldens__", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Repo.path("scenes/__goldens__/shape-morph"), toPath: folder + "/__goldens__/shape-morph")
    }

    func options(renderer: String = "test renderer") -> GoldenTestOptions {
        GoldenTestOptions(policy: RecordPolicy(mode: .never, isCI: false), artifacts: FailureArtifacts(root: folder + "/out"),
                          cache: FrameCache.Location(folder: folder + "/cache", renderer: renderer))
    }

    /// Every key frame of the scene checked, in order.
    func check(_ options: GoldenTestOptions) throws -> [FrameCheck.Outcome] {
        let engine = try RenderEngine()
        let compiled = try CompiledScene.load(path: scene, engine: engine)
        let check = try GoldenTestRunner(options: options, log: { _ in }).begin(compiled, file: scene)
        let render = GoldenRun(scene: compiled, engine: engine)
        return try check.frames.map { try check.run($0, render: render) }
    }

    func testAnUnchangedFramePassesAgainUndrawnWithTheSameResult() throws {
        let first = try check(options())
        XCTAssertEqual(first.count, 5)
        XCTAssertEqual(first.map(\.result.status), Array(repeating: .passed, count: 5))
        XCTAssertEqual(first.map(\.reusedVerdict), Array(repeating: false, count: 5))
        let again = try check(options())
        XCTAssertEqual(again.map(\.reusedVerdict), Array(repeating: true, count: 5))
        XCTAssertEqual(again.map(\.result), first.map(\.result), "the same results, word for word")
        XCTAssertEqual(again.map(\.lines), first.map(\.lines))
        // Without the cache the results are the same again.
        var none = options()
        none.cache = nil
        XCTAssertEqual(try check(none).map(\.result), first.map(\.result))
    }

    func testAChangedGoldenMisses() throws {
        _ = try check(options())
        // t0-p050's golden becomes t0-p000's: a real difference, which must fail.
        let goldens = folder + "/__goldens__/shape-morph/"
        try FileManager.default.removeItem(atPath: goldens + "t0-p050.png")
        try FileManager.default.copyItem(atPath: goldens + "t0-p000.png", toPath: goldens + "t0-p050.png")
        let again = try check(options())
        let middle = try XCTUnwrap(again.first { $0.result.name == "t0-p050.png" })
        XCTAssertFalse(middle.reusedVerdict)
        XCTAssertEqual(middle.result.status, .failed)
        XCTAssertEqual(again.filter(\.reusedVerdict).count, 4, "the other goldens did not change")
    }

    func testChangedComparisonOptionsMiss() throws {
        _ = try check(options())
        var threshold = options()
        threshold.comparison.threshold = 0.2
        var ratio = options()
        ratio.comparison.maxDiffRatio = 0.01
        var antiAliasing = options()
        antiAliasing.comparison.includeAntiAliasing = true
        var tolerance = options()
        tolerance.frameTolerance = 1
        for changed in [threshold, ratio, antiAliasing, tolerance] {
            let outcomes = try check(changed)
            XCTAssertEqual(outcomes.filter(\.reusedVerdict).count, 0, "\(changed.comparison), \(changed.frameTolerance)")
            XCTAssertEqual(outcomes.map(\.result.status), Array(repeating: .passed, count: 5))
        }
    }

    func testAChangedSceneMissesWhereItsFramesChanged() throws {
        _ = try check(options())
        // The rectangle the circle becomes turns green: the frame at rest before the morph
        // is the same display list, every later key frame is another.
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        try text.replacingOccurrences(of: "Color.blue", with: "Color.green").write(toFile: scene, atomically: true, encoding: .utf8)
        let again = try check(options())
        XCTAssertEqual(again.map(\.reusedVerdict), [true, false, false, false, false])
        XCTAssertEqual(again.map(\.result.status), [.passed, .failed, .failed, .failed, .failed])
    }

    func testAnotherRendererMisses() throws {
        _ = try check(options())
        XCTAssertEqual(try check(options(renderer: "another renderer")).filter(\.reusedVerdict).count, 0)
    }

    /// A verdict file whose bytes are not the ones stored is no verdict.
    func testADamagedEntryIsIgnored() throws {
        _ = try check(options())
        let entries = try FileManager.default.subpathsOfDirectory(atPath: folder + "/cache/v1")
            .filter { $0.hasSuffix("." + VerdictCache.fileExtension) }
        XCTAssertEqual(entries.count, 5)
        for entry in entries {
            try Data(#"{"verdict":"identical-pixels"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/cache/v1/" + entry))
        }
        XCTAssertEqual(try check(options()).filter(\.reusedVerdict).count, 0)
    }

    /// Through the binary: `--cache` gives the same verdicts, `--no-cache` refuses cache options.
    func testTheCommandLine() throws {
        let run = ["test", scene, "-o", folder + "/out", "--cache", folder + "/cli-cache"]
        let cold = try runMatchcut(run, environment: ["CI": "true"])
        XCTAssertEqual(cold.status, 0, cold.stderr)
        let warm = try runMatchcut(run, environment: ["CI": "true"])
        XCTAssertEqual(warm.status, 0, warm.stderr)
        XCTAssertEqual(warm.stdout, cold.stdout)
        let entries = try FileManager.default.subpathsOfDirectory(atPath: folder + "/cli-cache/v1")
        XCTAssertEqual(entries.filter { $0.hasSuffix("." + VerdictCache.fileExtension) }.count, 5)
        let refused = try runMatchcut(["test", scene, "--no-cache", "--cache", folder + "/c"])
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("--no-cache"), refused.stderr)
    }
}
