import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import FuzzSupport
import XCTest

/// The fuzzer for the findings of issue 15 that are files, not scene text (item 10): the PNG
/// and JPEG assets of findings 7 and 15 loaded through `check` and a 1x render, the shard
/// manifests of findings 2 and 14 fed to `merge`, the shard reports of issue 28 (findings 1,
/// 17 and 18: names and numbers at the edges) fed to `merge-reports`, goldens (a truncated
/// one, finding 15.3) fed to `test`, each from Hostile/Fuzz/files (its README says what each file is), mutated by
/// `FileMutator`, and run through the real binary under `ulimit -v 4G` in a sandbox inside a
/// jail folder. Each input must end in success or a clean error that names its file (exit 2;
/// 1 for a golden that no longer matches), never a trap, a hang (60 s) or a change outside
/// the command's output, in the sandbox or the jail around it.
///
/// The corpus always runs, and twelve mutations; with MATCHCUT_FUZZ_SECONDS=N (`make fuzz`,
/// CI) it runs for N seconds in TimedFuzz's loop, each input written first to
/// MATCHCUT_FUZZ_LAST (default /tmp/matchcut-file-fuzz-last.txt) as its kind and its bytes in
/// base64, so a failing one is kept.
final class FileFuzzTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("files").path

    /// The corpus: each file as an input (`kind`, bytes), with its name.
    static func corpus() throws -> [(name: String, input: Input)] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted().compactMap { name in
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            if name.hasSuffix(".png") { return (name, Input(kind: .png, data: data)) }
            if name.hasSuffix(".jpg") { return (name, Input(kind: .jpeg, data: data)) }
            if name.hasPrefix("manifest-") { return (name, Input(kind: .manifestPatch, data: data)) }
            if name.hasPrefix("report-") { return (name, Input(kind: .reportPatch, data: data)) }
            return nil
        }
    }

    /// Each corpus file ends as its finding says: `image.*` draws and an absolute golden path
    /// merges (exit 0); every other file is a finding's, refused with its error (exit 2),
    /// never drawn as a placeholder or merged.
    func testCorpusFilesEndAsTheirFindingsSay() throws {
        let corpus = try Self.corpus()
        XCTAssertGreaterThanOrEqual(corpus.count, 25)
        let target = try Target()
        // A golden's path in a report is data to merge-reports (a run given absolute paths
        // writes absolute ones); `accept` is what checks it before writing.
        let merged = ["image.jpg", "image.png", "report-golden-absolute.json"]
        for (name, input) in corpus { target.run(input, statuses: merged.contains(name) ? [0] : [2]) }
        // Finding 15.3: the recorded golden, truncated.
        target.run(Input(kind: .golden, data: target.golden.prefix(target.golden.count / 2)), statuses: [2])
    }

    func testTwelveMutationsEndCleanly() throws {
        try fuzz(seed: 20_261_202, iterations: 12, seconds: nil)
    }

    func testFuzzForTheConfiguredTime() throws {
        guard let seconds = TimedFuzz.configuredSeconds else { throw XCTSkip("set MATCHCUT_FUZZ_SECONDS to fuzz for that long") }
        try fuzz(seed: TimedFuzz.configuredSeed, iterations: .max, seconds: seconds)
    }

    private func fuzz(seed: UInt64, iterations: Int, seconds: Double?) throws {
        let corpus = try Self.corpus()
        var mutator = FileMutator(seed: seed)
        let target = try Target()
        let lastInput = ProcessInfo.processInfo.environment["MATCHCUT_FUZZ_LAST"] ?? "/tmp/matchcut-file-fuzz-last.txt"
        TimedFuzz(name: "file fuzz", seed: seed, lastInput: lastInput).run(iterations: iterations, seconds: seconds, next: {
            var input = corpus[mutator.int(corpus.count)].input
            switch input.kind {
            case .png, .jpeg:
                // An image is an asset or, now and then, a golden.
                if input.kind == .png, mutator.int(4) == 0 { input.kind = .golden }
                input.data = mutator.mutateBytes(input.data)
            case .manifestPatch:
                input = Input(kind: .manifest, data: Data(mutator.mutateJSON(target.manifest(patchedBy: input.data)).utf8))
            case .reportPatch:
                input = Input(kind: .report, data: Data(mutator.mutateJSON(target.report(patchedBy: input.data)).utf8))
            case .golden, .manifest, .report:
                break
            }
            if mutator.int(8) == 0 { input = Input(kind: .golden, data: mutator.mutateBytes(target.golden)) }
            return input.text
        }, body: { text in Input(text).map { target.run($0) } })
    }

    /// One fuzz input: what it is fed to, and its bytes.
    struct Input {
        enum Kind: String { case png, jpeg, golden, manifest, manifestPatch = "manifest-patch", report, reportPatch = "report-patch" }
        var kind: Kind
        var data: Data

        init(kind: Kind, data: Data) { (self.kind, self.data) = (kind, data) }

        /// `kind`, a newline, the bytes in base64: what a kept input file holds.
        var text: String { kind.rawValue + "\n" + data.base64EncodedString() + "\n" }

        init?(_ text: String) {
            let lines = text.split(separator: "\n")
            guard lines.count == 2, let kind = Kind(rawValue: String(lines[0])),
                  let data = Data(base64Encoded: String(lines[1])) else { return nil }
            (self.kind, self.data) = (kind, data)
        }
    }

    /// A jail folder holding the sandbox `sb`: a scene with an image asset, a scene with
    /// recorded goldens and its two shards; each input replaces one of their files, runs its
    /// commands, and puts the file back.
    final class Target {
        let jail = Sandbox("file-fuzz")
        let golden: Data
        let goldenPath: String
        let manifest: String
        let report: String

        init() throws {
            try jail.write("sb/proj/tiny.scene", HostileFixtures.scene(body: "Image(\"photo\")"))
            try jail.write("sb/tiny.scene", HostileFixtures.scene())
            for (arguments, what) in [(["test", "sb/tiny.scene", "--record", "missing", "-o", "sb/output"], "recording goldens"),
                                      (["render", "sb/tiny.scene", "--shard", "1/2", "-o", "sb/s1", "--no-cache"], "shard 1"),
                                      (["render", "sb/tiny.scene", "--shard", "2/2", "-o", "sb/s2", "--no-cache"], "shard 2"),
                                      (["test", "sb/tiny.scene", "--shard", "1/2", "-o", "sb/r1"], "test shard 1"),
                                      (["test", "sb/tiny.scene", "--shard", "2/2", "-o", "sb/r2"], "test shard 2")] {
                let run = try HostileRunner.run(arguments, in: jail, environment: ["CI": ""], limit: 120)
                try expect(run.status == 0, "\(what) failed: \(run.stderr)")
            }
            goldenPath = "sb/__goldens__/tiny/" + (jail.contents("sb/__goldens__/tiny").first { $0.hasSuffix(".png") } ?? "")
            golden = try Data(contentsOf: URL(fileURLWithPath: jail.path(goldenPath)))
            manifest = jail.read("sb/s1/manifest.json") ?? ""
            report = jail.read("sb/r1/report.json") ?? ""
        }

        deinit {
            if ProcessInfo.processInfo.environment["MATCHCUT_HOSTILE_KEEP"] != "1" { try? FileManager.default.removeItem(atPath: jail.root) }
        }

        /// Shard 1's manifest with a corpus patch applied.
        func manifest(patchedBy patch: Data) -> String {
            guard let object = try? JSONSerialization.jsonObject(with: patch) as? [String: Any] else { return manifest }
            return FileMutator.apply(patch: object, to: manifest)
        }

        /// Shard 1's test report with a corpus patch applied.
        func report(patchedBy patch: Data) -> String {
            guard let object = try? JSONSerialization.jsonObject(with: patch) as? [String: Any] else { return report }
            return FileMutator.apply(patch: object, to: report)
        }

        /// `statuses`: the exits allowed (by default, success or a clean error).
        func run(_ input: Input, statuses: Set<Int32>? = nil, file: StaticString = #filePath, line: UInt = #line) {
            let asset = "sb/proj/assets/photo.", label = "\(input.kind.rawValue) input \(input.data.prefix(64).base64EncodedString())…"
            switch input.kind {
            case .png, .jpeg:
                for ext in ["png", "jpg"] { try? FileManager.default.removeItem(atPath: jail.path(asset + ext)) }
                try? jail.write(asset + (input.kind == .png ? "png" : "jpg"), input.data)
                check(["check", "sb/proj/tiny.scene"], writes: [], statuses: statuses ?? [0, 2], names: "sb/proj/tiny.scene:", label, file, line)
                check(["render", "sb/proj/tiny.scene", "-o", "sb/out", "--no-cache"], writes: ["sb/out"], statuses: statuses ?? [0, 2],
                      names: "sb/proj/tiny.scene:", label, file, line)
            case .golden:
                try? jail.write(goldenPath, input.data)
                check(["test", "sb/tiny.scene", "-o", "sb/output"], writes: ["sb/output"], statuses: statuses ?? [0, 1, 2], names: "sb/", label, file, line)
                try? jail.write(goldenPath, golden)
            case .manifest, .manifestPatch:
                let text = input.kind == .manifest ? String(decoding: input.data, as: UTF8.self) : manifest(patchedBy: input.data)
                try? jail.write("sb/s1/manifest.json", text)
                check(["merge", "sb/s1", "sb/s2", "-o", "sb/merged"], writes: ["sb/merged"], statuses: statuses ?? [0, 2], names: "Error: ", label, file, line)
                try? jail.write("sb/s1/manifest.json", manifest)
            case .report, .reportPatch:
                let text = input.kind == .report ? String(decoding: input.data, as: UTF8.self) : report(patchedBy: input.data)
                try? jail.write("sb/r1/report.json", text)
                // A merged report that fails is exit 1; its summary.json and images go under -o only.
                check(["merge-reports", "sb/r1", "sb/r2", "-o", "sb/rmerged"], writes: ["sb/rmerged"], statuses: statuses ?? [0, 1, 2],
                      names: "Error: ", label, file, line)
                if let junit = FileManager.default.contents(atPath: jail.path("sb/rmerged/junit.xml")) {
                    let parser = XMLParser(data: junit)
                    XCTAssertTrue(parser.parse(), "junit.xml that is not XML: \(label)", file: file, line: line)
                }
                try? jail.write("sb/r1/report.json", report)
            }
        }

        /// Runs `arguments` and asserts a clean end: an allowed status, an error that says what
        /// it is about (`names`), no trap or hang, nothing changed outside `writes`.
        private func check(_ arguments: [String], writes: [String], statuses: Set<Int32>, names: String, _ label: String,
                           _ file: StaticString, _ line: UInt) {
            let before = jail.digest(excluding: writes)
            guard let run = try? HostileRunner.run(arguments, in: jail, environment: ["CI": ""], limit: 60) else {
                return XCTFail("cannot run matchcut \(arguments)", file: file, line: line)
            }
            let context = "\(label)\nmatchcut \(arguments.joined(separator: " ")): status \(run.status)\n\(run.stderr.prefix(2000))"
            XCTAssertFalse(run.timedOut, "a hang: \(context)", file: file, line: line)
            XCTAssertTrue(statuses.contains(run.status), "an unexpected status (132 or more is a trap): \(context)", file: file, line: line)
            if run.status == 2 { XCTAssertTrue(run.stderr.contains(names), "an error that does not say where: \(context)", file: file, line: line) }
            XCTAssertFalse(run.stderr.contains("Fatal error"), context, file: file, line: line)
            XCTAssertFalse(run.leftovers, "a process left running: \(context)", file: file, line: line)
            let after = jail.digest(excluding: writes)
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            XCTAssertTrue(changed.isEmpty, "changed outside its output: \(changed.prefix(10)) \(context)", file: file, line: line)
        }
    }
}
