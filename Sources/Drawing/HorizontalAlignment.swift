/// Where a child sits across a container's width; also how a text's lines align.
public enum HorizontalAlignment: String, Hashable, Sendable, Codable, CaseIterable {
    case leading, center, trailing

    /// Where a child of width `child` sits in a space of width `container`.
    public func offset(child: Double, container: Double) -> Double {
        switch self {
        case .leading: 0
        case .center: (container - child) / 2
        case .trailing: container - child
        }
    }
}
