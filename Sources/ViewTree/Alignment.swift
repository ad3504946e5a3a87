import Drawing
/// A layout axis.
public enum Axis: String, Hashable, Sendable, Codable {
    case horizontal, vertical
}

/// An edge of a rectangle, for transitions, padding and safe areas.
public enum Edge: String, Hashable, Sendable, Codable, CaseIterable {
    case top, leading, bottom, trailing
}

public enum VerticalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline

    /// Where a child of height `child` sits in a space of height `container`, by its edges
    /// alone: a text baseline is the top here; Layout lines views up on their baselines
    /// where it knows them (its `GuideLine`).
    public func offset(child: Double, container: Double) -> Double {
        switch self {
        case .top, .firstTextBaseline, .lastTextBaseline: 0
        case .center: (container - child) / 2
        case .bottom: container - child
        }
    }
}

/// A two-axis alignment, as in `frame(alignment:)` and `ZStack(alignment:)`.
public struct Alignment: Hashable, Sendable, Codable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The named alignments, by their SwiftUI names, the text-baseline ones included
    /// (`.leadingFirstTextBaseline`: the leading edge and the first text baseline).
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
        "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
        "centerFirstTextBaseline": Alignment(horizontal: .center, vertical: .firstTextBaseline),
        "centerLastTextBaseline": Alignment(horizontal: .center, vertical: .lastTextBaseline),
        "leadingFirstTextBaseline": Alignment(horizontal: .leading, vertical: .firstTextBaseline),
        "leadingLastTextBaseline": Alignment(horizontal: .leading, vertical: .lastTextBaseline),
        "trailingFirstTextBaseline": Alignment(horizontal: .trailing, vertical: .firstTextBaseline),
        "trailingLastTextBaseline": Alignment(horizontal: .trailing, vertical: .lastTextBaseline),
    ]
}
