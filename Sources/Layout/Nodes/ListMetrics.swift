import Drawing
import Geometry
import ViewTree

/// How each `listStyle` draws on an iPhone (docs/layout.md, "Lists"): where its cells sit,
/// their colours and corners, its section spacing and its headers.
struct ListMetrics {
    let style: ListStyleKind
    /// `listRowSpacing`: space between rows; each row is then a cell of its own.
    let rowSpacing: Double?
    /// The scene's iOS (`iOS(…)`): the card styles changed in iOS 26 (docs/layout.md,
    /// "iOS versions"); the other styles are drawn as on iOS 18.
    var version: IOSVersion = .pinned

    /// Inset-grouped styles draw each section as a rounded card inset from the edges.
    var isCard: Bool { style == .insetGrouped || style == .inset || style == .sidebar }
    /// iOS 26's card figures, measured on references recorded on it.
    private var isIOS26Card: Bool { isCard && version >= .iOS26 }
    /// Sections apart, with space above each: all but plain.
    var isGrouped: Bool { style != .plain }
    var margin: Double {
        isCard ? (isIOS26Card ? LayoutConstants.listCardMargin26 : LayoutConstants.listCardMargin) : 0
    }
    /// How far a row's content sits from its cell's sides: 20 pt in a card (iOS 17–18,
    /// measured; 16 on iOS 26), 16 in full-width cells.
    var rowInset: Double {
        isCard ? (isIOS26Card ? LayoutConstants.listCardRowInset26 : LayoutConstants.listCardRowInset) : LayoutConstants.listRowInset
    }
    /// A row's content's margins above and below: 7 pt in a card (iOS 17–18, measured; 14⅓
    /// on iOS 26), 11 in full-width cells.
    var rowVerticalPadding: Double {
        guard isCard else { return LayoutConstants.listRowVerticalPadding }
        return isIOS26Card ? LayoutConstants.listCardRowVerticalPadding26 : LayoutConstants.listCardRowVerticalPadding
    }
    /// The shortest row: 44 pt (UIKit's default row height), 51 in an iOS 26 card (measured).
    var rowMinHeight: Double { isIOS26Card ? LayoutConstants.listCardRowMinHeight26 : LayoutConstants.listRowMinHeight }
    /// A row's insets when it sets none (`listRowInsets`).
    var defaultRowInsets: EdgeInsets {
        EdgeInsets(top: rowVerticalPadding, leading: rowInset, bottom: rowVerticalPadding, trailing: rowInset)
    }
    var cornerRadius: Double {
        isCard ? (isIOS26Card ? LayoutConstants.listCardRadius26 : LayoutConstants.listCardRadius) : 0
    }
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
    /// A separator between rows: one device pixel of `separator` to the cell's trailing
    /// edge; in an iOS 26 card 1 pt of a lighter tint, stopping as far from the card's
    /// trailing edge as the text starts from its leading one (measured).
    func separator(hairline: Double) -> (thickness: Double, color: Color, trailingInset: Double) {
        guard isIOS26Card else { return (hairline, LayoutConstants.separatorColor, 0) }
        return (1, LayoutConstants.separatorColor.withOpacity(LayoutConstants.listSeparatorOpacity26 / 0.29), rowInset)
    }

    var firstSectionTop: Double { isCard ? LayoutConstants.listCardFirstSectionTop : isGrouped ? LayoutConstants.listFirstSectionTop : 0 }
    var sectionGap: Double { isGrouped ? LayoutConstants.listSectionGap : 0 }
    /// In a card style, a section with a header starts its card this far below the section
    /// above (the first: below the list's top), the header's last baseline `headerBaselineGap`
    /// above the card (measured); nil in other styles, whose headers sit 7 pt above.
    func headerBlock(first: Bool) -> Double? {
        guard isCard else { return nil }
        if first { return isIOS26Card ? LayoutConstants.listCardFirstHeaderBlock26 : LayoutConstants.listCardFirstHeaderBlock }
        return LayoutConstants.listCardHeaderBlock
    }
    /// From a card header's last baseline to its card: 9 pt, 14 on iOS 26 (measured).
    var headerBaselineGap: Double {
        isIOS26Card ? LayoutConstants.listCardHeaderBaselineGap26 : LayoutConstants.listCardHeaderBaselineGap
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
        } else if isIOS26Card {
            // iOS 26: headline type in the secondary colour, as written (measured).
            e.font = Font(style: .headline)
            e.foreground = .hierarchical(level: 1)
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
    /// iOS 26's cards (measured on StanfordSpezi/SpeziViews' references recorded on iOS 26,
    /// 390 pt wide: docs/layout.md, "iOS versions").
    public static let listCardMargin26: Double = 16
    public static let listCardRowInset26: Double = 16
    public static let listCardRowMinHeight26: Double = 51
    public static let listCardRowVerticalPadding26: Double = 14 + 1.0 / 3
    public static let listCardRadius26: Double = 25.5
    public static let listCardFirstHeaderBlock26: Double = 39 + 1.0 / 3
    public static let listCardHeaderBaselineGap26: Double = 14
    /// iOS 26's separator in a card: 1 pt of `#3C3C43` at 12 % (measured #E7E7E8 on white).
    public static let listSeparatorOpacity26: Double = 0.12
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
