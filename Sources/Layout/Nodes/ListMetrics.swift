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
    var margin: Double { isCard ? LayoutConstants.listSectionMargin : 0 }
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

    var firstSectionTop: Double { isGrouped ? LayoutConstants.listFirstSectionTop : 0 }
    var sectionGap: Double { isGrouped ? LayoutConstants.listSectionGap : 0 }

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
    /// List metrics (reference §3.6; inset-grouped values from iOS 13–16 table views).
    public static let listRowMinHeight: Double = 44
    public static let listRowInset: Double = 16
    public static let listRowVerticalPadding: Double = 11
    public static let listSectionMargin: Double = 16
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
