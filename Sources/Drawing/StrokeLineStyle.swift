/// How a stroke is drawn beyond its width: SwiftUI's `StrokeStyle` (`lineCap`, `lineJoin`,
/// `miterLimit`, `dash`, `dashPhase`), and whether it is a `strokeBorder`, drawn inside the
/// shape's frame rather than centred on its outline.
public struct StrokeLineStyle: Hashable, Sendable, Codable {
    public enum Cap: String, Hashable, Sendable, Codable { case butt, round, square }
    public enum Join: String, Hashable, Sendable, Codable { case miter, round, bevel }

    public var cap: Cap
    public var join: Join
    public var miterLimit: Double
    /// Lengths of dashes and gaps, alternating; empty is a solid line.
    public var dash: [Double]
    public var dashPhase: Double
    /// `strokeBorder`: the shape inset by half the line width is stroked, so the stroke lies
    /// within the frame (SwiftUI's `InsettableShape`).
    public var isBorder: Bool

    /// SwiftUI's defaults: butt caps, miter joins, a miter limit of 10, no dash.
    public init(cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10, dash: [Double] = [],
                dashPhase: Double = 0, isBorder: Bool = false) {
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
        self.isBorder = isBorder
    }

    public static let plain = StrokeLineStyle()
}
