import CCairo

/// Apple's curvature-continuous ("squircle") corner, as PaintCode measured it for iOS 7
/// (reference §6): the curve leaves each edge 1.52866483·r from the corner instead of r, so
/// the curvature ramps up instead of jumping from straight to round.
///
/// Points are (along the incoming edge back from the corner, along the outgoing edge), in
/// units of the radius.
enum ContinuousCorner {
    /// How far from the corner the curve leaves a straight edge, in radii.
    static let extent = 1.52866483

    enum Step {
        case line(Double, Double)
        case curve(Double, Double, Double, Double, Double, Double)
    }

    /// The profile after its first point, `(extent, 0)`, ending at `(0, extent)`.
    static let profile: [Step] = [
        .curve(1.08849323, 0, 0.86840689, 0, 0.66993427, 0.06549600),
        .line(0.63149399, 0.07491100),
        .curve(0.37282392, 0.16905899, 0.16905899, 0.37282392, 0.07491100, 0.63149399),
        .line(0.06549600, 0.66993427),
        .curve(0, 0.86840689, 0, 1.08849323, 0, extent),
    ]

    /// The largest radius whose full profile fits a side of `shortSide`.
    ///
    /// Rule for big radii: when 1.52866·r exceeds half the shorter side, the whole corner
    /// profile is scaled down uniformly until it just fits, i.e. r becomes
    /// shortSide / (2 · 1.52866) (PaintCode's clamp). The two corners of the short side then
    /// meet tangentially in its middle. iOS 13+ blends towards a stadium instead; that rule
    /// is not pinned (reference, unresolved item 5), and a uniform clamp keeps morphs smooth.
    static func fittedRadius(_ radius: Double, shortSide: Double) -> Double {
        min(radius, shortSide / (2 * extent))
    }

    /// Appends one corner to the current path (which must end at the profile's first point).
    /// `corner` is the corner point; `back` points from it along the incoming edge, `out`
    /// along the outgoing edge (both unit vectors).
    static func append(to cr: OpaquePointer, corner: (Double, Double), back: (Double, Double),
                       out: (Double, Double), radius r: Double) {
        func point(_ a: Double, _ b: Double) -> (Double, Double) {
            (corner.0 + r * (a * back.0 + b * out.0), corner.1 + r * (a * back.1 + b * out.1))
        }
        for step in profile {
            switch step {
            case .line(let a, let b):
                let p = point(a, b)
                cairo_line_to(cr, p.0, p.1)
            case .curve(let a1, let b1, let a2, let b2, let a3, let b3):
                let c1 = point(a1, b1), c2 = point(a2, b2), p = point(a3, b3)
                cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, p.0, p.1)
            }
        }
    }
}
