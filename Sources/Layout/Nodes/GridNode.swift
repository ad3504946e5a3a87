import Geometry
import ViewTree

/// `LazyVGrid` and `LazyHGrid`, per reference §3.5 (described for a VGrid; an HGrid is the
/// same with the axes swapped).
///
/// 1. Tracks: what remains is the width less the fixed tracks and the spacing between
///    tracks. Fixed tracks are exact; flexible and adaptive ones, in order, take
///    clamp(remaining / tracks left, min, max).
/// 2. An adaptive track packs n = max(1, ⌊(w + s) / (min + s)⌋) columns of (w − (n − 1)·s) / n.
/// 3. Items fill the columns row by row; each is offered its column's width and no height.
/// 4. A row is as tall as its tallest item; rows are `spacing` apart (default 8); each item
///    is aligned in its cell (centre by default).
final class GridNode: LayoutNode {
    let spec: GridSpec
    let children: [LayoutNode]

    init(spec: GridSpec, children: [LayoutNode], identity: Identity, location: SourceLocation) {
        self.spec = spec
        self.children = children
        super.init(identity: identity, location: location)
    }

    private var axis: Axis { spec.axis == .vertical ? .horizontal : .vertical }  // the track axis

    /// The columns (or rows): each one's offset from the grid's start, its length, and its
    /// alignment.
    func tracks(length available: Double?) -> [(offset: Double, length: Double, alignment: Alignment)] {
        let defaultSpacing = LayoutConstants.defaultSpacing
        var lengths = [Double](repeating: 0, count: spec.items.count)
        let spacings = spec.items.map { $0.spacing ?? defaultSpacing }
        let between = spacings.dropLast().reduce(0, +)
        var remaining = (available ?? 0) - between
        for (i, item) in spec.items.enumerated() {
            if case .fixed(let length) = item.size { lengths[i] = length; remaining -= length }
        }
        var left = spec.items.filter { if case .fixed = $0.size { return false }; return true }.count
        let ideal = available == nil ? idealTrackLengths() : []
        for (i, item) in spec.items.enumerated() {
            switch item.size {
            case .fixed: continue
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                // Offered no length (a horizontal grid in a horizontal scroll view inside a
                // vertical one), a flexible track is as long as its items want, as SwiftUI sizes
                // it; an adaptive one keeps its minimum.
                let wanted: Double
                if case .flexible = item.size, i < ideal.count { wanted = ideal[i] } else { wanted = minimum }
                let share = available == nil ? wanted : remaining / Double(max(1, left))
                lengths[i] = min(max(share, minimum), maximum)
                remaining -= lengths[i]
                left -= 1
            }
        }
        var result: [(offset: Double, length: Double, alignment: Alignment)] = []
        var cursor = 0.0
        for (i, item) in spec.items.enumerated() {
            let alignment = item.alignment ?? .center
            if case .adaptive(let minimum, let maximum) = item.size {
                let s = spacings[i], w = lengths[i]
                let n = Self.adaptiveCount(fitting: w, minimum: minimum, spacing: s)
                let each = min((w - Double(n - 1) * s) / Double(n), maximum)
                for k in 0..<n { result.append((cursor + Double(k) * (each + s), each, alignment)) }
            } else {
                result.append((cursor, lengths[i], alignment))
            }
            cursor += lengths[i] + spacings[i]
        }
        return result
    }

    /// Each track's length when the grid is offered none: the longest its items are along
    /// it, offered nothing themselves (items fill the tracks in turn).
    private func idealTrackLengths() -> [Double] {
        let count = spec.items.count
        guard count > 0 else { return [] }
        var lengths = [Double](repeating: 0, count: count)
        for (k, child) in children.enumerated() {
            let length = child.sizeThatFits(.along(axis, major: nil, minor: nil)).length(axis)
            if length.isFinite { lengths[k % count] = max(lengths[k % count], length) }
        }
        return lengths
    }

    /// n = max(1, ⌊(w + s) / (min + s)⌋), at most `maxAdaptiveTracks`: a minimum and a
    /// spacing of 0 ask for infinitely many, and a count must be a number that fits.
    static func adaptiveCount(fitting w: Double, minimum: Double, spacing s: Double) -> Int {
        let n = ((w + s) / (minimum + s)).rounded(.down)
        guard n.isFinite || n == .infinity else { return 1 }
        return Int(max(1, min(n, Double(maxAdaptiveTracks))))
    }

    /// The most tracks one adaptive item packs: as many as a ForEach builds views.
    static let maxAdaptiveTracks = 10_000

    /// A row of cells: its children, each with its track; its thickness; and how many rows
    /// alike it stands for (several for a lazy rest's rows, which hold no built child).
    struct Row {
        var items: [(child: Int, track: Int)] = []
        var length = 0.0
        var count = 1
        /// The lazy rest whose unbuilt elements begin in this row.
        var rest: LazyRestNode?
    }

    /// The rows, in order. A lazy rest (`LazyRestNode`) stands for its unbuilt elements: they
    /// fill the row it begins in, then whole rows as thick as the rows of its `ForEach`'s
    /// built elements are on average, then part of a last row.
    private func rows(_ tracks: [(offset: Double, length: Double, alignment: Alignment)]) -> [Row] {
        let n = tracks.count
        guard n > 0 else { return [] }
        var rows: [Row] = [], current = Row(), column = 0
        func close() {
            let thickest = current.items.map { item in
                children[item.child].sizeThatFits(.along(axis, major: tracks[item.track].length, minor: nil)).length(axis.other)
            }.max() ?? 0
            current.length = max(current.length, thickest)
            rows.append(current)
            current = Row()
            column = 0
        }
        for (i, child) in children.enumerated() {
            guard let rest = child as? LazyRestNode else {
                current.items.append((i, column))
                column += 1
                if column == n { close() }
                continue
            }
            let average = averageRow(of: rest, in: rows)
            rest.axis = spec.axis
            rest.pitch = average.map { ($0 + rowSpacing) / Double(n) } ?? 0
            var left = rest.rest.remaining, marked = false
            if column > 0, left > 0 {
                current.rest = rest
                current.length = average ?? 0
                marked = true
                let fill = min(left, n - column)
                column += fill
                left -= fill
                if column == n { close() }
            }
            if left >= n {
                rows.append(Row(items: [], length: average ?? 0, count: left / n, rest: marked ? nil : rest))
                marked = true
                left %= n
            }
            if left > 0 {
                if !marked { current.rest = rest }
                current.length = average ?? 0
                column = left
            }
        }
        if column > 0 { close() }
        return rows
    }

    /// The mean thickness of the rows holding built elements of `rest`'s `ForEach`; nil
    /// when none is built.
    private func averageRow(of rest: LazyRestNode, in rows: [Row]) -> Double? {
        let forEach = Array(rest.identity.components.dropLast())
        let alike = rows.filter { row in row.count == 1 && row.items.contains { children[$0.child].identity.components.starts(with: forEach) } }
        return alike.isEmpty ? nil : alike.map(\.length).reduce(0, +) / Double(alike.count)
    }

    private var rowSpacing: Double { spec.spacing ?? LayoutConstants.defaultSpacing }

    override func computeSize(_ proposal: ProposedSize) -> Size {
        let t = tracks(length: proposal.length(axis))
        let across = (t.last.map { $0.offset + $0.length }) ?? 0
        let r = rows(t)
        let count = r.reduce(0) { $0 + $1.count }
        let along = r.reduce(0) { $0 + $1.length * Double($1.count) } + rowSpacing * Double(max(0, count - 1))
        return Size.along(axis, major: across, minor: along)
    }

    override func place(in frame: Rect, context: inout PlacementContext) {
        let t = tracks(length: frame.size.length(axis))
        let across = (t.last.map { $0.offset + $0.length }) ?? 0
        // Tracks narrower than the grid are centred in it, as SwiftUI centres its columns.
        let inset = (frame.size.length(axis) - across) / 2
        var cursor = axis == .horizontal ? frame.minY : frame.minX
        var placements: [(node: LayoutNode, frame: Rect)] = []
        for row in rows(t) {
            for (i, k) in row.items {
                let track = t[k]
                let size = children[i].sizeThatFits(.along(axis, major: track.length, minor: nil))
                let cell: Rect = axis == .horizontal
                    ? Rect(x: frame.minX + inset + track.offset, y: cursor, width: track.length, height: row.length)
                    : Rect(x: cursor, y: frame.minY + inset + track.offset, width: row.length, height: track.length)
                placements.append((children[i], aligned(size, in: cell, track.alignment)))
            }
            if let rest = row.rest {
                let along = (row.length + rowSpacing) * Double(row.count)
                rest.place(in: axis == .horizontal
                    ? Rect(x: frame.minX, y: cursor, width: frame.width, height: along)
                    : Rect(x: cursor, y: frame.minY, width: along, height: frame.height), context: &context)
            }
            cursor += (row.length + rowSpacing) * Double(row.count)
        }
        context.placeInZOrder(placements, container: identity)
    }
}
