import SwiftCore
import Drawing
import Geometry

/// One view as the author wrote it, after evaluation: what it is, the modifiers applied to it
/// in source order, its identity and where it was written. No sizes yet.
public struct ViewNode: Sendable, Equatable {
    public var kind: ViewKind
    /// In source order: `modifiers[0]` is applied first, so it sits innermost.
    public var modifiers: [Modifier]
    public var identity: Identity
    public var location: SourceLocation

    public init(kind: ViewKind, modifiers: [Modifier] = [], identity: Identity,
                location: SourceLocation = .unknown) {
        self.kind = kind
        self.modifiers = modifiers
        self.identity = identity
        self.location = location
    }

    public func modified(_ modifier: Modifier) -> ViewNode {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }
}

/// A stack's parameters: `VStack(alignment:spacing:)`, `HStack(alignment:spacing:)`, and the
/// lazy variants, which lay out the same way.
public struct StackSpec: Hashable, Sendable {
    public var axis: Axis
    /// The alignment on the cross axis: horizontal for a VStack, vertical for an HStack.
    public var alignment: Alignment
    /// nil asks for SwiftUI's per-pair default spacing.
    public var spacing: Double?
    public var isLazy: Bool
    /// `pinnedViews: [.sectionHeaders]` / `[.sectionFooters]` on a lazy stack: in a scroll
    /// view, the header (footer) of the section under the top (bottom) edge stays there.
    public var pinsHeaders: Bool
    public var pinsFooters: Bool
    /// An alignment the app declares, across the axis (`HStack(alignment: .myAlignment)`);
    /// `alignment` is then the default's.
    public var customAlignment: CustomAlignment?

    public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil, isLazy: Bool = false,
                pinsHeaders: Bool = false, pinsFooters: Bool = false, customAlignment: CustomAlignment? = nil) {
        self.customAlignment = customAlignment
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
        self.isLazy = isLazy
        self.pinsHeaders = pinsHeaders
        self.pinsFooters = pinsFooters
    }
}

/// A stroke's parameters: `stroke(_:lineWidth:)`.
public struct Stroke: Hashable, Sendable {
    public var style: ShapeStyle
    public var lineWidth: Double
    /// `StrokeStyle`'s caps, joins and dashes, and whether it is a `strokeBorder`.
    public var lineStyle: StrokeLineStyle

    public init(style: ShapeStyle, lineWidth: Double = 1, lineStyle: StrokeLineStyle = .plain) {
        self.style = style
        self.lineWidth = lineWidth
        self.lineStyle = lineStyle
    }
}

/// Where an image comes from.
public enum ImageSource: Hashable, Sendable {
    /// A PNG asset, with the resolved path of its file.
    case asset(name: String, path: String)
    /// An SF Symbol name, drawn as a vector stand-in.
    case system(name: String)
}

/// What a view is. Containers hold their children; modifiers are kept apart, on the node.
public indirect enum ViewKind: Sendable, Equatable {
    case stack(StackSpec, [ViewNode])
    case zstack(alignment: Alignment, [ViewNode])
    /// A `Group`, `ForEach` or a view struct's body with several views: the children are
    /// laid out by the enclosing container as if written there.
    case group([ViewNode])
    case spacer(minLength: Double?)
    case divider
    case shape(ShapeKind, fill: ShapeStyle?, stroke: Stroke?)
    /// A `Color` (or gradient) used as a view: fills whatever it is offered.
    case color(ShapeStyle)
    case text(String)
    /// A text of styled runs: `Text(AttributedString)`, `Text + Text`, Markdown in a literal.
    case styledText(StyledText)
    case image(ImageSource, isResizable: Bool)
    case empty
    case scrollView(ScrollSpec, [ViewNode])
    case grid(GridSpec, [ViewNode])
    /// A page-style TabView; each page may carry a `.tag(…)` modifier.
    case pageTabView(PageTabSpec, [ViewNode])
    case list(ListStyleKind, [ViewNode])
    /// A `Section`: in a `List`, a group of rows with its header and footer; in a stack, its
    /// header, rows and footer are the stack's children.
    case section(header: ViewNode?, footer: ViewNode?, [ViewNode])
    /// The root page first; the last page is on screen.
    case navigationStack([NavigationPage])
    /// A control (Toggle, Slider, TextField, a Button's label…) at its current state.
    case control(Control)
    /// `ViewThatFits(in:) { candidates }`: the first candidate whose ideal size fits the
    /// proposal along `axes`, else the last.
    case viewThatFits(axes: [Axis], [ViewNode])
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { rows }`: rows of cells in
    /// shared columns; a child that is not a `GridRow` spans every column.
    case tableGrid(alignment: Alignment, horizontalSpacing: Double?, verticalSpacing: Double?, [ViewNode])
    /// `GridRow(alignment:) { cells }`, inside a Grid.
    case gridRow(alignment: VerticalAlignment?, [ViewNode])
    /// `GeometryReader { proxy in … }`: it takes the size offered and puts its content at
    /// its top leading corner. The content was built with the proxy the evaluator could
    /// assume; Layout asks `reader` for the content of the proxy it finds.
    case geometryReader([ViewNode], reader: LayoutTimeViews)
    /// A struct of the app's conforming to `Layout`, with its content: Layout runs its
    /// `sizeThatFits` and `placeSubviews` through the evaluator.
    case customLayout(LayoutTimeLayout, [ViewNode])
    /// The elements of a large `ForEach` in a lazy stack that no frame shows, not built.
    case lazyRest(LazyRest)
}
