import Foundation
import Geometry

/// One colour of a gradient at a fraction of its length: SwiftUI's `Gradient.Stop`.
public struct GradientStop: Hashable, Sendable, Codable {
    public var color: Color
    public var location: Double

    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A gradient as SwiftUI draws one: its stops, and where they run in the shape it fills.
/// Points are unit points of the element's frame; radii of a `RadialGradient` are in points,
/// an `EllipticalGradient`'s are fractions of the frame (its ellipse fits the frame); angles
/// are in radians, clockwise on screen from 3 o'clock, as `AngularGradient`'s.
public struct GradientPaint: Hashable, Sendable, Codable {
    public enum Geometry: Hashable, Sendable, Codable {
        case linear(start: UnitPoint, end: UnitPoint)
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    public var geometry: Geometry
    /// In order of location, 0…1.
    public var stops: [GradientStop]

    public init(_ geometry: Geometry, stops: [GradientStop]) {
        self.geometry = geometry
        self.stops = stops
    }

    /// Evenly spaced colours, as `Gradient(colors:)` places them (one colour fills it all).
    public init(_ geometry: Geometry, colors: [Color]) {
        let n = colors.count
        self.init(geometry, stops: colors.enumerated().map { i, c in
            GradientStop(color: c, location: n > 1 ? Double(i) / Double(n - 1) : 0)
        })
    }

    public func mapColors(_ change: (Color) -> Color) -> GradientPaint {
        GradientPaint(geometry, stops: stops.map { GradientStop(color: change($0.color), location: $0.location) })
    }

    /// Part-way to `other`: stops and geometry blend when both have the same kind and number
    /// of stops (SwiftUI animates a gradient's colours and points); nil otherwise.
    public func interpolated(to other: GradientPaint, by t: Double) -> GradientPaint? {
        guard stops.count == other.stops.count else { return nil }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        func mix(_ a: UnitPoint, _ b: UnitPoint) -> UnitPoint { UnitPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        let geometry: Geometry
        switch (self.geometry, other.geometry) {
        case let (.linear(s0, e0), .linear(s1, e1)): geometry = .linear(start: mix(s0, s1), end: mix(e0, e1))
        case let (.radial(c0, a0, b0), .radial(c1, a1, b1)):
            geometry = .radial(center: mix(c0, c1), startRadius: mix(a0, a1), endRadius: mix(b0, b1))
        case let (.elliptical(c0, a0, b0), .elliptical(c1, a1, b1)):
            geometry = .elliptical(center: mix(c0, c1), startFraction: mix(a0, a1), endFraction: mix(b0, b1))
        case let (.angular(c0, a0, b0), .angular(c1, a1, b1)):
            geometry = .angular(center: mix(c0, c1), startAngle: mix(a0, a1), endAngle: mix(b0, b1))
        default: return nil
        }
        let tc = min(1, max(0, t))
        return GradientPaint(geometry, stops: zip(stops, other.stops).map {
            GradientStop(color: $0.color.interpolated(to: $1.color, by: tc), location: mix($0.location, $1.location))
        })
    }
}

extension Color {
    /// `Color.gradient`: SwiftUI's "standard gradient for the color", a top-to-bottom linear
    /// gradient from the colour lightened by 0.15 in HSL lightness to the colour itself
    /// (docs/drawing.md, "Styles": fitted to measurements of SwiftUI's output).
    public var standardGradient: GradientPaint {
        GradientPaint(.linear(start: .top, end: .bottom), colors: [lightened(by: 0.15), self])
    }

    /// The colour with `amount` added to its HSL lightness (hue and saturation kept); a dark
    /// variant is lightened alike.
    public func lightened(by amount: Double) -> Color {
        func lighten(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
            let maxC = max(r, g, b), minC = min(r, g, b)
            let l = (maxC + minC) / 2
            let d = maxC - minC
            let s = d == 0 ? 0 : d / (1 - abs(2 * l - 1))
            var h = 0.0
            if d > 0 {
                if maxC == r { h = ((g - b) / d).truncatingRemainder(dividingBy: 6) } else if maxC == g { h = (b - r) / d + 2 } else { h = (r - g) / d + 4 }
                h /= 6
                if h < 0 { h += 1 }
            }
            let l2 = min(1, l + amount)
            let c = (1 - abs(2 * l2 - 1)) * s
            let x = c * (1 - abs((h * 6).truncatingRemainder(dividingBy: 2) - 1))
            let m = l2 - c / 2
            let (r1, g1, b1): (Double, Double, Double)
            switch Int(h * 6) % 6 {
            case 0: (r1, g1, b1) = (c, x, 0)
            case 1: (r1, g1, b1) = (x, c, 0)
            case 2: (r1, g1, b1) = (0, c, x)
            case 3: (r1, g1, b1) = (0, x, c)
            case 4: (r1, g1, b1) = (x, 0, c)
            default: (r1, g1, b1) = (c, 0, x)
            }
            return (min(1, r1 + m), min(1, g1 + m), min(1, b1 + m))
        }
        let (r, g, b) = lighten(red, green, blue)
        var out = Color(red: r, green: g, blue: b, opacity: opacity)
        if let d = dark {
            let (dr, dg, db) = lighten(d.red, d.green, d.blue)
            out = out.darkVariant(Color(red: dr, green: dg, blue: db, opacity: d.opacity))
        }
        return out
    }
}
