import Foundation
import Output
import Synchronization

/// Ctrl-C (SIGINT) or SIGTERM during a render or a merge.
///
/// While the scenes compile, nothing is on disk yet: the first signal ends the process at
/// once (exit 128 + the signal), the previous output as it was. After that it asks
/// everything to stop: workers between frames, the video feed and
/// every wait on ffmpeg within a tenth of a second. The command then removes its staging
/// folders, kills and reaps ffmpeg, leaves the previous output as it was, and exits with
/// 128 + the signal (130, 143). A second signal kills every ffmpeg's process group and
/// then the process itself, at once; the next run removes what it left.
public enum Interrupt {
    /// The first signal received, 0 while none has been.
    private static let received = Atomic<Int32>(0)

    public static var requested: Bool { received.load(ordering: .relaxed) != 0 }

    /// True while an output's commit renames its folders into place: a second signal then
    /// waits for it rather than leaving old and new folders mixed.
    private static let committing = Atomic<Bool>(false)

    /// True while a command has nothing on disk yet (its scenes compile, lay out and plan
    /// their motion): the first signal then ends the process at once, since there is nothing
    /// to clean up and a compile is not stopped halfway otherwise.
    private static let nothingWritten = Atomic<Bool>(false)

    /// What an interrupted command prints, made before any signal (a handler may not allocate).
    nonisolated(unsafe) private static var unchangedMessage: UnsafeMutablePointer<CChar>? = nil

    /// Runs `body` (loading scenes, before any output is staged) so that the first signal
    /// ends the process at once with the previous output unchanged.
    static func beforeAnyOutput<T>(_ body: () throws -> T) throws -> T {
        nothingWritten.store(true, ordering: .sequentiallyConsistent)
        defer { nothingWritten.store(false, ordering: .sequentiallyConsistent) }
        if requested { throw MatchcutError.interrupted }
        return try body()
    }

    /// Runs `body` (a few renames) with the second signal's kill held off until it returns.
    static func whileCommitting<T>(_ body: () -> T) -> T {
        committing.store(true, ordering: .sequentiallyConsistent)
        defer { committing.store(false, ordering: .sequentiallyConsistent) }
        return body()
    }

    /// The signal that asked to stop (SIGINT when none did, for the exit status of an
    /// interruption raised another way).
    public static var signal: Int32 {
        let s = received.load(ordering: .relaxed)
        return s == 0 ? SIGINT : s
    }

    /// The exit status of an interrupted command: 128 + the signal.
    public static var exitStatus: Int32 { 128 + signal }

    /// Installs the handlers. Call once, from the CLI.
    public static func install() {
        ChildProcesses.prepare()
        unchangedMessage = strdup("Error: " + MatchcutError.interrupted.message + "\n")
        _ = (requested, committing.load(ordering: .relaxed), nothingWritten.load(ordering: .relaxed))
        for signo in [SIGINT, SIGTERM] {
            Glibc.signal(signo) { number in
                let (first, _) = Interrupt.received.compareExchange(expected: 0, desired: number, ordering: .relaxed)
                if first, Interrupt.nothingWritten.load(ordering: .sequentiallyConsistent), let message = Interrupt.unchangedMessage {
                    _ = Glibc.write(2, message, strlen(message))
                    _exit(128 + number)
                }
                guard !first, !Interrupt.committing.load(ordering: .sequentiallyConsistent) else { return }
                // The second: nothing may outlive the process.
                ChildProcesses.killAll()
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
    }
}
