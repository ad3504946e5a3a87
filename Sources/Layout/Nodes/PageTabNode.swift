import Drawing
import Geometry
import ViewTree

/// A page-style `TabView`: every page is the TabView's size, side by side, with the selected
/// page on screen; the others wait off to either side, clipped, so a change of selection
/// slides the pages (their frames animate as persistent views do).
///
/// With `indexDisplayMode` `.always`, or `.automatic` and more than one page, the index dots
/// are drawn over the bottom of the pages (docs/layout.md has their metrics).
final class PageTabNode: LayoutNode {
    let spec: PageTabSpec
    let pages: [LayoutNode]
    let tags: [String?]

    init(spec: PageTabSpec, pages: [LayoutNode], tags: [String?], identity: Identity, location: SourceLocation) {
        self.spec = spec
        self.pages = pages
        self.tags = tags
        super.init(identity: identity, location: location)
    }

    /// The selected page: the one whose tag is the selection, else the first.
    var selectedIndex: Int {
        guard let selection = spec.selection else { return 0 }
        return tags.firstIndex(of: selection) ?? Int(selection).flatMap { pages.indices.contains($0) ? $0 : nil } ?? 0
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return Size(width: width, height: height)
        }
        let ideal = pages.map { $0.sizeThatFits(proposal) }
        return Size(width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal.map(\.width).max() ?? 0,
                    height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? ideal.map(\.height).max() ?? 0)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let selected = selectedIndex
        context.scoped { inner in
            inner.clips.append(ClipRegion(rect: frame, shape: .rectangle, transformDepth: inner.transforms.count,
                                         owner: identity.description))
            for (index, page) in pages.enumerated() {
                let pageFrame = frame.offsetBy(dx: Double(index - selected) * frame.width, dy: 0)
                let size = page.sizeThatFits(ProposedSize(frame.size))
                page.place(in: aligned(size, in: pageFrame, .center), context: &inner)
            }
        }
        let showsDots = spec.indexDisplayMode == .always || (spec.indexDisplayMode == .automatic && pages.count > 1)
        guard showsDots else { return }
        let d = LayoutConstants.pageDotDiameter, gap = LayoutConstants.pageDotSpacing
        let total = Double(pages.count) * d + Double(pages.count - 1) * gap
        let y = frame.maxY - LayoutConstants.pageDotsBottomInset - d / 2
        for index in pages.indices {
            let x = frame.midX - total / 2 + Double(index) * (d + gap)
            let color = Color.white.withOpacity(index == selected ? 1 : LayoutConstants.pageDotInactiveOpacity)
            context.emit(.shape(.circle, fill: .color(color), stroke: nil), frame: Rect(x: x, y: y - d / 2, width: d, height: d),
                         identity: identity.appending("dot:\(index)"), location: location)
        }
    }
}
