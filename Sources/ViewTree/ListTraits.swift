import Geometry

/// What a List row, a Section or a List says about how the list draws it:
/// `listRowBackground`, `listRowInsets`, `listRowSeparator(Tint)`, `listSectionSeparator`,
/// `listRowSpacing`, `scrollContentBackground` and `headerProminence`.
public enum ListTrait: Sendable, Equatable {
    /// The view drawn behind the row instead of the list's cell colour; nil restores it.
    case rowBackground(ViewNode?)
    /// The row content's insets; nil restores the list's own.
    case rowInsets(EdgeInsets?)
    /// Whether the separators above (`top`) and below (`bottom`) the row are shown.
    case rowSeparator(visible: Bool, edges: Set<VerticalEdge>)
    case rowSeparatorTint(Color?)
    /// A plain list's separators at a section's top and bottom edges.
    case sectionSeparator(visible: Bool, edges: Set<VerticalEdge>)
    /// Space between the rows of lists inside; nil is the style's.
    case rowSpacing(Double?)
    /// `scrollContentBackground(.hidden)`: lists and forms inside draw no background of their own.
    case contentBackgroundHidden(Bool)
    /// `headerProminence(.increased)`: section headers inside in the larger style.
    case headerProminence(increased: Bool)
}

public enum VerticalEdge: String, Hashable, Sendable, CaseIterable {
    case top, bottom
}

/// `textCase(_:)`: how the text inside is cased when drawn.
public enum TextCase: String, Hashable, Sendable {
    case uppercase, lowercase
}
