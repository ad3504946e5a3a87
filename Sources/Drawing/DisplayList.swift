import Geometry

/// What to draw at one instant, in points, back to front. The output of `MotionPlan.sample(t)`
/// and the only input of Render.
///
/// Equal lists draw equal pixels (at one scale, by one renderer): a render draws each
/// distinct list once, and the frame cache keys on the list's `Codable` encoding. Whatever
/// changes what is drawn must therefore be a stored, Hashable and Codable field of the list
/// or of a value inside it, never state kept elsewhere.
public struct DisplayList: Sendable, Hashable, Codable {
    public var canvasSize: Size
    public var background: Color
    public var items: [DisplayItem]

    public init(canvasSize: Size, background: Color = .white, items: [DisplayItem]) {
        self.canvasSize = canvasSize
        self.background = background
        self.items = items
    }
}

/// How an item composites onto what is below it: SwiftUI's `BlendMode`, every mode.
public enum BlendMode: String, Sendable, Hashable, Codable, CaseIterable {
    case normal
    /// Additive (Cairo's ADD, CSS `plus-lighter`): two cross-fading layers at opacities p and
    /// 1 − p add up to full coverage, so a cross-fade has no dip in opacity.
    case plusLighter
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut
    /// `plusDarker`: 1 − ((1 − a) + (1 − b)), clamped; Cairo has no such operator, so it is
    /// drawn as `multiply`, which darkens alike (docs/drawing.md).
    case plusDarker
}

/// One thing to draw.
public struct DisplayItem: Sendable, Hashable, Codable {
    public enum Content: Sendable, Hashable, Codable {
        /// A shape re-pathed at `frame` (not scaled): corners keep their radius.
        case shape(ShapeKind, fill: Paint?, stroke: StrokePaint?)
        /// Text laid out at `layoutSize` (its wrapping never changes) and scaled to `frame`.
        case text(TextRun, layoutSize: Size)
        /// An image fitted into `frame` by its content mode.
        case image(ImageContent)
        /// An SF Symbol: its glyph in `color`. SF Symbols follow the font's weight: Material
        /// Symbols on its weight axis, the community font, which has one weight, by stroking the
        /// glyph's outline (`SymbolGlyphDrawing`, docs/symbols.md).
        case symbol(name: String, color: Color, weight: FontWeight = .regular)
        /// An SF Symbol of an enclosed family in two layers (`SymbolLayers`): its mark in
        /// `primary`, its enclosure in `secondary` (hierarchical, palette and multicolor).
        case layeredSymbol(name: String, primary: Color, secondary: Color, weight: FontWeight)
        /// A layer: a transparent surface into which each child is composited with `blend`
        /// (OVER for `.normal`, ADD for `.plusLighter`); the layer then goes OVER the canvas
        /// at the item's opacity.
        case group([DisplayItem], blend: BlendMode)
    }

    public var content: Content
    public var frame: Rect
    /// 0…1; applied to the item as a whole (a group is flattened first).
    public var opacity: Double
    /// Outermost first, in canvas points.
    public var clips: [ClipRegion]
    /// A uniform scale about `scaleAnchor` in the frame (`.scale` transitions); 1 = none.
    public var scale: Double
    public var scaleAnchor: UnitPoint
    public var shadow: ShadowSpec?
    /// The geometry effects over the item, in canvas points: `transforms[k]` is what the
    /// outermost k + 1 of them do together, so a clip under `transformDepth` d is drawn with
    /// `transforms[d - 1]` and the content with the last. Empty: none.
    public var transforms: [ProjectionTransform]
    /// Effects on the item drawn as a whole (a group flattened first), in order: a blur,
    /// colour filters. Empty: none.
    public var filters: [LayerEffect]
    /// How the item composites onto what is below it.
    public var blendMode: BlendMode

    public init(content: Content, frame: Rect, opacity: Double = 1, clips: [ClipRegion] = [],
                scale: Double = 1, scaleAnchor: UnitPoint = .center, shadow: ShadowSpec? = nil,
                transforms: [ProjectionTransform] = [], filters: [LayerEffect] = [], blendMode: BlendMode = .normal) {
        self.filters = filters
        self.blendMode = blendMode
        self.content = content
        self.frame = frame
        self.opacity = opacity
        self.clips = clips
        self.transforms = transforms
        self.scale = scale
        self.scaleAnchor = scaleAnchor
        self.shadow = shadow
    }
}
