import Foundation
import Geometry

/// What a custom `Layout`'s code sees of its subviews while Layout runs it: how many there
/// are, how big each would be for a proposal, and where the code places each. Layout
/// implements it over the subviews' layout nodes.
public protocol LayoutSubviewAccess: AnyObject, Sendable {
    var count: Int { get }
    func sizeThatFits(_ index: Int, _ proposal: ProposedSize) -> Size
    /// `subview.place(at:anchor:proposal:)`: the subview's `anchor` goes at `point`.
    func place(_ index: Int, at point: Point, anchor: UnitPoint, proposal: ProposedSize)
}

/// What a parent offers a child: a width and a height, each optional.
///
/// The question it asks is "how big would you be if offered this much?": nil asks for the
/// child's ideal length, 0 for its minimum, `.infinity` for its maximum (reference §3.1). It is
/// also SwiftUI's `ProposedViewSize`, which a custom `Layout`'s code reads.
public struct ProposedSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// nil in both axes: "what is your ideal size?"
    public static let unspecified = ProposedSize(width: nil, height: nil)

}

/// A custom `Layout` (a struct of the app's conforming to SwiftUI's protocol): its
/// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`,
/// run by Layout through the evaluator (layout-time evaluation).
public final class LayoutTimeLayout: @unchecked Sendable {
    public typealias SizeThatFits = @Sendable (ProposedSize, any LayoutSubviewAccess) -> Size
    public typealias Place = @Sendable (Rect, ProposedSize, any LayoutSubviewAccess) -> Void

    /// The layout's type name, for the layout dump and identities.
    public let name: String
    public let sizeThatFits: SizeThatFits
    public let placeSubviews: Place

    public init(name: String, sizeThatFits: @escaping SizeThatFits, placeSubviews: @escaping Place) {
        self.name = name
        self.sizeThatFits = sizeThatFits
        self.placeSubviews = placeSubviews
    }
}
