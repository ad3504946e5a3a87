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

/// `Image.Interpolation`: how a resized image's pixels are sampled. SwiftUI's default is
/// `.high` (docs/drawing.md, "Images").
public enum ImageInterpolation: String, Hashable, Sendable, Codable, CaseIterable {
    case none, low, medium, high
}

/// `Image.ResizingMode`: how `resizable(capInsets:resizingMode:)` fills the parts of the
/// image between its cap insets.
public enum ImageResizingMode: String, Hashable, Sendable, Codable {
    case stretch, tile
}

public struct ImageContent: Hashable, Sendable, Codable {
    /// The PNG's resolved path.
    public var path: String
    /// The image's size in points (pixels at scale 1).
    public var naturalSize: Size
    public var contentMode: ContentMode
    /// `resizable(capInsets:resizingMode:)`: the corners inside the insets keep their size,
    /// the edges and centre stretch or tile (nine-slice). Zero insets with `.stretch` is a
    /// plain stretch.
    public var capInsets: EdgeInsets
    public var resizingMode: ImageResizingMode
    public var interpolation: ImageInterpolation
    /// `antialiased(_:)`: false draws the image's edges on whole device pixels.
    public var isAntialiased: Bool
    /// `renderingMode(.template)`: the image's alpha painted in this colour (the foreground).
    public var templateColor: Color?
    /// The name `Image("name")` wrote, which may differ from its file's (an asset catalog's
    /// `Photo.imageset` holding `pic.png`): what a UI test finds the image by.
    public var name: String?

    public init(path: String, naturalSize: Size, contentMode: ContentMode, capInsets: EdgeInsets = EdgeInsets(),
                resizingMode: ImageResizingMode = .stretch, interpolation: ImageInterpolation = .high,
                isAntialiased: Bool = true, templateColor: Color? = nil, name: String? = nil) {
        self.path = path
        self.naturalSize = naturalSize
        self.contentMode = contentMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.interpolation = interpolation
        self.name = name
        self.isAntialiased = isAntialiased
        self.templateColor = templateColor
    }

    /// Whether the image is drawn in slices (cap insets, or tiles) rather than whole.
    public var isSliced: Bool {
        resizingMode == .tile || capInsets.top > 0 || capInsets.leading > 0 || capInsets.bottom > 0 || capInsets.trailing > 0
    }
}
