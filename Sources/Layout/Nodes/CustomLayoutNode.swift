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
        layout.sizeThatFits(ProposedViewSize(width: proposal.width, height: proposal.height), Subviews(children))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let subviews = Subviews(children)
        layout.placeSubviews(frame, ProposedViewSize(width: frame.width, height: frame.height), subviews)
        let centre = Point(x: frame.midX, y: frame.midY)
        let placements = children.indices.map { i -> (node: LayoutNode, frame: Rect) in
            let placed = subviews.placed[i] ?? (centre, UnitPoint(x: 0.5, y: 0.5), ProposedViewSize(width: frame.width, height: frame.height))
            let size = children[i].sizeThatFits(ProposedSize(width: placed.proposal.width, height: placed.proposal.height))
            let origin = Point(x: placed.point.x - placed.anchor.x * size.width, y: placed.point.y - placed.anchor.y * size.height)
            return (children[i], Rect(origin: origin, size: size))
        }
        context.placeInZOrder(placements)
    }

    /// The subviews as the layout's code sees them; what it places is kept for `place`.
    final class Subviews: LayoutSubviewAccess, @unchecked Sendable {
        let nodes: [LayoutNode]
        var placed: [Int: (point: Point, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]

        init(_ nodes: [LayoutNode]) { self.nodes = nodes }

        var count: Int { nodes.count }

        func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> Size {
            nodes[index].sizeThatFits(ProposedSize(width: proposal.width, height: proposal.height))
        }

        func place(_ index: Int, at point: Point, anchor: UnitPoint, proposal: ProposedViewSize) {
            placed[index] = (point, anchor, proposal)
        }
    }
}
