import ViewTree

/// How a section header (footer) of a lazy stack with `pinnedViews:` is held in its scroll
/// view, along `axis`, in canvas points: laid out at its place moved by `shift`, which holds
/// its start at the scroll view's `edge` while the section is under it (a footer: its end),
/// and no further than `limit`, where its section ends (a footer: starts).
public struct SectionPin: Hashable, Sendable {
    public var axis: Axis
    public var isFooter: Bool
    public var shift: Double
    public var edge: Double
    public var limit: Double

    public init(axis: Axis, isFooter: Bool, shift: Double, edge: Double, limit: Double) {
        self.axis = axis
        self.isFooter = isFooter
        self.shift = shift
        self.edge = edge
        self.limit = limit
    }

    /// The shift that pins a header (footer) of `length` that would sit at `start`
    /// (or end at `end`) without pinning.
    public func shift(start: Double, end: Double, length: Double) -> Double {
        isFooter ? min(0, max(edge, limit + length) - end) : max(0, min(edge, limit - length) - start)
    }

    /// The same pin with its scroll view moved by `delta` along its axis.
    public func moved(by delta: Double) -> SectionPin {
        SectionPin(axis: axis, isFooter: isFooter, shift: shift, edge: edge + delta, limit: limit + delta)
    }
}
