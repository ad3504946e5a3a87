import Foundation

/// Light or dark appearance: `ColorScheme` in SwiftUI.
public enum ColorScheme: String, Hashable, Sendable, Codable, CaseIterable {
    case light, dark
}

/// A colour in sRGB with straight (not premultiplied) opacity, components 0…1.
///
/// A system or semantic colour (`Color.blue`, `Color(.systemBackground)`, `.primary`) is
/// another colour in dark appearance: `dark` holds it, and `resolved(in:)` picks one. A colour
/// written as components (`Color(red:green:blue:)`, `.white`) is the same in both.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    /// The colour in dark appearance, when it differs.
    public var dark: Components?

    /// A colour's four components, without a dark variant of its own.
    public struct Components: Hashable, Sendable, Codable {
        public var red: Double, green: Double, blue: Double, opacity: Double
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// A colour from 0–255 sRGB components, the form the reference tables use.
    public init(rgb255 r: Int, _ g: Int, _ b: Int, opacity: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, opacity: opacity)
    }

    /// This colour in light appearance and `dark` in dark appearance.
    public func darkVariant(_ dark: Color) -> Color {
        var c = self
        c.dark = Components(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity)
        return c
    }

    /// The colour in `scheme`, with no variant left.
    public func resolved(in scheme: ColorScheme) -> Color {
        guard let dark else { return self }
        if scheme == .dark { return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.opacity) }
        return Color(red: red, green: green, blue: blue, opacity: opacity)
    }

    public func withOpacity(_ factor: Double) -> Color {
        var c = Color(red: red, green: green, blue: blue, opacity: opacity * factor)
        c.dark = dark.map { Components(red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity * factor) }
        return c
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
}

extension Color: Interpolatable {
    /// Blends in linear-light sRGB with premultiplied opacity, as SwiftUI's resolved colours
    /// animate in linear components. Red to blue passes through a dark magenta, not a grey.
    public func interpolated(to other: Color, by t: Double) -> Color {
        if t == 0 { return self }
        if t == 1 { return other }
        if dark != nil || other.dark != nil {
            let light = resolved(in: .light).interpolated(to: other.resolved(in: .light), by: t)
            return light.darkVariant(resolved(in: .dark).interpolated(to: other.resolved(in: .dark), by: t))
        }
        let a0 = opacity, a1 = other.opacity
        let a = a0 + (a1 - a0) * t
        func channel(_ c0: Double, _ c1: Double) -> Double {
            // Two clear colours keep their own: a gradient's `.white.opacity(0)` stop stays
            // white part-way through an animation, and draws no grey fringe.
            if a <= 0 { return Color.encoded(Color.linear(c0) + (Color.linear(c1) - Color.linear(c0)) * t) }
            let p0 = Color.linear(c0) * a0, p1 = Color.linear(c1) * a1
            let p = p0 + (p1 - p0) * t
            return Color.encoded(min(1, max(0, p / a)))
        }
        return Color(red: channel(red, other.red), green: channel(green, other.green),
                     blue: channel(blue, other.blue), opacity: min(1, max(0, a)))
    }

    /// sRGB transfer function, encoded → linear.
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// sRGB transfer function, linear → encoded.
    static func encoded(_ c: Double) -> Double {
        c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}

/// Other colour spaces' components as sRGB: `Color(.displayP3, red:…)`, `Color(.sRGBLinear, …)`
/// and a catalog's display-p3 colour. Matchcut draws in sRGB.
extension Color {
    /// Display P3 to sRGB: both use the sRGB transfer curve and the D65 white point; the
    /// primaries' matrix is that of CSS Color 4 (P3 → XYZ → sRGB), rounded to 4 places. A
    /// colour outside sRGB's gamut is clipped at 0 here and at 1 by the caller.
    public static func sRGB(fromDisplayP3 r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let sr = 1.2249 * lr - 0.2247 * lg + 0.0000 * lb
        let sg = -0.0420 * lr + 1.0419 * lg + 0.0000 * lb
        let sb = -0.0197 * lr - 0.0786 * lg + 1.0979 * lb
        return (encoded(max(0, sr)), encoded(max(0, sg)), encoded(max(0, sb)))
    }

    /// Linear-light sRGB (`.sRGBLinear`) to sRGB: the sRGB transfer curve applied.
    public static func sRGB(fromLinear r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        (encoded(max(0, r)), encoded(max(0, g)), encoded(max(0, b)))
    }
}
