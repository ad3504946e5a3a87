import Geometry
import ViewTree

/// `offset(x:y:)`: draws the child moved, without changing its layout.
final class OffsetNode: ModifierNode {
    let dx: Double
    let dy: Double

    init(dx: Double, dy: Double, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.dx = dx
        self.dy = dy
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let saved = context.drawnOffset
        context.drawnOffset = (saved.dx + dx, saved.dy + dy)
        child.place(in: frame.offsetBy(dx: dx, dy: dy), context: &context)
        context.drawnOffset = saved
    }
}

/// `position(x:y:)`: takes all it is offered and centres the child on (x, y) in its own space.
final class PositionNode: ModifierNode, MovesChild {
    let x: Double
    let y: Double

    init(x: Double, y: Double, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.x = x
        self.y = y
        super.init(child: child, identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: Size(width: ShapeNode.idealLength, height: ShapeNode.idealLength))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let size = child.sizeThatFits(ProposedSize(frame.size))
        child.place(in: .placing(size, anchor: .center, at: Point(x: frame.minX + x, y: frame.minY + y)),
                    context: &context)
    }

    func childFrame(in size: Size) -> Rect? {
        .placing(child.sizeThatFits(ProposedSize(size)), anchor: .center, at: Point(x: x, y: y))
    }
}

/// `layoutPriority(_:)`.
final class PriorityNode: ModifierNode {
    let priority: Double

    init(priority: Double, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.priority = priority
        super.init(child: child, identity: identity, location: location)
    }

    override var layoutPriority: Double { priority }
}

/// `background(_:alignment:)` and `overlay(_:alignment:)`: the secondary view is offered
/// exactly the primary's size and never changes the layout (reference §3.4).
final class DecorationNode: ModifierNode {
    let decoration: LayoutNode
    let alignment: Alignment
    let isOverlay: Bool

    init(decoration: LayoutNode, alignment: Alignment, isOverlay: Bool, child: LayoutNode,
         identity: Identity, location: SourceLocation) {
        self.decoration = decoration
        self.alignment = alignment
        self.isOverlay = isOverlay
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let size = decoration.sizeThatFits(ProposedSize(frame.size))
        // The decoration's guide meets the primary view's, as SwiftUI aligns an overlay: on a
        // text baseline, the primary's baseline (its bottom when it has no text).
        let decorationFrame = aligned(decoration, size, in: frame, alignment) { axis, name in
            if axis == .vertical, let baseline = TextBaseline(guideName: name) {
                return self.child.textBaseline(baseline, size: frame.size) ?? frame.size.height
            }
            return self.child.explicitGuide(axis, name, size: frame.size)
        }
        if !isOverlay { decoration.place(in: decorationFrame, context: &context) }
        child.place(in: frame, context: &context)
        if isOverlay { decoration.place(in: decorationFrame, context: &context) }
    }
}

/// `zIndex(_:)`: draw order among siblings.
final class ZIndexNode: ModifierNode {
    let value: Double

    init(value: Double, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.value = value
        super.init(child: child, identity: identity, location: location)
    }

    override var zIndex: Double { value }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.scoped { inner in
            inner.zIndex = value
            child.place(in: frame, context: &inner)
        }
    }
}

/// `ignoresSafeArea(edges:)`: a view whose frame touches the safe area's edge extends to the
/// screen's edge there, and its child is laid out again in the larger frame.
final class IgnoresSafeAreaNode: ModifierNode, MovesChild {
    let edges: Set<Edge>
    /// A background's reach (`Modifier.backgroundReach`): none inside a scroll view's
    /// content, which is placed unscrolled and would reach from wherever it starts.
    let outsideScrollContentOnly: Bool

    init(edges: Set<Edge>, child: LayoutNode, identity: Identity, location: SourceLocation, outsideScrollContentOnly: Bool = false) {
        self.edges = edges
        self.outsideScrollContentOnly = outsideScrollContentOnly
        super.init(child: child, identity: identity, location: location)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        if outsideScrollContentOnly, context.inScrollContent { return child.place(in: frame, context: &context) }
        let canvas = Rect(origin: .zero, size: context.canvas.size)
        let safe = context.safeRect
        let epsilon = 0.001
        // Whether the view reaches the safe area's edge is a matter of layout, which an
        // offset around it does not change: it is measured without the offset and the
        // offset moves the result (SwiftUI's `offset` is a geometry effect).
        let moved = context.drawnOffset
        var expanded = frame.offsetBy(dx: -moved.dx, dy: -moved.dy)
        func extend(_ edge: Edge) {
            switch edge {
            case .top where abs(expanded.minY - safe.minY) < epsilon || expanded.minY < safe.minY:
                expanded = Rect(x: expanded.minX, y: canvas.minY, width: expanded.width,
                                height: expanded.maxY - canvas.minY)
            case .bottom where abs(expanded.maxY - safe.maxY) < epsilon || expanded.maxY > safe.maxY:
                expanded.size.height = canvas.maxY - expanded.minY
            case .leading where abs(expanded.minX - safe.minX) < epsilon:
                expanded = Rect(x: canvas.minX, y: expanded.minY, width: expanded.maxX - canvas.minX,
                                height: expanded.height)
            case .trailing where abs(expanded.maxX - safe.maxX) < epsilon:
                expanded.size.width = canvas.maxX - expanded.minX
            default: break
            }
        }
        edges.sorted { $0.rawValue < $1.rawValue }.forEach(extend)
        let size = child.sizeThatFits(ProposedSize(expanded.size))
        child.place(in: aligned(size, in: expanded, .center).offsetBy(dx: moved.dx, dy: moved.dy), context: &context)
    }
}
