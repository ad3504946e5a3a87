import Foundation
import Output
import XCTest

/// One hostile input, run through the real binary in a sandbox folder of its own.
///
/// The case arranges the sandbox, runs `matchcut` in it (relative paths, so messages are
/// predictable) under `ulimit -v 4G`, and asserts four things: the exit status, the
/// message with its location, that nothing in the sandbox changed outside the paths it
/// may write (`writes`), and that it finished in time (10 s; a second after a signal).
struct HostileCase {
    /// The finding of issue 15 it reproduces, as `1.2` (item 1, second bullet).
    var finding: String
    var name: String
    var arrange: (Sandbox) throws -> Void
    /// `matchcut` and its arguments; run with the sandbox as the working folder.
    var arguments: [String]
    var status: Int32
    /// Lines (or parts of lines) stderr must hold, the location first.
    var stderr: [String]
    /// Text stderr must not hold (a crash report, a raw control character).
    var stderrLacks: [String] = ["Fatal error", "Stack dump", "💣"]
    var stdout: [String] = []
    /// Sandbox paths the command may change (its output), or prefixes ending in `*`;
    /// everything else must be as it was.
    var writes: [String] = []
    /// Extra checks on the sandbox after the run.
    var after: ((Sandbox) throws -> Void)? = nil
    /// Environment additions; `PATH` may begin with `$SANDBOX/…`.
    var environment: [String: String] = [:]
    /// The most memory the process may hold at its peak (its maximum resident set).
    var maxResidentMiB: Int? = nil
    /// The most bytes it may write on stderr.
    var stderrLimit: Int? = nil
    /// Sends `signal` once `when` holds (polled every 20 ms), then expects an exit within
    /// `signalDeadline` seconds.
    var signal: (signo: Int32, when: (Sandbox) -> Bool)? = nil
    var signalDeadline: Double = 1
    /// Set when the run may finish before `signal.when` holds (then `status` and `stderr`
    /// apply, untimed): what a run the signal reached exits with and says.
    var ifSignalled: (status: Int32, stderr: [String])? = nil
    var timeLimit: Double = 10
    /// Why the case cannot pass yet: another lane's commit it waits for. Skipped unless
    /// MATCHCUT_HOSTILE_PENDING=1.
    var pending: String? = nil
}

/// A temporary folder a case owns: files, links, FIFOs and folders made on request.
struct Sandbox {
    let root: String

    init(_ name: String) {
        let safe = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        root = Repo.temporaryFolder("hostile-" + String(safe))
    }

    /// The folder part of a relative path. Not NSString's `deletingLastPathComponent`, which
    /// on Linux traps on a one-letter name (swift-corelibs-foundation, Swift 6.3).
    static func parent(of relative: String) -> String {
        relative.split(separator: "/").dropLast().joined(separator: "/")
    }

    func path(_ relative: String) -> String { relative.isEmpty ? root : root + "/" + relative }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        try folder(Self.parent(of: relative))
        try data.write(to: URL(fileURLWithPath: path(relative)))
    }

    func folder(_ relative: String) throws {
        guard !relative.isEmpty else { return }
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// A copy of a file of the repository.
    func copy(_ repoPath: String, to relative: String) throws {
        try folder(Self.parent(of: relative))
        try FileManager.default.copyItem(atPath: Repo.path(repoPath), toPath: path(relative))
    }

    func link(_ relative: String, to target: String) throws {
        try folder(Self.parent(of: relative))
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: target)
    }

    func fifo(_ relative: String) throws {
        try folder(Self.parent(of: relative))
        guard mkfifo(path(relative), 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// A character device node of the sandbox's own (1,3 reads and writes like /dev/null,
    /// 1,7 like /dev/full): a test never points the binary at /dev itself.
    func device(_ relative: String, major: UInt32 = 1, minor: UInt32) throws {
        try folder(Self.parent(of: relative))
        guard mknod(path(relative), S_IFCHR | 0o666, dev_t(major << 8 | minor)) == 0 else {
            throw HostileCheck("mknod \(relative) failed: \(String(cString: strerror(errno)))")
        }
    }

    /// An executable shell script (a fake ffmpeg).
    func script(_ relative: String, _ body: String) throws {
        try write(relative, "#!/bin/sh\n" + body + "\n")
        chmod(path(relative), 0o755)
    }

    func exists(_ relative: String) -> Bool {
        var info = stat()
        return lstat(path(relative), &info) == 0
    }

    func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: path(relative)).map { String(decoding: $0, as: UTF8.self) }
    }

    func contents(_ relative: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path(relative))) ?? []).sorted()
    }

    /// Whether `pattern` (a path, or a prefix ending in `*`) covers `relative` or a folder holding it.
    static func covers(_ pattern: String, _ relative: String) -> Bool {
        if pattern.hasSuffix("*") { return relative.hasPrefix(pattern.dropLast()) }
        return relative == pattern || relative.hasPrefix(pattern + "/")
    }

    /// Every entry under the root, links not followed: type, mode, size and content digest
    /// for files, the target for links. Paths under `excluding` are left out.
    func digest(excluding: [String]) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ relative: String) {
            let full = path(relative)
            var info = stat()
            guard lstat(full, &info) == 0 else { return }
            if !relative.isEmpty, excluding.contains(where: { Self.covers($0, relative) }) { return }
            let mode = info.st_mode & S_IFMT
            let perms = String(info.st_mode & 0o7777, radix: 8)
            switch mode {
            case S_IFDIR:
                result[relative + "/"] = "dir \(perms)"
                for name in contents(relative) { walk(relative.isEmpty ? name : relative + "/" + name) }
            case S_IFLNK:
                result[relative] = "link → " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")
            case S_IFREG:
                let data = FileManager.default.contents(atPath: full) ?? Data()
                result[relative] = "file \(perms) \(data.count) \(SHA256.hex(data))"
            default:
                result[relative] = "special \(mode) \(perms)"
            }
        }
        walk("")
        return result
    }
}

/// What a bounded run of the binary gave.
struct BoundedRun {
    var status: Int32
    var stdout: String
    var stderr: String
    var seconds: Double
    var timedOut: Bool
    /// Seconds from the signal to the exit, when a signal was sent.
    var afterSignal: Double?
    /// The process's peak resident memory: the kernel's high-water mark `VmHWM` of its own
    /// address space, read while it runs. (`wait4`'s `ru_maxrss` counts this test process's
    /// size too: posix_spawn's child shares its memory until it execs.)
    var maxResidentKiB: Int
    /// Bytes written on stderr in all (only the first `keptBytes` are kept).
    var stderrBytes: Int
    /// Processes the run left behind in its process group (a child it never killed).
    var leftovers: Bool
}

enum HostileRunner {
    /// Address space per case, as `ulimit -v` takes it (KiB): 4 GiB.
    static let memoryLimitKiB = 4 * 1024 * 1024
    /// Output kept per stream; the rest is read and dropped (a flood must not fill the test).
    static let keptBytes = 256 * 1024

    /// Runs `matchcut arguments` in `sandbox` in a process group of its own (so a child it leaves
    /// behind can be seen and killed), under the memory limit, killing it at `limit`.
    static func run(_ arguments: [String], in sandbox: Sandbox, environment: [String: String] = [:],
                    limit: Double, signal: (signo: Int32, when: (Sandbox) -> Bool)? = nil) throws -> BoundedRun {
        var env = ProcessInfo.processInfo.environment
        for (key, value) in environment { env[key] = value.replacingOccurrences(of: "$SANDBOX", with: sandbox.root) }
        env["SWIFT_BACKTRACE"] = "enable=no"
        let argv = ["/bin/sh", "-c", "cd \"$0\" && ulimit -v \(memoryLimitKiB) && exec \"$@\"", sandbox.root, Repo.binary] + arguments
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else { throw HostileCheck("pipe failed") }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let start = Date()
        // As Matchcut starts ffmpeg: a process group of its own, every signal at its default.
        let spawned = GroupSpawn.start("/bin/sh", Array(argv.dropFirst()), environment: env.map { "\($0.key)=\($0.value)" },
                                       stdin: .null, stdout: .descriptor(outPipe[1]), stderr: .descriptor(errPipe[1]))
        close(outPipe[1])
        close(errPipe[1])
        guard case let .success(pid) = spawned else { throw HostileCheck("cannot start the binary: \(spawned)") }
        let outText = Drain(outPipe[0]), errText = Drain(errPipe[0])
        var signalled: Date?
        var timedOut = false
        var status: Int32 = 0
        var usage = rusage()
        var peakKiB = 0
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            peakKiB = max(peakKiB, Self.highWaterMarkKiB(pid))
            if Date().timeIntervalSince(signalled ?? start) > limit {
                timedOut = true
                kill(-pid, SIGKILL)
                wait4(pid, &status, 0, &usage)
                break
            }
            if let signal, signalled == nil, signal.when(sandbox) {
                kill(pid, signal.signo)
                signalled = Date()
            }
            usleep(10_000)
        }
        let end = Date()
        // Anything still in the group was started by the run and never killed.
        usleep(50_000)
        let leftovers = kill(-pid, 0) == 0
        if leftovers { kill(-pid, SIGKILL) }
        let code = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let stderr = errText.wait()
        return BoundedRun(status: code, stdout: outText.wait(), stderr: stderr,
                          seconds: end.timeIntervalSince(start), timedOut: timedOut,
                          afterSignal: signalled.map { end.timeIntervalSince($0) },
                          maxResidentKiB: peakKiB, stderrBytes: errText.total, leftovers: leftovers)
    }

    /// `VmHWM` of a running process, in KiB (0 once it is gone). The mark only rises and is
    /// per address space: after the shell execs matchcut, it is matchcut's alone.
    static func highWaterMarkKiB(_ pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first ?? "") ?? 0
    }

    /// Reads a pipe to its end on a thread, keeping the first `keptBytes`.
    final class Drain: @unchecked Sendable {
        private var data = Data()
        private(set) var total = 0
        private let done = DispatchSemaphore(value: 0)

        init(_ fd: Int32) {
            Thread.detachNewThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let n = read(fd, &buffer, buffer.count)
                    if n < 0, errno == EINTR { continue }
                    if n <= 0 { break }
                    total += n
                    if data.count < HostileRunner.keptBytes { data.append(contentsOf: buffer[0..<min(n, HostileRunner.keptBytes - data.count)]) }
                }
                close(fd)
                done.signal()
            }
        }

        func wait() -> String {
            done.wait()
            return String(decoding: data, as: UTF8.self)
        }
    }
}

extension XCTestCase {
    /// Runs every case of a table, reporting each failure under its finding and name.
    func runHostile(_ cases: [HostileCase], file: StaticString = #filePath, line: UInt = #line) throws {
        let runPending = ProcessInfo.processInfo.environment["MATCHCUT_HOSTILE_PENDING"] == "1"
        for c in cases {
            let label = "[\(c.finding) \(c.name)]"
            if let pending = c.pending, !runPending {
                print("pending \(label): waits for \(pending)")
                continue
            }
            let sandbox = Sandbox(c.finding + "-" + c.name)
            try c.arrange(sandbox)
            let before = sandbox.digest(excluding: c.writes)
            let run = try HostileRunner.run(c.arguments, in: sandbox, environment: c.environment,
                                            limit: c.timeLimit, signal: c.signal)
            let context = "\(label) in \(sandbox.root) (MATCHCUT_HOSTILE_KEEP=1 keeps it): matchcut \(c.arguments.joined(separator: " "))\nstatus \(run.status)\nstderr:\n"
                + run.stderr.prefix(3000) + "\nstdout:\n" + run.stdout.prefix(1000)
            XCTAssertFalse(run.timedOut, "\(label) did not finish in \(c.timeLimit) s\n\(context)", file: file, line: line)
            // A signal that found the run already done (a zombie) leaves its own status.
            let signalled = run.afterSignal != nil && c.ifSignalled.map { $0.status == run.status } == true
            XCTAssertEqual(run.status, signalled ? c.ifSignalled!.status : c.status, "\(label) exit status\n\(context)", file: file, line: line)
            for text in signalled ? c.ifSignalled!.stderr : c.stderr {
                XCTAssertTrue(run.stderr.contains(text), "\(label) stderr lacks:\n\(text)\n\(context)", file: file, line: line)
            }
            for text in c.stderrLacks {
                XCTAssertFalse(run.stderr.contains(text), "\(label) stderr holds \(text.debugDescription)\n\(context)",
                               file: file, line: line)
            }
            for text in c.stdout {
                XCTAssertTrue(run.stdout.contains(text), "\(label) stdout lacks:\n\(text)\n\(context)", file: file, line: line)
            }
            if c.signal != nil, c.ifSignalled == nil || run.afterSignal != nil {
                XCTAssertNotNil(run.afterSignal, "\(label) ended before the signal was sent\n\(context)", file: file, line: line)
                if let after = run.afterSignal {
                    XCTAssertLessThan(after, c.signalDeadline, "\(label) took \(after) s after the signal\n\(context)",
                                      file: file, line: line)
                }
            }
            XCTAssertFalse(run.leftovers, "\(label) left a process running\n\(context)", file: file, line: line)
            if let limit = c.maxResidentMiB {
                XCTAssertLessThan(run.maxResidentKiB, limit * 1024, "\(label) held \(run.maxResidentKiB / 1024) MiB\n\(context)",
                                  file: file, line: line)
            }
            if let limit = c.stderrLimit {
                XCTAssertLessThanOrEqual(run.stderrBytes, limit, "\(label) wrote \(run.stderrBytes) bytes on stderr\n\(context)",
                                         file: file, line: line)
            }
            let after = sandbox.digest(excluding: c.writes)
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            XCTAssertTrue(changed.isEmpty, "\(label) changed what is not its output: \(changed.prefix(20))\n\(context)",
                          file: file, line: line)
            do {
                try c.after?(sandbox)
            } catch {
                XCTFail("\(label) \(error)\n\(context)", file: file, line: line)
            }
            if ProcessInfo.processInfo.environment["MATCHCUT_HOSTILE_KEEP"] != "1" {
                try? FileManager.default.removeItem(atPath: sandbox.root)
            }
        }
    }
}

/// A failed `after` check, with its reason.
struct HostileCheck: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Throws unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws {
    if !condition { throw HostileCheck(message()) }
}
