import Drawing
import Geometry
import ViewTree

/// How each `listStyle` draws on an iPhone (docs/layout.md, "Lists"): where its cells sit,
/// their colours and corners, its section spacing and its headers.
struct ListMetrics {
    let style: ListStyleKind
    /// `listRowSpacing`: space between rows; each row is then a cell of its own.
    let rowSpacing: Double?

    /// Inset-grouped styles draw each section as a rounded card inset from the edges.
    var isCard: Bool { style == .insetGrouped || style == .inset || style == .sidebar }
    /// Sections apart, with space above each: all but plain.
    var isGrouped: Bool { style != .plain }
    var margin: Double { isCard ? LayoutConstants.listCardMargin : 0 }
    /// How far a row's content sits from its cell's sides: 20 pt in a card (iOS 17–18,
    /// measured), 16 in full-width cells.
    var rowInset: Double { isCard ? LayoutConstants.listCardRowInset : LayoutConstants.listRowInset }
    /// A row's content's margins above and below: 7 pt in a card (iOS 17–18, measured), 11 in
    /// full-width cells.
    var rowVerticalPadding: Double { isCard ? LayoutConstants.listCardRowVerticalPadding : LayoutConstants.listRowVerticalPadding }
    /// A row's insets when it sets none (`listRowInsets`).
    var defaultRowInsets: EdgeInsets {
        EdgeInsets(top: rowVerticalPadding, leading: rowInset, bottom: rowVerticalPadding, trailing: rowInset)
    }
    var cornerRadius: Double { isCard ? LayoutConstants.listCardRadius : 0 }
    /// The list behind its cells: the grouped grey, or white for plain and inset lists.
    var background: Color {
        style == .plain || style == .inset ? SystemColors.semantic["systemBackground"]! : LayoutConstants.groupedBackground
    }
    var cellColor: Color { SystemColors.semantic["secondarySystemGroupedBackground"]! }
    /// Plain and inset lists' cells are the list's own white: no cell to draw.
    var drawsCells: Bool { style != .plain && style != .inset }
    /// Grouped lists (UITableView .grouped) draw full-width hairlines at each section's top and bottom.
    var drawsSectionEdges: Bool { style == .grouped }
    /// A plain list draws a separator below its sections' last rows.
    var drawsSectionBottomSeparator: Bool { style == .plain }

    var firstSectionTop: Double { isCard ? LayoutConstants.listCardFirstSectionTop : isGrouped ? LayoutConstants.listFirstSectionTop : 0 }
    var sectionGap: Double { isGrouped ? LayoutConstants.listSectionGap : 0 }
    /// In a card style, a section with a header starts its card this far below the section
    /// above (the first: below the list's top), the header's last baseline 9 pt above the
    /// card (iOS 17–18, measured); nil in other styles, whose headers sit 7 pt above.
    func headerBlock(first: Bool) -> Double? {
        guard isCard else { return nil }
        return first ? LayoutConstants.listCardFirstHeaderBlock : LayoutConstants.listCardHeaderBlock
    }

    /// The environment headers (and footers) are drawn in: footnote type in the secondary
    /// colour, uppercased in grouped styles unless `textCase` says otherwise; plain headers in
    /// the headline style; `headerProminence(.increased)` and sidebars in title 3, semibold,
    /// in the primary colour.
    func headerEnvironment(_ env: LayoutEnvironment, isFooter: Bool) -> LayoutEnvironment {
        var e = env
        if isFooter {
            e.font = Font(style: .footnote)
            e.foreground = .hierarchical(level: 1)
            return e
        }
        if env.headerProminenceIncreased || style == .sidebar {
            e.font = Font(size: 20, weight: .semibold)
            e.foreground = .hierarchical(level: 0)
        } else if style == .plain {
            e.font = Font(style: .headline)
            e.foreground = .hierarchical(level: 0)
        } else {
            e.font = Font(style: .footnote)
            e.foreground = .hierarchical(level: 1)
            if e.textCase == nil { e.textCase = .some(.uppercase) }
        }
        return e
    }
}

extension LayoutConstants {
    /// List metrics (reference §3.6, from iOS 13–16 table views; the card styles' from iOS 17
    /// and 18 snapshot references, measured: docs/layout.md, "Lists").
    public static let listRowMinHeight: Double = 44
    public static let listRowInset: Double = 16
    public static let listRowVerticalPadding: Double = 11
    public static let listCardMargin: Double = 20
    public static let listCardRowInset: Double = 20
    public static let listCardRowVerticalPadding: Double = 7
    public static let listCardFirstSectionTop: Double = 35
    public static let listCardFirstHeaderBlock: Double = 37 + 1.0 / 3
    public static let listCardHeaderBlock: Double = 55
    public static let listCardHeaderBaselineGap: Double = 9
    public static let listCardRadius: Double = 10
    public static let listFirstSectionTop: Double = 18
    public static let listSectionGap: Double = 35
    public static let listHeaderGap: Double = 7
    /// A footer's distance below its section, and a plain header's padding above and below.
    public static let listFooterGap: Double = 7
    public static let listPlainHeaderPadding: Double = 6
    /// `systemGroupedBackground`.
    public static let groupedBackground = SystemColors.semantic["systemGroupedBackground"]!
    /// A List row's disclosure chevron.
    public static let disclosureSize: Double = 13
}
