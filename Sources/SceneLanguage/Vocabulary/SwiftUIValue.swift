import SwiftCore
import Drawing
import Geometry
import ViewTree

/// The values the SwiftUI host supplies: SwiftUI's own types, and Foundation's and UIKit's
/// as apps see them. The language carries each as `Value.host`.
enum SwiftUIValue: HostValue {
    case color(Color)
    case shapeStyle(ShapeStyle)
    case font(Font)
    case uuid(String)
    case namespace(NamespaceID)
    case animation(AnimationSpec)
    case transition(Transition)
    case view(ViewNode)
    /// A SwiftUI `Binding`: a reference to where a value is stored (`$isOn`).
    case binding(Binding)
    /// An `AttributedString`: its runs, each with the text modifiers its attributes stand for.
    case attributed(StyledText)
    /// `GridItem(_:spacing:alignment:)`.
    case gridItem(GridItemSpec)
    /// The `proxy` a `ScrollViewReader` passes its content: the reader's identity.
    case scrollProxy(Identity)
    /// The `proxy` a `GeometryReader` passes its content: what Layout found where it is.
    case geometryProxy(GeometryProxyValues)
    /// The `ViewDimensions` an `alignmentGuide` closure gets: the view's size and text
    /// baselines, and the axis of the guide it computes (what `d[.center]` means).
    case viewDimensions(ViewDimensions, axis: Axis?)
    /// One subview of a custom `Layout`, as its `sizeThatFits` and `placeSubviews` hold it.
    case layoutSubview(LayoutSubviewRef)
    /// An `Anchor<CGRect>` or `Anchor<CGPoint>` an `anchorPreference` made: the view's frame,
    /// or a point of it, in canvas points; `proxy[anchor]` gives it in a reader's space.
    case anchor(AnchorValue)
    /// A `DateFormatter`, configured (DateFormatters).
    case dateFormatter(DateFormatterValue)

    /// The types the program's extensions of SwiftUI's types, and `is`, see it as.
    var typeNames: [String] {
        switch self {
        case .color: ["Color", "ShapeStyle", "View"]
        case .shapeStyle: ["ShapeStyle", "LinearGradient", "View"]
        case .font: ["Font"]
        case .animation: ["Animation"]
        case .transition: ["AnyTransition"]
        case .uuid: ["UUID", "Hashable"]
        case .geometryProxy: ["GeometryProxy"]
        case .dateFormatter: ["DateFormatter", "Formatter"]
        case let .view(node):
            switch node.kind {
            case .text: ["Text", "View"]
            case .image: ["Image", "View"]
            case .shape: ["Shape", "View"]
            default: ["View"]
            }
        default: []
        }
    }

    var kindDescription: String {
        switch self {
        case .color: "a 'Color'"
        case .shapeStyle: "a shape style"
        case .font: "a 'Font'"
        case .uuid: "a 'UUID'"
        case .namespace: "a 'Namespace.ID'"
        case .animation: "an 'Animation'"
        case .transition: "an 'AnyTransition'"
        case .view: "a view"
        case .binding: "a 'Binding'"
        case .attributed: "an 'AttributedString'"
        case .gridItem: "a 'GridItem'"
        case .scrollProxy: "a 'ScrollViewProxy'"
        case .geometryProxy: "a 'GeometryProxy'"
        case .viewDimensions: "a 'ViewDimensions'"
        case .layoutSubview: "a 'LayoutSubview'"
        case .anchor: "an 'Anchor'"
        case .dateFormatter: "a 'DateFormatter'"
        }
    }

    var scalarText: String? {
        switch self {
        case let .attributed(t): t.string
        case let .uuid(u): u
        case let .namespace(ns): ns.name
        case let .animation(a): a.label
        default: nil
        }
    }

    /// Equality for the types SwiftUI and Foundation make `Equatable` that apps compare: a
    /// UUID, a colour, a font, a namespace's id, an animation, a transition.
    func isEqual(to other: any HostValue) -> Bool? {
        switch (self, other as? SwiftUIValue) {
        case let (.uuid(x), .uuid(y)?): x == y
        case let (.color(x), .color(y)?): x == y
        case let (.font(x), .font(y)?): x == y
        case let (.namespace(x), .namespace(y)?): x == y
        case let (.animation(x), .animation(y)?): x == y
        case let (.transition(x), .transition(y)?): x == y
        case let (.anchor(x), .anchor(y)?): x == y
        default: nil
        }
    }
}

/// SwiftUI's values made as the language's: `.color(c)` where a `Value` is expected.
extension Value {
    static func color(_ c: Color) -> Value { .host(SwiftUIValue.color(c)) }
    static func shapeStyle(_ s: ShapeStyle) -> Value { .host(SwiftUIValue.shapeStyle(s)) }
    static func font(_ f: Font) -> Value { .host(SwiftUIValue.font(f)) }
    static func uuid(_ u: String) -> Value { .host(SwiftUIValue.uuid(u)) }
    static func namespace(_ n: NamespaceID) -> Value { .host(SwiftUIValue.namespace(n)) }
    static func animation(_ a: AnimationSpec) -> Value { .host(SwiftUIValue.animation(a)) }
    static func transition(_ t: Transition) -> Value { .host(SwiftUIValue.transition(t)) }
    static func view(_ v: ViewNode) -> Value { .host(SwiftUIValue.view(v)) }
    static func binding(_ b: Binding) -> Value { .host(SwiftUIValue.binding(b)) }
    static func attributed(_ t: StyledText) -> Value { .host(SwiftUIValue.attributed(t)) }
    static func gridItem(_ g: GridItemSpec) -> Value { .host(SwiftUIValue.gridItem(g)) }
    static func scrollProxy(_ i: Identity) -> Value { .host(SwiftUIValue.scrollProxy(i)) }
    static func geometryProxy(_ g: GeometryProxyValues) -> Value { .host(SwiftUIValue.geometryProxy(g)) }
    static func viewDimensions(_ d: ViewDimensions, axis: Axis?) -> Value { .host(SwiftUIValue.viewDimensions(d, axis: axis)) }
    static func layoutSubview(_ s: LayoutSubviewRef) -> Value { .host(SwiftUIValue.layoutSubview(s)) }

    /// The SwiftUI value this is, if it is one.
    var swiftUI: SwiftUIValue? { if case let .host(h) = self { h as? SwiftUIValue } else { nil } }
}

/// Where an anchor points, in canvas points.
enum AnchorValue: Hashable, Sendable {
    case bounds(Rect)
    case point(Point)
}
