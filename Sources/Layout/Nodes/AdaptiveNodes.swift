import Geometry
import ViewTree

/// `ViewThatFits(in: axes) { candidates }`: the first candidate whose ideal size fits the
/// proposal along `axes` (both when none are given), else the last; only that one is drawn.
final class ViewThatFitsNode: LayoutNode {
    let axes: [Axis]
    let candidates: [LayoutNode]

    init(axes: [Axis], candidates: [LayoutNode], identity: Identity, location: SourceLocation) {
        self.axes = axes.isEmpty ? [.horizontal, .vertical] : axes
        self.candidates = candidates
        super.init(identity: identity, location: location)
    }

    func chosen(_ proposal: ProposedSize) -> LayoutNode? {
        candidates.first { candidate in
            let ideal = candidate.sizeThatFits(.unspecified)
            return axes.allSatisfy { axis in
                guard let offered = proposal.length(axis) else { return true }
                return ideal.length(axis) <= offered + 1e-9
            }
        } ?? candidates.last
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        chosen(proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        guard let child = chosen(ProposedSize(frame.size)) else { return }
        child.place(in: aligned(child.sizeThatFits(ProposedSize(frame.size)), in: frame, .center), context: &context)
    }

    /// The baselines of the candidate shown, where it sits.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        guard let child = chosen(ProposedSize(size)) else { return nil }
        let frame = aligned(child.sizeThatFits(ProposedSize(size)), in: Rect(origin: .zero, size: size), .center)
        return child.textBaseline(which, size: frame.size).map { $0 + frame.minY }
    }
}

/// `safeAreaInset(edge:alignment:spacing:) { content }`: the content along the edge, as wide
/// (or tall) as the view, and the view laid out in what is left less `spacing`, which
/// views inside see as their safe area. (A scroll view keeps scrolling under the content in
/// SwiftUI; here it ends above it: docs/layout.md.)
final class SafeAreaInsetNode: ModifierNode, MovesChild {
    let edge: Edge
    let alignment: Alignment
    let spacing: Double
    let inset: LayoutNode

    init(edge: Edge, alignment: Alignment, spacing: Double, inset: LayoutNode, child: LayoutNode, identity: Identity,
         location: SourceLocation) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
        self.inset = inset
        super.init(child: child, identity: identity, location: location)
    }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    private func insetSize(_ proposal: ProposedSize) -> Size {
        inset.sizeThatFits(.along(axis, major: nil, minor: proposal.length(axis.other)))
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let used = insetSize(proposal).length(axis) + spacing
        let inner = child.sizeThatFits(.along(axis, major: proposal.length(axis).map { max(0, $0 - used) }, minor: proposal.length(axis.other)))
        return .along(axis, major: inner.length(axis) + used, minor: max(inner.length(axis.other), insetSize(proposal).length(axis.other)))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let size = insetSize(ProposedSize(frame.size))
        let length = size.length(axis), used = length + spacing
        let band: Rect, rest: Rect
        switch edge {
        case .top: (band, rest) = (Rect(x: frame.minX, y: frame.minY, width: frame.width, height: length),
                                   Rect(x: frame.minX, y: frame.minY + used, width: frame.width, height: max(0, frame.height - used)))
        case .bottom: (band, rest) = (Rect(x: frame.minX, y: frame.maxY - length, width: frame.width, height: length),
                                      Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - used)))
        case .leading: (band, rest) = (Rect(x: frame.minX, y: frame.minY, width: length, height: frame.height),
                                       Rect(x: frame.minX + used, y: frame.minY, width: max(0, frame.width - used), height: frame.height))
        case .trailing: (band, rest) = (Rect(x: frame.maxX - length, y: frame.minY, width: length, height: frame.height),
                                        Rect(x: frame.minX, y: frame.minY, width: max(0, frame.width - used), height: frame.height))
        }
        let saved = context.safeRect
        context.safeRect = context.safeRect.intersection(rest)
        child.place(in: aligned(child.sizeThatFits(ProposedSize(rest.size)), in: rest, .center), context: &context)
        context.safeRect = saved
        inset.place(in: aligned(size, in: band, alignment), context: &context)
    }
}

/// `containerRelativeFrame(_:count:span:spacing:alignment:)`: along `axes`, `span` of `count`
/// equal shares of the container's length less the spacing between them. The container is
/// the nearest scroll view around (its size less its content margins), else the screen's
/// safe area, SwiftUI's window.
final class ContainerRelativeFrameNode: ModifierNode, MovesChild {
    let axes: [Axis]
    let count: Int, span: Int
    let spacing: Double
    let alignment: Alignment
    let container: Size

    init(axes: [Axis], count: Int, span: Int, spacing: Double, alignment: Alignment, container: Size, child: LayoutNode,
         identity: Identity, location: SourceLocation) {
        self.axes = axes
        self.count = max(1, count)
        self.span = max(1, min(span, max(1, count)))
        self.spacing = spacing
        self.alignment = alignment
        self.container = container
        super.init(child: child, identity: identity, location: location)
    }

    private func length(_ axis: Axis) -> Double {
        let share = (container.length(axis) - spacing * Double(count - 1)) / Double(count)
        return share * Double(span) + spacing * Double(span - 1)
    }

    private func frameSize(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? length(.horizontal) : proposal.width,
                     height: axes.contains(.vertical) ? length(.vertical) : proposal.height)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let fixed = frameSize(proposal)
        let inner = child.sizeThatFits(fixed)
        return Size(width: fixed.width.flatMap { axes.contains(.horizontal) ? $0 : nil } ?? inner.width,
                    height: fixed.height.flatMap { axes.contains(.vertical) ? $0 : nil } ?? inner.height)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        child.place(in: aligned(child.sizeThatFits(ProposedSize(frame.size)), in: frame, alignment), context: &context)
    }
}
