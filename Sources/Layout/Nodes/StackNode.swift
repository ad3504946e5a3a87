import Geometry
import ViewTree

/// `VStack`, `HStack` and their lazy variants (laid out alike), per reference §3.3.
///
/// 1. What remains to share is the proposed length less the spacing between children.
/// 2. Children are sized highest `layoutPriority` first and, within a priority, least flexible
///    first (flexibility = length offered everything − length offered nothing).
/// 3. Lower-priority groups keep their minimum lengths in reserve.
/// 4. Each child is offered an equal share of what remains and keeps what it takes.
/// 5. Children are placed in written order, aligned across the axis.
final class StackNode: LayoutNode {
    let axis: Axis
    let alignment: Alignment
    let children: [LayoutNode]
    /// Spacing before each child (index 0 has none).
    let gaps: [Double]
    /// An alignment the app declares, across the axis.
    let custom: CustomAlignment?
    let spacing: Double?
    /// Whether a child stands for a lazy `ForEach`'s unbuilt elements (`LazyRestNode`).
    private let hasLazyRests: Bool

    init(spec: StackSpec, children: [LayoutNode], identity: Identity, location: SourceLocation) {
        self.axis = spec.axis
        self.custom = spec.customAlignment.flatMap { $0.axis == spec.axis.other ? $0 : nil }
        self.alignment = spec.alignment
        self.children = children
        self.spacing = spec.spacing
        self.hasLazyRests = children.contains { $0 is LazyRestNode }
        self.gaps = children.indices.map { index in
            // Unbuilt elements follow the built ones with their spacing counted in.
            guard index > 0, !(children[index] is LazyRestNode) else { return 0 }
            if let spacing = spec.spacing { return spacing }
            // Per-pair default: a Spacer takes no spacing from its neighbours.
            return children[index - 1].isSpacer || children[index].isSpacer ? 0 : LayoutConstants.defaultSpacing
        }
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let lengths = majorLengths(for: proposal)
        let minor = proposal.length(axis.other)
        var crossLength = 0.0
        var sizes: [Size] = []
        for (child, length) in zip(children, lengths) {
            let size = child.sizeThatFits(.along(axis, major: length, minor: minor))
            sizes.append(size)
            crossLength = max(crossLength, size.length(axis.other))
        }
        if hasLazyRests { sizes = withLazyRests(sizes, spacing: spacing) }
        if let line = guideLine(sizes) { crossLength = line.extent }
        var major = gaps.reduce(0, +)
        for size in sizes {
            major += size.length(axis)
        }
        return Size.along(axis, major: major, minor: crossLength)
    }

    /// The major-axis proposal each child gets (steps 1–4). nil when the stack itself is
    /// asked for its ideal size: then every child is asked for its own.
    private func majorLengths(for proposal: ProposedSize) -> [Double?] {
        guard let total = proposal.length(axis) else { return children.map { _ in nil } }
        let minor = proposal.length(axis.other)
        func length(_ child: LayoutNode, _ offer: Double) -> Double {
            child.sizeThatFits(.along(axis, major: offer, minor: minor)).length(axis)
        }
        let minimums = children.map { length($0, 0) }
        let flexibility = children.indices.map { length(children[$0], .infinity) - minimums[$0] }
        let order = children.indices.sorted { a, b in
            let pa = children[a].layoutPriority, pb = children[b].layoutPriority
            if pa != pb { return pa > pb }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            if flexibility[a].isInfinite { return minimums[a] > minimums[b] }
            return a < b
        }
        var remaining = total - gaps.reduce(0, +)
        var offers = [Double?](repeating: nil, count: children.count)
        var position = 0
        while position < order.count {
            let priority = children[order[position]].layoutPriority
            let group = order[position...].prefix { children[$0].layoutPriority == priority }
            // Step 3: lower priorities keep their minimums.
            let reserved = order[(position + group.count)...].reduce(0.0) { $0 + minimums[$1] }
            var available = remaining - reserved
            var left = group.count
            for index in group {
                let offer = max(0, available / Double(left))
                offers[index] = offer
                let taken = length(children[index], offer)
                available -= taken
                remaining -= taken
                left -= 1
            }
            position += group.count
        }
        return offers
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.placeInZOrder(childFrames(in: frame), container: identity)
    }

    /// Where a guide of an alignment the app declares lies in this stack: the mean of the
    /// children's explicit guides for it, where the children are placed (SwiftUI's default
    /// `AlignmentID._combineExplicit`); nil when none has one. Built-in alignments keep
    /// their children's guides inside.
    override func explicitGuide(_ guideAxis: Axis, _ name: String, size: Size) -> Double? {
        guard name.hasPrefix(CustomAlignment.guidePrefix) else { return nil }
        let values = childFrames(in: Rect(origin: .zero, size: size)).compactMap { child, frame in
            child.explicitGuide(guideAxis, name, size: frame.size).map { $0 + (guideAxis == .horizontal ? frame.minX : frame.minY) }
        }
        return values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }

    /// The top-most first baseline or bottom-most last baseline of the children, where they
    /// are placed: a VStack's first child with text, an HStack's on its alignment.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        which.combined(childFrames(in: Rect(origin: .zero, size: size)))
    }

    /// Each child with its frame when the stack is placed in `frame`.
    private func childFrames(in frame: Rect) -> [(node: LayoutNode, frame: Rect)] {
        // Divide as when this size was chosen (see `offer(along:thatChose:)`).
        let proposal = ProposedSize.along(axis, major: offer(along: axis, thatChose: frame.size), minor: frame.size.length(axis.other))
        let lengths = majorLengths(for: proposal)
        let minor = proposal.length(axis.other)
        var cursor = axis == .horizontal ? frame.minX : frame.minY
        var placements: [(node: LayoutNode, frame: Rect)] = []
        var sizes = children.indices.map { children[$0].sizeThatFits(.along(axis, major: lengths[$0], minor: minor)) }
        if hasLazyRests { sizes = withLazyRests(sizes, spacing: spacing) }
        let line = guideLine(sizes, container: frame.size.length(axis.other))
        for (index, child) in children.enumerated() {
            cursor += gaps[index]
            let size = sizes[index]
            let childFrame: Rect
            if axis == .vertical {
                let x = frame.minX + (line?.offsets[index] ?? alignment.horizontal.offset(child: size.width, container: frame.width))
                childFrame = Rect(x: x, y: cursor, width: size.width, height: size.height)
            } else {
                let y = frame.minY + (line?.offsets[index] ?? alignment.vertical.offset(child: size.height, container: frame.height))
                childFrame = Rect(x: cursor, y: y, width: size.width, height: size.height)
            }
            cursor += size.length(axis)
            placements.append((child, childFrame))
        }
        return placements
    }

    /// The children lined up by their guides across the axis, when one has an explicit guide.
    private func guideLine(_ sizes: [Size], container: Double? = nil) -> GuideLine? {
        if let custom { return GuideLine(children, sizes: sizes, custom: custom, container: container) }
        return axis == .vertical
            ? GuideLine(children, sizes: sizes, axis: .horizontal, name: alignment.horizontal.rawValue,
                        fraction: alignment.horizontal.fraction, container: container)
            : GuideLine(children, sizes: sizes, axis: .vertical, name: alignment.vertical.rawValue,
                        fraction: alignment.vertical.fraction, container: container)
    }
}

/// `ZStack`: children overlap; its size is the union of theirs, each offered its own
/// proposal and aligned by `alignment`.
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode], identity: Identity, location: SourceLocation) {
        self.alignment = alignment
        self.children = children
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        var width = 0.0, height = 0.0
        let sizes = children.map { $0.sizeThatFits(proposal) }
        for size in sizes {
            width = max(width, size.width)
            height = max(height, size.height)
        }
        let (h, v) = guideLines(sizes)
        return Size(width: h?.extent ?? width, height: v?.extent ?? height)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.placeInZOrder(childFrames(in: frame), container: identity)
    }

    /// The top-most first baseline or bottom-most last baseline of the children.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        which.combined(childFrames(in: Rect(origin: .zero, size: size)))
    }

    private func childFrames(in frame: Rect) -> [(node: LayoutNode, frame: Rect)] {
        let sizes = children.map { $0.sizeThatFits(ProposedSize(frame.size)) }
        let (h, v) = guideLines(sizes, container: frame.size)
        return children.indices.map { i -> (node: LayoutNode, frame: Rect) in
            var rect = aligned(sizes[i], in: frame, alignment)
            if let h { rect.origin.x = frame.minX + h.offsets[i] }
            if let v { rect.origin.y = frame.minY + v.offsets[i] }
            return (children[i], rect)
        }
    }

    /// The children lined up by their guides on each axis where one has an explicit guide.
    private func guideLines(_ sizes: [Size], container: Size? = nil) -> (GuideLine?, GuideLine?) {
        (GuideLine(children, sizes: sizes, axis: .horizontal, name: alignment.horizontal.rawValue,
                   fraction: alignment.horizontal.fraction, container: container?.width),
         GuideLine(children, sizes: sizes, axis: .vertical, name: alignment.vertical.rawValue,
                   fraction: alignment.vertical.fraction, container: container?.height))
    }
}

/// A rectangle of `size` aligned inside `container`.
func aligned(_ size: Size, in container: Rect, _ alignment: Alignment) -> Rect {
    Rect(x: container.minX + alignment.horizontal.offset(child: size.width, container: container.width),
         y: container.minY + alignment.vertical.offset(child: size.height, container: container.height),
         width: size.width, height: size.height)
}
