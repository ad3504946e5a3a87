import Files
import ImageFiles

/// Everything that can go wrong while encoding an image or a video. (Reading an image is
/// `ImageFileError`'s; opening, reading and writing the files themselves is `FileError`'s.)
///
/// Errors stay enums until the CLI presents them; `message` is the one place that turns
/// one into text (lowercase, no trailing period, the path quoted).
public enum OutputError: DescribedError, Equatable, Sendable {
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
        case .ffmpegMissing: "install it with 'sudo apt-get install ffmpeg', or run 'make deps'"
        case .videoEncoderFailed, .videoEncoderQuit: "the lines above are ffmpeg's own; PNG output does not need ffmpeg"
        default: nil
        }
    }
}

extension OutputError: CustomStringConvertible {
    public var description: String { message }
}
