import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Starts a program as the leader of a process group of its own, every signal at its
/// default and none blocked (this process ignores SIGPIPE, and its threads may block
/// others), its standard streams as asked. A terminal's Ctrl-C then reaches this process
/// alone, and the whole group can be killed at once (`kill(-pid, …)`). ffmpeg starts this
/// way, and so does every process the hostile-input tests run.
public enum GroupSpawn {
    /// What a child's standard stream is.
    public enum Stream {
        case null
        case descriptor(Int32)
    }

    /// The child's pid, or the `errno` of the failure.
    public static func start(_ executable: String, _ arguments: [String], environment: [String]? = nil,
                             stdin: Stream, stdout: Stream, stderr: Stream) -> Result<pid_t, SpawnError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (fd, stream) in [(Int32(0), stdin), (1, stdout), (2, stderr)] {
            switch stream {
            case .null: posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
            case let .descriptor(source): posix_spawn_file_actions_adddup2(&actions, source, fd)
            }
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup($0) } + [nil] }
        defer { (argv + (envp ?? [])).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = envp.map { posix_spawn(&pid, executable, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        return spawned == 0 ? .success(pid) : .failure(SpawnError(code: spawned))
    }

    public struct SpawnError: Error {
        public var code: Int32
        public var reason: String { String(cString: strerror(code)) }
    }
}
