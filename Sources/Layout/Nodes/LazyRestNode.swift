import Geometry
import ViewTree

/// The unbuilt elements of a lazy container's `ForEach` (`LazyRest`): no size of its own (the
/// stack, grid or list gives it its length, from the elements built before it), nothing drawn. Placing it
/// records where it lies, for the scroll view around it to say whether a frame shows it.
final class LazyRestNode: LayoutNode {
    let rest: LazyRest
    /// The axis its container grows along; a grid or a list sets it as it sizes the node.
    var axis: Axis
    /// One element's length with its spacing, set by the stack, grid or list as it sizes the
    /// node (a grid's row shared by its tracks).
    var pitch = 0.0

    init(rest: LazyRest, axis: Axis?, identity: Identity, location: SourceLocation) {
        self.rest = rest
        self.axis = axis ?? .vertical
        super.init(identity: identity, location: location)
    }

    override func computeSize(_ proposal: ProposedSize) -> Size { .zero }

    override func place(in frame: Rect, context: inout PlacementContext) {
        context.lazyRows.pending.append(LazyRowLedger.Mark(rest: rest, frame: frame, axis: axis, pitch: pitch))
    }
}

/// Where a layout's unbuilt lazy elements lie, and how many elements of each `ForEach` its
/// frames need built. Shared by every copy of a `PlacementContext`, so a mark placed deep
/// inside reaches the scroll view that decides what shows.
final class LazyRowLedger {
    struct Mark {
        var rest: LazyRest
        /// Where the unbuilt elements start, in the coordinates of the content being placed.
        var frame: Rect
        var axis: Axis
        var pitch: Double
    }

    /// Marks no scroll view has looked at yet.
    var pending: [Mark] = []
    /// The elements each `ForEach` (by `LazyRest.key`) must build for this layout's frames.
    private(set) var demands: [String: Int] = [:]

    /// Records what `mark` needs when `visible` (in the mark's coordinates) is on screen.
    /// A further screen's length is asked for beyond it: a scroll that springs past its
    /// target, or a change to the next state, shows rows the state itself does not.
    func resolve(_ mark: Mark, visible: Rect) {
        let start = mark.axis == .vertical ? mark.frame.minY : mark.frame.minX
        let end = (mark.axis == .vertical ? visible.maxY : visible.maxX) + visible.size.length(mark.axis)
        guard end > start else { return }
        let total = mark.rest.built + mark.rest.remaining
        // Rows of `pitch` that reach `end`, as a Double first: a pitch near zero (or a span
        // without end) asks for every row left, and never traps the conversion.
        let rows = mark.pitch > 0 ? ((end - start) / mark.pitch).rounded(.up) : .infinity
        let needed = rows < Double(mark.rest.remaining)
            ? mark.rest.built + min(mark.rest.remaining, Int(rows) + 1)
            : total
        demands[mark.rest.key] = max(demands[mark.rest.key] ?? 0, needed)
    }

    /// The element ids a scroll to a view not built asks each `ForEach` (by key) to build
    /// up to: where it is cannot be known without it.
    private(set) var targets: [String: Set<String>] = [:]

    /// A scroll to the view with id `target`, which is not built: `mark`'s `ForEach` is asked
    /// to build up to that element (the evaluator finds it by the elements' ids).
    func resolve(_ mark: Mark, target: String) {
        targets[mark.rest.key, default: []].insert(target)
    }
}

extension StackNode {
    /// Each lazy rest's length: the elements it stands for, each as long as the elements
    /// built before it are on average, spacing included (exact when the rows are alike, as a
    /// uniform `ForEach`'s are). The built rows are the children just before it whose
    /// identities lie under its `ForEach`.
    func withLazyRests(_ sizes: [Size], spacing: Double?) -> [Size] {
        var sizes = sizes
        for (index, child) in children.enumerated() {
            guard let rest = child as? LazyRestNode else { continue }
            let forEach = Array(rest.identity.components.dropLast())
            var first = index
            while first > 0, children[first - 1].identity.components.starts(with: forEach) { first -= 1 }
            var extent = 0.0
            for i in first..<index {
                extent += sizes[i].length(axis) + (i > first ? gaps[i] : 0)
            }
            let rowGap = index - first >= 2 ? gaps[first + 1] : (spacing ?? LayoutConstants.defaultSpacing)
            rest.pitch = rest.rest.built > 0 && index > first ? (extent + rowGap) / Double(rest.rest.built) : 0
            sizes[index] = Size.along(axis, major: rest.pitch * Double(rest.rest.remaining), minor: 0)
        }
        return sizes
    }
}
