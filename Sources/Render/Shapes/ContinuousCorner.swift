import CCairo
import Foundation

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

    /// The corner for `radius` on a shape whose shorter side is `shortSide`, in points:
    /// how far from the corner it leaves the edges, and its steps.
    ///
    /// Rule for big radii: the full profile needs 1.52866·r ≤ shortSide / 2. Beyond that the
    /// corner blends, point by point, from the profile scaled down to just fit (PaintCode's
    /// clamp, r' = shortSide / (2 · 1.52866)) at r = r', to a circular quarter arc at
    /// r = shortSide / 2. So a continuous capsule is a round-ended stadium, as iOS 13+ draws
    /// it, and the shape changes smoothly as a radius animates. (The exact iOS blending rule
    /// is not pinned: reference, unresolved item 5.)
    static func corner(radius: Double, shortSide: Double) -> (extent: Double, steps: [Step]) {
        let half = shortSide / 2
        let fitted = half / extent
        if radius <= fitted {
            return (extent * radius, scaled(profile, by: radius))
        }
        let t = min(1, (radius - fitted) / max(half - fitted, .ulpOfOne))
        let squircle = scaled(profile, by: fitted), arc = scaled(quarterArc, by: radius)
        let steps = zip(squircle, arc).map { lerp($0, $1, t) }
        return (half + (radius - half) * t, steps)
    }

    /// A circular quarter arc of radius 1 in the profile's five steps (three cubic thirds
    /// joined by empty lines), so it can be blended with the profile step by step.
    static let quarterArc: [Step] = {
        let h = 4.0 / 3.0 * tan(Double.pi / 24)  // 4/3·tan(θ/4) for a 30° arc
        func point(_ phi: Double) -> (Double, Double) { (1 - sin(phi), 1 - cos(phi)) }
        func third(_ i: Int) -> Step {
            let p0 = Double(i) * .pi / 6, p1 = p0 + .pi / 6
            let a = point(p0), b = point(p1)
            return .curve(a.0 - h * cos(p0), a.1 + h * sin(p0), b.0 + h * cos(p1), b.1 - h * sin(p1), b.0, b.1)
        }
        let end0 = point(.pi / 6), end1 = point(.pi / 3)
        return [third(0), .line(end0.0, end0.1), third(1), .line(end1.0, end1.1), third(2)]
    }()

    private static func scaled(_ steps: [Step], by k: Double) -> [Step] {
        steps.map { lerp($0, $0, 0, scale: k) }
    }

    private static func lerp(_ a: Step, _ b: Step, _ t: Double, scale k: Double = 1) -> Step {
        func mix(_ x: Double, _ y: Double) -> Double { k * (x + (y - x) * t) }
        switch (a, b) {
        case (.line(let a1, let b1), .line(let a2, let b2)):
            return .line(mix(a1, a2), mix(b1, b2))
        case (.curve(let a1, let b1, let c1, let d1, let e1, let f1),
              .curve(let a2, let b2, let c2, let d2, let e2, let f2)):
            return .curve(mix(a1, a2), mix(b1, b2), mix(c1, c2), mix(d1, d2), mix(e1, e2), mix(f1, f2))
        default:
            preconditionFailure("corner profiles blend step by step")
        }
    }

    /// Appends one corner's `steps` (in points) to the current path, which must end where
    /// the corner leaves the incoming edge. `corner` is the corner point; `back` points from
    /// it along the incoming edge, `out` along the outgoing edge (both unit vectors).
    static func append(_ steps: [Step], to cr: OpaquePointer, corner: (Double, Double),
                       back: (Double, Double), out: (Double, Double)) {
        let r = 1.0
        func point(_ a: Double, _ b: Double) -> (Double, Double) {
            (corner.0 + r * (a * back.0 + b * out.0), corner.1 + r * (a * back.1 + b * out.1))
        }
        for step in steps {
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
