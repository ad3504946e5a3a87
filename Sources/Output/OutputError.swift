/// Everything that can go wrong while writing or reading an output file.
///
/// Errors stay enums until the CLI presents them; `message` is the one place that turns
/// one into text (lowercase, no trailing period, the path quoted).
public enum OutputError: Error, Equatable, Sendable {
    case cannotOpen(path: String, reason: String)
    /// A folder, FIFO, socket or device where a file was expected.
    case notAFile(path: String, kind: InputFile.FileKind)
    /// A symbolic link where the file itself must be.
    case linkNotAllowed(path: String)
    case fileTooLarge(path: String, size: Int, limit: Int)
    case cannotWrite(path: String, reason: String)
    /// A device, FIFO, socket, folder or link where a file is to be written: never replaced.
    case notReplaceable(path: String, kind: InputFile.FileKind)
    case notAPNG(path: String)
    case corruptPNG(path: String, reason: String)
    /// libjpeg-turbo could not read a JPEG: its own words.
    case corruptJPEG(path: String, reason: String)
    case imageTooLarge(path: String, width: Int, height: Int, maxPixels: Int)
    case compressionFailed(code: Int32)
    case emptyFrame
    /// No `ffmpeg` on PATH, and a video format was asked for.
    case ffmpegMissing
    /// ffmpeg exited with `status`; `log` is the end of what it wrote on stderr.
    case videoEncoderFailed(format: String, status: Int32, log: String)
    /// ffmpeg exited before it had read every frame: `frames` went in.
    case videoEncoderQuit(format: String, status: Int32, frames: Int, log: String)
    /// A wait on ffmpeg was stopped: an interrupt, or a failure elsewhere.
    case stopped

    public var message: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot open \(quoted(path)): \(reason)"
        case let .notAFile(path, kind): "\(quoted(path)) is a \(kind.rawValue), not a file"
        case .linkNotAllowed(let path): "\(quoted(path)) is a symbolic link; it must be the file itself"
        case let .fileTooLarge(path, size, limit):
            "\(quoted(path)) is \(ByteCount(size)); the limit is \(ByteCount(limit))"
        case .cannotWrite(let path, let reason): "cannot write \(quoted(path)): \(reason)"
        case let .notReplaceable(path, kind):
            "will not write \(quoted(path)): it is a \(kind.rawValue), and Matchcut writes only where there is nothing or a regular file"
        case .notAPNG(let path): "\(quoted(path)) is not a PNG file"
        case .corruptPNG(let path, let reason): "cannot decode \(quoted(path)): \(reason)"
        case .corruptJPEG(let path, let reason): "cannot decode the JPEG \(quoted(path)): \(reason)"
        case let .imageTooLarge(path, width, height, maxPixels):
            "\(quoted(path)) is \(width) × \(height) pixels; the limit is \(maxPixels) pixels"
        case .compressionFailed(let code): "deflate failed with isa-l code \(code)"
        case .emptyFrame: "cannot encode a frame with no pixels"
        case .ffmpegMissing: "ffmpeg is not installed: video formats (mp4, gif, webm, apng) need it"
        case let .videoEncoderFailed(format, status, log):
            "ffmpeg failed to encode \(format) (exit status \(status))" + (log.isEmpty ? "" : ":\n" + log)
        case let .videoEncoderQuit(format, status, frames, log):
            "ffmpeg exited with status \(status) after reading \(frames) frames of the \(format), before the video was complete"
                + (log.isEmpty ? "" : ":\n" + log)
        case .stopped: "stopped before ffmpeg had finished"
        }
    }

    /// What to do about it, when there is something to do.
    public var hint: String? {
        switch self {
        case .notReplaceable: "name a new file, or '-' (standard output) where a command writes one file"
        case .ffmpegMissing: "install it with 'sudo apt-get install ffmpeg', or run 'make deps'"
        case .videoEncoderFailed, .videoEncoderQuit: "the lines above are ffmpeg's own; PNG output does not need ffmpeg"
        default: nil
        }
    }
}

extension OutputError: CustomStringConvertible {
    public var description: String { message }
}
