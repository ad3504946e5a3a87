import Foundation
import Geometry

/// What a custom `Layout`'s code sees of its subviews while Layout runs it: how many there
/// are, how big each would be for a proposal, and where the code places each. Layout
/// implements it over the subviews' layout nodes.
public protocol LayoutSubviewAccess: AnyObject, Sendable {
    var count: Int { get }
    func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> Size
    /// `subview.place(at:anchor:proposal:)`: the subview's `anchor` goes at `point`.
    func place(_ index: Int, at point: Point, anchor: UnitPoint, proposal: ProposedViewSize)
}

/// SwiftUI's `ProposedViewSize`: a width and a height, each optional (nil asks for the ideal).
public struct ProposedViewSize: Hashable, Sendable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}

/// A custom `Layout` (a struct of the app's conforming to SwiftUI's protocol): its
/// `sizeThatFits(proposal:subviews:cache:)` and `placeSubviews(in:proposal:subviews:cache:)`,
/// run by Layout through the evaluator (layout-time evaluation).
public final class LayoutTimeLayout: @unchecked Sendable {
    public typealias SizeThatFits = @Sendable (ProposedViewSize, any LayoutSubviewAccess) -> Size
    public typealias Place = @Sendable (Rect, ProposedViewSize, any LayoutSubviewAccess) -> Void

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
