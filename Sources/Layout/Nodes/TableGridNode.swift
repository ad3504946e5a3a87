import Drawing
import Geometry
import ViewTree

/// `Grid { GridRow { … } … }`: an eager grid whose columns every row shares (docs/layout.md,
/// "Layout views").
///
/// 1. Each column is as wide as its widest single-column cell's ideal width; a cell with
///    `gridCellColumns(n)` spans n columns and their spacing.
/// 2. When the grid is offered more width, columns holding a flexible cell (one wider when
///    offered more, a Color) share what is left equally.
/// 3. Each row is as tall as its tallest cell at its columns' width; a view that is not a
///    GridRow is a row of its own across every column.
/// 4. A cell sits in its area by its column's `gridColumnAlignment`, its row's alignment,
///    else the grid's (centre by default). Spacing defaults to 8 both ways. A row on a text
///    baseline lines its cells up on their baselines and is as tall as that takes.
final class TableGridNode: LayoutNode {
    struct Cell {
        let node: LayoutNode
        let column: Int
        let span: Int
    }

    struct Row {
        let cells: [Cell]
        let alignment: VerticalAlignment?
        /// A view outside any GridRow: it spans every column.
        let isFullWidth: Bool
    }

    let rows: [Row]
    let columnCount: Int
    let columnAlignments: [Int: HorizontalAlignment]
    let alignment: Alignment
    let hSpacing: Double, vSpacing: Double

    init(rows: [Row], columnAlignments: [Int: HorizontalAlignment], alignment: Alignment, hSpacing: Double, vSpacing: Double,
         identity: Identity, location: SourceLocation) {
        self.rows = rows
        self.columnCount = max(1, rows.filter { !$0.isFullWidth }.map { $0.cells.map { $0.column + $0.span }.max() ?? 0 }.max() ?? 1)
        self.columnAlignments = columnAlignments
        self.alignment = alignment
        self.hSpacing = hSpacing
        self.vSpacing = vSpacing
        super.init(identity: identity, location: location)
    }

    /// Column widths for an offered width (nil: ideal).
    private func columnWidths(_ offered: Double?) -> [Double] {
        var widths = [Double](repeating: 0, count: columnCount)
        var flexible = Set<Int>()
        for row in rows where !row.isFullWidth {
            for cell in row.cells where cell.span == 1 {
                let ideal = cell.node.sizeThatFits(.unspecified).width
                widths[cell.column] = max(widths[cell.column], ideal)
                if cell.node.sizeThatFits(ProposedSize(width: .infinity, height: nil)).width > ideal + 1e-9 { flexible.insert(cell.column) }
            }
        }
        let total = widths.reduce(0, +) + hSpacing * Double(columnCount - 1)
        if let offered, offered.isFinite, offered > total, !flexible.isEmpty {
            let extra = (offered - total) / Double(flexible.count)
            for column in flexible { widths[column] += extra }
        }
        return widths
    }

    /// The width of a cell spanning `span` columns from `column`.
    private func width(_ widths: [Double], _ column: Int, _ span: Int) -> Double {
        let end = min(widths.count, column + span)
        return widths[column..<end].reduce(0, +) + hSpacing * Double(max(0, end - column - 1))
    }

    private func rowHeights(_ widths: [Double], total: Double) -> [Double] {
        rows.map { row in
            let sizes = row.cells.map { cell in
                cell.node.sizeThatFits(ProposedSize(width: cellWidth(row, cell, widths, total: total), height: nil))
            }
            return baselineLine(row, sizes)?.extent ?? sizes.map(\.height).max() ?? 0
        }
    }

    private func cellWidth(_ row: Row, _ cell: Cell, _ widths: [Double], total: Double) -> Double {
        row.isFullWidth ? total : width(widths, cell.column, cell.span)
    }

    /// A row on a text baseline lines its cells up on it, and is as tall as they reach
    /// above it plus below it, as an HStack on the baseline is.
    private func baselineLine(_ row: Row, _ sizes: [Size]) -> GuideLine? {
        let vertical = row.alignment ?? alignment.vertical
        guard TextBaseline(vertical) != nil else { return nil }
        return GuideLine(row.cells.map(\.node), sizes: sizes, axis: .vertical, name: vertical.rawValue, fraction: 0)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let widths = columnWidths(proposal.width)
        let total = widths.reduce(0, +) + hSpacing * Double(columnCount - 1)
        let heights = rowHeights(widths, total: total)
        return Size(width: total, height: heights.reduce(0, +) + vSpacing * Double(max(0, rows.count - 1)))
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let widths = columnWidths(frame.width)
        let total = widths.reduce(0, +) + hSpacing * Double(columnCount - 1)
        let heights = rowHeights(widths, total: total)
        var y = frame.minY
        for (r, row) in rows.enumerated() {
            let sizes = row.cells.map { cell in
                cell.node.sizeThatFits(ProposedSize(width: cellWidth(row, cell, widths, total: total), height: heights[r]))
            }
            let line = baselineLine(row, sizes)
            for (i, cell) in row.cells.enumerated() {
                let x = frame.minX + widths[..<cell.column].reduce(0, +) + hSpacing * Double(cell.column)
                let w = cellWidth(row, cell, widths, total: total)
                let area = Rect(x: row.isFullWidth ? frame.minX : x, y: y, width: w, height: heights[r])
                let a = Alignment(horizontal: columnAlignments[cell.column] ?? alignment.horizontal,
                                  vertical: row.alignment ?? alignment.vertical)
                var placed = aligned(sizes[i], in: area, a)
                if let line { placed.origin.y = y + line.offsets[i] }
                cell.node.place(in: placed, context: &context)
            }
            y += heights[r] + vSpacing
        }
    }
}
