import Geometry
import ViewTree

/// The rows of a `List`, as UIKit's table view lays them out (reference §3.6). The List
/// itself is this content inside a vertical scroll view (see `LayoutBuilder`).
///
/// - `.plain`: rows span the width; row content is inset 16 pt; a hairline separator below
///   every row but the last starts where the content starts.
/// - `.insetGrouped` (and `.inset`, `.grouped`): each section is a white card inset 16 pt
///   from the edges with corner radius 10, on the grouped background; headers sit above
///   their card in footnote type.
/// Rows are at least 44 pt tall, with 11 pt above and below their content.
final class ListContentNode: LayoutNode {
    struct Section {
        let header: LayoutNode?
        let rows: [LayoutNode]
        let identity: Identity
    }

    let style: ListStyleKind
    let sections: [Section]
    /// A separator's thickness: one device pixel, in points.
    let hairline: Double

    init(style: ListStyleKind, sections: [Section], hairline: Double, identity: Identity, location: SourceLocation) {
        self.style = style
        self.sections = sections
        self.hairline = hairline
        super.init(identity: identity, location: location)
    }

    private var isCard: Bool { style != .plain }
    private var margin: Double { isCard ? LayoutConstants.listSectionMargin : 0 }
    private let inset = LayoutConstants.listRowInset
    private let padding = LayoutConstants.listRowVerticalPadding

    private func rowHeight(_ row: LayoutNode, width: Double) -> Double {
        let content = row.sizeThatFits(ProposedSize(width: max(0, width - 2 * inset), height: nil))
        return max(LayoutConstants.listRowMinHeight, content.height + 2 * padding)
    }

    /// Everything the list places, top to bottom, for a given width.
    private func plan(width: Double) -> (height: Double, items: [(kind: Item, frame: Rect)]) {
        var y = 0.0
        var items: [(kind: Item, frame: Rect)] = []
        let cardWidth = width - 2 * margin
        for (s, section) in sections.enumerated() {
            if isCard { y += s == 0 ? LayoutConstants.listFirstSectionTop : LayoutConstants.listSectionGap }
            if let header = section.header {
                let size = header.sizeThatFits(ProposedSize(width: cardWidth - 2 * inset, height: nil))
                items.append((.header(header), Rect(x: margin + inset, y: y, width: size.width, height: size.height)))
                y += size.height + LayoutConstants.listHeaderGap
            }
            let top = y, cardIndex = items.count
            for (r, row) in section.rows.enumerated() {
                let h = rowHeight(row, width: cardWidth)
                items.append((.row(row), Rect(x: margin, y: y, width: cardWidth, height: h)))
                y += h
                if r < section.rows.count - 1 {
                    let t = hairline
                    items.append((.separator(section.identity.appending("separator:\(r)")),
                                  Rect(x: margin + inset, y: y - t, width: cardWidth - inset, height: t)))
                }
            }
            if isCard, !section.rows.isEmpty {
                // The card goes under its rows.
                items.insert((.card(section.identity.appending("card")), Rect(x: margin, y: top, width: cardWidth, height: y - top)),
                             at: cardIndex)
            }
        }
        if isCard { y += LayoutConstants.listSectionGap }
        return (y, items)
    }

    enum Item {
        case header(LayoutNode)
        case row(LayoutNode)
        case separator(Identity)
        case card(Identity)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
        return Size(width: width, height: plan(width: width).height)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        for (kind, local) in plan(width: frame.width).items {
            let rect = local.offsetBy(dx: frame.minX, dy: frame.minY)
            switch kind {
            case .header(let node):
                node.place(in: rect, context: &context)
            case .row(let node):
                let content = rect.inset(by: EdgeInsets(top: padding, leading: inset, bottom: padding, trailing: inset))
                let size = node.sizeThatFits(ProposedSize(width: content.width, height: nil))
                node.place(in: aligned(size, in: content, .leading), context: &context)
            case .separator(let id):
                context.emit(.shape(.rectangle, fill: .color(LayoutConstants.separatorColor), stroke: nil),
                             frame: rect, identity: id, location: location)
            case .card(let id):
                context.emit(.shape(.roundedRectangle(cornerRadius: LayoutConstants.listCardRadius, style: .continuous),
                                    fill: .color(.white), stroke: nil), frame: rect, identity: id, location: location)
            }
        }
    }
}

extension LayoutConstants {
    /// A List row's disclosure chevron.
    public static let disclosureSize: Double = 13
}
