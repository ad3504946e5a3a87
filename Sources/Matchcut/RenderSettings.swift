import Output

/// How to render a scene's frames.
public struct RenderSettings: Sendable {
    /// Pixels per point; nil takes the device's scale (3 for an iPhone 14).
    public var scale: Double?
    /// Frames per second; nil takes the scene's `fps(…)`.
    public var fps: Int?
    /// Worker threads, each with its own Cairo and Pango state.
    public var jobs: Int
    public var compression: PNGCompression

    public init(scale: Double? = nil, fps: Int? = nil, jobs: Int = 1, compression: PNGCompression = .standard) {
        self.scale = scale
        self.fps = fps
        self.jobs = max(1, jobs)
        self.compression = compression
    }
}
