import Foundation

/// A colour in sRGB with straight (not premultiplied) opacity, components 0…1.
public struct Color: Hashable, Sendable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

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

    public func withOpacity(_ factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, opacity: opacity * factor)
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
        let a0 = opacity, a1 = other.opacity
        let a = a0 + (a1 - a0) * t
        func channel(_ c0: Double, _ c1: Double) -> Double {
            let p0 = Color.linear(c0) * a0, p1 = Color.linear(c1) * a1
            let p = p0 + (p1 - p0) * t
            return a <= 0 ? 0 : Color.encoded(min(1, max(0, p / a)))
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
