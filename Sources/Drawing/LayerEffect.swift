import Foundation
import Geometry

/// An effect on a view drawn as a whole: what SwiftUI renders by flattening the view into a
/// layer first (`blur`, the colour filters, `blendMode`, `compositingGroup`, `drawingGroup`).
/// Each is a value with the parameters that animate.
public enum LayerEffect: Hashable, Sendable, Codable {
    /// A Gaussian blur; `radius` is its standard deviation in points (GraphicsContext's
    /// `blur(radius:)` documents the radius so). `opaque` keeps the layer's edge opaque.
    case blur(radius: Double, opaque: Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(radians: Double)
    case colorMultiply(Color)
    case colorInvert
    case luminanceToAlpha
    case blendMode(BlendMode)
    /// `compositingGroup()` and `drawingGroup()`: the view is flattened before the effects
    /// outside it (opacity, shadow) apply to it as a whole.
    case compositingGroup
    /// `mask`: the view's layer keeps, at each pixel, as much of itself as the mask view
    /// covers there (the layer times the mask's alpha). The mask's own elements sit in a
    /// `maskContent` layer inside it, which LayerGrouping turns into the group's last child.
    case mask
    /// The layer of a mask view's elements, inside its `mask` layer.
    case maskContent

    /// Part-way to `other`, parameter by parameter; nil when the two are different effects.
    public func interpolated(to other: LayerEffect, by t: Double) -> LayerEffect? {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        switch (self, other) {
        case let (.blur(a, o), .blur(b, _)): return .blur(radius: mix(a, b), opaque: t < 1 ? o : other.isOpaqueBlur)
        case let (.brightness(a), .brightness(b)): return .brightness(mix(a, b))
        case let (.contrast(a), .contrast(b)): return .contrast(mix(a, b))
        case let (.saturation(a), .saturation(b)): return .saturation(mix(a, b))
        case let (.grayscale(a), .grayscale(b)): return .grayscale(mix(a, b))
        case let (.hueRotation(a), .hueRotation(b)): return .hueRotation(radians: mix(a, b))
        case let (.colorMultiply(a), .colorMultiply(b)): return .colorMultiply(a.interpolated(to: b, by: min(1, max(0, t))))
        case (.colorInvert, .colorInvert), (.luminanceToAlpha, .luminanceToAlpha), (.compositingGroup, .compositingGroup),
             (.mask, .mask), (.maskContent, .maskContent):
            return other
        case (.blendMode, .blendMode): return other
        default: return nil
        }
    }

    private var isOpaqueBlur: Bool {
        if case .blur(_, let opaque) = self { return opaque }
        return false
    }

    /// The colour transform of a colour filter, on unpremultiplied sRGB values, or nil for
    /// the effects that are not one.
    public var colorMatrix: ColorMatrix? {
        switch self {
        case .brightness(let amount): return ColorMatrix(offset: [amount, amount, amount, 0])
        case .contrast(let amount):
            let shift = 0.5 * (1 - amount)
            return ColorMatrix(scale: [amount, amount, amount, 1], offset: [shift, shift, shift, 0])
        case .saturation(let amount): return .saturation(amount)
        case .grayscale(let amount): return .saturation(1 - min(1, max(0, amount)))
        case .hueRotation(let radians): return .hueRotation(radians)
        case .colorMultiply(let c): return ColorMatrix(scale: [c.red, c.green, c.blue, c.opacity])
        case .colorInvert: return ColorMatrix(scale: [-1, -1, -1, 1], offset: [1, 1, 1, 0])
        case .luminanceToAlpha:
            var m = ColorMatrix(scale: [0, 0, 0, 0])
            m.rows[3] = [ColorMatrix.luminance[0], ColorMatrix.luminance[1], ColorMatrix.luminance[2], 0, 0]
            return m
        default: return nil
        }
    }
}

/// A 4 × 5 colour matrix, SwiftUI's `ColorMatrix`: each output channel (r, g, b, a) is a
/// weighted sum of the input channels plus an offset, on unpremultiplied values in 0…1.
public struct ColorMatrix: Hashable, Sendable, Codable {
    public var rows: [[Double]]

    /// Rec. 709 luminance weights, as SVG's and Core Image's filters use.
    public static let luminance = [0.2126, 0.7152, 0.0722]

    public init(scale: [Double] = [1, 1, 1, 1], offset: [Double] = [0, 0, 0, 0]) {
        var rows = [[Double]](repeating: [Double](repeating: 0, count: 5), count: 4)
        for i in 0..<4 {
            rows[i][i] = scale[i]
            rows[i][4] = offset[i]
        }
        self.rows = rows
    }

    public static func saturation(_ s: Double) -> ColorMatrix {
        var m = ColorMatrix()
        let l = luminance
        for i in 0..<3 {
            for j in 0..<3 { m.rows[i][j] = l[j] * (1 - s) + (i == j ? s : 0) }
        }
        return m
    }

    /// SVG's `hueRotate`: a rotation about the grey axis that keeps luminance.
    public static func hueRotation(_ radians: Double) -> ColorMatrix {
        let c = cos(radians), s = sin(radians)
        var m = ColorMatrix()
        let r0: [Double] = [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928]
        let r1: [Double] = [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283]
        let r2: [Double] = [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072]
        for j in 0..<3 {
            m.rows[0][j] = r0[j]
            m.rows[1][j] = r1[j]
            m.rows[2][j] = r2[j]
        }
        return m
    }

    /// `self`, then `next`.
    public func then(_ next: ColorMatrix) -> ColorMatrix {
        var out = ColorMatrix()
        for i in 0..<4 {
            for j in 0..<5 {
                var v = (0..<4).reduce(0) { $0 + next.rows[i][$1] * rows[$1][j] }
                if j == 4 { v += next.rows[i][4] }
                out.rows[i][j] = v
            }
        }
        return out
    }
}

/// A layer effect where it was applied, with what the layer takes over from the elements
/// inside it: the opacity and shadow written outside it, and how many of their clips (the
/// outer ones) clip the layer rather than each element.
public struct PlacedLayer: Hashable, Sendable {
    /// The view's identity and the effect's place among its modifiers: elements with the same
    /// key are drawn into the same layer.
    public var key: String
    public var effect: LayerEffect
    public var viewFrame: Rect
    public var opacity: Double
    public var shadow: ShadowSpec?
    public var clipDepth: Int

    public init(key: String, effect: LayerEffect, viewFrame: Rect, opacity: Double = 1, shadow: ShadowSpec? = nil,
                clipDepth: Int = 0) {
        self.key = key
        self.effect = effect
        self.viewFrame = viewFrame
        self.opacity = opacity
        self.shadow = shadow
        self.clipDepth = clipDepth
    }
}
