import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The subprocesses (ffmpeg) running now, each the leader of its own process group, so a
/// signal handler can kill them all before the process dies: a second Ctrl-C must not
/// leave an ffmpeg running.
///
/// The slots are plain 32-bit words in memory allocated once (`prepare`), read by the
/// handler without a lock (aligned word reads and writes do not tear), so `killAll` only
/// calls `kill`, which is async-signal-safe.
public enum ChildProcesses {
    static let capacity = 64
    nonisolated(unsafe) private static var slots: UnsafeMutablePointer<Int32>?
    private static let lock = NSLock()

    /// Allocates the slots; call before installing a signal handler that uses `killAll`.
    public static func prepare() {
        lock.lock()
        defer { lock.unlock() }
        if slots == nil {
            let memory = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
            memory.initialize(repeating: 0, count: capacity)
            slots = memory
        }
    }

    static func add(_ pid: pid_t) {
        prepare()
        lock.lock()
        defer { lock.unlock() }
        guard let slots else { return }
        for i in 0..<capacity where slots[i] == 0 {
            slots[i] = pid
            return
        }
    }

    static func remove(_ pid: pid_t) {
        lock.lock()
        defer { lock.unlock() }
        guard let slots else { return }
        for i in 0..<capacity where slots[i] == pid { slots[i] = 0 }
    }

    /// Kills every registered process group; safe inside a signal handler.
    public static func killAll() {
        guard let slots else { return }
        for i in 0..<capacity where slots[i] > 0 { kill(-slots[i], SIGKILL) }
    }
}
