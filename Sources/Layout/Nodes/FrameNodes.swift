import Geometry
import ViewTree

/// `frame(width:height:alignment:)`: a fixed axis is that length whatever is offered and
/// replaces the child's proposal; an unfixed axis passes through (reference §3.4).
final class FixedFrameNode: ModifierNode, MovesChild {
    let width: Double?
    let height: Double?
    let alignment: Alignment

    init(width: Double?, height: Double?, alignment: Alignment, child: LayoutNode, identity: Identity,
         location: SourceLocation) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child, identity: identity, location: location)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let size = child.sizeThatFits(childProposal(proposal))
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        child.place(in: childFrame(in: frame), context: &context)
    }

    func childFrame(in size: Size) -> Rect? { childFrame(in: Rect(origin: .zero, size: size)) }

    private func childFrame(in frame: Rect) -> Rect {
        aligned(child, child.sizeThatFits(childProposal(ProposedSize(frame.size))), in: frame, alignment)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`,
/// per reference §3.4.
final class FlexibleFrameNode: ModifierNode, MovesChild {
    let spec: FlexibleFrame

    init(spec: FlexibleFrame, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.spec = spec
        super.init(child: child, identity: identity, location: location)
    }

    /// The child is offered the proposal (or the ideal length when there is none), clamped
    /// to [min, max].
    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func offer(_ proposed: Double?, _ min: Double?, _ ideal: Double?, _ max: Double?) -> Double? {
            guard var value = proposed ?? ideal else { return nil }
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }
        return ProposedSize(width: offer(proposal.width, spec.minWidth, spec.idealWidth, spec.maxWidth),
                            height: offer(proposal.height, spec.minHeight, spec.idealHeight, spec.maxHeight))
    }

    /// One axis of the frame's own size.
    private static func length(proposed: Double?, min: Double?, ideal: Double?, max: Double?,
                               child: Double) -> Double {
        guard let proposed else {
            var value = ideal ?? child
            if let max { value = Swift.min(value, max) }
            if let min { value = Swift.max(value, min) }
            return value
        }
        switch (min, max) {
        case let (min?, max?): return Swift.max(min, Swift.min(proposed, max))
        case let (min?, nil): return Swift.max(Swift.min(proposed, child), min)
        case let (nil, max?): return Swift.min(Swift.max(proposed, child), max)
        case (nil, nil): return child
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let size = child.sizeThatFits(childProposal(proposal))
        return Size(
            width: Self.length(proposed: proposal.width, min: spec.minWidth, ideal: spec.idealWidth,
                               max: spec.maxWidth, child: size.width),
            height: Self.length(proposed: proposal.height, min: spec.minHeight, ideal: spec.idealHeight,
                                max: spec.maxHeight, child: size.height))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        child.place(in: childFrame(in: frame), context: &context)
    }

    func childFrame(in size: Size) -> Rect? { childFrame(in: Rect(origin: .zero, size: size)) }

    private func childFrame(in frame: Rect) -> Rect {
        aligned(child, child.sizeThatFits(childProposal(ProposedSize(frame.size))), in: frame, spec.alignment)
    }
}

/// `padding`: the child is offered the proposal less the insets; the result is the child's
/// size plus the insets.
final class PaddingNode: ModifierNode {
    let insets: EdgeInsets

    init(insets: EdgeInsets, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.insets = insets
        super.init(child: child, identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let inner = ProposedSize(width: proposal.width.map { max(0, $0 - insets.horizontal) },
                                 height: proposal.height.map { max(0, $0 - insets.vertical) })
        let size = child.sizeThatFits(inner)
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        child.place(in: frame.inset(by: insets), context: &context)
    }

    /// The child's guides, moved by the leading or top inset.
    override func explicitGuide(_ axis: Axis, _ name: String, size: Size) -> Double? {
        child.explicitGuide(axis, name, size: inner(size)).map { $0 + (axis == .horizontal ? insets.leading : insets.top) }
    }

    /// The child's baselines, moved down by the top inset.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        child.textBaseline(which, size: inner(size)).map { $0 + insets.top }
    }

    private func inner(_ size: Size) -> Size {
        Size(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    }
}

/// `fixedSize(horizontal:vertical:)`: the fixed axes ask the child for its ideal length.
final class FixedSizeNode: ModifierNode {
    let horizontal: Bool
    let vertical: Bool

    init(horizontal: Bool, vertical: Bool, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(ProposedSize(width: horizontal ? nil : proposal.width,
                                        height: vertical ? nil : proposal.height))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let size = sizeThatFits(ProposedSize(frame.size))
        child.place(in: aligned(size, in: frame, .center), context: &context)
    }
}

/// `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()`: the child is offered
/// the largest rectangle of the ratio inside the proposal (`.fit`) or the smallest that
/// covers it (`.fill`), centred. A nil ratio takes the child's ideal ratio.
final class AspectRatioNode: ModifierNode, MovesChild {
    let ratio: Double?
    let fill: Bool

    init(ratio: Double?, fill: Bool, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.ratio = ratio
        self.fill = fill
        super.init(child: child, identity: identity, location: location)
    }

    private func targetSize(_ proposal: ProposedSize) -> Size {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        guard r > 0, r.isFinite else { return child.sizeThatFits(proposal) }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return Size(width: ideal.width, height: ideal.width / r)
        case let (w?, nil):
            return Size(width: w, height: w / r)
        case let (nil, h?):
            return Size(width: h * r, height: h)
        case let (w?, h?):
            let byWidth = Size(width: w, height: w / r)
            let byHeight = Size(width: h * r, height: h)
            let widthLimited = byWidth.height <= h
            if fill {
                return widthLimited ? byHeight : byWidth
            }
            return widthLimited ? byWidth : byHeight
        }
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(ProposedSize(targetSize(proposal)))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let size = child.sizeThatFits(ProposedSize(targetSize(ProposedSize(frame.size))))
        child.place(in: aligned(size, in: frame, .center), context: &context)
    }

    func childFrame(in size: Size) -> Rect? {
        aligned(child.sizeThatFits(ProposedSize(targetSize(ProposedSize(size)))), in: Rect(origin: .zero, size: size), .center)
    }
}
