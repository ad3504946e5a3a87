import Geometry
import ViewTree

/// A custom `Layout`: the app's `sizeThatFits` answers the sizing question and its
/// `placeSubviews` says where each subview goes (layout-time evaluation). A subview the code
/// does not place sits at the centre of the bounds, offered the bounds' size, as SwiftUI
/// places it.
final class CustomLayoutNode: LayoutNode {
    let layout: LayoutTimeLayout
    let children: [LayoutNode]

    init(layout: LayoutTimeLayout, children: [LayoutNode], identity: Identity, location: SourceLocation) {
        self.layout = layout
        self.children = children
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        layout.sizeThatFits(proposal, Subviews(children))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let subviews = Subviews(children)
        layout.placeSubviews(frame, ProposedSize(frame.size), subviews)
        let centre = Point(x: frame.midX, y: frame.midY)
        let placements = children.indices.map { i -> (node: LayoutNode, frame: Rect) in
            let placed = subviews.placed[i] ?? (centre, UnitPoint(x: 0.5, y: 0.5), ProposedSize(frame.size))
            let size = children[i].sizeThatFits(placed.proposal)
            let origin = Point(x: placed.point.x - placed.anchor.x * size.width, y: placed.point.y - placed.anchor.y * size.height)
            return (children[i], Rect(origin: origin, size: size))
        }
        context.placeInZOrder(placements, container: identity)
    }

    /// The subviews as the layout's code sees them; what it places is kept for `place`.
    final class Subviews: LayoutSubviewAccess, @unchecked Sendable {
        let nodes: [LayoutNode]
        var placed: [Int: (point: Point, anchor: UnitPoint, proposal: ProposedSize)] = [:]

        init(_ nodes: [LayoutNode]) { self.nodes = nodes }

        var count: Int { nodes.count }

        func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size {
            nodes[index].sizeThatFits(proposal)
        }

        func place(_ index: Int, at point: Point, anchor: UnitPoint, proposal: ProposedSize) {
            placed[index] = (point, anchor, proposal)
        }
    }
}
