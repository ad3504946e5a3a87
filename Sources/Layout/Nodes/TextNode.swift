import Geometry
import ViewTree

/// `Text`: as wide as its text up to the offered width, wrapping below that; as tall as its
/// lines. It ignores the offered height (truncation by height is not modelled yet).
final class TextNode: LayoutNode {
    let run: TextRun
    let measurer: TextMeasurer

    init(run: TextRun, measurer: TextMeasurer, identity: Identity, location: SourceLocation) {
        self.run = run
        self.measurer = measurer
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        measurer.measure(run, proposedWidth: proposal.width.map { $0.isFinite ? $0 : nil } ?? nil).size
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        var placed = run
        placed.wrapWidth = frame.width + TextNode.wrapSlack
        context.emit(.text(placed), frame: frame, identity: identity, location: location)
    }

    /// Absorbs the rounding of a width to Pango units between measuring and drawing: a
    /// hundredth of a point, far below a pixel and far above a Pango unit.
    static let wrapSlack = 0.01
}

/// `Image`: its natural size unless `.resizable()`, in which case it takes what it is
/// offered (its natural size for an unspecified axis).
final class ImageNode: LayoutNode {
    let content: ElementContent
    let naturalSize: Size
    let isResizable: Bool

    init(content: ElementContent, naturalSize: Size, isResizable: Bool, identity: Identity,
         location: SourceLocation) {
        self.content = content
        self.naturalSize = naturalSize
        self.isResizable = isResizable
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        guard isResizable else { return naturalSize }
        return Size(width: proposal.width ?? naturalSize.width, height: proposal.height ?? naturalSize.height)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.emit(content, frame: frame, identity: identity, location: location)
    }
}
