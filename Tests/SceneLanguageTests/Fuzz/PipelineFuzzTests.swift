import Foundation
import FuzzSupport
import Matchcut
import Render
import XCTest

/// The fuzz target for the whole pipeline (item 10 of issue 15): mutated scenes through
/// `check` (compile, geometry, layout, motion plan, frame budget), the trace (every frame
/// sampled, encoded as JSON) and a 1x render of the first three frames. A crash, a hang or
/// a broken promise fails the run: a scene exactly when `check` finds no error, and a scene
/// `check` accepts must trace and render.
///
/// The corpus is the language fuzzer's plus Tests/MatchcutTests/Hostile/Fuzz/corpus/, a scene
/// for each finding of issue 15 (next to the hostile-input tests through the binary).
/// `NumberMutator` pushes numbers to the edges (Int.min and max, ±infinity, NaN, 1e308, 0,
/// -0) and sizes to the limits. A bounded run of 100 inputs always runs; with
/// MATCHCUT_FUZZ_SECONDS=N (`make fuzz` sets it to as long as asked) it runs for N seconds,
/// writing each input to MATCHCUT_FUZZ_LAST (default /tmp/matchcut-pipeline-fuzz-last.scene)
/// first, so a crash or a hang leaves its input behind, and the slowest so far next to it
/// (`.slowest`); the loop is TimedFuzz's, shared with the language fuzzer.
final class PipelineFuzzTests: XCTestCase {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func corpus() throws -> [String] {
        let folders = [FuzzTests.corpusFolder, testsFolder.appendingPathComponent("MatchcutTests/Hostile/Fuzz/corpus").path]
        return try folders.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scene") }.sorted()
                .map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
        }
    }

    func testCorpusScenesGoThroughThePipeline() throws {
        let corpus = try Self.corpus()
        XCTAssertGreaterThanOrEqual(corpus.count, 25)
        let target = try Target()
        for text in corpus { target.run(text) }
    }

    func testAHundredMutationsGoThroughThePipeline() throws {
        try fuzz(seed: 20_261_201, iterations: 100, seconds: nil)
    }

    func testFuzzForTheConfiguredTime() throws {
        guard let seconds = TimedFuzz.configuredSeconds else { throw XCTSkip("set MATCHCUT_FUZZ_SECONDS to fuzz for that long") }
        try fuzz(seed: TimedFuzz.configuredSeed, iterations: .max, seconds: seconds)
    }

    private func fuzz(seed: UInt64, iterations: Int, seconds: Double?) throws {
        let corpus = try Self.corpus()
        var mutator = NumberMutator(seed: seed)
        let target = try Target()
        let lastInput = ProcessInfo.processInfo.environment["MATCHCUT_FUZZ_LAST"] ?? "/tmp/matchcut-pipeline-fuzz-last.scene"
        TimedFuzz(name: "pipeline fuzz", seed: seed, lastInput: lastInput).run(iterations: iterations, seconds: seconds, next: {
            var text = corpus[mutator.int(corpus.count)]
            for _ in 0..<(1 + mutator.int(3)) { text = mutator.mutate(text) }
            return text
        }, body: { target.run($0) })
    }

    /// One input through check, trace and render, in a folder with the corpus's images.
    final class Target {
        let folder: String = {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("matchcut-tests-\(getpid())-pipeline-fuzz").path
            try? FileManager.default.removeItem(atPath: folder)
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            return folder
        }()
        let engine: RenderEngine

        init() throws {
            engine = try RenderEngine()
            let assets = Fixtures.path("seeds/assets")
            try FileManager.default.copyItem(atPath: assets, toPath: folder + "/assets")
        }

        func run(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
            let path = folder + "/fuzz.scene"
            guard (try? text.write(toFile: path, atomically: false, encoding: .utf8)) != nil else { return }
            let result = CompiledScene.check(path: path, engine: engine)
            XCTAssertEqual(result.scene == nil, result.hasErrors, "a scene exactly when there is no error:\n\(text)", file: file, line: line)
            if result.hasErrors { XCTAssertFalse(result.report.isEmpty, "an error with no words:\n\(text)", file: file, line: line) }
            guard let scene = result.scene else { return }
            XCTAssertNoThrow(try Trace(scene).json(), "check accepted it, the trace failed:\n\(text)", file: file, line: line)
            let last = min(2, scene.frameCount - 1)
            let settings = RenderSettings(scale: 1, jobs: 1, frames: .frames(first: 0, last: max(0, last)))
            XCTAssertNoThrow(try BatchRender(sceneFiles: [path], outputRoot: folder + "/out", settings: settings).run(engine: engine),
                             "check accepted it, the render failed:\n\(text)", file: file, line: line)
        }
    }
}

/// Mutates scene text towards the edges: numbers become Int.min and max, ±infinity, NaN,
/// 1e308, 0, -0 or a limit and one past it; a string becomes one at the length limits.
struct NumberMutator {
    private var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func int(_ bound: Int) -> Int { random.int(bound) }

    static let edges = [
        "Int.min", "Int.max", "(Int.max - 1)", "Double.infinity", "-Double.infinity", "Double.nan", "1e308", "-1e308",
        "0", "-0.0", "-1", "1e-308", "0.5", "2", "36000", "36001", "240", "241", "4096", "4097", "16384", "1000000",
        "1000001", "10000", "10001", "100000", "1048576", "9223372036854775807", "1e19", "2e9", "-2e9",
    ]

    static let strings = [
        "String(repeating: \"W\", count: 1001)", "String(repeating: \"W \", count: 50001)",
        "String(repeating: \"漢\", count: 5000)", "String(repeating: \"x\", count: 1048577)", "\"\"",
    ]

    mutating func mutate(_ text: String) -> String {
        var chars = Array(text)
        for _ in 0..<(1 + int(3)) {
            if int(6) == 0 {
                // A string literal without interpolation becomes one at the limits.
                let quotes = chars.indices.filter { chars[$0] == "\"" }
                guard quotes.count >= 2 else { continue }
                let k = int(quotes.count - 1)
                let (a, b) = (quotes[k], quotes[k + 1])
                guard !chars[a...b].contains("\\"), !chars[a...b].contains("\n") else { continue }
                chars.replaceSubrange(a...b, with: Array(Self.strings[int(Self.strings.count)]))
                continue
            }
            let numbers = chars.indices.filter { i in chars[i].isNumber && (i == 0 || !(chars[i - 1].isLetter || chars[i - 1].isNumber || chars[i - 1] == "." || chars[i - 1] == "_")) }
            guard !numbers.isEmpty else { continue }
            let i = numbers[int(numbers.count)]
            var end = i
            while end < chars.count, chars[end].isNumber || chars[end] == "." || chars[end] == "_" || chars[end] == "e" { end += 1 }
            chars.replaceSubrange(i..<end, with: Array(Self.edges[int(Self.edges.count)]))
        }
        return String(chars)
    }
}
