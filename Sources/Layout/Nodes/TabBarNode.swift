import Drawing
import Geometry
import ViewTree

/// A TabView in its default style (docs/layout.md, "Tab bar"): the selected tab's content
/// above UITabBar, which is 49 pt tall above the home indicator and reaches the screen's
/// bottom. Each tab's item sits in an equal share of the width: its symbol (26 pt) above its
/// title (10 pt medium), in the tint when selected and in grey otherwise, with a red badge
/// at the symbol's top trailing corner. Like a navigation bar, the tab bar is transparent
/// at the scroll edge: its background and hairline show only while the tab's content goes
/// on under it. The tab's content sees the bar as part of its safe area.
final class TabBarNode: LayoutNode {
    struct Item {
        let icon: LayoutNode?
        let title: LayoutNode?
        let badge: LayoutNode?
    }

    let page: LayoutNode?
    let items: [Item]
    let hairline: Double

    init(page: LayoutNode?, items: [Item], hairline: Double, identity: Identity, location: SourceLocation) {
        self.page = page
        self.items = items
        self.hairline = hairline
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecified(with: page?.sizeThatFits(proposal) ?? Size(width: 320, height: LayoutConstants.tabBarHeight))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let screen = Rect(origin: .zero, size: context.canvas.size)
        let meetsBottom = abs(frame.maxY - context.safeRect.maxY) < 1e-3
        let barTop = frame.maxY - LayoutConstants.tabBarHeight
        let bottom = meetsBottom ? screen.maxY : frame.maxY
        let saved = (safe: context.safeRect, under: context.scrolledUnderBottomBar)
        context.safeRect = Rect(x: saved.safe.minX, y: saved.safe.minY, width: saved.safe.width, height: max(0, barTop - saved.safe.minY))
        context.scrolledUnderBottomBar = false
        if let page {
            let content = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, barTop - frame.minY))
            page.place(in: aligned(page.sizeThatFits(ProposedSize(content.size)), in: content, .center), context: &context)
        }
        let shown = context.scrolledUnderBottomBar ? 1.0 : 0
        context.safeRect = saved.safe
        context.scrolledUnderBottomBar = saved.under
        context.scoped { inner in
            inner.opacity *= shown
            inner.emit(.shape(.rectangle, fill: .color(LayoutConstants.barBackground), stroke: nil),
                       frame: Rect(x: frame.minX, y: barTop, width: frame.width, height: bottom - barTop),
                       identity: identity.appending("tab-bar"), location: location)
            inner.emit(.shape(.rectangle, fill: .color(LayoutConstants.barHairline), stroke: nil),
                       frame: Rect(x: frame.minX, y: barTop - hairline, width: frame.width, height: hairline),
                       identity: identity.appending("tab-bar").appending("hairline"), location: location)
        }
        let width = frame.width / Double(max(1, items.count))
        for (i, item) in items.enumerated() {
            let slot = Rect(x: frame.minX + Double(i) * width, y: barTop, width: width, height: LayoutConstants.tabBarHeight)
            var iconFrame: Rect?
            if let icon = item.icon {
                let size = icon.sizeThatFits(.unspecified)
                let rect = Rect(x: slot.midX - size.width / 2, y: slot.minY + LayoutConstants.tabIconTop, width: size.width, height: size.height)
                icon.place(in: rect, context: &context)
                iconFrame = rect
            }
            if let title = item.title {
                let size = title.sizeThatFits(ProposedSize(width: width, height: nil))
                title.place(in: Rect(x: slot.midX - size.width / 2, y: slot.minY + LayoutConstants.tabTitleTop,
                                     width: size.width, height: size.height), context: &context)
            }
            if let badge = item.badge {
                let size = badge.sizeThatFits(.unspecified)
                let anchor = iconFrame ?? slot
                badge.place(in: Rect(x: anchor.midX + LayoutConstants.tabBadgeOffset, y: anchor.minY - 2,
                                     width: size.width, height: size.height), context: &context)
            }
        }
    }
}

extension LayoutConstants {
    /// UITabBar: 49 pt above the home indicator (83 pt on Face ID phones, reference §3.6).
    public static let tabBarHeight: Double = 49
    public static let tabIconSide: Double = 26
    public static let tabIconTop: Double = 5
    public static let tabTitleTop: Double = 33
    public static let tabBadgeOffset: Double = 5
    public static let tabUnselected = Color(rgb255: 142, 142, 147)
}
