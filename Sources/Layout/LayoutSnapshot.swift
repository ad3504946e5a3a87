import SwiftCore
import Drawing
import Geometry
import ViewTree

/// A solved layout: every drawn element, flattened, back to front, in points in the
/// canvas's coordinate space. Motion pairs two snapshots; Render never sees one.
public struct LayoutSnapshot: Sendable {
    public var canvas: CanvasSpec
    /// Back to front: later elements draw over earlier ones (zIndex already applied).
    public var elements: [PlacedElement]
    /// The elements each lazy `ForEach` (by `LazyRest.key`) must build for a frame to show
    /// what it should: set when this layout shows part of one's unbuilt elements.
    public var lazyRowDemands: [String: Int] = [:]
    /// The element ids a scroll of this layout asks lazy `ForEach`es (by key) to build up
    /// to: set when it scrolls to a view not built.
    public var lazyRowTargets: [String: Set<String>] = [:]
    /// The geometry each view with `Modifier.reportsGeometry` was placed with, by its key:
    /// what `onGeometryChange` transforms.
    public var reportedGeometry: [String: GeometryProxyValues] = [:]
    /// For each `onPreferenceChange` observer on screen (`Modifier.observesPreferences`), the
    /// values the views inside it set, by key, one per setter in placement order.
    public var reportedPreferences: [String: [String: [PreferenceToken]]] = [:]
    /// The scroll geometry each scroll view under `Modifier.reportsScrollGeometry` was placed
    /// with, by its key: what `onScrollGeometryChange` transforms.
    public var reportedScrollGeometry: [String: ScrollGeometryValues] = [:]

    public init(canvas: CanvasSpec, elements: [PlacedElement]) {
        self.canvas = canvas
        self.elements = elements
    }

    /// The files of the images this layout draws, each once, back to front.
    public var imagePaths: [String] {
        var seen: Set<String> = []
        return elements.compactMap { element in
            guard case .image(let image) = element.content, seen.insert(image.path).inserted else { return nil }
            return image.path
        }
    }
}

/// One drawn element of a solved layout.
public struct PlacedElement: Sendable, Equatable {
    /// The identity of the view that draws this (a shape, a text, an image, a colour).
    public var identity: Identity
    public var content: ElementContent
    /// The element's frame in canvas points.
    public var frame: Rect
    /// The product of every enclosing `.opacity`.
    public var opacity: Double
    /// Enclosing clips, outermost first, in canvas points.
    public var clips: [ClipRegion]
    /// Enclosing geometry effects (`scaleEffect`, `rotationEffect`, …), outermost first: the
    /// element is drawn transformed by all of them, its clips by those they sit under.
    public var transforms: [PlacedTransform]
    /// Enclosing layer effects (`blur`, colour filters, `blendMode`, `compositingGroup`),
    /// outermost first: elements sharing one are drawn into one layer.
    public var layers: [PlacedLayer]
    /// The matched-geometry groups this element moves with, outermost first.
    public var matched: [MatchedMembership]
    /// The insertion/removal transition that applies, and the view it belongs to: an element
    /// enters or leaves with the outermost view that appears or disappears.
    public var transitions: [TransitionScope]
    public var zIndex: Double
    /// The enclosing containers, outermost first, each with the child that holds this
    /// element and that child's zIndex: a zIndex orders a view among its siblings only
    /// (`ZLevel`).
    public var zLevels: [ZLevel] = []
    public var shadow: ShadowSpec?
    public var location: SourceLocation
    /// The NavigationStack page this element is on, if any: Motion slides pages on push/pop.
    public var navigation: NavigationMembership?
    /// For a pinned section header or footer of a lazy stack: how it is held to its scroll
    /// view's edge, so Motion can pin it along a scroll too.
    public var pin: SectionPin?
    /// False under `allowsHitTesting(false)`: touches pass through it.
    public var allowsHitTesting: Bool

    public init(identity: Identity, content: ElementContent, frame: Rect, opacity: Double = 1,
                clips: [ClipRegion] = [], transforms: [PlacedTransform] = [], layers: [PlacedLayer] = [], matched: [MatchedMembership] = [],
                transitions: [TransitionScope] = [], zIndex: Double = 0, shadow: ShadowSpec? = nil,
                location: SourceLocation = .unknown, navigation: NavigationMembership? = nil, allowsHitTesting: Bool = true) {
        self.allowsHitTesting = allowsHitTesting
        self.identity = identity
        self.content = content
        self.frame = frame
        self.opacity = opacity
        self.clips = clips
        self.transforms = transforms
        self.layers = layers
        self.matched = matched
        self.transitions = transitions
        self.zIndex = zIndex
        self.shadow = shadow
        self.location = location
        self.navigation = navigation
    }
}

/// What an element draws.
public enum ElementContent: Sendable, Equatable {
    case shape(ShapeKind, fill: Paint?, stroke: StrokePaint?)
    case text(TextRun)
    case image(ImageContent)
    /// An SF Symbol, drawn with its icon-font glyph in the given colour and weight.
    case symbol(name: String, color: Color, weight: FontWeight = .regular)
    /// An SF Symbol drawn in two layers, its mark in `primary` and its enclosure in
    /// `secondary` (`SymbolLayers`).
    case layeredSymbol(name: String, primary: Color, secondary: Color, weight: FontWeight)

    public var kindName: String {
        switch self {
        case .shape(let kind, _, _): kind.name
        case .text: "Text"
        case .image: "Image"
        case .symbol, .layeredSymbol: "Symbol"
        }
    }
}

/// An element's membership in a matched-geometry group: the effect as written and the
/// frame of the view it was applied to.
public struct MatchedMembership: Hashable, Sendable {
    public var effect: MatchedGeometry
    /// The frame of the view the effect is applied to, in canvas points.
    public var viewFrame: Rect
    /// The identity of that view.
    public var viewIdentity: Identity
    /// How many of the element's clips are those of views around the effect (written after
    /// `matchedGeometryEffect`, or on enclosing views); the rest are inside the matched view.
    /// A clip outside the effect stays where its view is laid out, so a flight opens it;
    /// one inside goes with the view (docs/motion.md, "Under which clip"). Nil: not known.
    public var clipDepth: Int?

    public init(effect: MatchedGeometry, viewFrame: Rect, viewIdentity: Identity, clipDepth: Int? = nil) {
        self.effect = effect
        self.viewFrame = viewFrame
        self.viewIdentity = viewIdentity
        self.clipDepth = clipDepth
    }
}

/// A transition written on an enclosing view (or the default `.opacity`), with that view's
/// identity and frame: when that view is inserted or removed, the transition animates it.
public struct TransitionScope: Hashable, Sendable {
    public var transition: Transition
    public var viewIdentity: Identity
    public var viewFrame: Rect

    public init(transition: Transition, viewIdentity: Identity, viewFrame: Rect) {
        self.transition = transition
        self.viewIdentity = viewIdentity
        self.viewFrame = viewFrame
    }
}

/// An element's page in a NavigationStack.
public struct NavigationMembership: Hashable, Sendable {
    /// The NavigationStack's identity.
    public var stack: Identity
    /// 0 for the root page, 1 for the first pushed page, …
    public var depth: Int
    /// The page's identity (its place in the path and its value).
    public var page: Identity
    /// The area pages slide across: the stack's frame.
    public var stackFrame: Rect
    /// The part of the navigation bar this element draws, if it is on the bar. Bar items do
    /// not slide with their page: Motion moves and fades them as UIKit does
    /// (`NavigationBarFlight`), and the bar's background stays put.
    public var barItem: NavigationBarItem?
    /// The page's zoom transition, if it has one: Motion zooms instead of sliding (`ZoomFlight`).
    public var zoom: ZoomSource?

    public init(stack: Identity, depth: Int, page: Identity, stackFrame: Rect, barItem: NavigationBarItem? = nil,
                zoom: ZoomSource? = nil) {
        self.stack = stack
        self.depth = depth
        self.page = page
        self.stackFrame = stackFrame
        self.barItem = barItem
        self.zoom = zoom
    }
}

/// The parts of a navigation bar, as UIKit's transition between two bars treats them.
public enum NavigationBarItem: String, Hashable, Sendable {
    /// The bar's background and its bottom hairline: the stack's, not a page's.
    case background, hairline
    case largeTitle, inlineTitle
    case backChevron, backLabel
    /// Toolbar items: leading, trailing and principal (in the title's place); the search
    /// field; the bottom toolbar and its items.
    case leading, trailing, principal, search, bottomBar
}

/// One enclosing container's place for an element: the container (a stack, a grid, a custom
/// layout, each of which orders its children by zIndex), the child holding the element, and
/// that child's zIndex, as the container sees it (through the modifiers, conditions and view
/// structs around the `zIndex(_:)`).
public struct ZLevel: Sendable, Equatable {
    public var container: Identity
    public var child: Identity
    public var z: Double

    public init(container: Identity, child: Identity, z: Double) {
        self.container = container
        self.child = child
        self.z = z
    }
}

extension PlacedElement {
    /// The two zIndexes that order `self` and `other` as SwiftUI does: those of the two
    /// children of the innermost container they share, when they lie in different children
    /// of it. Nil when no container holds them apart (the order they are placed in decides).
    public func siblingZIndexes(with other: PlacedElement) -> (Double, Double)? {
        for (a, b) in zip(zLevels, other.zLevels) {
            guard a.container == b.container else { return nil }
            if a.child != b.child { return (a.z, b.z) }
        }
        return nil
    }
}
