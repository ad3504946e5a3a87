import Drawing
import Geometry
import ViewTree

/// The rows of a `List`, as UIKit's table view lays them out (docs/layout.md, "Lists"). The
/// List itself is this content inside a vertical scroll view (`LayoutBuilder.listNode`).
///
/// 1. Sections stack top to bottom: grouped styles leave space above each; a header sits
///    above its section's cells, a footer below them.
/// 2. Each row is at least 44 pt tall: its content, inset 7 pt above and below and 20 pt at
///    the sides in a card (11 and 16 in full-width cells), or by `listRowInsets`, centred
///    vertically.
/// 3. Inset-grouped sections are white cards inset 20 pt with corner radius 10; a row's
///    `listRowBackground` replaces its part of the card, clipped to the card's corners.
/// 4. A hairline separator below each row but the last starts where the row's text starts
///    (UIKit insets separators to the text), and runs to the cell's trailing edge.
final class ListContentNode: LayoutNode {
    struct Row {
        let node: LayoutNode
        let background: LayoutNode?
        let traits: ListRowTraits
        let identity: Identity
        /// A row holding a switch or a stepper: its vertical margins shrink to fit the
        /// control in the 44-pt row.
        var hugsControl = false
    }

    struct Section {
        let header: LayoutNode?
        let footer: LayoutNode?
        let rows: [Row]
        /// `listSectionSeparator(.hidden, edges:)`.
        let hiddenEdges: Set<VerticalEdge>
        let identity: Identity
    }

    /// One section's frames, for a given width.
    struct SectionPlan {
        var header: Rect?
        var rows: [Rect] = []
        /// The cells' backgrounds: one card per section, or one per row with row spacing.
        var cards: [Rect] = []
        var footer: Rect?
    }

    let metrics: ListMetrics
    let sections: [Section]
    /// A separator's thickness: one device pixel, in points.
    let hairline: Double

    init(metrics: ListMetrics, sections: [Section], hairline: Double, identity: Identity, location: SourceLocation) {
        self.metrics = metrics
        self.sections = sections
        self.hairline = hairline
        super.init(identity: identity, location: location)
    }

    private func insets(_ row: Row) -> EdgeInsets { row.traits.insets ?? metrics.defaultRowInsets }

    private func rowHeight(_ row: Row, width: Double) -> Double {
        let i = insets(row)
        let content = row.node.sizeThatFits(ProposedSize(width: max(0, width - i.leading - i.trailing), height: nil))
        var vertical = i.top + i.bottom
        if row.hugsControl, row.traits.insets == nil {
            vertical = 2 * min(i.top, max(0, (metrics.rowMinHeight - content.height) / 2))
        }
        return max(metrics.rowMinHeight, content.height + vertical)
    }

    /// The rows a lazy rest stands for, each as tall as the built rows of its `ForEach` are
    /// on average (`rows`: the frames planned so far in `section`), spaced as rows are.
    private func restHeight(_ rest: LazyRestNode, _ section: Section, _ rows: [Rect]) -> Double {
        let forEach = Array(rest.identity.components.dropLast())
        let alike = rows.indices.filter { section.rows[$0].identity.components.starts(with: forEach) }
        let spacing = metrics.rowSpacing ?? 0
        rest.axis = .vertical
        rest.pitch = alike.isEmpty ? 0 : alike.map { rows[$0].height }.reduce(0, +) / Double(alike.count) + spacing
        return max(0, rest.pitch * Double(rest.rest.remaining) - spacing)
    }

    /// Every section's frames, top to bottom, and the list's height, for a given width.
    private func plan(width: Double) -> (height: Double, sections: [SectionPlan]) {
        var y = 0.0
        var plans: [SectionPlan] = []
        let margin = metrics.margin, cardWidth = width - 2 * margin, inset = metrics.rowInset
        for (s, section) in sections.enumerated() {
            var plan = SectionPlan()
            if let header = section.header, let block = metrics.headerBlock(first: s == 0) {
                // The card starts `block` below, the header's last baseline 9 pt above it; a
                // header of several lines pushes the card down by its extra lines.
                let size = header.sizeThatFits(ProposedSize(width: cardWidth - 2 * inset, height: nil))
                let last = header.textBaseline(.last, size: size) ?? size.height
                let first = header.textBaseline(.first, size: size) ?? size.height
                let cardTop = y + max(block + last - first, size.height + metrics.headerBaselineGap)
                plan.header = Rect(x: margin + inset, y: cardTop - metrics.headerBaselineGap - last,
                                   width: size.width, height: size.height)
                y = cardTop
            } else if let header = section.header {
                y += s == 0 ? metrics.firstSectionTop : metrics.sectionGap
                let size = header.sizeThatFits(ProposedSize(width: cardWidth - 2 * inset, height: nil))
                if metrics.isGrouped {
                    plan.header = Rect(x: margin + inset, y: y, width: size.width, height: size.height)
                    y += size.height + LayoutConstants.listHeaderGap
                } else {
                    y += LayoutConstants.listPlainHeaderPadding
                    plan.header = Rect(x: inset, y: y, width: size.width, height: size.height)
                    y += size.height + LayoutConstants.listPlainHeaderPadding
                }
            } else {
                y += s == 0 ? metrics.firstSectionTop : metrics.sectionGap
            }
            let top = y
            for (r, row) in section.rows.enumerated() {
                if r > 0, let spacing = metrics.rowSpacing { y += spacing }
                let height = (row.node as? LazyRestNode).map { restHeight($0, section, plan.rows) } ?? rowHeight(row, width: cardWidth)
                let rect = Rect(x: margin, y: y, width: cardWidth, height: height)
                plan.rows.append(rect)
                y += rect.height
            }
            if !section.rows.isEmpty {
                plan.cards = metrics.rowSpacing != nil ? plan.rows : [Rect(x: margin, y: top, width: cardWidth, height: y - top)]
            }
            if let footer = section.footer {
                y += LayoutConstants.listFooterGap
                let size = footer.sizeThatFits(ProposedSize(width: cardWidth - 2 * inset, height: nil))
                plan.footer = Rect(x: margin + inset, y: y, width: size.width, height: size.height)
                y += size.height
            }
            plans.append(plan)
        }
        if metrics.isGrouped { y += metrics.sectionGap }
        return (y, plans)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 320
        return Size(width: width, height: plan(width: width).height)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        for (section, plan) in zip(sections, plan(width: frame.width).sections) {
            place(section, plan.offset(dx: frame.minX, dy: frame.minY), context: &context)
        }
    }

    private func place(_ section: Section, _ plan: SectionPlan, context: inout PlacementContext) {
        if let header = section.header, let rect = plan.header { header.place(in: rect, context: &context) }
        let cardShape = ShapeKind.roundedRectangle(cornerRadius: metrics.cornerRadius, style: .continuous)
        for (c, card) in plan.cards.enumerated() where metrics.drawsCells {
            let shape = metrics.isCard ? cardShape : .rectangle
            let identity = section.identity.appending(plan.cards.count == 1 ? "card" : "card:\(c)")
            let owned = plan.cards.count == 1 ? Array(section.rows.indices) : [c]
            // A row's `listRowBackground` replaces its part of the cell background: the card
            // is drawn only behind the rows that keep it, so `Color.clear` shows what is
            // behind the list, as on iOS, instead of the card.
            guard owned.contains(where: { section.rows.indices.contains($0) && section.rows[$0].background != nil }) else {
                context.emit(.shape(shape, fill: .color(metrics.cellColor), stroke: nil), frame: card, identity: identity,
                             location: location)
                continue
            }
            for run in Self.runs(owned.filter { section.rows.indices.contains($0) && section.rows[$0].background == nil }) {
                // From the card's edge where the run starts or ends the card, else the rows'.
                let top = run.lowerBound == owned.first ? card.minY : plan.rows[run.lowerBound].minY
                let bottom = run.upperBound == owned.last ? card.maxY : plan.rows[run.upperBound].maxY
                context.scoped { inner in
                    inner.clips.append(ClipRegion(rect: Rect(x: card.minX, y: top, width: card.width, height: bottom - top),
                                                  shape: .rectangle, transformDepth: inner.transforms.count))
                    inner.emit(.shape(shape, fill: .color(metrics.cellColor), stroke: nil), frame: card,
                               identity: identity.appending("rows:\(run.lowerBound)-\(run.upperBound)"), location: location)
                }
            }
        }
        if metrics.drawsSectionEdges, let card = plan.cards.first, let last = plan.cards.last {
            for (edge, y) in [(VerticalEdge.top, card.minY), (.bottom, last.maxY - hairline)] where !section.hiddenEdges.contains(edge) {
                context.emit(.shape(.rectangle, fill: .color(LayoutConstants.separatorColor), stroke: nil),
                             frame: Rect(x: card.minX, y: y, width: card.width, height: hairline),
                             identity: section.identity.appending("edge:\(edge.rawValue)"), location: location)
            }
        }
        for (r, row) in section.rows.enumerated() {
            let rect = plan.rows[r]
            // Unbuilt rows: only where they lie is recorded.
            if row.node is LazyRestNode {
                row.node.place(in: rect, context: &context)
                continue
            }
            if let background = row.background {
                let card = plan.cards.count == 1 ? plan.cards[0] : rect
                context.scoped { inner in
                    if metrics.isCard { inner.clips.append(ClipRegion(rect: card, shape: cardShape)) }
                    background.place(in: rect, context: &inner)
                }
            }
            let content = rect.inset(by: insets(row))
            let size = row.node.sizeThatFits(ProposedSize(width: content.width, height: nil))
            let placed = context.placingAside { row.node.place(in: aligned(size, in: content, .leading), context: &$0) }
            context.append(placed)
            let isLast = r == section.rows.count - 1
            guard separator(after: r, in: section, isLast: isLast) else { continue }
            let leading = placed.filter { if case .text = $0.content { true } else { false } }.map(\.frame.minX).min() ?? content.minX
            let line = metrics.separator(hairline: hairline)
            let tint = row.traits.separatorTint ?? line.color
            context.emit(.shape(.rectangle, fill: .color(tint), stroke: nil),
                         frame: Rect(x: leading, y: rect.maxY - line.thickness, width: max(0, rect.maxX - line.trailingInset - leading),
                                     height: line.thickness),
                         identity: section.identity.appending("separator:\(r)"), location: location)
        }
        if let footer = section.footer, let rect = plan.footer { footer.place(in: rect, context: &context) }
    }

    /// Consecutive indices as closed ranges: [0, 1, 3] → 0...1, 3...3.
    static func runs(_ indices: [Int]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        for i in indices {
            if let last = runs.last, last.upperBound == i - 1 { runs[runs.count - 1] = last.lowerBound...i } else { runs.append(i...i) }
        }
        return runs
    }

    /// Whether a separator is drawn below row `r`: between two rows unless either hides it
    /// (or rows are spaced apart); below the last row only in a plain list.
    private func separator(after r: Int, in section: Section, isLast: Bool) -> Bool {
        guard metrics.rowSpacing == nil, !section.rows[r].traits.hiddenSeparators.contains(.bottom) else { return false }
        if isLast { return metrics.drawsSectionBottomSeparator && !section.hiddenEdges.contains(.bottom) }
        return !section.rows[r + 1].traits.hiddenSeparators.contains(.top)
    }
}

extension ListContentNode.SectionPlan {
    func offset(dx: Double, dy: Double) -> Self {
        var p = self
        p.header = header?.offsetBy(dx: dx, dy: dy)
        p.rows = rows.map { $0.offsetBy(dx: dx, dy: dy) }
        p.cards = cards.map { $0.offsetBy(dx: dx, dy: dy) }
        p.footer = footer?.offsetBy(dx: dx, dy: dy)
        return p
    }
}
