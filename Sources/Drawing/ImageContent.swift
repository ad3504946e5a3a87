import Geometry

/// How an image's pixels are fitted into its frame.
public enum ContentMode: String, Hashable, Sendable, Codable {
    /// Not resizable: drawn at its own size (pixels / asset scale), centred.
    case original
    /// Resizable with no aspect ratio: stretched to the frame.
    case stretch
    case fit
    case fill
}

public struct ImageContent: Hashable, Sendable, Codable {
    /// The PNG's resolved path.
    public var path: String
    /// The image's size in points (pixels at scale 1).
    public var naturalSize: Size
    public var contentMode: ContentMode

    public init(path: String, naturalSize: Size, contentMode: ContentMode) {
        self.path = path
        self.naturalSize = naturalSize
        self.contentMode = contentMode
    }
}
