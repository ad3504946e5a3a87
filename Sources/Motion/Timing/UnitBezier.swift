/// A cubic Bezier timing curve from (0,0) to (1,1), as CSS and Core Animation define them.
///
/// `y(x)`: solve the curve's x(s) = x for the parameter s (Newton, then bisection where
/// Newton stalls), and return y(s). Exact at both ends.
public struct UnitBezier: Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// One coordinate of the curve at parameter s, for control values c1, c2.
    static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The curve parameter s at which x(s) = x.
    func parameter(forX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < 1e-14 { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<100 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < 1e-15 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// Progress y for time fraction x in 0…1.
    public func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        return Self.coordinate(parameter(forX: x), y1, y2)
    }

    /// dy/dx at time fraction x.
    public func slope(at x: Double) -> Double {
        let s = parameter(forX: min(1, max(0, x)))
        let dx = Self.derivative(s, x1, x2)
        return dx == 0 ? 0 : Self.derivative(s, y1, y2) / dx
    }

    public static let linear = UnitBezier(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInOut = UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
}
