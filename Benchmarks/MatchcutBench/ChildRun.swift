import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One run of the release `matchcut` binary: wall time, CPU time, and the peak resident
/// memory of that process alone (ffmpeg, its child, is not counted).
///
/// It runs under GNU time (`/usr/bin/time -f`): Linux carries the parent's peak RSS into
/// a child across exec when the child was spawned with a shared address space, so wait4's
/// figure from this (large) bench process would be wrong; time's own footprint is tiny.
struct ChildRun {
    var seconds: Double
    var cpuSeconds: Double
    var peakMB: Double

    static func run(_ executable: String, _ arguments: [String]) -> ChildRun {
        let report = NSTemporaryDirectory() + "matchcut-bench-time-\(getpid())"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
        process.arguments = ["-f", "%e %U %S %M", "-o", report, executable] + arguments
        let start = Date()
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("bench: /usr/bin/time is needed (apt-get install time)\n".utf8))
            exit(1)
        }
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        guard process.terminationStatus == 0 else {
            FileHandle.standardError.write(Data("bench: \(arguments.joined(separator: " ")) failed\n".utf8))
            exit(1)
        }
        let fields = ((try? String(contentsOfFile: report, encoding: .utf8)) ?? "")
            .split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        unlink(report)
        guard fields.count == 4 else { return ChildRun(seconds: seconds, cpuSeconds: 0, peakMB: 0) }
        return ChildRun(seconds: seconds, cpuSeconds: fields[1] + fields[2], peakMB: fields[3] / 1024)
    }
}
