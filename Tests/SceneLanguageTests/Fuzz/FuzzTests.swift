import SwiftCore
import Foundation
import FuzzSupport
import ViewTree
import XCTest
@testable import SceneLanguage

/// The fuzz target: mutated corpus scenes through the whole language (lex, parse, evaluate,
/// format). A crash or a hang fails the run; every input must also keep the promises a
/// diagnostic makes (a location inside the file, a scene only when there is no error).
///
/// A bounded run of 2,000 inputs always runs. With MATCHCUT_FUZZ_SECONDS=N (`make fuzz` sets it) it
/// runs for N seconds, writing each input to MATCHCUT_FUZZ_LAST (default
/// /tmp/matchcut-fuzz-last.scene) first, so a crash leaves its input behind, and the
/// slowest input so far next to it (`.slowest`); the loop is TimedFuzz's.
final class FuzzTests: XCTestCase {
    static let corpusFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("corpus").path

    static func corpus() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: corpusFolder).filter { $0.hasSuffix(".scene") }.sorted()
            .map { try String(contentsOfFile: corpusFolder + "/" + $0, encoding: .utf8) }
    }

    func testCorpusScenesCompile() throws {
        let corpus = try Self.corpus()
        XCTAssertGreaterThanOrEqual(corpus.count, 10)
        for text in corpus { check(text) }
    }

    func testTwoThousandMutationsNeitherCrashNorBreakTheDiagnosticContract() throws {
        try fuzz(seed: 20_261_130, iterations: 2_000, seconds: nil)
    }

    func testFuzzForTheConfiguredTime() throws {
        guard let seconds = TimedFuzz.configuredSeconds else { throw XCTSkip("set MATCHCUT_FUZZ_SECONDS to fuzz for that long") }
        try fuzz(seed: TimedFuzz.configuredSeed, iterations: .max, seconds: seconds)
    }

    private func fuzz(seed: UInt64, iterations: Int, seconds: Double?) throws {
        let corpus = try Self.corpus()
        var mutator = SceneMutator(seed: seed)
        let lastInput = ProcessInfo.processInfo.environment["MATCHCUT_FUZZ_LAST"] ?? "/tmp/matchcut-fuzz-last.scene"
        TimedFuzz(name: "fuzz", seed: seed, lastInput: lastInput).run(iterations: iterations, seconds: seconds, next: {
            var text = corpus[mutator.int(corpus.count)]
            // Mutations build on each other for a while, then start again from the corpus.
            for _ in 0..<(1 + mutator.int(3)) {
                text = mutator.mutate(text, other: corpus[mutator.int(corpus.count)])
            }
            return text
        }, body: check)
    }

    /// Compiles one input (images resolve in the seed fixtures' folder) and checks the contract.
    private func check(_ text: String) {
        let source = SourceFile(path: Fixtures.path("seeds/fuzz.scene"), text: text)
        let (scene, diagnostics) = SceneCompiler.compile(source: source)
        let hasErrors = diagnostics.contains { $0.severity == .error }
        XCTAssertEqual(scene == nil, hasErrors, "a scene exactly when there is no error:\n\(text)")
        for d in diagnostics {
            XCTAssertTrue(d.location.line >= 1 && d.location.line <= source.lineCount, "\(d) outside the file:\n\(text)")
            XCTAssertTrue(d.location.column >= 1, "\(d): column")
            XCTAssertFalse(d.text.isEmpty)
        }
        _ = DiagnosticFormatter().format(diagnostics, in: source)
    }
}
