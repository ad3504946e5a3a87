import Geometry
import Output

/// How to render scenes: everything that decides the output's bytes, plus `jobs`, `dedupe`
/// and `cache`, which must not (the bytes are the same at any thread count, deduplicated or
/// not, from the cache or not).
public struct RenderSettings: Sendable, Equatable {
    /// Pixels per point; nil takes the device's scale (3 for an iPhone 14).
    public var scale: Double?
    /// Frames per second; nil takes the scene's `fps(…)`.
    public var fps: Int?
    /// `--appearance dark|light`: every scene in that appearance; nil takes the scene's
    /// `appearance(…)` (light by default).
    public var appearance: ColorScheme?
    /// `--dynamic-type <size>`: every scene at that text size setting; nil takes the scene's
    /// `dynamicTypeSize(…)` (`.large` by default).
    public var dynamicTypeSize: DynamicTypeSize?
    /// `--ios <version>`: every scene drawn as that iOS; nil takes the scene's `iOS(…)`
    /// (`IOSVersion.pinned`, 18, by default).
    public var iosVersion: IOSVersion?
    /// Worker threads, each with its own Cairo and Pango state.
    public var jobs: Int
    public var compression: PNGCompression
    /// What to write; PNG frames, videos, or both.
    public var formats: [OutputFormat]
    /// Points to GIF pixels: 1 draws a 390-pt-wide phone 390 px wide, whatever `scale` is.
    public var gifScale: Double
    /// The GIF's frame rate (at most 50, so that no delay is under 2 cs), or the scene's
    /// when that is lower.
    public var gifFPS: Int
    /// Points to APNG pixels; nil writes it at the frames' size.
    public var apngScale: Double?
    /// Frames on the contact sheet, or nil for no sheet.
    public var contactSheetFrames: Int?
    public var frames: FrameSelection
    /// Draws each distinct frame once and reuses its bytes for every equal frame (FramePlan).
    /// Off draws every frame: the same bytes, more slowly; `make bench` compares the two.
    public var dedupe: Bool
    /// Where encoded frames and videos are kept across runs (FrameCache), or nil for none.
    /// A hit gives the bytes a render would write, so this changes no byte either.
    public var cache: FrameCache.Location?

    public init(scale: Double? = nil, fps: Int? = nil, jobs: Int = 1, compression: PNGCompression = .fast,
                formats: [OutputFormat] = [.png], gifScale: Double = 1, contactSheetFrames: Int? = nil,
                frames: FrameSelection = .all, dedupe: Bool = true, gifFPS: Int = 30, apngScale: Double? = nil,
                cache: FrameCache.Location? = nil, appearance: ColorScheme? = nil, dynamicTypeSize: DynamicTypeSize? = nil,
                iosVersion: IOSVersion? = nil) {
        self.scale = scale
        self.iosVersion = iosVersion
        self.appearance = appearance
        self.dynamicTypeSize = dynamicTypeSize
        self.fps = fps
        self.jobs = max(1, jobs)
        self.compression = compression
        self.formats = Array(Set(formats)).sorted()
        self.gifScale = gifScale
        self.gifFPS = min(Self.maxGIFFPS, max(1, gifFPS))
        self.apngScale = apngScale
        self.contactSheetFrames = contactSheetFrames
        self.frames = frames
        self.dedupe = dedupe
        self.cache = cache
    }

    /// GIF delays are whole centiseconds; 50 fps is 2 cs, the shortest every browser plays.
    public static let maxGIFFPS = 50

    public var videoFormats: [OutputFormat] { formats.filter(\.isVideo) }
    public var writesPNG: Bool { formats.contains(.png) }
}
