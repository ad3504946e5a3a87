import Geometry
import ViewTree

/// A `NavigationStack` showing its top page under a navigation bar (reference §3.6).
///
/// The bar is 44 pt tall with an inline title (17 pt semibold, centred), or 96 pt with a
/// large title (34 pt bold, leading, baseline 8 pt above the bar's bottom). Display mode
/// `.automatic` inherits the previous page's, and the root's is large when it has a title.
/// A pushed page shows a back button: a chevron and the previous page's title ("Back" when it
/// has none). The page is opaque (white, or a grouped List's grey) from the screen's top to
/// its bottom edge, so a push
/// slides a whole page over the one below. Everything on the page is tagged with its
/// `NavigationMembership`, which Motion uses to slide pages on push and pop.
final class NavigationStackNode: LayoutNode {
    let page: NavigationPage
    let depth: Int
    let content: LayoutNode
    let title: LayoutNode?
    let isLarge: Bool
    let back: (chevron: LayoutNode, label: LayoutNode)?
    /// The page's colour: white, or a grouped List's grey.
    let background: Color

    init(page: NavigationPage, depth: Int, content: LayoutNode, title: LayoutNode?, isLarge: Bool,
         back: (chevron: LayoutNode, label: LayoutNode)?, background: Color = .white, identity: Identity,
         location: SourceLocation) {
        self.page = page
        self.depth = depth
        self.content = content
        self.title = title
        self.isLarge = isLarge
        self.back = back
        self.background = background
        super.init(identity: identity, location: location)
    }

    var barHeight: Double { isLarge ? LayoutConstants.largeTitleBarHeight : LayoutConstants.inlineBarHeight }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: content.sizeThatFits(proposal))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let saved = context.navigation
        context.navigation = NavigationMembership(stack: identity, depth: depth, page: page.identity, stackFrame: frame)
        defer { context.navigation = saved }

        let screen = Rect(origin: .zero, size: context.canvas.size)
        let safe = screen.inset(by: context.canvas.safeArea)
        let top = abs(frame.minY - safe.minY) < 1e-3 ? screen.minY : frame.minY
        let bottom = abs(frame.maxY - safe.maxY) < 1e-3 ? screen.maxY : frame.maxY
        context.emit(.shape(.rectangle, fill: .color(background), stroke: nil),
                     frame: Rect(x: frame.minX, y: top, width: frame.width, height: bottom - top),
                     identity: page.identity.appending("background"), location: location)

        let contentFrame = Rect(x: frame.minX, y: frame.minY + barHeight, width: frame.width,
                                height: max(0, frame.height - barHeight))
        let size = content.sizeThatFits(ProposedSize(contentFrame.size))
        content.place(in: aligned(size, in: contentFrame, .center), context: &context)

        let inlineBar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: LayoutConstants.inlineBarHeight)
        if let title {
            let size = title.sizeThatFits(ProposedSize(width: frame.width - 2 * LayoutConstants.barMargin, height: nil))
            if isLarge {
                let fontSize = LayoutConstants.largeTitleSize
                let baseline = frame.minY + barHeight - LayoutConstants.largeTitleBaselineInset
                let y = baseline - LayoutConstants.baselineRatio * fontSize
                title.place(in: Rect(x: frame.minX + LayoutConstants.barMargin, y: y, width: size.width, height: size.height),
                            context: &context)
            } else {
                title.place(in: aligned(size, in: inlineBar, .center), context: &context)
            }
        }
        if let back {
            let chevron = back.chevron.sizeThatFits(.unspecified)
            let chevronFrame = aligned(chevron, in: Rect(x: frame.minX + LayoutConstants.backChevronInset, y: inlineBar.minY,
                                                         width: chevron.width, height: inlineBar.height), .center)
            back.chevron.place(in: chevronFrame, context: &context)
            let label = back.label.sizeThatFits(ProposedSize(width: frame.width / 3, height: nil))
            back.label.place(in: aligned(label, in: Rect(x: chevronFrame.maxX + LayoutConstants.backLabelGap, y: inlineBar.minY,
                                                         width: label.width, height: inlineBar.height), .leading),
                             context: &context)
        }
    }
}

extension LayoutConstants {
    /// Navigation bar metrics (reference §3.6).
    public static let inlineBarHeight: Double = 44
    public static let largeTitleBarHeight: Double = 96
    public static let largeTitleSize: Double = 34
    public static let largeTitleBaselineInset: Double = 8
    public static let barMargin: Double = 16
    public static let backChevronInset: Double = 8
    public static let backLabelGap: Double = 5
    /// Where the baseline sits below a line's top, as a share of the font size (SF Pro).
    public static let baselineRatio: Double = 0.952
}
