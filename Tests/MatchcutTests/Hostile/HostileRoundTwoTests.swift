import Files
import ImageFiles
import Foundation
import Matchcut
import FoundationXML
import Output
import Geometry
import Render
import XCTest

/// The severe findings of the second hostile round (issue 28): each case runs the real
/// binary in a sandbox, as an attacker or a careless user would, and checks the exit status,
/// the message with its location, and that nothing outside the command's own output changed.
/// Each failed before its fix.
final class HostileRoundTwoTests: XCTestCase {
    /// A report folder as `test --shard 1/1 -o DIR` writes it, with one scene and one frame.
    static func report(scene: String, frame: String = "t0-p000.png", status: String = "failed",
                       golden: String = "goldens/tiny/t0-p000.png", artifacts: String = "") -> String {
        #"{"comparison": {"alphaBackground": "white", "includeAntiAliasing": false, "maxDiffRatio": 0, "threshold": 0.1}, "#
            + #""frameTolerance": 0, "record": "missing", "shard": "1/1", "scenes": [{"name": \#(json(scene)), "#
            + #""file": "tiny.scene", "goldens": "goldens/tiny", "orphans": [], "pruned": false, "frames": [{"name": \#(json(frame)), "#
            + #""time": 0, "status": "\#(status)", "message": "x", "golden": \#(json(golden))\#(artifacts)}]}]}"#
    }

    static func json(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        return String(decoding: (try? encoder.encode(text)) ?? Data(), as: UTF8.self)
    }

    static let reportHint = "hint: a report's names are file names inside its folder; this one was not written by Matchcut"

    /// Finding 1: merge-reports took each shard's scene names as paths. With `-o` already there,
    /// `../../../victim` deleted the user's folder `victim/` and wrote a summary.json into it.
    func testFinding1MergeReportsRefusesNamesThatLeaveItsOutput() throws {
        let escaping = "../../../victim"
        try runHostile([
            HostileCase(finding: "28.1", name: "a scene name that climbs out of an existing -o",
                        arrange: { s in
                            try s.write("victim/keep.txt", "mine")
                            try s.write("a/b/r0/report.json", Self.report(scene: escaping))
                            try s.folder("a/b/out")
                        },
                        arguments: ["merge-reports", "a/b/r0", "-o", "a/b/out"], status: 2,
                        stderr: ["Error: 'a/b/r0/report.json' names a scene '../../../victim', which is not a single file name: "
                                 + "it holds '/'", Self.reportHint],
                        writes: ["a/b/out"],
                        after: { s in
                            try expect(s.read("victim/keep.txt") == "mine", "the user's folder was emptied")
                            try expect(!s.exists("victim/summary.json"), "a summary was written outside -o")
                        }),
            HostileCase(finding: "28.1", name: "a frame name that climbs out",
                        arrange: { s in try s.write("r0/report.json", Self.report(scene: "tiny", frame: "../../escaped.png")) },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/report.json' names a frame '../../escaped.png', which is not a single file name: "
                                 + "it holds '/'"],
                        writes: ["out"]),
            HostileCase(finding: "28.1", name: "a kept image outside its scene's folder",
                        arrange: { s in
                            try s.write("r0/report.json", Self.report(
                                scene: "tiny", artifacts: #", "artifacts": {"actual": "../../../etc/passwd"}"#))
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/report.json' names an image '../../../etc/passwd' of the scene 'tiny', "
                                 + "which is not 'tiny/<file>'"],
                        writes: ["out"]),
            HostileCase(finding: "28.1", name: "a shard's kept image that is a link to a secret",
                        arrange: { s in
                            try s.write("secret.txt", "not for the report")
                            try s.write("r0/report.json", Self.report(scene: "tiny"))
                            try s.link("r0/tiny/t0-p000.actual.png", to: "../../secret.txt")
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/tiny/t0-p000.actual.png' is a symbolic link; it must be the file itself",
                                 "hint: pass the folders that 'matchcut test --shard K/N -o DIR' wrote"],
                        writes: ["out"],
                        after: { s in
                            try expect(!(s.read("out/tiny/t0-p000.actual.png") ?? "").contains("not for the report"),
                                       "the link's target was copied into the report")
                        }),
            // A matching frame's golden is copied beside the failures; the report names its path.
            HostileCase(finding: "28.1", name: "a passing frame whose golden is a file that is not a PNG",
                        arrange: { s in
                            try s.write("secret.txt", "not for the report")
                            let passing = #"{"name": "t1-p000.png", "time": 1, "status": "passed", "message": "x", "golden": "secret.txt"}"#
                            try s.write("r0/report.json", Self.report(scene: "tiny")
                                .replacingOccurrences(of: #""golden": "goldens/tiny/t0-p000.png"}"#,
                                                      with: #""golden": "goldens/tiny/t0-p000.png"}, "# + passing))
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 1,
                        stderr: ["Error: 1 of 2 frames failed"],
                        writes: ["out"],
                        after: { s in
                            try expect(!s.exists("out/tiny/t1-p000.expected.png"), "a file that is not a PNG was copied as a golden")
                        }),
        ])
    }

    // MARK: The cache (findings 2, 3 and 5)

    /// The tiny scene rendered without a cache into `expected/` and with one into `warm/`,
    /// which fills `cache/`.
    static func cachedRender(_ s: Sandbox) throws {
        try HostileOutputTests.tiny(s)
        for (out, cache) in [("expected", ["--no-cache"]), ("warm", ["--cache", s.path("cache")])] {
            let result = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path(out)] + cache)
            try expect(result.status == 0, "the first render failed: \(result.stderr)")
        }
    }

    /// The cache's frame entries (`v1/<2 hex>/<key>.png`), relative to the sandbox.
    static func frameEntries(_ s: Sandbox) -> [String] {
        s.contents("cache/v1").filter { $0.count == 2 }.flatMap { shard in
            s.contents("cache/v1/" + shard).filter { $0.hasSuffix(".png") }.map { "cache/v1/\(shard)/\($0)" }
        }
    }

    /// The frames of `out/tiny` are regular files of one name each, with the bytes of the
    /// render without a cache.
    static func sameAsWithoutCache(_ s: Sandbox, _ out: String = "out") throws {
        let expected = s.contents("expected/tiny").filter { $0.hasSuffix(".png") }
        try expect(!expected.isEmpty && s.contents(out + "/tiny").filter { $0.hasSuffix(".png") } == expected,
                   "the frames are not those of the render without a cache: \(s.contents(out + "/tiny"))")
        for name in expected {
            var info = stat()
            try expect(lstat(s.path("\(out)/tiny/\(name)"), &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_nlink == 1,
                       "\(out)/tiny/\(name) is not a file of its own")
            try expect(FileManager.default.contents(atPath: s.path("\(out)/tiny/\(name)"))
                           == FileManager.default.contents(atPath: s.path("expected/tiny/\(name)")),
                       "\(out)/tiny/\(name) differs from the render without a cache")
        }
    }

    /// A render from a poisoned cache: exit 0, the bytes of `--no-cache`, nothing but its output
    /// and the cache changed.
    static func poisoned(_ finding: String, _ name: String, _ poison: @escaping (Sandbox, String) throws -> Void) -> HostileCase {
        HostileCase(finding: finding, name: name,
                    arrange: { s in
                        try cachedRender(s)
                        let entries = frameEntries(s)
                        try expect(!entries.isEmpty, "the cache holds no frame")
                        for entry in entries { try poison(s, entry) }
                    },
                    arguments: ["render", "tiny.scene", "-o", "out", "--cache", "cache"], status: 0, stderr: [],
                    writes: ["out", "cache"],
                    after: { s in
                        try sameAsWithoutCache(s)
                        try expect(!(s.read("out/tiny/frame-00000.png") ?? "").contains("not for the output"), "a secret was copied")
                    })
    }

    /// Finding 2: trimming listed a shard folder that is a link and deleted what it holds.
    func testFinding2TrimmingNeverFollowsALink() throws {
        try runHostile([
            HostileCase(finding: "28.2", name: "a cache shard folder that links outside the cache",
                        arrange: { s in
                            try Self.cachedRender(s)
                            try s.write("victim/notes.txt", "mine")
                            try s.write("victim/large.bin", Data(count: 2 << 20))
                            // A shard the render did not use (its name follows the frames' digests,
                            // which change with the renderer).
                            let used = Set(s.contents("cache/v1"))
                            let free = ["ab", "cd", "ef"].first { !used.contains($0) } ?? "ab"
                            try s.link("cache/v1/\(free)", to: "../../victim")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--cache", "cache", "--cache-size", "1"],
                        status: 0, stderr: [], writes: ["out", "cache/v1/*"],
                        after: { s in
                            try expect(s.read("victim/notes.txt") == "mine" && s.exists("victim/large.bin"),
                                       "trimming deleted files outside the cache: \(s.contents("victim"))")
                            try Self.sameAsWithoutCache(s)
                        }),
            HostileCase(finding: "28.2", name: "files in a shard folder that the cache did not write",
                        arrange: { s in
                            try Self.cachedRender(s)
                            let shard = Self.frameEntries(s)[0].split(separator: "/")[2]
                            try s.write("cache/v1/\(shard)/notes.txt", Data(count: 2 << 20))
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--cache", "cache", "--cache-size", "1"],
                        status: 0, stderr: [], writes: ["out", "cache/v1/*"],
                        after: { s in
                            let shard = Self.frameEntries(s).first?.split(separator: "/")[2] ?? ""
                            try expect(s.exists("cache/v1/\(shard)/notes.txt"), "trimming deleted a file it did not write")
                        }),
        ])
    }

    /// Findings 3 and 5: a cache entry was placed with link(2) whatever it was, and a hit was
    /// trusted without its digest. Every poison gives the bytes of a render without a cache.
    func testFindings3And5APoisonedCacheGivesTheBytesOfNoCache() throws {
        try runHostile([
            Self.poisoned("28.3", "every frame entry a link to a secret, with the secret's digest beside it") { s, entry in
                try s.write("secret.txt", "not for the output")
                try FileManager.default.removeItem(atPath: s.path(entry))
                try s.link(entry, to: s.path("secret.txt"))
                try s.write(entry + ".sha256", SHA256.hex(Data("not for the output".utf8)))
            },
            Self.poisoned("28.3", "every frame entry a FIFO") { s, entry in
                try FileManager.default.removeItem(atPath: s.path(entry))
                try s.fifo(entry)
            },
            Self.poisoned("28.5", "every frame entry cut in half") { s, entry in
                let data = FileManager.default.contents(atPath: s.path(entry)) ?? Data()
                try s.write(entry, data.prefix(data.count / 2))
            },
            Self.poisoned("28.5", "every frame entry replaced by another PNG, the sidecar kept") { s, entry in
                _ = try s.png(entry, width: 40, height: 40)
            },
            Self.poisoned("28.5", "a sidecar that is not a digest") { s, entry in
                try s.write(entry + ".sha256", String(repeating: "z", count: 64))
            },
            HostileCase(finding: "28.5", name: "a rendered frame edited in place",
                        arrange: { s in
                            try Self.cachedRender(s)
                            for name in s.contents("warm/tiny") where name.hasSuffix(".png") {
                                let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: s.path("warm/tiny/" + name)))
                                try handle.seek(toOffset: 40)
                                try handle.write(contentsOf: Data(repeating: 0x41, count: 16))
                                try handle.close()
                            }
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--cache", "cache"], status: 0, stderr: [],
                        writes: ["out", "cache"],
                        after: { s in try Self.sameAsWithoutCache(s) }),
            HostileCase(finding: "28.5", name: "a 3 GB file-digests memo",
                        arrange: { s in
                            try Self.cachedRender(s)
                            let fd = open(s.path("cache/v1/file-digests.tsv"), O_WRONLY | O_TRUNC)
                            try expect(fd >= 0 && ftruncate(fd, 3 << 30) == 0, "cannot make the sparse memo")
                            close(fd)
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--cache", "cache"], status: 0, stderr: [],
                        writes: ["out", "cache"],
                        after: { s in try Self.sameAsWithoutCache(s) }, maxResidentMiB: 1024),
        ])
    }

    // MARK: One way to write a file (findings 4, 16 and 22)

    static let refusedHint = "hint: name a new file, or '-' for standard output"

    static func refused(_ option: String, _ kind: String) -> String {
        "Error: '-o \(option)' is a \(kind); Matchcut writes a file only where there is nothing or a regular file, "
            + "and never replaces anything else"
    }

    /// Two PNGs of one size that differ, for `diff`.
    static func differingImages(_ s: Sandbox) throws {
        _ = try s.png("a.png", width: 8, height: 8)
        let black = Frame(width: 8, height: 8, pixels: [UInt8](repeating: 0, count: 8 * 8 * 4).enumerated().map { $0.offset % 4 == 3 ? 255 : 0 })
        try s.write("b.png", try PNGEncoder().encode(black))
    }

    /// Finding 4: `trace -o` and `diff -o` renamed a temporary file over whatever the target
    /// was (as root, `-o /dev/null` replaced the machine's /dev/null); finding 22: `trace x.scene
    /// -o x.scene` overwrote the scene. Each target below is refused and left as it was.
    func testFinding4And22AnOutputFileIsWrittenOnlyOverARegularFile() throws {
        var cases: [HostileCase] = []
        let targets: [(String, String, (Sandbox) throws -> Void)] = [
            ("null", "device", { try $0.device("null", minor: 3) }),
            ("pipe", "FIFO (named pipe)", { try $0.fifo("pipe") }),
            ("link", "symbolic link", { s in
                try s.write("mine.txt", "mine")
                try s.link("link", to: "mine.txt")
            }),
            ("folder", "folder", { try $0.folder("folder") }),
        ]
        for (name, kind, make) in targets {
            cases.append(HostileCase(finding: "28.4", name: "trace -o a \(kind)",
                                     arrange: { s in
                                         try HostileOutputTests.tiny(s)
                                         try make(s)
                                     },
                                     arguments: ["trace", "tiny.scene", "-o", name], status: 2,
                                     stderr: [Self.refused(name, kind), Self.refusedHint]))
            cases.append(HostileCase(finding: "28.4", name: "diff -o a \(kind)",
                                     arrange: { s in
                                         try Self.differingImages(s)
                                         try make(s)
                                     },
                                     arguments: ["diff", "a.png", "b.png", "-o", name], status: 2,
                                     stderr: [Self.refused(name, kind), Self.refusedHint]))
        }
        cases += [
            HostileCase(finding: "28.4", name: "trace -o /dev/stdout prints the trace",
                        arrange: { s in try HostileOutputTests.tiny(s) },
                        arguments: ["trace", "tiny.scene", "-o", "/dev/stdout"], status: 0, stderr: [],
                        stdout: [#""canvas" : {"#, #""frames" : ["#]),
            HostileCase(finding: "28.4", name: "trace -o - prints the trace",
                        arrange: { s in try HostileOutputTests.tiny(s) },
                        arguments: ["trace", "tiny.scene", "-o", "-"], status: 0, stderr: [],
                        stdout: [#""canvas" : {"#, #""frames" : ["#]),
            HostileCase(finding: "28.4", name: "diff -o - writes the PNG to standard output and the text to standard error",
                        arrange: { s in try Self.differingImages(s) },
                        arguments: ["diff", "a.png", "b.png", "-o", "-"], status: 1,
                        stderr: ["mismatched pixels: 64", "diff: -"], stdout: ["\u{FFFD}PNG"]),
            HostileCase(finding: "28.4", name: "trace -o a descriptor that is not open",
                        arrange: { s in try HostileOutputTests.tiny(s) },
                        arguments: ["trace", "tiny.scene", "-o", "/dev/fd/987"], status: 2,
                        stderr: ["Error: '-o /dev/fd/987' names no open file descriptor"]),
            HostileCase(finding: "28.22", name: "trace x.scene -o x.scene",
                        arrange: { s in try HostileOutputTests.tiny(s) },
                        arguments: ["trace", "tiny.scene", "-o", "tiny.scene"], status: 2,
                        stderr: ["Error: '-o tiny.scene' would overwrite the scene 'tiny.scene'", "hint: write the trace somewhere else"]),
            HostileCase(finding: "28.22", name: "trace -o an image the scene draws",
                        arrange: { s in
                            try s.write("tiny.scene", HostileFixtures.scene(body: "Image(\"photo\")"))
                            _ = try s.png("photo.png", width: 4, height: 4)
                        },
                        arguments: ["trace", "tiny.scene", "-o", "photo.png"], status: 2,
                        stderr: ["Error: '-o photo.png' would overwrite the input file "]),
            HostileCase(finding: "28.4", name: "trace -o a new file still writes it",
                        arrange: { s in try HostileOutputTests.tiny(s) },
                        arguments: ["trace", "tiny.scene", "-o", "trace.json"], status: 0, stderr: [], writes: ["trace.json"],
                        after: { s in try expect((s.read("trace.json") ?? "").contains(#""frames" : ["#), "no trace was written") }),
        ]
        try runHostile(cases)
    }

    /// Finding 16: a failed write to standard output (a full disk) trapped in `FileHandle.write`
    /// with exit 132. It is now exit 1 with a message on standard error.
    func testFinding16AFailedWriteToStandardOutputIsAnErrorNotATrap() throws {
        let s = Sandbox("28.16-full")
        try HostileOutputTests.tiny(s)
        try s.device("full", minor: 7)
        for arguments in [["--help"], ["check", "tiny.scene"], ["check", "tiny.scene", "--format", "json"],
                          ["trace", "tiny.scene"], ["trace", "tiny.scene", "-o", "/dev/stdout"]] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Repo.binary)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: s.root)
            process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            let full = try XCTUnwrap(FileHandle(forWritingAtPath: s.path("full")))
            let errors = Pipe()
            process.standardOutput = full
            process.standardError = errors
            try process.run()
            let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            try full.close()
            let label = "matchcut \(arguments.joined(separator: " ")) > full"
            XCTAssertEqual(process.terminationStatus, 1, "\(label): \(stderr)")
            XCTAssertEqual(process.terminationReason, .exit, label)
            XCTAssertTrue(stderr.hasSuffix("Error: cannot write to standard output: No space left on device\n"), "\(label): \(stderr)")
            XCTAssertFalse(stderr.contains("Fatal error"), label)
        }
        var info = stat()
        XCTAssertEqual(lstat(s.path("full"), &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "the device is still a device")
    }

    /// Finding 27: a view that takes its view model through `init` and whose body is a
    /// GeometryReader, shown inside another view, trapped check and render (SIGILL, nothing on
    /// stderr): the reader's content ran at an earlier moment, which forgot objects made since,
    /// and putting the later state back removed a negative number of them.
    func testFinding27AnInjectedViewModelBesideAGeometryReaderRenders() throws {
        let app = """
            final class Store: ObservableObject { @Published var n = 1 }
            struct ListV: View {
                @StateObject private var store: Store
                init(store: Store = Store()) { _store = StateObject(wrappedValue: store) }
                var body: some View { GeometryReader { geo in Color.gray } }
            }
            struct Host: View { var body: some View { ListV(store: Store()) } }
            struct Outer: View { var body: some View { VStack(spacing: 0) { Host() } } }
            struct Defaulted: View { var body: some View { ListV() } }

            """
        for root in ["Host()", "Outer()", "Defaulted()", "ListV(store: Store())"] {
            let s = Sandbox("28.27-" + root.filter(\.isLetter))
            try s.write("p.scene", app + "scene(\"p\") {\n    device(.iPhone14)\n    root(\(root))\n}\n")
            let check = try runMatchcut(["check", s.path("p.scene")], environment: ["SWIFT_BACKTRACE": "enable=no"])
            XCTAssertEqual(check.status, 0, "\(root): \(check.stderr)")
            XCTAssertTrue(check.stdout.hasSuffix("p.scene: ok\n"), "\(root): \(check.stdout)")
            let render = try runMatchcut(["render", s.path("p.scene"), "-o", s.path("out"), "--format", "png", "--quiet"],
                                         environment: ["SWIFT_BACKTRACE": "enable=no"])
            XCTAssertEqual(render.status, 0, "\(root): \(render.stderr)")
            let frame = try PNGReader.decode(try Data(contentsOf: URL(fileURLWithPath: s.path("out/p/frame-00000.png"))), path: "frame")
            // The reader fills the safe area (iPhone 14: 47 pt top inset, 34 pt bottom, at 3x)
            // with Color.gray, #8E8E93 in light mode; the status bar above it stays white.
            let middle = frame.rgba(x: 585, y: 1266), top = frame.rgba(x: 585, y: 47 * 3 - 2), inside = frame.rgba(x: 585, y: 47 * 3 + 2)
            XCTAssertEqual([middle.r, middle.g, middle.b], [142, 142, 147], root)
            XCTAssertEqual([inside.r, inside.g, inside.b], [142, 142, 147], root)
            XCTAssertEqual([top.r, top.g, top.b], [255, 255, 255], root)
        }
    }

    /// A scene in `app/` that draws the image set `Logo` of its catalog, or the loose image
    /// `Shots.imageset/shot` from `app/assets/`.
    static func catalogScene(_ s: Sandbox, image: String = "Logo") throws {
        try s.write("app/p.scene", """
            struct V: View {
                var body: some View { Image("\(image)") }
            }
            scene("p") {
                canvas(width: 40, height: 40, scale: 1)
                root(V())
            }

            """)
        try s.write("app/Assets.xcassets/Logo.imageset/Contents.json",
                    #"{"images": [{"idiom": "universal", "filename": "logo.png", "scale": "1x"}], "info": {"author": "xcode", "version": 1}}"#)
    }

    /// Findings 11 and 12: an image set's image file was opened wherever its link led, and a
    /// loose image in a folder named `*.imageset` read that folder's Contents.json whole,
    /// following links, with no type or size check.
    func testFindings11And12AnImageSetIsHeldToTheCatalogsRules() throws {
        let outside = "image 'Logo' at 'app/Assets.xcassets/Logo.imageset/logo.png' is a link to '"
        try runHostile([
            HostileCase(finding: "28.11", name: "an image set's file links to a PNG outside the scene's folder",
                        arrange: { s in
                            try Self.catalogScene(s)
                            _ = try s.png("secret/logo.png", width: 8, height: 8)
                            try s.link("app/Assets.xcassets/Logo.imageset/logo.png", to: "../../../secret/logo.png")
                        },
                        arguments: ["check", "app/p.scene"], status: 2,
                        stderr: ["app/p.scene:2:27: error: " + outside, "outside the scene's folder",
                                 "hint: images come from the scene's folder"]),
            HostileCase(finding: "28.11", name: "an image set's file links to /etc/passwd",
                        arrange: { s in
                            try Self.catalogScene(s)
                            try s.link("app/Assets.xcassets/Logo.imageset/logo.png", to: "/etc/passwd")
                        },
                        arguments: ["render", "app/p.scene", "-o", "out"], status: 2,
                        stderr: [outside + "/etc/passwd', outside the scene's folder"]),
            HostileCase(finding: "28.11", name: "an image set's file is a FIFO",
                        arrange: { s in
                            try Self.catalogScene(s)
                            try s.fifo("app/Assets.xcassets/Logo.imageset/logo.png")
                        },
                        arguments: ["check", "app/p.scene"], status: 2,
                        stderr: ["image 'Logo' at 'app/Assets.xcassets/Logo.imageset/logo.png' is a FIFO (named pipe), not a PNG file"]),
            HostileCase(finding: "28.12", name: "a loose image's Contents.json is a link to a FIFO",
                        arrange: { s in
                            try Self.catalogScene(s, image: "Shots.imageset/shot")
                            _ = try s.png("app/assets/Shots.imageset/shot.png", width: 8, height: 8)
                            try s.fifo("fifo")
                            try s.link("app/assets/Shots.imageset/Contents.json", to: "../../../fifo")
                        },
                        arguments: ["check", "app/p.scene"], status: 0, stderr: [], stdout: ["app/p.scene: ok"]),
            HostileCase(finding: "28.12", name: "a loose image's Contents.json is over 1 MiB",
                        arrange: { s in
                            try Self.catalogScene(s, image: "Shots.imageset/shot")
                            _ = try s.png("app/assets/Shots.imageset/shot.png", width: 8, height: 8)
                            try s.write("app/assets/Shots.imageset/Contents.json", String(repeating: " ", count: 2 << 20)
                                        + #"{"images": [{"idiom": "universal", "filename": "shot.png", "scale": "2x"}]}"#)
                        },
                        arguments: ["trace", "app/p.scene"], status: 0, stderr: [],
                        // Drawn at 1x, as a loose image is: 8 points for 8 pixels, not 4.
                        stdout: [#""width" : 8"#]),
        ])
    }

    /// Finding 9: a journal planted in `-o` (`.matchcut-run-N/commit` naming `docs`, with a
    /// `new/docs/` that carries a well-formed marker, as an attacker can write one) made the
    /// next render move the user's `docs/` aside and delete it, and put the planted folder in
    /// its place. A run folder that is a link moved folders from outside `-o` into it.
    func testFinding9APlantedJournalNeverTouchesAFolderMatchcutDidNotMake() throws {
        let marker = #"{"matchcut": "0.2.0", "scene": "docs"}"#
        try runHostile([
            HostileCase(finding: "28.9", name: "a planted journal names the user's docs/",
                        arrange: { s in
                            try HostileOutputTests.tiny(s)
                            try HostileOutputTests.render(s, ["tiny.scene"])
                            try s.write("out/docs/readme.md", "the user's own notes")
                            try s.write("out/.matchcut-run-1/commit", "docs\n")
                            try s.write("out/.matchcut-run-1/new/docs/.matchcut-output", marker)
                            try s.write("out/.matchcut-run-1/new/docs/planted.txt", "planted")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--quiet"], status: 0, stderr: [],
                        writes: ["out/tiny*", "out/manifest.json", "out/.matchcut-run-1*"],
                        after: { s in
                            try expect(s.read("out/docs/readme.md") == "the user's own notes", "docs/readme.md changed")
                            try expect(!s.exists("out/docs/planted.txt"), "the planted folder was moved in")
                            try expect(!s.exists("out/.matchcut-run-1"), "the stale run folder is left")
                        }),
            HostileCase(finding: "28.9", name: "a run folder that is a link to a folder outside -o",
                        arrange: { s in
                            try HostileOutputTests.tiny(s)
                            try HostileOutputTests.render(s, ["tiny.scene"])
                            try s.write("elsewhere/commit", "docs\n")
                            try s.write("elsewhere/new/docs/.matchcut-output", marker)
                            try s.write("elsewhere/new/docs/notes.txt", "someone else's")
                            try s.link("out/.matchcut-run-1", to: "../elsewhere")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--quiet"], status: 0, stderr: [],
                        writes: ["out/tiny*", "out/manifest.json", "out/.matchcut-run-1*"],
                        after: { s in
                            try expect(!s.exists("out/docs"), "a folder from outside -o was moved in")
                        }),
        ])
    }

    static let cacheWarning = "warning: the frame cache in 'c' cannot be used: "
    static let cacheHint = "hint: name a folder of its own with --cache <dir>, or pass --no-cache"

    /// Finding 10: `--cache DIR` on a folder whose `v1/` is the user's deleted the user's files
    /// there as if they were old entries. Finding 21: a cache that cannot be used failed the
    /// render, though the cache only saves time. Now the cache tags its own `v1/`, adopts an
    /// untagged one only when every file is one it writes, and otherwise warns and renders
    /// without it.
    func testFindings10And21ACacheFolderThatIsNotMatchcutsIsLeftAloneAndTheRenderGoesOn() throws {
        let entry = "v1/ab/ab" + String(repeating: "0", count: 62) + ".png"
        try runHostile([
            HostileCase(finding: "28.10", name: "the cache's v1/ holds the user's files",
                        arrange: { s in
                            try HostileOutputTests.tiny(s)
                            try s.write("c/v1/notes.txt", "the user's own notes")
                            try s.write("c/" + entry, "the user's file that happens to look like an entry")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--cache", "c", "--cache-size", "1"], status: 0,
                        stderr: [Self.cacheWarning + "'c/v1' holds 'notes.txt', which the cache did not write, and has no "
                                 + "'CACHEDIR.TAG' of Matchcut's; this run draws every frame without it", Self.cacheHint],
                        writes: ["out*"],
                        after: { s in try expect(s.exists("out/tiny/frame-00000.png"), "the frames were not rendered") }),
            HostileCase(finding: "28.21", name: "the cache folder is a regular file",
                        arrange: { s in
                            try HostileOutputTests.tiny(s)
                            try s.write("c", "a file")
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--cache", "c"], status: 0,
                        stderr: [Self.cacheWarning + "cannot write 'c/v1': a part of the path is a file, not a folder; "
                                 + "this run draws every frame without it", Self.cacheHint],
                        writes: ["out*"]),
            HostileCase(finding: "28.21", name: "the cache folder is a dangling link",
                        arrange: { s in
                            try HostileOutputTests.tiny(s)
                            try s.link("c", to: "nowhere/at/all")
                        },
                        // Goldens recorded on a first run: exit 1 says so (docs/golden-testing.md).
                        arguments: ["test", "tiny.scene", "--cache", "c", "-o", "report"], status: 1,
                        stderr: [Self.cacheWarning + "'c' is a symbolic link to 'nowhere/at/all', which does not exist; "
                                 + "this run draws every frame without it", Self.cacheHint],
                        writes: ["report*", "__goldens__*"], environment: ["CI": "false"]),
        ])
    }

    /// An untagged `v1/` that holds only what the cache writes (a cache of an earlier version)
    /// is adopted: tagged, and used.
    func testFinding10AnUntaggedCacheOfMatchcutsOwnShapeIsAdopted() throws {
        let s = Sandbox("28.10-adopt")
        try HostileOutputTests.tiny(s)
        let first = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("out"), "--cache", s.path("c"), "--quiet"])
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(s.read("c/v1/CACHEDIR.TAG")?.hasPrefix("Signature: 8a477f597d28d172789f06886806bc55\n"), true)
        XCTAssertEqual(unlink(s.path("c/v1/CACHEDIR.TAG")), 0)
        let again = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("out"), "--cache", s.path("c")])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertFalse(again.stderr.contains("warning"), again.stderr)
        XCTAssertTrue(s.exists("c/v1/CACHEDIR.TAG"), "adopted and tagged")
    }

    /// Found beside round two: `matchcut render x`, a scene file with a one-letter name,
    /// trapped in Foundation's `NSString.deletingLastPathComponent` (Linux, Swift 6.3).
    /// Sources use `parentPath` instead, and a scan keeps it that way.
    func testAOneLetterSceneNameRendersAndNoSourceCallsTheTrappingParent() throws {
        try runHostile([
            HostileCase(finding: "28.x", name: "render a scene file named x",
                        arrange: { s in try HostileOutputTests.tiny(s, "x") },
                        arguments: ["render", "x", "-o", "out", "--no-cache", "--quiet"], status: 0, stderr: [],
                        writes: ["out*"],
                        after: { s in try expect(s.exists("out/x/frame-00000.png"), "no frames") }),
        ])
        for (path, parent) in [("a/b", "a"), ("/c", "/"), ("x", ""), ("x/", ""), ("/", "/"), ("a/b/", "a"), ("a//b", "a"),
                               ("/a/b.scene", "/a"), ("", "")] {
            XCTAssertEqual(parentPath(path), parent, path)
        }
        var callers: [String] = []
        for file in FileManager.default.enumerator(atPath: Repo.path("Sources"))?.allObjects as? [String] ?? []
        where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: Repo.path("Sources/" + file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("as NSString).deletingLastPathComponent") {
                callers.append(file + ": " + line.trimmingCharacters(in: .whitespaces))
            }
        }
        // The one left: a test file's own folder, from #filePath (an absolute path, never one letter).
        XCTAssertEqual(callers, ["MatchcutTesting/AssertTransition.swift: (String(describing: filePath) as NSString).deletingLastPathComponent"],
                       "use parentPath(_:) (Files): NSString's traps on a one-letter name")
    }

    /// A progressive grey JPEG of `side` × `side` pixels whose DC scan is repeated `scans`
    /// times (each scan: every block's DC difference 0, one bit a block).
    static func progressiveJPEG(side: Int, scans: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        func segment(_ marker: UInt8, _ body: [UInt8]) {
            bytes += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))                        // one quantisation table
        segment(0xC2, [8, UInt8(side >> 8), UInt8(side & 0xFF), UInt8(side >> 8), UInt8(side & 0xFF), 1, 1, 0x11, 0])
        segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0])               // DC: one code, category 0
        let blocks = (side / 8) * (side / 8)
        for _ in 0..<scans {
            segment(0xDA, [1, 1, 0x00, 0, 0, 0x00])                                      // DC first scan, Al 0
            bytes += [UInt8](repeating: 0, count: (blocks + 7) / 8)
        }
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    /// Finding 14: a progressive JPEG's scans had no limit: 2,000, 8,000 or 20,000 repeated
    /// scans made `check` take 22, 105 or 294 s, and it said ok. Past 500 scans (libjpeg-turbo's
    /// own fuzzers' limit) the image is refused, naming it; ten scans draw.
    func testFinding14AProgressiveJPEGHasAScanLimit() throws {
        func photo(_ scans: Int) -> (Sandbox) throws -> Void {
            { s in
                try s.write("photo.jpg", Self.progressiveJPEG(side: 256, scans: scans))
                try s.write("p.scene", "struct V: View {\n    var body: some View { Image(\"photo\") }\n}\n"
                            + "scene(\"p\") {\n    canvas(width: 300, height: 300, scale: 1)\n    root(V())\n}\n")
            }
        }
        try runHostile([
            HostileCase(finding: "28.14", name: "a progressive JPEG of 2000 scans", arrange: photo(2000),
                        arguments: ["check", "p.scene"], status: 2,
                        stderr: ["p.scene:2:27: error: image 'photo.jpg' cannot be drawn: cannot decode the JPEG 'photo.jpg': it has more than 500 progressive scans (a real photo has about ten)"]),
            HostileCase(finding: "28.14", name: "a progressive JPEG of 501 scans", arrange: photo(501),
                        arguments: ["render", "p.scene", "-o", "out", "--no-cache"], status: 2,
                        stderr: ["it has more than 500 progressive scans"]),
            HostileCase(finding: "28.14", name: "a progressive JPEG of 10 scans", arrange: photo(10),
                        arguments: ["check", "p.scene"], status: 0, stderr: [], stdout: ["p.scene: ok"]),
        ])
    }

    /// Finding 15: `sources("/*/*/*/*/*/*/*/*")` globbed the whole file system before it was
    /// confined (82 s, 3.4 GB), then said "no match". A pattern is now confined before the
    /// walk: its folders before the first wildcard must be inside the project root, and no
    /// `..` may follow a wildcard.
    func testFinding15ASourcesPatternIsConfinedBeforeItWalks() throws {
        let hint = "hint: name a folder that holds the scene and the app with '--project-root <folder>'"
        try runHostile([
            HostileCase(finding: "28.15", name: "sources patterns that reach outside the root",
                        arrange: { s in
                            try s.write("app/App/View.swift", "struct V: View { var body: some View { Color.red } }\n")
                            try s.write("secret/key.swift", "let key = 1\n")
                            try s.write("app/s.scene", """
                                scene("s") {
                                    sources("/*/*/*/*/*/*/*/*")
                                    sources("App/*/../../../secret/*")
                                    sources("../secret/*.swift")
                                    sources("App/*.swift")
                                    canvas(width: 10, height: 10, scale: 1)
                                    root(V())
                                }

                                """)
                        },
                        arguments: ["check", "app/s.scene"], status: 2,
                        stderr: ["app/s.scene:2:13: error: '/*/*/*/*/*/*/*/*' reaches outside the project root 'app'; nothing outside it is searched",
                                 "app/s.scene:3:13: error: 'App/*/../../../secret/*' reaches outside the project root 'app'",
                                 "app/s.scene:4:13: error: '../secret/*.swift' reaches outside the project root 'app'", hint],
                        stderrLacks: ["key.swift", "app/s.scene:5:", "Fatal error"], timeLimit: 5),
        ])
    }

    /// Finding 17: junit.xml was not XML when a message held a control character, which XML 1.0
    /// allows in no form, so a CI's test-report step failed to read it.
    func testFinding17JUnitIsWellFormedWhateverAMessageHolds() throws {
        let message = "bell\u{7} esc\u{1B}[31m nul\u{0} del\u{7F} end"
        try runHostile([
            HostileCase(finding: "28.17", name: "a failing frame's message holds control characters",
                        arrange: { s in
                            try s.write("r0/report.json", Self.report(scene: "tiny").replacingOccurrences(
                                of: #""message": "x""#, with: #""message": "# + Self.json(message)))
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 1, stderr: ["1 of 1 frames failed"],
                        writes: ["out*"],
                        after: { s in
                            let data = try XCTUnwrap(FileManager.default.contents(atPath: s.path("out/junit.xml")))
                            let parser = XMLParser(data: data)
                            try expect(parser.parse(), "junit.xml is not well-formed: \(String(describing: parser.parserError))")
                            let text = String(decoding: data, as: UTF8.self)
                            try expect(text.contains(#"bell\u{7} esc\u{1B}[31m nul\u{0} del\#u{7F} end"#), text)
                        }),
        ])
    }

    /// Finding 24: two `goldens { at(…) }` times under 1 ms apart shared one file, and one of
    /// them then failed for ever. Finding 23 (in part): `at(1e300)` gave "cannot write" a
    /// 300-digit name. Both are now errors at the time.
    func testFinding24GoldenTimesNameOneFileEach() throws {
        func scene(_ times: String) -> (Sandbox) throws -> Void {
            { s in try s.write("g.scene", "struct V: View { var body: some View { Color.red } }\nscene(\"s\") {\n"
                               + "    canvas(width: 10, height: 10, scale: 1)\n    root(V())\n    goldens {\n\(times)    }\n}\n") }
        }
        try runHostile([
            HostileCase(finding: "28.24", name: "two golden times 0.4 ms apart", arrange: scene("        at(0.5)\n        at(0.5004)\n"),
                        arguments: ["test", "g.scene", "-o", "report"], status: 2,
                        stderr: ["g.scene:7:12: error: this golden's file would be 'at-0.500s.png', the same as the golden on line 6: "
                                 + "golden times are named to the millisecond", "hint: keep golden times at least 0.001 s apart, or drop one"],
                        writes: ["report*"]),
            HostileCase(finding: "28.23", name: "a golden time of 1e300 s", arrange: scene("        at(1e300)\n"),
                        arguments: ["check", "g.scene"], status: 2,
                        stderr: ["g.scene:6:12: error: '1e+300' is not a golden key frame time",
                                 "hint: write 'at(0.5)' with a time in seconds, from 0 to 600, one per line"]),
            HostileCase(finding: "28.24", name: "golden times 1 ms apart", arrange: scene("        at(0.5)\n        at(0.501)\n"),
                        arguments: ["check", "g.scene"], status: 0, stderr: [], stdout: ["g.scene: ok"]),
        ])
    }

    /// Finding 25: `assets("/")` passed check, and `--watch` then watched thousands of files
    /// from `/`. A catalog outside the scene's folder (and the asset roots) is now an error at
    /// its argument, and the watch list never walks one.
    func testFinding25ACatalogOutsideTheScenesFolderIsAnError() throws {
        let hint = "hint: catalogs come from the scene's folder; name another folder with '--asset-root <folder>'"
        try runHostile([
            HostileCase(finding: "28.25", name: "assets(\"/\") and assets(\"../..\")",
                        arrange: { s in
                            try s.write("app/Own.xcassets/Contents.json", #"{"info": {"author": "xcode", "version": 1}}"#)
                            try s.write("app/s.scene", "struct V: View { var body: some View { Color.red } }\nscene(\"s\") {\n"
                                        + "    assets(\"/\")\n    assets(\"../..\")\n    assets(\"Own.xcassets\")\n"
                                        + "    canvas(width: 10, height: 10, scale: 1)\n    root(V())\n}\n")
                        },
                        arguments: ["check", "app/s.scene"], status: 2,
                        stderr: ["app/s.scene:3:12: error: asset catalog '/' is outside the scene's folder", hint,
                                 "app/s.scene:4:12: error: asset catalog '../..' is outside the scene's folder"],
                        stderrLacks: ["Own.xcassets", "Fatal error"]),
        ])
        let s = Sandbox("28.25-watch")
        try s.write("s.scene", "scene(\"s\") {\n    assets(\"/\")\n    assets(\"Own.xcassets\")\n}\n")
        try s.write("Own.xcassets/Contents.json", "{}")
        XCTAssertEqual(CompiledScene.filesRead(path: s.path("s.scene")), [s.path("s.scene"), s.path("Own.xcassets/Contents.json")],
                       "the watch lists the scene and its own catalog, nothing from /")
    }

    /// Finding 18: merge-reports read report.json whole (3 GB → 3.2 GB of memory), and a FIFO
    /// report got "no such file". Both are now refused from `fstat`, before a byte is read,
    /// as bad input (exit 2).
    func testFinding18AReportIsCheckedBeforeItIsRead() throws {
        let hint = "hint: pass the folders that 'matchcut test --shard K/N -o DIR' wrote"
        try runHostile([
            HostileCase(finding: "28.18", name: "a FIFO report", arrange: { s in try s.fifo("r0/report.json") },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/report.json' is a FIFO (named pipe), not a file", hint]),
            HostileCase(finding: "28.18", name: "a 3 GB report",
                        arrange: { s in
                            try s.folder("r0")
                            let fd = open(s.path("r0/report.json"), O_WRONLY | O_CREAT, 0o644)
                            try expect(fd >= 0 && ftruncate(fd, 3 << 30) == 0, "cannot make a sparse file")
                            close(fd)
                        },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: 'r0/report.json' is 3 GiB; the limit is 256 MiB", hint],
                        writes: ["r0/report.json"], maxResidentMiB: 200),
            HostileCase(finding: "28.18", name: "no report", arrange: { s in try s.folder("r0") },
                        arguments: ["merge-reports", "r0", "-o", "out"], status: 2,
                        stderr: ["Error: cannot open 'r0/report.json': there is no such file", hint]),
        ])
    }

    /// Found by the file-call scan: `matchcut test -o docs` removed `docs/<scene>/` whatever it
    /// held, to clear the scene's old report images. Only a folder of a report's own files
    /// is removed now.
    func testAReportNeverClearsAFolderItDidNotWrite() throws {
        try runHostile([
            HostileCase(finding: "28.x", name: "test -o docs where docs/tiny is the user's",
                        arrange: { s in
                            try HostileOutputTests.tiny(s)
                            try s.write("docs/tiny/notes.md", "the user's own notes")
                        },
                        arguments: ["test", "tiny.scene", "-o", "docs", "--record", "missing"], status: 1,
                        stderr: ["cannot write 'docs/tiny': it holds files a report does not write"],
                        writes: ["__goldens__*", "docs/report.*", "docs/junit.xml", "docs/timings.json"],
                        environment: ["CI": "false"]),
        ])
    }

    /// Finding 23: texts that misled. Each is now the thing that is wrong, where it is written.
    func testFinding23MessagesSayWhatIsWrongWhereItIs() throws {
        func scene(_ body: String, timeline: String = "", extra: String = "") -> String {
            "struct V: View {\n    var body: some View { \(body) }\n}\n\(extra)scene(\"s\") {\n"
                + "    canvas(width: 40, height: 40, scale: 1)\n    root(V())\n\(timeline)}\n"
        }
        func nested(_ levels: Int) -> String {
            var text = #""a""#
            for _ in 0..<levels { text = #""\("# + text + #")""# }
            return text
        }
        try runHostile([
            HostileCase(finding: "28.23", name: "tap(count: 0)",
                        arrange: { s in try s.write("s.scene", scene(#"Button("Go") { }"#, timeline: "    timeline {\n        tap(\"Go\", count: 0)\n    }\n")) },
                        arguments: ["check", "s.scene"], status: 2,
                        stderr: ["s.scene:8:19: error: 'tap' cannot take this 'count': a tap is 1 touch or more, not 0"]),
            HostileCase(finding: "28.23", name: "Array(repeating:count: -1)",
                        arrange: { s in try s.write("s.scene", scene("Color.red", extra: "let xs = Array(repeating: 0, count: -1)\n")) },
                        arguments: ["check", "s.scene"], status: 2,
                        stderr: ["error: 'Array(repeating:count:)' cannot take this 'count': an array cannot have -1 elements"],
                        stderrLacks: ["too large", "Fatal error"]),
            HostileCase(finding: "28.23", name: "string interpolation nested 17 deep",
                        arrange: { s in try s.write("s.scene", scene("Text(\(nested(17)))")) },
                        arguments: ["check", "s.scene"], status: 2,
                        stderr: ["error: code is nested too deeply (more than 16 levels)"]),
            HostileCase(finding: "28.23", name: "string interpolation nested 16 deep",
                        arrange: { s in try s.write("s.scene", scene("Text(\(nested(16)))")) },
                        arguments: ["check", "s.scene"], status: 0, stderr: [], stdout: ["s.scene: ok"]),
            HostileCase(finding: "28.23", name: "600 app files",
                        arrange: { s in
                            for n in 0..<600 { try s.write("App/F\(n).swift", "let f\(n) = \(n)\n") }
                            try s.write("s.scene", "struct V: View {\n    var body: some View { Color.red }\n}\nscene(\"s\") {\n"
                                        + "    sources(\"App/*.swift\")\n    canvas(width: 40, height: 40, scale: 1)\n    root(V())\n}\n")
                        },
                        arguments: ["check", "s.scene"], status: 2,
                        stderr: ["s.scene:5:13: error: the patterns match more than 512 source files; a scene may name at most 512",
                                 "hint: name the folders of the views the scene shows, not the whole app"],
                        stderrLacks: ["array is too large", "Fatal error"]),
            HostileCase(finding: "28.23", name: "an app file over 1 MiB",
                        arrange: { s in
                            try s.write("App/Big.swift", "let big = 1\n" + String(repeating: "// padding\n", count: 100_000))
                            try s.write("s.scene", "struct V: View {\n    var body: some View { Color.red }\n}\nscene(\"s\") {\n"
                                        + "    sources(\"App/*.swift\")\n    canvas(width: 40, height: 40, scale: 1)\n    root(V())\n}\n")
                        },
                        arguments: ["check", "s.scene"], status: 2,
                        stderr: ["s.scene:5:13: error: source file 'App/Big.swift' is too large (1100012 bytes; the limit is 1048576)",
                                 #"5 |     sources("App/*.swift")"#]),
        ])
    }
}
