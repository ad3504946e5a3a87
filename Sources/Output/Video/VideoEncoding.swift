/// The ffmpeg command line for each video format: every encoder setting is pinned, thread
/// count included, so the same frames give the same bytes on any machine with the same
/// ffmpeg. `-fflags +bitexact` keeps the ffmpeg version string out of the container.
public struct VideoEncoding: Sendable, Equatable {
    public var format: OutputFormat
    /// Size of the raw BGRA frames piped in.
    public var width: Int
    public var height: Int
    /// Frames per second of the frames piped in.
    public var fps: Int
    /// Size of a GIF or APNG drawn at another size than the frames (`--gif-scale`,
    /// `--apng-scale`).
    public var scaledSize: (width: Int, height: Int)?
    /// For a GIF: the frame rate it is written at, when lower than `fps` (`--gif-fps`).
    /// GIF delays are whole centiseconds and browsers play 0 or 1 cs as 10 cs, so a 60 fps
    /// GIF (1.67 cs a frame) plays several times too slowly; at 50 fps or less every delay
    /// is at least 2 cs, and ffmpeg rounds each frame's time, so the delays add up to the
    /// scene's duration.
    public var outputFPS: Int?
    /// What is piped in: mp4 takes YUV 4:2:0 frames Matchcut converted (`YUVFrame`), with
    /// even sides; the other formats, and mp4 when asked, take BGRA for ffmpeg to convert.
    public var input: Input

    public enum Input: Sendable, Equatable {
        case bgra
        case yuv420p
    }

    public init(format: OutputFormat, width: Int, height: Int, fps: Int, scaledSize: (width: Int, height: Int)? = nil,
                outputFPS: Int? = nil, input: Input? = nil) {
        precondition(format.isVideo, "PNG frames do not go through ffmpeg")
        self.format = format
        self.width = width
        self.height = height
        self.fps = fps
        self.scaledSize = scaledSize
        self.outputFPS = outputFPS.flatMap { $0 < fps ? $0 : nil }
        self.input = input ?? (format == .mp4 ? .yuv420p : .bgra)
    }

    public static func == (a: VideoEncoding, b: VideoEncoding) -> Bool {
        a.format == b.format && a.width == b.width && a.height == b.height && a.fps == b.fps
            && a.scaledSize?.width == b.scaledSize?.width && a.scaledSize?.height == b.scaledSize?.height
            && a.outputFPS == b.outputFPS && a.input == b.input
    }

    /// Every argument after `ffmpeg`, writing to `path`.
    public func arguments(output path: String) -> [String] {
        let inputSize = input == .yuv420p ? YUVFrame.size(width: width, height: height) : (width, height)
        let inputArguments = ["-hide_banner", "-loglevel", "error", "-y",
                              "-f", "rawvideo", "-pix_fmt", input == .yuv420p ? "yuv420p" : "bgra",
                              "-s", "\(inputSize.0)x\(inputSize.1)", "-framerate", "\(fps)", "-i", "pipe:0"]
        let common = ["-map_metadata", "-1", "-fflags", "+bitexact", "-flags:v", "+bitexact"]
        return inputArguments + codec + common + [path]
    }

    private var scaleFilter: String {
        scaledSize.map { "scale=\($0.width):\($0.height):flags=area," } ?? ""
    }

    /// The frames a GIF keeps: the nearest to each 1/outputFPS of a second.
    private var rateFilter: String {
        outputFPS.map { "fps=\($0)," } ?? ""
    }

    private var codec: [String] {
        switch format {
        case .png:
            [String]()
        case .mp4:
            // yuv420p needs even sides: an odd side gets one more column (right) or row
            // (bottom) of the background white the frames were composited over (YUVFrame
            // pads YUV input itself).
            (input == .bgra ? ["-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:0:0:color=white"] : [])
            // sync-lookahead=0: with its default buffer, x264's threaded lookahead decided by
            // how fast frames came down the pipe, and identical frames gave different files.
            + ["-c:v", "libx264", "-preset", "veryfast", "-crf", "20", "-pix_fmt", "yuv420p",
             "-threads", "2", "-x264-params", "sliced-threads=0:lookahead-threads=1:sync-lookahead=0",
             "-movflags", "+faststart", "-f", "mp4"]
        case .gif:
            // palettegen sees every frame before paletteuse draws one; diff stats weigh what moves.
            ["-filter_complex",
             "[0:v]\(rateFilter)\(scaleFilter)split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
             "-loop", "0", "-threads", "1", "-f", "gif"]
        case .webm:
            ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-row-mt", "0", "-threads", "1",
             "-b:v", "0", "-crf", "32", "-pix_fmt", "yuv420p", "-f", "webm"]
        case .apng:
            (scaledSize == nil ? [] : ["-vf", String(scaleFilter.dropLast())])
            + ["-c:v", "apng", "-pix_fmt", "rgb24", "-plays", "0", "-threads", "1", "-f", "apng"]
        }
    }
}
