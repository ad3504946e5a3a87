import Geometry
import ViewTree

/// What a parent offers a child: a width and a height, each optional.
///
/// The question it asks is "how big would you be if offered this much?": nil asks for the
/// child's ideal length, 0 for its minimum, `.infinity` for its maximum (reference §3.1).
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

    /// The proposal's length along `axis`.
    func length(_ axis: Axis) -> Double? {
        axis == .horizontal ? width : height
    }

    /// A proposal with `major` along `axis` and `minor` across it.
    static func along(_ axis: Axis, major: Double?, minor: Double?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: major, height: minor) : ProposedSize(width: minor, height: major)
    }

    /// Replaces nil with the given size's lengths.
    func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }
}

extension Size {
    func length(_ axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    static func along(_ axis: Axis, major: Double, minor: Double) -> Size {
        axis == .horizontal ? Size(width: major, height: minor) : Size(width: minor, height: major)
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}
