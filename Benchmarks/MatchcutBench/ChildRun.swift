import Foundation
import Output
#if canImport(Glibc)
import Glibc
#endif

/// One run of the release `matchcut` binary: wall time, CPU time (ffmpeg's included), and
/// the peak resident memory of the matchcut process alone.
///
/// The process is spawned and waited for (`waitpid`), so the time ends when it exits. Its
/// peak is the kernel's high-water mark `VmHWM` from /proc/<pid>/status, read by a thread
/// beside it: that mark is per address space, so neither ffmpeg's memory nor this (large)
/// bench process's leaks into it, as both do into `ru_maxrss` (a spawned child's starts at
/// its parent's size). The mark only rises, so it is read every 5 ms only where the memory
/// target is measured, runs that start ffmpeg; PNG-only runs read it every 50 ms, so the
/// bench takes next to no CPU from the cores it measures.
struct ChildRun {
    var seconds: Double
    var cpuSeconds: Double
    var peakMB: Double

    /// The faster of two runs (its time and CPU), with the higher peak memory of both.
    static func faster(_ a: ChildRun?, _ b: ChildRun) -> ChildRun {
        guard let a else { return b }
        var best = b.seconds < a.seconds ? b : a
        best.peakMB = max(a.peakMB, b.peakMB)
        return best
    }

    /// `silenced` sends the child's standard output to /dev/null (`matchcut test`, which has
    /// no `--quiet`, prints a line a scene); its errors still show. `status`: the exit status
    /// the run must end with; `environment`: variables set for it, over this process's.
    static func run(_ executable: String, _ arguments: [String], startsFFmpeg: Bool, silenced: Bool = false,
                    status expected: Int32 = 0, environment: [String: String] = [:]) -> ChildRun {
        settle()
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if silenced { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        var pid: pid_t = 0
        let cpuBefore = childCPU()
        let start = monotonicSeconds()
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { variables.forEach { free($0) } }
        guard posix_spawn(&pid, executable, &actions, nil, argv, variables) == 0 else { fail("bench: cannot start \(executable)") }
        let peak = PeakWatcher(pid: pid, interval: startsFFmpeg ? 5_000 : 50_000)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { fail("bench: lost \(executable): \(String(cString: strerror(errno)))") }
        }
        let seconds = monotonicSeconds() - start
        let peakKB = peak.stop()
        // Exited, with the status expected.
        guard status & 0x7f == 0, (status >> 8) & 0xff == expected else { fail("bench: \(arguments.joined(separator: " ")) failed") }
        return ChildRun(seconds: seconds, cpuSeconds: childCPU() - cpuBefore, peakMB: peakKB / 1024)
    }
}

/// Reads a process's `VmHWM` every `interval` µs on a thread of its own until stopped.
final class PeakWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var peakKB = 0.0
    private var running = true
    private let done = DispatchSemaphore(value: 0)

    init(pid: pid_t, interval: UInt32) {
        let path = "/proc/\(pid)/status"
        Thread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while self.isRunning {
                let fd = open(path, O_RDONLY)
                if fd >= 0 {
                    let n = read(fd, &buffer, buffer.count)
                    close(fd)
                    if n > 0, let kb = Self.highWaterMark(in: buffer[0..<n]) { self.record(kb) }
                }
                usleep(interval)
            }
            self.done.signal()
        }.start()
    }

    private var isRunning: Bool {
        lock.lock()
        defer { lock.unlock() }
        return running
    }

    private func record(_ kb: Double) {
        lock.lock()
        peakKB = max(peakKB, kb)
        lock.unlock()
    }

    /// Stops reading; the highest mark read, in kB.
    func stop() -> Double {
        lock.lock()
        running = false
        lock.unlock()
        done.wait()
        lock.lock()
        defer { lock.unlock() }
        return peakKB
    }

    /// The number on the `VmHWM:` line of a status file.
    static func highWaterMark(in text: ArraySlice<UInt8>) -> Double? {
        let line = text.split(separator: UInt8(ascii: "\n")).first { $0.starts(with: Array("VmHWM:".utf8)) }
        return line.flatMap { Double(String(decoding: $0.dropFirst(6), as: UTF8.self).trimmingCharacters(in: .whitespaces)
            .split(separator: " ").first ?? "") }
    }
}

/// CPU seconds of every waited-for child so far.
func childCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(Array((message + "\n").utf8)))
    exit(1)
}
