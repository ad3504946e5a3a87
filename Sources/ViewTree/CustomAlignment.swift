/// An alignment the app declares, as SwiftUI apps write one:
///
///     extension VerticalAlignment {
///         enum MidAccountAndName: AlignmentID {
///             static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
///         }
///         static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
///     }
///
/// A stack aligned by it (`HStack(alignment: .midAccountAndName)`) lines its children up on
/// one line: each child's explicit guide for it (`alignmentGuide(.midAccountAndName) { … }`,
/// reaching out through the stacks inside as their mean, SwiftUI's default
/// `_combineExplicit`), else the alignment's `defaultValue(in:)` of the child's dimensions,
/// run at layout time.
public struct CustomAlignment: Hashable, Sendable {
    /// The `AlignmentID` type's name.
    public var id: String
    /// `.vertical` for a `VerticalAlignment` (its guides are heights from the top), `.horizontal`
    /// for a `HorizontalAlignment`.
    public var axis: Axis
    /// `defaultValue(in:)` at a view's size.
    public var defaultValue: LayoutTimeNumber

    public init(id: String, axis: Axis, defaultValue: LayoutTimeNumber) {
        self.id = id
        self.axis = axis
        self.defaultValue = defaultValue
    }

    /// The name its explicit guides carry (`AlignmentGuideSpec.name`).
    public var guideName: String { Self.guidePrefix + id }

    /// What every custom alignment's guide name starts with.
    public static let guidePrefix = "custom:"

    public static func == (a: CustomAlignment, b: CustomAlignment) -> Bool { a.id == b.id && a.axis == b.axis }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }
}
