import Drawing
import Geometry
import ViewTree

/// `.firstTextBaseline` or `.lastTextBaseline`: the guides a view's text gives it.
///
/// As SwiftUI defines them (docs/layout.md, "Text baselines"): a Text's are its first and last
/// lines' baselines; a container's the top-most first baseline and the bottom-most last
/// baseline of the children that have one, where they are placed; a view with no text has
/// none, and an alignment on a baseline takes its bottom edge.
enum TextBaseline: Hashable {
    case first, last

    init?(_ alignment: VerticalAlignment) {
        switch alignment {
        case .firstTextBaseline: self = .first
        case .lastTextBaseline: self = .last
        case .top, .center, .bottom: return nil
        }
    }

    /// The guide's name, as `alignmentGuide` writes it.
    init?(guideName: String) {
        guard let alignment = VerticalAlignment(rawValue: guideName), let baseline = TextBaseline(alignment) else { return nil }
        self = baseline
    }

    var guideName: String { self == .first ? VerticalAlignment.firstTextBaseline.rawValue : VerticalAlignment.lastTextBaseline.rawValue }

    /// The container's baseline from its children's, each placed at its frame: the top-most
    /// first baseline, the bottom-most last one; nil when no child has text.
    func combined(_ children: [(node: LayoutNode, frame: Rect)]) -> Double? {
        let values = children.compactMap { child in child.node.textBaseline(self, size: child.frame.size).map { $0 + child.frame.minY } }
        return self == .first ? values.min() : values.max()
    }
}

extension LayoutNode {
    /// What `d` holds in a closure given this node's dimensions at `size`.
    func dimensions(_ size: Size) -> ViewDimensions {
        ViewDimensions(size, firstTextBaseline: textBaseline(.first, size: size), lastTextBaseline: textBaseline(.last, size: size))
    }
}

extension TextMeasurement {
    func baseline(_ which: TextBaseline) -> Double { which == .first ? firstBaseline : lastBaseline }
}
