import SwiftCore
import Drawing
import Geometry

/// A flexible frame's bounds: `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    public var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    public var alignment: Alignment

    public init(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                alignment: Alignment = .center) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// Which of a matched group's geometry a member takes: `GeometryEffectProperties`.
public enum MatchedProperties: String, Hashable, Sendable, Codable {
    case frame, position, size
}

/// A namespace created by `@Namespace`: one per property per view instance.
public struct NamespaceID: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The declaring view's type and property name, e.g. `ConceptoBasico.nspace`: what
    /// messages and traces name it by.
    public var name: String
    /// The identity of the view that declares it: each instance of a view has its own
    /// namespace, as each `@Namespace` is per view in SwiftUI (two rows of one type never
    /// share a matched group). Not encoded: traces name the namespace as written.
    public var instance: String

    public init(name: String, instance: String = "") {
        self.name = name
        self.instance = instance
    }

    public var description: String { name }

    private enum CodingKeys: String, CodingKey { case name }

    public init(from decoder: Decoder) throws {
        name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        instance = ""
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
    }
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`, as written.
public struct MatchedGeometry: Hashable, Sendable {
    /// The id value's canonical text (a String's contents, an Int's digits, a UUID's text).
    public var id: String
    public var namespace: NamespaceID
    public var properties: MatchedProperties
    public var anchor: UnitPoint
    public var isSource: Bool
    public var location: SourceLocation

    public init(id: String, namespace: NamespaceID, properties: MatchedProperties = .frame,
                anchor: UnitPoint = .center, isSource: Bool = true, location: SourceLocation = .unknown) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.location = location
    }

    /// The group key: (namespace, id).
    public var key: MatchKey { MatchKey(namespace: namespace, id: id) }
}

/// A matched-geometry group's key.
public struct MatchKey: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    public var namespace: NamespaceID
    public var id: String

    public init(namespace: NamespaceID, id: String) {
        self.namespace = namespace
        self.id = id
    }

    public var description: String { "\(namespace.name)#\(id)" }

    public static func < (lhs: MatchKey, rhs: MatchKey) -> Bool { lhs.description < rhs.description }
}

/// A modifier, as written, in the order written.
public indirect enum Modifier: Sendable, Equatable {
    case frame(width: Double?, height: Double?, alignment: Alignment)
    case flexibleFrame(FlexibleFrame)
    case padding(EdgeInsets)
    /// `padding()` or `padding(.horizontal)` without a length: the system's default padding on
    /// these edges, whose length Layout chooses (`LayoutConstants.defaultPadding`).
    case defaultPadding(edges: Set<Edge>)
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// nil ratio: use the child's ideal ratio. `fill` true = `.fill`, false = `.fit`.
    case aspectRatio(Double?, fill: Bool)
    case offset(x: Double, y: Double)
    case position(x: Double, y: Double)
    case layoutPriority(Double)
    case background(ViewNode, alignment: Alignment)
    case overlay(ViewNode, alignment: Alignment)
    case clipShape(ShapeKind)
    /// `mask(alignment:_:)` and the deprecated `mask(_:)`: the view drawn through the mask
    /// view's alpha; the mask is laid out as an overlay is, in the view's frame.
    case mask(ViewNode, alignment: Alignment)
    /// iOS 17's `containerShape(_:)`: the shape a `ContainerRelativeShape` inside takes.
    case containerShape(ShapeKind)
    case clipped
    /// `cornerRadius(_:)`: a circular-corner clip.
    case cornerRadius(Double)
    case opacity(Double)
    /// `scaleEffect`, `rotationEffect`, `rotation3DEffect`, `transformEffect`,
    /// `projectionEffect`: drawn transformed, laid out as if not.
    case geometryEffect(GeometryEffect)
    /// `blur`, `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
    /// `colorMultiply`, `colorInvert`, `luminanceToAlpha`, `blendMode`, `compositingGroup`,
    /// `drawingGroup`: the view drawn as a whole, then the effect.
    case layerEffect(LayerEffect)
    case zIndex(Double)
    case shadow(color: Color, radius: Double, x: Double, y: Double)
    case ignoresSafeArea(edges: Set<Edge>)
    /// A shape style as a background (`background(.red)`, `background(.ultraThinMaterial)`):
    /// iOS 15's `background(_:ignoresSafeAreaEdges: .all)` reaches past the safe area on the
    /// edges the view touches. Inside a scroll view's content it does not reach (Layout).
    case backgroundReach(edges: Set<Edge>)
    case matchedGeometry(MatchedGeometry)
    case transition(Transition)
    /// Environment: the font for text inside.
    case font(Font)
    /// Environment: `fontWeight(_:)`, `bold()`, `italic()`, `monospacedDigit()` or
    /// `fontDesign(_:)` on a view, applied over the font of the text inside.
    case fontTrait(FontTrait)
    /// Environment: `dynamicTypeSize(_:)`, the Dynamic Type size text styles inside take.
    case dynamicTypeSize(DynamicTypeSize)
    /// Environment: the foreground style for text, symbols and unfilled shapes inside.
    case foregroundStyle(ShapeStyle)
    /// Environment: `foregroundStyle(_:_:)` / `(_:_:_:)`, the primary, secondary and tertiary
    /// levels' styles.
    case foregroundStyles([ShapeStyle])
    /// Environment: `.environment(\.colorScheme, …)`, light or dark for the views inside.
    case colorScheme(ColorScheme)
    /// `preferredColorScheme(_:)`: the appearance of the whole screen it is shown on (nil: no
    /// preference).
    case preferredColorScheme(ColorScheme?)
    case lineLimit(Int?)
    case multilineTextAlignment(HorizontalAlignment)
    /// Image content mode: `scaledToFill()` / `scaledToFit()` on a resizable image.
    case scaledToFill
    case scaledToFit
    /// `.tag(…)`, in canonical text: which TabView page this is.
    case tag(String)
    /// The view is a `NavigationLink`'s label: a List row shows a disclosure chevron after it.
    case navigationLink
    /// How a List draws the row, section or lists this is written on (`ListTrait`).
    case list(ListTrait)
    /// Environment: `textCase(_:)`; nil keeps the text as written.
    case textCase(TextCase?)
    /// Environment: a style or state of the controls inside (`ControlStyle`).
    case control(ControlStyle)
    /// `tabItem { … }` (or an iOS 18 `Tab`'s title and image): the view's item in its TabView's bar.
    case tabItem(ViewNode)
    /// `badge(_:)`: a tab item's red badge, or a List row's trailing count; nil removes it.
    case badge(String?)
    /// Where a view inside `.toolbar { … }` goes.
    case toolbarItem(ToolbarPlacement)
    /// Environment: a text modifier for the text inside (`TextTrait`).
    case text(TextTrait)
    /// Environment: an image modifier for the images inside (`ImageTrait`).
    case image(ImageTrait)
    /// Environment: `redacted(reason: .placeholder)` (true) or `unredacted()`: text inside is
    /// drawn as placeholder bars.
    case redacted(Bool)
    /// `gridCellColumns(_:)`: the Grid cell spans this many columns.
    case gridCellColumns(Int)
    /// `gridColumnAlignment(_:)`: the alignment of this cell's column in its Grid.
    case gridColumnAlignment(HorizontalAlignment)
    /// `statusBarHidden(_:)`: the status bar is not drawn while this view is on screen.
    case statusBarHidden(Bool)
    /// The status bar's content drawn for this scheme while this view is on screen (white
    /// for `.dark`): Matchcut's own, over the black behind a presenter a large page sheet
    /// pushes back (docs/scene-language.md, "Presentations").
    case statusBarContent(ColorScheme)
    /// `allowsHitTesting(false)`: touches pass through the view and its subviews to what
    /// lies behind.
    case allowsHitTesting(Bool)
    /// `coordinateSpace(name:)` / `coordinateSpace(.named(…))`: the view's frame is the
    /// space `frame(in: .named(name))` measures in, for the readers inside it.
    case coordinateSpace(String)
    /// `onGeometryChange(for:of:action:)`: Layout reports the view's geometry here, under this
    /// key, for the scene's runtime to run the action with (`LayoutSnapshot.reportedGeometry`).
    case reportsGeometry(String)
    /// `onScrollGeometryChange(for:of:action:)`: the first scroll view inside reports its
    /// scroll geometry under this key (`LayoutSnapshot.reportedScrollGeometry`).
    case reportsScrollGeometry(String)
    /// `onPreferenceChange(_:perform:)`: Layout collects, under this observer's key, the
    /// values the views inside set with `preference(key:value:)` (`LayoutSnapshot.reportedPreferences`).
    case observesPreferences(String)
    /// `preference(key:value:)`: the value this view sets for the key named, reported to every
    /// `onPreferenceChange` observer around it once it is placed; `setter` names the modifier
    /// where it is written, so a view placed twice reports once.
    case setsPreference(key: String, setter: String, PreferenceToken)
    /// `anchorPreference(key:value:transform:)`: like `setsPreference`, but the value is made
    /// from the view's frame once it is placed (Layout reports the token with `anchorFrame` set).
    case setsAnchorPreference(key: String, setter: String, PreferenceToken)
    /// `alignmentGuide(_:computeValue:)`: the view's own guide for one alignment, which
    /// stacks align it by.
    case alignmentGuide(AlignmentGuideSpec)
    /// `safeAreaInset(edge:alignment:spacing:content:)`: `content` along `edge`, the view
    /// laid out in what is left.
    case safeAreaInset(edge: Edge, alignment: Alignment, spacing: Double?, ViewNode)
    /// `containerRelativeFrame(_:count:span:spacing:alignment:)`: a share of the container's
    /// length along `axes`.
    case containerRelativeFrame(axes: [Axis], count: Int, span: Int, spacing: Double, alignment: Alignment)
}

/// A value app code sets for a preference key, carried through layout to the scene's runtime
/// as it is (Layout never reads it). Two tokens are the same when their values print alike.
public struct PreferenceToken: @unchecked Sendable, Equatable, Hashable {
    public let value: Any
    public let description: String
    /// For an anchor preference: the frame, in canvas points, of the view that set it, where
    /// it was placed (its `Anchor<CGRect>`, or the point its source names in it).
    public var anchorFrame: Rect?

    public init(_ value: Any, description: String) {
        self.value = value
        self.description = description
    }

    public static func == (a: PreferenceToken, b: PreferenceToken) -> Bool {
        a.description == b.description && a.anchorFrame == b.anchorFrame
    }
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
