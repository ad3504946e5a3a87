import Geometry
import ViewTree

/// One node of the layout tree: a view, or one modifier wrapping a view.
///
/// A node answers two questions, as SwiftUI's Layout protocol does: how big it would be for
/// a proposal (`sizeThatFits`), and, once its parent has chosen its frame, where its own
/// children go (`place`). Sizes are cached per proposal, because stacks ask a child more
/// than once (to measure its flexibility, then to size it).
class LayoutNode {
    let identity: Identity
    let location: SourceLocation
    private var cache: [ProposedSize: Size] = [:]

    init(identity: Identity, location: SourceLocation) {
        self.identity = identity
        self.location = location
    }

    /// The size this node takes when offered `proposal`. Cached.
    final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let size = cache[proposal] { return size }
        let size = computeSize(proposal)
        cache[proposal] = size
        return size
    }

    /// The length along `axis` this node was offered when it chose `size`: SwiftUI places a
    /// view with the proposal it sized it for, and a stack that re-divided only its final
    /// width among its children could wrap a text that fitted. Of the proposals that gave
    /// `size`, the finite one closest above `size`; else the ideal (nil) one; else `size`'s own.
    final func offer(along axis: Axis, thatChose size: Size) -> Double? {
        let chosen = cache.filter { $0.value == size }.keys.map { $0.length(axis) }
        let finite = chosen.compactMap { $0 }.filter { $0.isFinite && $0 >= size.length(axis) }
        if let closest = finite.min() { return closest }
        if chosen.contains(where: { $0 == nil }) { return nil }
        return size.length(axis)
    }

    /// Subclasses answer the sizing question here.
    func computeSize(_ proposal: ProposedSize) -> Size {
        fatalError("\(type(of: self)) must override computeSize")
    }

    /// Places this node in `frame` (canvas points), appending what it draws to `context`.
    func place(in frame: Rect, context: inout PlacementContext) {}

    /// `layoutPriority`: stacks size higher priorities first.
    var layoutPriority: Double { 0 }

    /// `zIndex`: siblings draw in ascending zIndex, ties in order.
    var zIndex: Double { 0 }

    /// Spacers take no default spacing from their neighbours in a stack.
    var isSpacer: Bool { false }

    /// Where an `alignmentGuide` inside puts this node's guide for the alignment `name`
    /// along `axis` (from its leading or top edge), at `size`; nil when none does, and the
    /// alignment's default applies.
    func explicitGuide(_ axis: Axis, _ name: String, size: Size) -> Double? { nil }

    /// Where this view's first or last line of text lies, from its top, at `size`: a Text's
    /// own line, a container's from its children (docs/layout.md, "Text baselines"), an
    /// `alignmentGuide` for it where one is written; nil when the view holds no text, and a
    /// baseline alignment takes its bottom.
    func textBaseline(_ which: TextBaseline, size: Size) -> Double? { nil }
}

/// A node that wraps one child and, unless it says otherwise, passes everything through.
class ModifierNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.child = child
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        child.place(in: frame, context: &context)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var zIndex: Double { child.zIndex }
    override var isSpacer: Bool { child.isSpacer }

    /// A modifier that keeps its child's frame has its child's guides; one that gives the
    /// child a frame of its own (`MovesChild`) has none of them.
    override func explicitGuide(_ axis: Axis, _ name: String, size: Size) -> Double? {
        self is MovesChild ? nil : child.explicitGuide(axis, name, size: size)
    }

    /// A modifier that keeps its child's frame has its child's baselines (an `offset` too:
    /// it moves the drawing, not the layout); one that moves its child says where.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        if let moves = self as? MovesChild {
            guard let frame = moves.childFrame(in: size) else { return nil }
            return child.textBaseline(which, size: frame.size).map { $0 + frame.minY }
        }
        return child.textBaseline(which, size: size)
    }
}

/// A modifier node whose child's frame is not its own (a frame, a position, an aspect
/// ratio): an `alignmentGuide` inside does not reach out through it; its text baselines do,
/// moved to where the child sits.
protocol MovesChild {
    /// The child's frame when this node is `size`, from its top leading corner; nil where
    /// it depends on more than the size (the screen's safe area), and no baseline is known.
    func childFrame(in size: Size) -> Rect?
}

extension MovesChild {
    func childFrame(in size: Size) -> Rect? { nil }
}
