import Drawing
import Geometry
import ViewTree

/// A `NavigationStack` showing its top page under a navigation bar (docs/layout.md).
///
/// The page is opaque white from the screen's top to its bottom edge, so a push slides a
/// whole page over the one below. Its content is laid out below the bar, as SwiftUI offers
/// it the safe area less the bar, and may extend under the bar (`ignoresSafeArea`, scroll
/// views), which is transparent until content is scrolled under it (`NavigationBar`).
/// Everything on the page is tagged with its `NavigationMembership`, which Motion uses to
/// slide pages on push and pop; the bar's parts are tagged with their `NavigationBarItem`.
final class NavigationStackNode: LayoutNode {
    let page: NavigationPage
    let depth: Int
    let content: LayoutNode
    let bar: NavigationBar

    init(page: NavigationPage, depth: Int, content: LayoutNode, bar: NavigationBar, identity: Identity,
         location: SourceLocation) {
        self.page = page
        self.depth = depth
        self.content = content
        self.bar = bar
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: content.sizeThatFits(proposal))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let saved = (navigation: context.navigation, safeRect: context.safeRect, scrolled: context.topScrollOffset,
                     scrolledBottom: context.scrolledUnderBottomBar)
        // Content under the bottom of a stack with no toolbar of its own lies under the tab
        // bar below it, if any: that is reported on.
        var passesBottom = false
        defer {
            context.navigation = saved.navigation
            context.safeRect = saved.safeRect
            context.topScrollOffset = saved.scrolled
            context.scrolledUnderBottomBar = saved.scrolledBottom || passesBottom
        }
        let membership = NavigationMembership(stack: identity, depth: depth, page: page.identity, stackFrame: frame, zoom: page.zoom)
        context.navigation = membership

        let screen = Rect(origin: .zero, size: context.canvas.size)
        let eps = 1e-3
        let top = abs(frame.minY - saved.safeRect.minY) < eps ? screen.minY : frame.minY
        let bottom = abs(frame.maxY - saved.safeRect.maxY) < eps ? screen.maxY : frame.maxY
        context.emit(.shape(.rectangle, fill: page.bar.pageBackground.map(LayoutEnvironment().paint) ?? .color(SystemColors.background), stroke: nil),
                     frame: Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top),
                     identity: page.identity.appending("background"), location: location)

        // The content sees the bar as part of the safe area: it is offered the space below the
        // bar and may extend under it.
        let barBottom = frame.minY + bar.height
        let toolbarTop = frame.maxY - bar.bottomHeight
        let contentFrame = Rect(x: frame.minX, y: barBottom, width: frame.width, height: max(0, toolbarTop - barBottom))
        let safeBottom = bar.bottomHeight > 0 ? toolbarTop : saved.safeRect.maxY
        context.safeRect = Rect(x: saved.safeRect.minX, y: barBottom, width: saved.safeRect.width,
                                height: max(0, safeBottom - barBottom))
        context.topScrollOffset = 0
        context.scrolledUnderBottomBar = false
        let size = content.sizeThatFits(ProposedSize(contentFrame.size))
        content.place(in: aligned(size, in: contentFrame, .center), context: &context)
        let scrolled = (top: context.topScrollOffset, bottom: context.scrolledUnderBottomBar)
        passesBottom = scrolled.bottom && bar.bottomHeight == 0
        context.safeRect = saved.safeRect

        bar.place(stackFrame: frame, top: top, scrollOffset: scrolled.top, membership: membership, location: location,
                  context: &context)
        bar.placeBottom(stackFrame: frame, bottom: bottom, isContentUnder: scrolled.bottom, membership: membership,
                        location: location, context: &context)
    }
}
