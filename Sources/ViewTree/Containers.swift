import Geometry

/// A grid track: `GridItem(_:spacing:alignment:)` (reference §3.2, §3.5).
public struct GridItemSpec: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        /// Default `GridItem()`: `.flexible(minimum: 10, maximum: .infinity)`.
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// Spacing after this track; nil is the default 8.
    public var spacing: Double?
    public var alignment: Alignment?

    public init(size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `LazyVGrid(columns:alignment:spacing:)` (axis `.vertical`: the items are columns, rows
/// grow downwards) and `LazyHGrid(rows:alignment:spacing:)` (axis `.horizontal`).
public struct GridSpec: Hashable, Sendable {
    public var axis: Axis
    public var items: [GridItemSpec]
    /// Alignment of the grid's content across the tracks.
    public var alignment: Alignment
    /// Spacing between rows (VGrid) or columns (HGrid); nil is the default 8.
    public var spacing: Double?

    public init(axis: Axis, items: [GridItemSpec], alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.items = items
        self.alignment = alignment
        self.spacing = spacing
    }
}

/// `ScrollView(_:showsIndicators:)`, with where it is scrolled to.
public struct ScrollSpec: Hashable, Sendable {
    public var axis: Axis
    public var showsIndicators: Bool
    /// The id of a view inside to scroll to — a `ForEach` element id or an `.id(…)` value,
    /// in canonical text — as `ScrollViewReader`'s `scrollTo(_:anchor:)` or
    /// `.scrollPosition(id:anchor:)` set it. nil: scrolled to the top (or `offset`).
    public var targetID: String?
    /// The anchor of `scrollTo`; nil scrolls the least distance that shows the target.
    public var anchor: UnitPoint?
    /// An explicit content offset in points along the axis (`scrollOffset(_:)`), used when
    /// there is no target.
    public var offset: Double
    /// `contentMargins` and `safeAreaPadding`: the content inset inside the scroll view,
    /// plus Layout's default padding on `defaultMarginEdges` (written with no length).
    public var contentInsets: EdgeInsets
    public var defaultMarginEdges: Set<Edge> = []
    /// `scrollClipDisabled()`: content is drawn outside the scroll view too.
    public var clipsContent: Bool
    /// `defaultScrollAnchor(_:)`: the point of the content shown at the same point of the
    /// scroll view when nothing else scrolls it (`.bottom` starts at the end), and where
    /// content smaller than the scroll view sits. nil: the top (leading) edge.
    public var defaultAnchor: UnitPoint? = nil

    public init(axis: Axis = .vertical, showsIndicators: Bool = true, targetID: String? = nil,
                anchor: UnitPoint? = nil, offset: Double = 0, contentInsets: EdgeInsets = .zero, clipsContent: Bool = true) {
        self.axis = axis
        self.showsIndicators = showsIndicators
        self.targetID = targetID
        self.anchor = anchor
        self.offset = offset
        self.contentInsets = contentInsets
        self.clipsContent = clipsContent
    }
}

/// `.tabViewStyle(.page(indexDisplayMode:))`.
public enum IndexDisplayMode: String, Hashable, Sendable {
    case automatic, always, never
}

/// A `TabView` in the page style: pages side by side, the selected one on screen.
public struct PageTabSpec: Hashable, Sendable {
    /// The selected page's `.tag(…)` in canonical text; nil selects the first page.
    public var selection: String?
    public var indexDisplayMode: IndexDisplayMode
    /// A TabView in its default style: the selected tab above a tab bar. False for `.page`.
    public var isTabBar: Bool

    public init(selection: String? = nil, indexDisplayMode: IndexDisplayMode = .automatic, isTabBar: Bool = false) {
        self.selection = selection
        self.indexDisplayMode = indexDisplayMode
        self.isTabBar = isTabBar
    }
}

/// `listStyle(_:)`.
public enum ListStyleKind: String, Hashable, Sendable {
    case plain, insetGrouped, grouped, inset, sidebar
}

/// `navigationBarTitleDisplayMode(_:)`.
public enum TitleDisplayMode: String, Hashable, Sendable {
    case automatic, large, inline
}

/// One page of a `NavigationStack`: the root, or a destination pushed by the path.
public struct NavigationPage: Sendable, Equatable {
    /// Includes the page's place in the path and its value, so pushing the same value at the
    /// same depth is the same page.
    public var identity: Identity
    public var title: String?
    public var displayMode: TitleDisplayMode
    public var content: ViewNode
    /// Its bar's items and appearance.
    public var bar: NavigationBarConfig
    /// Where it zooms from and back into (`navigationTransition(.zoom(sourceID:in:))`).
    public var zoom: ZoomSource?

    public init(identity: Identity, title: String?, displayMode: TitleDisplayMode, content: ViewNode,
                bar: NavigationBarConfig = NavigationBarConfig(), zoom: ZoomSource? = nil) {
        self.identity = identity
        self.title = title
        self.displayMode = displayMode
        self.content = content
        self.bar = bar
        self.zoom = zoom
    }
}

/// The view a page zooms out of: the one marked `matchedTransitionSource` with the page's
/// `sourceID`, and the corner radius its configuration clips it to (nil: its own clip's).
public struct ZoomSource: Hashable, Sendable {
    public var source: Identity
    public var cornerRadius: Double?

    public init(source: Identity, cornerRadius: Double?) {
        self.source = source
        self.cornerRadius = cornerRadius
    }
}
