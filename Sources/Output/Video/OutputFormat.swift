/// A kind of file `matchcut render --format` writes.
public enum OutputFormat: String, Sendable, CaseIterable, Codable, Comparable {
    /// One PNG per frame, by the project's own writer.
    case png
    /// H.264 in MP4, yuv420p: plays everywhere, including GitHub pull requests.
    case mp4
    /// A palette GIF (palettegen + paletteuse), at `--gif-scale`, for PR comments.
    case gif
    /// VP9 in WebM.
    case webm
    /// Animated PNG: lossless, large.
    case apng

    public var isVideo: Bool { self != .png }

    /// The video file's extension (`.png` for an APNG, as browsers expect).
    public var fileExtension: String {
        switch self {
        case .png: "png"
        case .mp4: "mp4"
        case .gif: "gif"
        case .webm: "webm"
        case .apng: "apng.png"
        }
    }

    public static func < (a: OutputFormat, b: OutputFormat) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
