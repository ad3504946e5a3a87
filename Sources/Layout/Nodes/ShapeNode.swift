import Drawing
import Geometry
import ViewTree

/// A shape or a colour used as a view: it takes whatever it is offered.
/// With no proposal (ideal size) a shape is 10 × 10, as in SwiftUI.
final class ShapeNode: LayoutNode {
    let content: ElementContent

    init(content: ElementContent, identity: Identity, location: SourceLocation) {
        self.content = content
        super.init(identity: identity, location: location)
    }

    static let idealLength: Double = 10

    override func computeSize(_ proposal: ProposedSize) -> Size {
        Size(width: proposal.width ?? Self.idealLength, height: proposal.height ?? Self.idealLength)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        guard case let .shape(.containerRelative, fill, stroke) = content else {
            return context.emit(content, frame: frame, identity: identity, location: location)
        }
        let kind = Self.containerRelative(in: frame, container: context.containerShape)
        context.emit(.shape(kind, fill: fill, stroke: stroke), frame: frame, identity: identity, location: location)
    }

    /// `ContainerRelativeShape` in `frame`: the container's shape made concentric with it (a
    /// rounded corner's radius less the shape's inset from the container's frame, the nearest
    /// edge's), or a rectangle when no `containerShape(_:)` is around, as in an app's own views.
    static func containerRelative(in frame: Rect, container: (kind: ShapeKind, frame: Rect)?) -> ShapeKind {
        guard let (kind, outer) = container else { return .rectangle }
        let inset = max(0, min(frame.minX - outer.minX, frame.minY - outer.minY, outer.maxX - frame.maxX, outer.maxY - frame.maxY))
        switch kind {
        case .roundedRectangle(let radius, let style):
            return .roundedRectangle(cornerRadius: max(0, min(radius, min(outer.width, outer.height) / 2) - inset), style: style)
        case .unevenRoundedRectangle(let radii, let style):
            return .unevenRoundedRectangle(radii.map { max(0, $0 - inset) }, style: style)
        case .containerRelative: return .rectangle
        default: return kind
        }
    }
}

/// `Spacer(minLength:)`: flexible along its stack's axis, at least `minLength` long, and
/// nothing across it. Outside a stack it expands in both axes.
final class SpacerNode: LayoutNode {
    /// The axis of the enclosing stack, nil outside a stack.
    let axis: Axis?
    let minLength: Double

    /// nil minLength means the default spacing, 8 pt (reference §3.2).
    init(axis: Axis?, minLength: Double?, identity: Identity, location: SourceLocation) {
        self.axis = axis
        self.minLength = minLength ?? LayoutConstants.defaultSpacing
        super.init(identity: identity, location: location)
    }

    override var isSpacer: Bool { true }

    /// Spacers are sized after everything else in their stack (OpenSwiftUI gives them −∞),
    /// keeping only their minimum in reserve: in `HStack { Text(…); Spacer() }` the text
    /// takes all it wants and the spacer the rest. With an equal share instead, the text
    /// would be offered half and wrap.
    override var layoutPriority: Double { -.infinity }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard let axis else {
            return Size(width: max(minLength, proposal.width ?? 0), height: max(minLength, proposal.height ?? 0))
        }
        let major = max(minLength, proposal.length(axis) ?? 0)
        return Size.along(axis, major: major, minor: 0)
    }
}

/// `Divider()`: a hairline across its stack's axis that fills the other axis.
final class DividerNode: LayoutNode {
    let axis: Axis?
    /// One device pixel, in points.
    let thickness: Double

    init(axis: Axis?, thickness: Double, identity: Identity, location: SourceLocation) {
        self.axis = axis
        self.thickness = thickness
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        if axis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? ShapeNode.idealLength)
        }
        return Size(width: proposal.width ?? ShapeNode.idealLength, height: thickness)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.emit(.shape(.rectangle, fill: .color(LayoutConstants.separatorColor), stroke: nil),
                     frame: frame, identity: identity, location: location)
    }
}

/// `EmptyView()` and anything that draws nothing and takes no space.
final class EmptyNode: LayoutNode {
    override func computeSize(_ proposal: ProposedSize) -> Size { .zero }
}
