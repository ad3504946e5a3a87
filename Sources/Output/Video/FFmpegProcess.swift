import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One ffmpeg subprocess fed raw BGRA frames on its standard input.
///
/// - SIGPIPE is ignored, so an ffmpeg that dies gives an error here rather than killing
///   the renderer.
/// - The pipe is grown to 1 MiB (`F_SETPIPE_SZ`): a frame at 3x is 12 MB, and the default
///   64 KiB pipe costs a context switch every 64 KiB (platform notes: 43 → 52 fps).
/// - ffmpeg's stderr is collected on a thread (its last 8 KB are kept) so that a failure
///   reports ffmpeg's own words, and a chatty ffmpeg never blocks on a full stderr pipe.
///
/// Confined to the thread that writes the frames.
public final class FFmpegProcess {
    public let encoding: VideoEncoding
    public let path: String
    private let process = Process()
    private let input: Int32
    /// Owns `input`: closing through it (once) keeps Foundation from closing the number
    /// again later, after it may have been reused.
    private let inputHandle: FileHandle
    private let log = LogTail()
    private let logReader: Thread
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
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = encoding.arguments(output: path)
        let stdin = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        inputHandle = stdin.fileHandleForWriting
        input = inputHandle.fileDescriptor
        // Another ffmpeg started later must not inherit this write end, or this one never
        // sees the end of its input.
        _ = fcntl(input, F_SETFD, FD_CLOEXEC)
        _ = fcntl(input, 1031 /* F_SETPIPE_SZ */, Int32(1 << 20))
        let reading = stderr.fileHandleForReading
        let log = self.log
        logReader = Thread {
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                log.append(chunk)
            }
            log.close()
        }
        do {
            try process.run()
        } catch {
            throw OutputError.videoEncoderFailed(format: encoding.format.rawValue, status: -1,
                                                 log: "cannot start \(ffmpeg): \(SystemErrorText.reason(error))")
        }
        logReader.start()
    }

    deinit {
        if !finished { cancel() }
    }

    /// The bytes of one frame on the pipe: opaque BGRA, or `YUVFrame`'s planes.
    public var frameBytes: Int {
        switch encoding.input {
        case .bgra: encoding.width * encoding.height * 4
        case .yuv420p: YUVFrame.byteCount(width: encoding.width, height: encoding.height)
        }
    }

    /// Sends one frame: exactly `frameBytes` bytes, in the encoding's input format.
    public func write(_ frame: UnsafeRawBufferPointer) throws {
        precondition(frame.count == frameBytes, "a raw frame is \(frameBytes) bytes for \(encoding.input)")
        var offset = 0
        while offset < frame.count {
            let n = Glibc.write(input, frame.baseAddress! + offset, frame.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                // EPIPE: ffmpeg has exited; its stderr says why.
                try finish()
                throw failure(status: process.terminationStatus)
            }
            offset += n
        }
    }

    /// Closes ffmpeg's input and waits for it to write the file.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try? inputHandle.close()
        process.waitUntilExit()
        log.waitUntilClosed()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw failure(status: process.terminationStatus)
        }
    }

    /// Stops ffmpeg without waiting for a file (after another error).
    public func cancel() {
        guard !finished else { return }
        finished = true
        try? inputHandle.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    private func failure(status: Int32) -> OutputError {
        .videoEncoderFailed(format: encoding.format.rawValue, status: status,
                            log: log.text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The last few KB a process wrote, filled on one thread and read on another.
final class LogTail: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes = Data()
    private var closed = false
    private let limit = 8192

    func append(_ chunk: Data) {
        condition.lock()
        bytes.append(chunk)
        if bytes.count > limit { bytes = bytes.suffix(limit) }
        condition.unlock()
    }

    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilClosed() {
        condition.lock()
        while !closed { condition.wait() }
        condition.unlock()
    }

    var text: String {
        condition.lock()
        defer { condition.unlock() }
        return String(decoding: bytes, as: UTF8.self)
    }
}
