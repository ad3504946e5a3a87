import Geometry
import ViewTree

extension ProposedSize {
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
