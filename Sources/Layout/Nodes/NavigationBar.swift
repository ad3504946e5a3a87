import Geometry
import ViewTree

/// The navigation bar over a NavigationStack's top page, as UIKit draws it (docs/layout.md).
///
/// - The bar is 44 pt below the status bar with an inline title (17 pt semibold, centred),
///   or 96 pt with an expanded large title (34 pt bold, 16 pt from the leading edge, its
///   baseline 8 pt above the bar's bottom).
/// - From iOS 15 the bar is transparent at the scroll edge: its background (a translucent
///   bar colour) and its hairline show only while content is scrolled under it. They are
///   always emitted, at opacity 0 when transparent, so the bar has one frame in every state
///   and Motion can fade between the two.
/// - A pushed page shows a back button: a chevron 8 pt from the leading edge and the
///   previous page's title, or "Back" when that title does not reach the inline title's
///   margin, or the chevron alone.
/// The background and the chevron belong to the stack (they stay when pages change); the
/// titles and the back label belong to their page.
struct NavigationBar {
    let stack: Identity
    let isLarge: Bool
    let title: LayoutNode?
    let backChevron: LayoutNode?
    /// The back label's candidates, the previous page's title first, then "Back".
    let backLabels: [LayoutNode]
    /// One device pixel, in points.
    let hairline: Double

    /// The bar's height below the status bar.
    var height: Double { isLarge ? LayoutConstants.largeTitleBarHeight : LayoutConstants.inlineBarHeight }

    func place(stackFrame frame: Rect, top: Double, isContentUnder: Bool, membership: NavigationMembership,
               location: SourceLocation, context: inout PlacementContext) {
        let barBottom = frame.minY + height
        let barIdentity = stack.appending("navigation-bar")
        item(.background, membership, &context) { context in
            context.opacity *= isContentUnder ? 1 : 0
            context.emit(.shape(.rectangle, fill: .color(LayoutConstants.barBackground), stroke: nil),
                         frame: Rect(x: frame.minX, y: top, width: frame.width, height: barBottom - top),
                         identity: barIdentity, location: location)
        }
        item(.hairline, membership, &context) { context in
            context.opacity *= isContentUnder ? 1 : 0
            context.emit(.shape(.rectangle, fill: .color(LayoutConstants.barHairline), stroke: nil),
                         frame: Rect(x: frame.minX, y: barBottom, width: frame.width, height: hairline),
                         identity: barIdentity.appending("hairline"), location: location)
        }

        let inlineBar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: LayoutConstants.inlineBarHeight)
        var titleWidth = 0.0
        if let title {
            let size = title.sizeThatFits(ProposedSize(width: frame.width - 2 * LayoutConstants.barMargin, height: nil))
            let titleFrame: Rect
            if isLarge {
                let baseline = barBottom - LayoutConstants.largeTitleBaselineInset
                let y = baseline - LayoutConstants.baselineRatio * LayoutConstants.largeTitleSize
                titleFrame = Rect(x: frame.minX + LayoutConstants.barMargin, y: y, width: size.width, height: size.height)
            } else {
                titleWidth = size.width
                titleFrame = aligned(size, in: inlineBar, .center)
            }
            item(isLarge ? .largeTitle : .inlineTitle, membership, &context) { title.place(in: titleFrame, context: &$0) }
        }
        guard let backChevron else { return }
        let chevron = backChevron.sizeThatFits(.unspecified)
        let chevronFrame = aligned(chevron, in: Rect(x: frame.minX + LayoutConstants.backChevronInset, y: inlineBar.minY,
                                                     width: chevron.width, height: inlineBar.height), .center)
        item(.backChevron, membership, &context) { backChevron.place(in: chevronFrame, context: &$0) }
        // The back button may reach the inline title, less a margin (with a large title,
        // the bar's far margin).
        let labelX = chevronFrame.maxX + LayoutConstants.backLabelGap
        let reach = isLarge ? frame.maxX : frame.minX + (frame.width - titleWidth) / 2
        let room = reach - LayoutConstants.barMargin - labelX
        for label in backLabels {
            let size = label.sizeThatFits(.unspecified)
            guard size.width <= room else { continue }
            let labelFrame = aligned(size, in: Rect(x: labelX, y: inlineBar.minY, width: size.width, height: inlineBar.height),
                                     .leading)
            item(.backLabel, membership, &context) { label.place(in: labelFrame, context: &$0) }
            break
        }
    }

    /// Places one part of the bar, its elements tagged as that part.
    private func item(_ part: NavigationBarItem, _ membership: NavigationMembership, _ context: inout PlacementContext,
                      _ body: (inout PlacementContext) -> Void) {
        context.scoped { inner in
            inner.navigation = membership
            inner.navigation?.barItem = part
            body(&inner)
        }
    }
}

extension LayoutConstants {
    /// Navigation bar metrics (reference §3.6; docs/layout.md).
    public static let inlineBarHeight: Double = 44
    public static let largeTitleBarHeight: Double = 96
    public static let largeTitleSize: Double = 34
    public static let largeTitleBaselineInset: Double = 8
    public static let barMargin: Double = 16
    public static let backChevronInset: Double = 8
    public static let backLabelGap: Double = 5
    /// Where the baseline sits below a line's top, as a share of the font size (SF Pro).
    public static let baselineRatio: Double = 0.952
    /// A bar's background when content lies under it: the light bar colour at 94 % (a flat
    /// stand-in for the system chrome material), and its hairline, black at 30 % (UIKit's
    /// default `shadowColor`).
    public static let barBackground = Color(rgb255: 249, 249, 249, opacity: 0xF0 / 255)
    public static let barHairline = Color(red: 0, green: 0, blue: 0, opacity: 0.3)
}
