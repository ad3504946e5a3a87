import Files
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One ffmpeg subprocess fed raw frames on its standard input.
///
/// - It runs in a process group of its own, spawned here (`posix_spawn`), so that stopping
///   it stops whatever it started too, and a terminal's Ctrl-C reaches Matchcut alone,
///   which then stops it: every stop kills the group and reaps the process.
/// - SIGPIPE is ignored, so an ffmpeg that dies gives an error here rather than killing
///   the renderer.
/// - The pipe is grown to 1 MiB (`F_SETPIPE_SZ`): a frame at 3x is 12 MB, and the default
///   64 KiB pipe costs a context switch every 64 KiB (platform notes: 43 → 52 fps).
/// - Every wait can be stopped: writes are non-blocking and wait in `poll` a tenth of a
///   second at a time, asking `shouldStop` (an interrupt) and `requestStop` (another
///   thread's failure) in between, so an ffmpeg that never reads cannot hang a render.
/// - ffmpeg's stderr is read on a thread into a ring of its last 8 KB (`LogTail`), so a
///   failure reports ffmpeg's own words, a chatty ffmpeg never blocks on a full stderr
///   pipe, and one that floods it costs 8 KB.
///
/// Confined to the thread that writes the frames, except `requestStop`.
public final class FFmpegProcess: @unchecked Sendable {
    public let encoding: VideoEncoding
    public let path: String
    /// Asked while waiting on ffmpeg: true stops the wait with `OutputError.stopped`.
    public var shouldStop: @Sendable () -> Bool = { false }
    private let pid: pid_t
    private var input: Int32
    private let log: LogTail
    private let stopRequested = Atomic<Bool>(false)
    private var exitStatus: Int32?
    private var framesWritten = 0
    private var finished = false

    /// `ffmpeg` as found on PATH, or nil.
    public static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/ffmpeg" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts ffmpeg writing `encoding` to `path`.
    public init(_ encoding: VideoEncoding, path: String) throws {
        guard let ffmpeg = Self.executable() else { throw OutputError.ffmpegMissing }
        signal(SIGPIPE, SIG_IGN)
        self.encoding = encoding
        self.path = path
        var stdin: [Int32] = [0, 0], stderr: [Int32] = [0, 0]
        guard pipe(&stdin) == 0 else { throw Self.cannotStart(ffmpeg, encoding, AtomicFile.errnoText()) }
        guard pipe(&stderr) == 0 else {
            close(stdin[0]); close(stdin[1])
            throw Self.cannotStart(ffmpeg, encoding, AtomicFile.errnoText())
        }
        // No other process started later may inherit these (another ffmpeg holding this
        // one's input open would keep it from ever seeing the end of its frames).
        for fd in stdin + stderr { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let spawned = GroupSpawn.start(ffmpeg, encoding.arguments(output: path), stdin: .descriptor(stdin[0]), stdout: .null,
                                       stderr: .descriptor(stderr[1]))
        close(stdin[0])
        close(stderr[1])
        let child: pid_t
        switch spawned {
        case let .success(started): child = started
        case let .failure(error):
            close(stdin[1]); close(stderr[0])
            throw Self.cannotStart(ffmpeg, encoding, error.reason)
        }
        pid = child
        ChildProcesses.add(child)
        input = stdin[1]
        _ = fcntl(input, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        log = LogTail(reading: stderr[0])
    }

    deinit {
        if !finished { cancel() }
    }

    private static func cannotStart(_ ffmpeg: String, _ encoding: VideoEncoding, _ reason: String) -> OutputError {
        .videoEncoderFailed(format: encoding.format.rawValue, status: -1, log: "cannot start \(ffmpeg): \(reason)")
    }

    /// The bytes of one frame on the pipe: opaque BGRA, or `YUVFrame`'s planes.
    public var frameBytes: Int {
        switch encoding.input {
        case .bgra: encoding.width * encoding.height * 4
        case .yuv420p: YUVFrame.byteCount(width: encoding.width, height: encoding.height)
        }
    }

    /// Asks every wait on this ffmpeg to stop (from any thread): a failure elsewhere.
    public func requestStop() { stopRequested.store(true, ordering: .releasing) }

    private var stopping: Bool { stopRequested.load(ordering: .acquiring) || shouldStop() }

    /// Sends one frame: exactly `frameBytes` bytes, in the encoding's input format.
    public func write(_ frame: UnsafeRawBufferPointer) throws {
        guard frame.count == frameBytes, let base = frame.baseAddress else {
            throw OutputError.videoEncoderFailed(format: encoding.format.rawValue, status: -1,
                                                 log: "a raw frame is \(frameBytes) bytes for \(encoding.input), not \(frame.count)")
        }
        var offset = 0
        while offset < frame.count {
            let n = Glibc.write(input, base + offset, frame.count - offset)
            if n >= 0 {
                offset += n
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN:
                // The pipe is full: ffmpeg is busy, or stuck. Wait for room, a tenth of a second at a time.
                if stopping { throw stop() }
                var poller = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, 100)
            default:
                // EPIPE: ffmpeg has exited before reading every frame; its stderr says why.
                let status = try waitForExit()
                throw failure(status: status, early: true)
            }
        }
        framesWritten += 1
    }

    /// Closes ffmpeg's input and waits for it to write the file.
    public func finish() throws {
        guard !finished else { return }
        closeInput()
        let status = try waitForExit()
        finished = true
        guard status == 0 else { throw failure(status: status, early: false) }
    }

    /// Stops ffmpeg without waiting for a file (after another error, or an interrupt): its
    /// group is asked to terminate, then killed, and the process reaped.
    public func cancel() {
        guard !finished else { return }
        finished = true
        closeInput()
        guard exitStatus == nil else { return }
        kill(-pid, SIGTERM)
        for _ in 0..<50 where reap(blocking: false) == nil { usleep(4_000) }
        if exitStatus == nil {
            kill(-pid, SIGKILL)
            _ = reap(blocking: true)
        }
        log.waitUntilClosed(seconds: 0.5)
    }

    private func closeInput() {
        if input >= 0 {
            close(input)
            input = -1
        }
    }

    /// Stops ffmpeg after `shouldStop` or `requestStop`, and returns the error that says so.
    private func stop() -> OutputError {
        cancel()
        return .stopped
    }

    /// Waits for ffmpeg to exit, asking `stopping` between polls; its exit status, or 128 +
    /// the signal that ended it.
    private func waitForExit() throws -> Int32 {
        while true {
            if let status = reap(blocking: false) {
                // Whatever it started goes with it, and its stderr then closes.
                kill(-pid, SIGKILL)
                log.waitUntilClosed(seconds: 1)
                return status
            }
            if stopping { throw stop() }
            usleep(2_000)
        }
    }

    /// The exit status once ffmpeg has exited (reaping it), else nil.
    private func reap(blocking: Bool) -> Int32? {
        if let exitStatus { return exitStatus }
        var status: Int32 = 0
        let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        guard result == pid else { return nil }
        ChildProcesses.remove(pid)
        let signalled = status & 0x7F
        exitStatus = signalled == 0 ? (status >> 8) & 0xFF : 128 + signalled
        return exitStatus
    }

    private func failure(status: Int32, early: Bool) -> OutputError {
        let text = log.text.trimmingCharacters(in: .whitespacesAndNewlines)
        if early { return .videoEncoderQuit(format: encoding.format.rawValue, status: status, frames: framesWritten, log: text) }
        return .videoEncoderFailed(format: encoding.format.rawValue, status: status, log: text)
    }
}

/// The last 8 KB a process wrote on a pipe, read on a thread of its own into a ring: a
/// process that writes gigabytes costs 8 KB.
final class LogTail: @unchecked Sendable {
    static let limit = 8192
    private let condition = NSCondition()
    private var ring = [UInt8](repeating: 0, count: LogTail.limit)
    /// Bytes written in all; the ring holds the last `min(total, limit)`.
    private var total = 0
    private var closed = false

    /// Starts reading `descriptor` until its end, then closes it.
    init(reading descriptor: Int32) {
        Thread.detachNewThread { [self] in
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let n = read(descriptor, &chunk, chunk.count)
                if n < 0, errno == EINTR { continue }
                if n <= 0 { break }
                append(chunk[0..<n])
            }
            close(descriptor)
            condition.lock()
            closed = true
            condition.broadcast()
            condition.unlock()
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>) {
        condition.lock()
        defer { condition.unlock() }
        // What falls out of the ring before it is written is counted, not copied.
        total += max(0, bytes.count - Self.limit)
        for byte in bytes.suffix(Self.limit) {
            ring[total % Self.limit] = byte
            total += 1
        }
    }

    /// Waits until the pipe has closed, at most `seconds` (a process's children may keep
    /// it open after it exits).
    func waitUntilClosed(seconds: Double) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        while !closed, condition.wait(until: deadline) {}
        condition.unlock()
    }

    var text: String {
        condition.lock()
        defer { condition.unlock() }
        let kept = min(total, Self.limit)
        let start = total - kept
        let bytes = (start..<total).map { ring[$0 % Self.limit] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
