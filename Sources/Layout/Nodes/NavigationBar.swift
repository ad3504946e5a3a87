import Drawing
import Geometry
import ViewTree

/// The navigation bar over a NavigationStack's top page, as UIKit draws it (docs/layout.md,
/// "Navigation bar").
///
/// - 44 pt below the status bar with an inline title (17 pt semibold, centred), or 96 pt
///   with an expanded large title (34 pt bold, 16 pt from the leading edge, its baseline 8
///   pt above the bar's bottom); a search field adds 52 pt below the title.
/// - From iOS 15 the bar is transparent at the scroll edge: its background (a translucent
///   bar colour, or `toolbarBackground`'s) and its hairline show only while content is
///   scrolled under it, or always with `toolbarBackground(.visible)`. They are always
///   emitted, at opacity 0 when transparent, so the bar has one frame in every state and
///   Motion can fade between the two.
/// - A pushed page shows a back button: a chevron 8 pt from the leading edge and the
///   previous page's title, or "Back" when that title does not reach the inline title's
///   margin, or the chevron alone. Leading toolbar items follow it, trailing ones end 16 pt
///   from the trailing edge, 16 pt apart; a principal item takes the inline title's place.
/// - Bottom-bar items sit in a 44-pt toolbar above the home indicator, spread across it.
/// The background and the chevron belong to the stack (they stay when pages change); the
/// titles, the back label and the items belong to their page.
struct NavigationBar {
    /// The bar's background colour, and whether it shows at the scroll edge too.
    struct Appearance {
        var color: Paint?
        /// `toolbarBackground(.visible)` (true) or `.hidden` (false); nil follows the scroll edge.
        var forced: Bool?
        /// `toolbarColorScheme(.dark)`: while the background shows, the status bar above it
        /// turns white too.
        var isDark = false
    }

    let stack: Identity
    let isLarge: Bool
    let isHidden: Bool
    let title: LayoutNode?
    /// A large title's inline form, shown once it has collapsed under scrolled content.
    let inlineTitle: LayoutNode?
    let backChevron: LayoutNode?
    /// The back label's candidates, the previous page's title first, then "Back".
    let backLabels: [LayoutNode]
    let leading: [LayoutNode]
    let trailing: [LayoutNode]
    let principal: LayoutNode?
    let bottom: [BottomItem]
    let search: LayoutNode?
    let appearance: Appearance
    /// One device pixel, in points.
    let hairline: Double

    /// The bar's height below the status bar.
    var height: Double {
        guard !isHidden else { return 0 }
        return (isLarge ? LayoutConstants.largeTitleBarHeight : LayoutConstants.inlineBarHeight)
            + (search == nil ? 0 : LayoutConstants.searchBarHeight)
    }

    /// One thing in the bottom toolbar: a view, or a `Spacer`, which SwiftUI makes UIKit's
    /// flexible space (`UIBarButtonItem.SystemItem.flexibleSpace`).
    enum BottomItem {
        case view(LayoutNode)
        case flexibleSpace
    }

    /// The bottom toolbar's height above the home indicator.
    var bottomHeight: Double { bottom.isEmpty ? 0 : LayoutConstants.bottomToolbarHeight }

    func place(stackFrame frame: Rect, top: Double, scrollOffset: Double, membership: NavigationMembership,
               location: SourceLocation, context: inout PlacementContext) {
        // A large title collapses as its content scrolls up: the title rises with it out of
        // its row, which shrinks by as much, and the inline title shows once it has collapsed.
        let collapse = isLarge ? min(LayoutConstants.largeTitleBarHeight - LayoutConstants.inlineBarHeight, max(0, scrollOffset)) : 0
        let isCollapsed = isLarge && collapse >= LayoutConstants.largeTitleBarHeight - LayoutConstants.inlineBarHeight
        let barBottom = frame.minY + height - collapse
        let barIdentity = stack.appending("navigation-bar")
        let shown = isHidden ? 0.0 : (appearance.forced ?? (scrollOffset > 0)) ? 1 : 0
        if appearance.isDark, shown > 0 { context.statusBarScheme = .dark }
        item(.background, membership, &context) { context in
            context.opacity *= shown
            context.emit(.shape(.rectangle, fill: appearance.color ?? .color(LayoutConstants.barBackground), stroke: nil),
                         frame: Rect(x: frame.minX, y: top, width: frame.width, height: barBottom - top),
                         identity: barIdentity, location: location)
        }
        item(.hairline, membership, &context) { context in
            context.opacity *= appearance.color == nil ? shown : 0
            context.emit(.shape(.rectangle, fill: .color(LayoutConstants.barHairline), stroke: nil),
                         frame: Rect(x: frame.minX, y: barBottom, width: frame.width, height: hairline),
                         identity: barIdentity.appending("hairline"), location: location)
        }
        guard !isHidden else { return }
        let inlineBar = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: LayoutConstants.inlineBarHeight)
        var titleWidth = 0.0
        if let principal {
            let size = principal.sizeThatFits(ProposedSize(width: frame.width / 2, height: LayoutConstants.inlineBarHeight))
            titleWidth = size.width
            item(.principal, membership, &context) { principal.place(in: aligned(size, in: inlineBar, .center), context: &$0) }
        }
        if let title, !(principal != nil && !isLarge) {
            let size = title.sizeThatFits(ProposedSize(width: frame.width - 2 * LayoutConstants.barMargin, height: nil))
            let titleFrame: Rect
            if isLarge {
                let row = frame.minY + LayoutConstants.largeTitleBarHeight - collapse
                let baseline = row - LayoutConstants.largeTitleBaselineInset
                let y = baseline - LayoutConstants.baselineRatio * LayoutConstants.largeTitleSize
                titleFrame = Rect(x: frame.minX + LayoutConstants.barMargin, y: y, width: size.width, height: size.height)
            } else {
                titleWidth = size.width
                titleFrame = aligned(size, in: inlineBar, .center)
            }
            // The large title's row shrinks under the inline row: the title slides up out of it.
            let row = Rect(x: frame.minX, y: inlineBar.maxY, width: frame.width, height: max(0, barBottom - inlineBar.maxY))
            item(isLarge ? .largeTitle : .inlineTitle, membership, &context) { inner in
                if isLarge, collapse > 0 { inner.clips.append(ClipRegion(rect: row, shape: .rectangle)) }
                title.place(in: titleFrame, context: &inner)
            }
            if isCollapsed, let inline = inlineTitle {
                let size = inline.sizeThatFits(ProposedSize(width: frame.width - 2 * LayoutConstants.barMargin, height: nil))
                titleWidth = size.width
                item(.inlineTitle, membership, &context) { inline.place(in: aligned(size, in: inlineBar, .center), context: &$0) }
            }
        }
        var leadingX = frame.minX + LayoutConstants.barMargin
        if let backChevron {
            leadingX = placeBackButton(backChevron, in: frame, inlineBar: inlineBar, titleWidth: titleWidth, membership, location, &context)
        }
        for node in leading {
            let size = node.sizeThatFits(ProposedSize(width: frame.width / 3, height: inlineBar.height))
            item(.leading, membership, &context) {
                node.place(in: aligned(size, in: Rect(x: leadingX, y: inlineBar.minY, width: size.width, height: inlineBar.height), .center),
                           context: &$0)
            }
            leadingX += size.width + LayoutConstants.barItemSpacing
        }
        var trailingX = frame.maxX - LayoutConstants.barMargin
        for node in trailing.reversed() {
            let size = node.sizeThatFits(ProposedSize(width: frame.width / 3, height: inlineBar.height))
            trailingX -= size.width
            item(.trailing, membership, &context) {
                node.place(in: aligned(size, in: Rect(x: trailingX, y: inlineBar.minY, width: size.width, height: inlineBar.height), .center),
                           context: &$0)
            }
            trailingX -= LayoutConstants.barItemSpacing
        }
        if let search {
            let field = Rect(x: frame.minX + LayoutConstants.barMargin, y: barBottom - LayoutConstants.searchBarHeight + 8,
                             width: frame.width - 2 * LayoutConstants.barMargin, height: LayoutConstants.searchFieldHeight)
            item(.search, membership, &context) { search.place(in: field, context: &$0) }
        }
    }

    /// The chevron and the first label that fits; returns where leading items may start.
    private func placeBackButton(_ chevron: LayoutNode, in frame: Rect, inlineBar: Rect, titleWidth: Double,
                                 _ membership: NavigationMembership, _ location: SourceLocation,
                                 _ context: inout PlacementContext) -> Double {
        let size = chevron.sizeThatFits(.unspecified)
        let chevronFrame = aligned(size, in: Rect(x: frame.minX + LayoutConstants.backChevronInset, y: inlineBar.minY,
                                                  width: size.width, height: inlineBar.height), .center)
        item(.backChevron, membership, &context) { chevron.place(in: chevronFrame, context: &$0) }
        // The back button may reach the inline title, less a margin (with a large title,
        // the bar's far margin).
        let labelX = chevronFrame.maxX + LayoutConstants.backLabelGap
        let reach = isLarge ? frame.maxX : frame.minX + (frame.width - titleWidth) / 2
        let room = reach - LayoutConstants.barMargin - labelX
        for label in backLabels {
            let labelSize = label.sizeThatFits(.unspecified)
            guard labelSize.width <= room else { continue }
            let labelFrame = aligned(labelSize, in: Rect(x: labelX, y: inlineBar.minY, width: labelSize.width, height: inlineBar.height),
                                     .leading)
            item(.backLabel, membership, &context) { label.place(in: labelFrame, context: &$0) }
            return labelFrame.maxX + LayoutConstants.barItemSpacing
        }
        return chevronFrame.maxX + LayoutConstants.barItemSpacing
    }

    /// The bottom toolbar: its items spread across a 44-pt row above the home indicator, on
    /// the bar colour with a hairline when content lies under it. `bottom` is where the
    /// toolbar's background ends: the screen's edge when the stack meets the safe area.
    func placeBottom(stackFrame frame: Rect, bottom: Double, isContentUnder: Bool, membership: NavigationMembership,
                     location: SourceLocation, context: inout PlacementContext) {
        guard !self.bottom.isEmpty else { return }
        let row = Rect(x: frame.minX, y: frame.maxY - bottomHeight, width: frame.width, height: bottomHeight)
        let id = stack.appending("bottom-bar")
        item(.bottomBar, membership, &context) { context in
            context.opacity *= isContentUnder ? 1 : 0
            context.emit(.shape(.rectangle, fill: .color(LayoutConstants.barBackground), stroke: nil),
                         frame: Rect(x: row.minX, y: row.minY, width: row.width, height: bottom - row.minY), identity: id, location: location)
            context.emit(.shape(.rectangle, fill: .color(LayoutConstants.barHairline), stroke: nil),
                         frame: Rect(x: row.minX, y: row.minY - hairline, width: row.width, height: hairline),
                         identity: id.appending("hairline"), location: location)
        }
        let inner = row.inset(by: EdgeInsets(top: 0, leading: LayoutConstants.barMargin, bottom: 0, trailing: LayoutConstants.barMargin))
        for (node, slot) in Self.bottomSlots(self.bottom, in: inner) {
            let size = node.sizeThatFits(ProposedSize(width: row.width / 2, height: row.height))
            item(.bottomBar, membership, &context) { node.place(in: aligned(size, in: slot, .center), context: &$0) }
        }
    }

    /// Where each view of the bottom toolbar goes in `inner` (the row inside its margins).
    /// With a flexible space among them, as UIToolbar lays out: the views in order, 16 pt
    /// apart where two meet, and the room left shared equally by the flexible spaces
    /// ("the space is distributed equally between the other items", Apple's documentation of
    /// `flexibleSpace`). With none, spread across the row, the first at its start and the
    /// last at its end (one alone centred).
    static func bottomSlots(_ items: [BottomItem], in inner: Rect) -> [(LayoutNode, Rect)] {
        let views = items.compactMap { if case let .view(node) = $0 { node } else { nil } }
        let widths = views.map { $0.sizeThatFits(ProposedSize(width: inner.width / 2, height: inner.height)).width }
        let flexible = items.filter { if case .flexibleSpace = $0 { true } else { false } }.count
        guard flexible > 0 else {
            let free = max(0, inner.width - widths.reduce(0, +))
            let gap = widths.count > 1 ? free / Double(widths.count - 1) : 0
            var x = widths.count == 1 ? inner.midX - widths[0] / 2 : inner.minX
            return zip(views, widths).map { node, width in
                defer { x += width + gap }
                return (node, Rect(x: x, y: inner.minY, width: width, height: inner.height))
            }
        }
        // Fixed gaps between two views that meet.
        let meetings = zip(items, items.dropFirst()).filter {
            if case .view = $0.0, case .view = $0.1 { true } else { false }
        }.count
        let room = max(0, inner.width - widths.reduce(0, +) - Double(meetings) * LayoutConstants.barItemSpacing)
        let share = room / Double(flexible)
        var x = inner.minX, slots: [(LayoutNode, Rect)] = [], previousWasView = false, v = 0
        for item in items {
            switch item {
            case .flexibleSpace:
                x += share
                previousWasView = false
            case .view(let node):
                if previousWasView { x += LayoutConstants.barItemSpacing }
                slots.append((node, Rect(x: x, y: inner.minY, width: widths[v], height: inner.height)))
                x += widths[v]
                v += 1
                previousWasView = true
            }
        }
        return slots
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
    /// The space between two bar items.
    public static let barItemSpacing: Double = 16
    /// Where the baseline sits below a line's top, as a share of the font size (SF Pro).
    public static let baselineRatio: Double = 0.952
    /// A bar's background when content lies under it: #F9F9F9 at 94 % in light, #1D1D1D at
    /// 94 % in dark (a flat stand-in for the system chrome material), and its hairline, black
    /// at 30 % in light (UIKit's default `shadowColor`) and at 16 % in dark (docs/layout.md,
    /// "Bars in dark").
    public static let barBackground = Color(rgb255: 249, 249, 249, opacity: 0xF0 / 255)
        .darkVariant(Color(rgb255: 29, 29, 29, opacity: 0xF0 / 255))
    public static let barHairline = Color(red: 0, green: 0, blue: 0, opacity: 0.3)
        .darkVariant(Color(red: 0, green: 0, blue: 0, opacity: 0x29 / 255))
}
