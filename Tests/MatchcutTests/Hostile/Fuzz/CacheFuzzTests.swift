import Foundation
import FuzzSupport
import Output
import XCTest

/// The cache fuzzer (issue 28, deliver 9): a frame cache filled by a real render is poisoned
/// by a seeded list of edits (entries cut short, bytes flipped, an entry or a shard folder
/// replaced by a link to a file outside, a FIFO or a folder, sidecars emptied, garbled or
/// swapped, the tag removed, a stranger file added), and the scene is rendered through it
/// again. Every input must give the bytes of `--no-cache` (the manifest's files, each a
/// regular file), exit 0, and change nothing outside the output and the cache.
///
/// Twelve inputs always run; with MATCHCUT_FUZZ_SECONDS=N (`make fuzz`, CI) it runs N seconds
/// in TimedFuzz's loop, each input written first to MATCHCUT_FUZZ_LAST (default
/// /tmp/matchcut-cache-fuzz-last.txt) as its edits, one per line.
final class CacheFuzzTests: XCTestCase {
    func testTwelvePoisonedCachesGiveTheBytesOfNoCache() throws {
        try fuzz(seed: 20_261_205, iterations: 12, seconds: nil)
    }

    func testFuzzForTheConfiguredTime() throws {
        guard let seconds = TimedFuzz.configuredSeconds else { throw XCTSkip("set MATCHCUT_FUZZ_SECONDS to fuzz for that long") }
        try fuzz(seed: TimedFuzz.configuredSeed, iterations: .max, seconds: seconds)
    }

    private func fuzz(seed: UInt64, iterations: Int, seconds: Double?) throws {
        let target = try Target()
        var mutator = FileMutator(seed: seed)
        let lastInput = ProcessInfo.processInfo.environment["MATCHCUT_FUZZ_LAST"] ?? "/tmp/matchcut-cache-fuzz-last.txt"
        TimedFuzz(name: "cache fuzz", seed: seed, lastInput: lastInput).run(iterations: iterations, seconds: seconds, next: {
            (0..<(1 + mutator.int(4))).map { _ in
                "\(mutator.pick(Edit.allCases).rawValue) \(mutator.int(1 << 16)) \(mutator.int(1 << 16))"
            }.joined(separator: "\n")
        }, body: { target.run($0) })
    }

    /// What an edit does to the cache, applied to the entry (or shard) its first number picks.
    enum Edit: String, CaseIterable {
        case cut, flip, zero, linkOutside, linkToOtherEntry, fifo, folder, emptySidecar, garbleSidecar, swapSidecars,
             deleteSidecar, linkShard, removeTag, strangerFile, bigSize
    }

    /// A sandbox with the scene, its `--no-cache` render, a file outside the cache that a link
    /// may point at, and a pristine filled cache to copy for each input.
    final class Target {
        let s = Sandbox("cache-fuzz")
        let reference: [String]

        init() throws {
            try HostileOutputTests.tiny(s, seconds: 0.3)
            let plain = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("plain"), "--no-cache", "--quiet"])
            try expect(plain.status == 0, plain.stderr)
            reference = try Self.files(s.path("plain"))
            let filled = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("filled-out"), "--cache", s.path("pristine"), "--quiet"])
            try expect(filled.status == 0, filled.stderr)
            try s.write("outside/secret.png", "not a frame, and not the cache's")
        }

        /// The output's files as the manifest lists them, with their digests, all regular files.
        static func files(_ root: String) throws -> [String] {
            let manifest = try String(contentsOfFile: root + "/manifest.json", encoding: .utf8)
            let lines = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("\"sha256\"") || $0.hasPrefix("\"name\"") || $0.hasPrefix("\"size\"") }
            return lines
        }

        func run(_ text: String) {
            let fm = FileManager.default
            try? fm.removeItem(atPath: s.path("c"))
            try? fm.removeItem(atPath: s.path("out"))
            do {
                try fm.copyItem(atPath: s.path("pristine"), toPath: s.path("c"))
                var sizeLimit = "4096"
                for line in text.split(separator: "\n") {
                    let parts = line.split(separator: " ").map(String.init)
                    guard parts.count == 3, let edit = Edit(rawValue: parts[0]), let a = Int(parts[1]), let b = Int(parts[2]) else { continue }
                    if edit == .bigSize { sizeLimit = "1"; continue }
                    try apply(edit, a, b)
                }
                let before = s.digest(excluding: ["c", "out", "tiny.scene"])
                let run = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("out"), "--cache", s.path("c"),
                                           "--cache-size", sizeLimit, "--quiet"], environment: ["SWIFT_BACKTRACE": "enable=no"])
                XCTAssertEqual(run.status, 0, "\(text)\n\(run.stderr)")
                XCTAssertFalse(run.stderr.contains("Fatal error"), text)
                XCTAssertEqual(try Self.files(s.path("out")), reference, "a poisoned cache gave other bytes than --no-cache:\n\(text)")
                for name in (try? fm.contentsOfDirectory(atPath: s.path("out/tiny"))) ?? [] {
                    var info = stat()
                    XCTAssertEqual(lstat(s.path("out/tiny/" + name), &info), 0)
                    XCTAssertEqual(info.st_mode & S_IFMT, S_IFREG, "\(name) is not a regular file:\n\(text)")
                }
                XCTAssertEqual(s.digest(excluding: ["c", "out", "tiny.scene"]), before, "changed what is not its own:\n\(text)")
            } catch {
                XCTFail("\(text)\n\(error)")
            }
        }

        /// The cache's entries (not sidecars), sorted, relative to the sandbox.
        private func entries() -> [String] {
            let root = s.path("c/v1")
            return ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [])
                .filter { $0.split(separator: "/").count == 2 && !$0.hasSuffix(".sha256") && !$0.hasPrefix("tmp/") }
                .sorted().map { "c/v1/" + $0 }
        }

        private func apply(_ edit: Edit, _ a: Int, _ b: Int) throws {
            let all = entries()
            guard !all.isEmpty else { return }
            let entry = all[a % all.count], path = s.path(entry)
            let fm = FileManager.default
            // The edits that read an entry read only a regular file: an earlier edit may have
            // made it a FIFO, which this process would wait on.
            var info = stat()
            let regular = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
            if [.cut, .flip, .zero].contains(edit), !regular { return }
            func replace(_ make: () throws -> Void) throws {
                try? fm.removeItem(atPath: path)
                try make()
            }
            switch edit {
            case .cut:
                let data = fm.contents(atPath: path) ?? Data()
                try data.prefix(data.isEmpty ? 0 : b % data.count).write(to: URL(fileURLWithPath: path))
            case .flip, .zero:
                var bytes = [UInt8](fm.contents(atPath: path) ?? Data())
                if !bytes.isEmpty { bytes[b % bytes.count] = edit == .zero ? 0 : bytes[b % bytes.count] ^ 0x40 }
                try Data(bytes).write(to: URL(fileURLWithPath: path))
            case .linkOutside: try replace { try s.link(entry, to: s.path("outside/secret.png")) }
            case .linkToOtherEntry: try replace { try s.link(entry, to: s.path(all[b % all.count])) }
            case .fifo: try replace { try s.fifo(entry) }
            case .folder: try replace { try s.folder(entry) }
            case .emptySidecar: try Data().write(to: URL(fileURLWithPath: path + ".sha256"))
            case .garbleSidecar: try Data(String(repeating: "g", count: 64).utf8).write(to: URL(fileURLWithPath: path + ".sha256"))
            case .swapSidecars:
                let other = s.path(all[b % all.count]) + ".sha256"
                if lstat(other, &info) == 0, info.st_mode & S_IFMT == S_IFREG, let data = fm.contents(atPath: other) { try data.write(to: URL(fileURLWithPath: path + ".sha256")) }
            case .deleteSidecar: try? fm.removeItem(atPath: path + ".sha256")
            case .linkShard:
                let shard = (entry as NSString).deletingLastPathComponent
                try? fm.removeItem(atPath: s.path(shard))
                try s.link(shard, to: s.path("outside"))
            case .removeTag: try? fm.removeItem(atPath: s.path("c/v1/CACHEDIR.TAG"))
            case .strangerFile: try s.write("c/v1/notes-\(b).txt", "a file the cache did not write")
            case .bigSize: break
            }
        }
    }
}
