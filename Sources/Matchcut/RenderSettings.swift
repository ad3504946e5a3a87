import Output

/// How to render scenes: everything that decides the output's bytes, plus `jobs` and
/// `dedupe`, which must not (the bytes are the same at any thread count, deduplicated or not).
public struct RenderSettings: Sendable, Equatable {
    /// Pixels per point; nil takes the device's scale (3 for an iPhone 14).
    public var scale: Double?
    /// Frames per second; nil takes the scene's `fps(…)`.
    public var fps: Int?
    /// Worker threads, each with its own Cairo and Pango state.
    public var jobs: Int
    public var compression: PNGCompression
    /// What to write; PNG frames, videos, or both.
    public var formats: [OutputFormat]
    /// Points to GIF pixels: 1 draws a 390-pt-wide phone 390 px wide, whatever `scale` is.
    public var gifScale: Double
    /// Frames on the contact sheet, or nil for no sheet.
    public var contactSheetFrames: Int?
    public var frames: FrameSelection
    /// Draws each distinct frame once and reuses its bytes for every equal frame (FramePlan).
    /// Off draws every frame: the same bytes, more slowly; `make bench` compares the two.
    public var dedupe: Bool

    public init(scale: Double? = nil, fps: Int? = nil, jobs: Int = 1, compression: PNGCompression = .fast,
                formats: [OutputFormat] = [.png], gifScale: Double = 1, contactSheetFrames: Int? = nil,
                frames: FrameSelection = .all, dedupe: Bool = true) {
        self.scale = scale
        self.fps = fps
        self.jobs = max(1, jobs)
        self.compression = compression
        self.formats = Array(Set(formats)).sorted()
        self.gifScale = gifScale
        self.contactSheetFrames = contactSheetFrames
        self.frames = frames
        self.dedupe = dedupe
    }

    public var videoFormats: [OutputFormat] { formats.filter(\.isVideo) }
    public var writesPNG: Bool { formats.contains(.png) }
}
