import Drawing
import Geometry

/// `Image.Scale`: the size of SF Symbols relative to the font (`imageScale(_:)`). Apple's
/// SymbolScale: small is about 20 % smaller than medium, large about 30 % larger.
public enum SymbolScale: String, Hashable, Sendable, CaseIterable {
    case small, medium, large

    public var factor: Double {
        switch self {
        case .small: 0.8
        case .medium: 1
        case .large: 1.3
        }
    }
}

/// `SymbolRenderingMode`: how the layers of an SF Symbol take the foreground's levels.
public enum SymbolRenderingMode: String, Hashable, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}

/// An image modifier, or an environment value for the images inside: `imageScale`,
/// `symbolVariant`, `symbolRenderingMode` reach every image inside the view; `renderingMode`,
/// `resizable(capInsets:resizingMode:)`, `interpolation` and `antialiased` are written on the
/// image itself.
public enum ImageTrait: Hashable, Sendable {
    case scale(SymbolScale)
    case variants(SymbolVariants)
    case symbolRendering(SymbolRenderingMode)
    /// `renderingMode(.template)` (true) or `.original` (false).
    case template(Bool)
    case capInsets(EdgeInsets, ImageResizingMode)
    case interpolation(ImageInterpolation)
    case antialiased(Bool)
}
