import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of the release `matchcut` binary: wall time, CPU time (ffmpeg's included), and
/// the peak resident memory of the matchcut process alone.
///
/// The peak is the kernel's high-water mark `VmHWM` from /proc/<pid>/status, read every
/// 5 ms until the process exits: it is per address space, so neither ffmpeg's memory nor
/// this (large) bench process's leaks into it, as both would into wait4's `ru_maxrss`.
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

    static func run(_ executable: String, _ arguments: [String]) -> ChildRun {
        settle()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let cpuBefore = childCPU()
        let start = Date()
        do { try process.run() } catch {
            FileHandle.standardError.write(Data(Array("bench: cannot start \(executable): \(error)\n".utf8)))
            exit(1)
        }
        var peakKB = 0.0
        let status = "/proc/\(process.processIdentifier)/status"
        while process.isRunning {
            if let text = try? String(contentsOfFile: status, encoding: .utf8),
               let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kb = Double(line.split(whereSeparator: \.isWhitespace)[1]) {
                peakKB = max(peakKB, kb)
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data(Array("bench: \(arguments.joined(separator: " ")) failed\n".utf8)))
            exit(1)
        }
        return ChildRun(seconds: seconds, cpuSeconds: childCPU() - cpuBefore, peakMB: peakKB / 1024)
    }
}

/// CPU seconds of every waited-for child so far.
func childCPU() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}
