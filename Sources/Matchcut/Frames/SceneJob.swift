import Geometry
import Output

/// One scene's share of a render: which frames, at what size, into which formats. Built from
/// the settings, or narrowed by a shard to a range of the frames (with settings of its own:
/// PNG frames only, and the contact sheet only in the shard that holds the first frame).
/// Everything else is read from `settings`, never copied out of it.
public struct SceneJob: Sendable {
    public let scene: CompiledScene
    public let settings: RenderSettings
    public let requests: [FrameRequest]

    /// Everything `settings` asks of `scene`. A `--scale` that makes the frame larger than
    /// the frame limits is refused here, before anything is allocated for it.
    public init(scene: CompiledScene, settings: RenderSettings) throws {
        if let scale = settings.scale, let problem = GeometryCheck.pixels(
            of: scene.description.canvas, scale: scale, scaleSource: "--scale \(GeometryText.number(scale))",
            file: scene.description.file) {
            throw MatchcutError.invalidInput(message: "\(problem.location): error: \(problem.message)", hint: problem.hint)
        }
        self.init(scene: scene, settings: settings, requests: try settings.frames.requests(for: scene))
    }

    public init(scene: CompiledScene, settings: RenderSettings, requests: [FrameRequest]) {
        self.scene = scene
        self.settings = settings
        self.requests = requests
    }

    /// Pixels per point.
    public var scale: Double { scene.scale(settings.scale) }

    /// The frame size in pixels, rounded as Renderer rounds it.
    public var pixelSize: (width: Int, height: Int) {
        scene.description.canvas.size.pixels(atScale: scale)
    }


    /// ffmpeg's settings for `format`; a GIF is drawn at `gifScale` pixels a point and
    /// `gifFPS` frames a second, an APNG at `apngScale` when given.
    func videoEncoding(_ format: OutputFormat) -> VideoEncoding {
        Self.videoEncoding(format, canvas: scene.description.canvas.size, pixels: pixelSize, fps: scene.fps,
                           gifScale: settings.gifScale, gifFPS: settings.gifFPS, apngScale: settings.apngScale)
    }

    /// The same for frames already written (`matchcut merge` reads the settings back).
    static func videoEncoding(_ format: OutputFormat, canvas: Size, pixels: (width: Int, height: Int), fps: Int,
                              gifScale: Double, gifFPS: Int, apngScale: Double?) -> VideoEncoding {
        let scale: Double? = format == .gif ? gifScale : format == .apng ? apngScale : nil
        let scaled = scale.map { canvas.pixels(atScale: $0) }.flatMap { $0 == pixels ? nil : $0 }
        return VideoEncoding(format: format, width: pixels.width, height: pixels.height, fps: fps, scaledSize: scaled,
                             outputFPS: format == .gif ? gifFPS : nil)
    }
}
