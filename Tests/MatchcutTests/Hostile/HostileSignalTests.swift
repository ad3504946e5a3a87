import Foundation
import XCTest

/// Finding 12 (and 14's merge) of issue 15: an ffmpeg that never reads hung the render in
/// write(); the first SIGINT or SIGTERM only set a flag; the second left the partial folder
/// and ffmpeg running; ffmpeg's stderr was kept whole. Each case runs a fake ffmpeg first
/// on PATH, which writes its pid to `ffmpeg.pid` so the test can see it was stopped.
final class HostileSignalTests: XCTestCase {
    static let path = ["PATH": "$SANDBOX/bin:/usr/bin:/bin"]

    /// `tiny.scene` at 400 × 400 points and one second: twelve frames of 240 KB for mp4,
    /// more than the 1 MiB pipe holds, so an ffmpeg that never reads blocks the writes.
    static func arrange(_ s: Sandbox, ffmpeg: String, previous: Bool = true) throws {
        try s.write("tiny.scene", HostileFixtures.scene(canvas: "canvas(width: 400, height: 400, scale: 1)")
            .replacingOccurrences(of: "wait(0.1)", with: "wait(1)"))
        try s.script("bin/ffmpeg", "echo $$ > \"$(dirname \"$0\")/../ffmpeg.pid\"\n" + ffmpeg)
        if previous {
            let result = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("out"), "--format", "png", "--jobs", "1"])
            try expect(result.status == 0, "the first render failed: \(result.stderr)")
        }
    }

    /// True once `seconds` have passed since it was first asked.
    final class After: @unchecked Sendable {
        private var start: Date?
        let seconds: Double
        init(_ seconds: Double) { self.seconds = seconds }
        func callAsFunction(_: Sandbox) -> Bool {
            if start == nil { start = Date() }
            return Date().timeIntervalSince(start!) >= seconds
        }
    }

    /// The fake ffmpeg is no longer running.
    static func ffmpegStopped(_ s: Sandbox) throws {
        guard let text = s.read("ffmpeg.pid"), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw HostileCheck("the fake ffmpeg never started")
        }
        usleep(100_000)
        let alive = kill(pid, 0) == 0
        if alive { kill(pid, SIGKILL) }
        try expect(!alive, "ffmpeg (pid \(pid)) is still running")
    }

    static let neverReads = "exec sleep 600"

    func testFinding12TheFirstSignalEndsARenderAtOnce() throws {
        try runHostile([
            HostileCase(finding: "12.1", name: "SIGTERM with an ffmpeg that never reads",
                        arrange: { s in try Self.arrange(s, ffmpeg: Self.neverReads) },
                        arguments: ["render", "tiny.scene", "-o", "out", "--format", "png,mp4"], status: 143,
                        stderr: ["Error: interrupted; the previous output is unchanged"],
                        writes: ["ffmpeg.pid"], after: Self.ffmpegStopped, environment: Self.path,
                        signal: (SIGTERM, After(1.5).callAsFunction)),
            HostileCase(finding: "12.1", name: "SIGINT with an ffmpeg that never reads",
                        arrange: { s in try Self.arrange(s, ffmpeg: Self.neverReads) },
                        arguments: ["render", "tiny.scene", "-o", "out", "--format", "mp4"], status: 130,
                        stderr: ["Error: interrupted; the previous output is unchanged"],
                        writes: ["ffmpeg.pid"], after: Self.ffmpegStopped, environment: Self.path,
                        signal: (SIGINT, After(1.5).callAsFunction)),
            HostileCase(finding: "12.2", name: "an ffmpeg that ignores SIGTERM is killed",
                        arrange: { s in try Self.arrange(s, ffmpeg: "trap '' TERM\nsleep 600") },
                        arguments: ["render", "tiny.scene", "-o", "out", "--format", "mp4"], status: 143,
                        stderr: ["Error: interrupted; the previous output is unchanged"],
                        writes: ["ffmpeg.pid"], after: Self.ffmpegStopped, environment: Self.path,
                        signal: (SIGTERM, After(1.5).callAsFunction)),
            Self.merge(SIGINT, "SIGINT", status: 130),
            Self.merge(SIGTERM, "SIGTERM", status: 143),
        ])
    }

    /// Finding 14.4: `merge` of a shard whose video's ffmpeg never reads, stopped by `signo`.
    static func merge(_ signo: Int32, _ name: String, status: Int32) -> HostileCase {
        HostileCase(finding: "14.4", name: "merge honours \(name)",
                    arrange: { s in
                        try Self.arrange(s, ffmpeg: Self.neverReads, previous: false)
                        let settings = ["--format", "png,mp4", "--shard", "1/1"]
                        let shard = try runMatchcut(["render", s.path("tiny.scene"), "-o", s.path("s1")] + settings)
                        try expect(shard.status == 0, "the shard failed: \(shard.stderr)")
                    },
                    arguments: ["merge", "s1", "-o", "out"], status: status,
                    stderr: ["Error: interrupted; the previous output is unchanged"],
                    writes: ["ffmpeg.pid"], after: Self.ffmpegStopped, environment: Self.path,
                    signal: (signo, After(1.5).callAsFunction))
    }

    /// Scenes that take seconds to compile, lay out and plan (10,000 buttons, each renamed by
    /// `.id`), three of them: a signal lands while the first still loads.
    static func arrangeSlowCompile(_ s: Sandbox) throws {
        try arrange(s, ffmpeg: neverReads)
        let slow = HostileFixtures.scene(body: "LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))]) { ForEach(0..<10000, id: \\.self) { i in "
                                             + "Button(\"\\(i)\") { on.toggle() }.id(i) } }.opacity(on ? 1 : 0.5)")
        for name in ["slow1", "slow2", "slow3"] { try s.write(name + ".scene", slow.replacingOccurrences(of: "scene(\"tiny\")", with: "scene(\"\(name)\")")) }
    }

    /// A signal while the scenes compile was acted on only between scenes, seconds later.
    /// Nothing is on disk yet then: the first signal ends the run at once, the old output
    /// as it was.
    func testFinding12ASignalWhileScenesCompileEndsTheRunAtOnce() throws {
        let arguments = ["render", "tiny.scene", "slow1.scene", "slow2.scene", "slow3.scene", "-o", "out"]
        try runHostile([
            HostileCase(finding: "12.1", name: "SIGTERM while scenes compile",
                        arrange: Self.arrangeSlowCompile, arguments: arguments, status: 143,
                        stderr: ["Error: interrupted; the previous output is unchanged"],
                        after: { s in try expect(s.contents("out") == ["manifest.json", "tiny"], "out holds \(s.contents("out"))") },
                        environment: Self.path, signal: (SIGTERM, After(1.5).callAsFunction), timeLimit: 120),
            HostileCase(finding: "12.1", name: "SIGINT while scenes compile",
                        arrange: Self.arrangeSlowCompile, arguments: arguments, status: 130,
                        stderr: ["Error: interrupted; the previous output is unchanged"],
                        environment: Self.path, signal: (SIGINT, After(1.5).callAsFunction), timeLimit: 120),
        ])
    }

    /// The write end of a FIFO, opened (never written) once a reader holds the FIFO open.
    final class FIFOWriter: @unchecked Sendable {
        private var fd: Int32 = -1
        let path: String
        init(_ path: String) { self.path = path }
        /// True once matchcut has the FIFO open for reading (a non-blocking open for writing
        /// succeeds only then); the write end stays open, so a blocking read would wait forever.
        func readerIsThere(_ s: Sandbox) -> Bool {
            if fd < 0 { fd = open(s.path(path), O_WRONLY | O_NONBLOCK) }
            return fd >= 0
        }
        func close() { if fd >= 0 { Glibc.close(fd) } }
    }

    /// Finding 12.3: a FIFO asset nobody writes blocked the render in open(), then read(), and
    /// the first SIGTERM only set a flag. The SIGTERM is sent the moment matchcut holds the
    /// FIFO open: before the fix that moment lasted for ever. Now a FIFO is refused as soon as
    /// it is opened (O_NONBLOCK, then fstat), so the run usually ends before the test sees it,
    /// with the located error; a signal that lands first ends it with 143. Either way the
    /// previous output is as it was (the sandbox's hash, `out` included).
    func testFinding12AFIFOAssetNeitherHangsNorSwallowsSIGTERM() throws {
        let writer = FIFOWriter("proj/assets/pipe.png")
        try runHostile([
            HostileCase(finding: "12.3", name: "SIGTERM with a FIFO asset nobody writes",
                        arrange: { s in
                            try HostileAssetTests.scene(s, image: "pipe")
                            try s.write("proj/assets/pipe.png", HostileImageTests.photo)
                            let first = try runMatchcut(["render", s.path("proj/tiny.scene"), "-o", s.path("out")])
                            try expect(first.status == 0, "the first render failed: \(first.stderr)")
                            try FileManager.default.removeItem(atPath: s.path("proj/assets/pipe.png"))
                            try s.fifo("proj/assets/pipe.png")
                        },
                        arguments: ["render", "proj/tiny.scene", "-o", "out"], status: 2,
                        stderr: ["proj/tiny.scene:4:9: error: image 'pipe' at 'proj/assets/pipe.png' is a FIFO (named pipe), not a PNG file"],
                        after: { s in
                            writer.close()
                            try expect(s.contents("out") == ["manifest.json", "tiny"], "out holds \(s.contents("out"))")
                        },
                        signal: (SIGTERM, writer.readerIsThere),
                        ifSignalled: (143, ["Error: interrupted; the previous output is unchanged"])),
        ])
    }

    func testFinding12FFmpegsStderrIsAnEightKilobyteRing() throws {
        try runHostile([
            HostileCase(finding: "12.4", name: "an ffmpeg that floods stderr",
                        arrange: { s in
                            try Self.arrange(s, ffmpeg: "exec 3<&0\ncat <&3 > /dev/null &\nhead -c 400000000 /dev/zero | tr '\\0' 'x' >&2\necho 'the last words' >&2\nwait\nexit 1",
                                             previous: false)
                        },
                        arguments: ["render", "tiny.scene", "-o", "out", "--format", "mp4"], status: 1,
                        stderr: ["Error: ffmpeg failed to encode mp4 (exit status 1):", "the last words"],
                        writes: ["out", "ffmpeg.pid"],
                        after: { s in try expect(!s.exists("out/tiny"), "a failed render was swapped in") },
                        // 400 MB through a shell pipeline takes seconds under load: the limit is a hang guard.
                        environment: Self.path, maxResidentMiB: 300, timeLimit: 60),
            HostileCase(finding: "15.10", name: "an ffmpeg that quits early with status 0",
                        arrange: { s in try Self.arrange(s, ffmpeg: "head -c 1000 > /dev/null\nexit 0", previous: false) },
                        arguments: ["render", "tiny.scene", "-o", "out", "--format", "mp4"], status: 1,
                        stderr: ["Error: ffmpeg exited with status 0 after reading ", " frames of the mp4, before the video was complete"],
                        stderrLacks: ["(exit status 0)"], writes: ["out", "ffmpeg.pid"], environment: Self.path),
        ])
    }
}
