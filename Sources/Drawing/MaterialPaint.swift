import Geometry

/// SwiftUI's `Material` (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`), and iOS 26's
/// glass (`glassEffect`), drawn as an approximation of it (docs/drawing.md, "Materials").
public enum MaterialStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case ultraThin, thin, regular, thick, ultraThick, bar
    /// `Glass.regular` and `Glass.clear`.
    case glass, clearGlass
}

/// A material filling a shape: what is drawn behind the shape, blurred and tinted as the
/// material is in its appearance.
public struct MaterialPaint: Hashable, Sendable, Codable {
    public var style: MaterialStyle
    public var appearance: ColorScheme
    /// A glass's tint (`Glass.regular.tint(.blue)`); nil for materials.
    public var tint: Color?

    public init(style: MaterialStyle, appearance: ColorScheme = .light, tint: Color? = nil) {
        self.style = style
        self.appearance = appearance
        self.tint = tint
    }

    /// How the material is made: the backdrop's blur, then layers composited over it.
    public var recipe: MaterialRecipe { MaterialRecipe.of(style, appearance, tint: tint) }
}

/// A material's recipe: a Gaussian blur of what lies behind it (`blur` is the standard
/// deviation in points), then each layer painted over it with its blend mode, and for glass a
/// light rim along the shape's edge.
///
/// The layer colours are those of Apple's design kits (iOS 14 Sketch, iOS 18 Figma), as the
/// recreations that read them publish them; the blend modes, blurs and the values the kits do
/// not give (ultraThick, glass) are derived in docs/drawing.md, "Materials".
public struct MaterialRecipe: Hashable, Sendable {
    public struct Layer: Hashable, Sendable {
        public var color: Color
        public var blend: BlendMode
    }

    public var blur: Double
    public var layers: [Layer]
    /// The rim's opacity at the top of the shape (glass only; 0: none).
    public var rim: Double

    static func of(_ style: MaterialStyle, _ appearance: ColorScheme, tint: Color?) -> MaterialRecipe {
        func grey(_ v: Int, _ opacity: Double = 1) -> Color { Color(rgb255: v, v, v, opacity: opacity) }
        func light(_ dodge: Int, _ lift: Int, _ amount: Double) -> [Layer] {
            [Layer(color: grey(dodge), blend: .colorDodge), Layer(color: grey(lift, amount), blend: .screen)]
        }
        func dark(_ overlay: Int, _ amount: Double) -> [Layer] {
            [Layer(color: grey(overlay), blend: .overlay), Layer(color: grey(0x25, amount), blend: .normal)]
        }
        let isDark = appearance == .dark
        switch style {
        case .ultraThin: return MaterialRecipe(blur: 12, layers: isDark ? dark(0x9C, 0.55) : light(0x0D, 0xBF, 0.44), rim: 0)
        case .thin: return MaterialRecipe(blur: 12, layers: isDark ? dark(0x9C, 0.70) : light(0x33, 0xA6, 0.70), rim: 0)
        case .regular: return MaterialRecipe(blur: 12, layers: isDark ? dark(0x8C, 0.82) : light(0x38, 0xB3, 0.82), rim: 0)
        case .thick: return MaterialRecipe(blur: 12, layers: isDark ? dark(0x7C, 0.90) : light(0x5C, 0x99, 0.97), rim: 0)
        case .ultraThick:
            let top = Layer(color: isDark ? grey(0, 0.3) : grey(255, 0.3), blend: .normal)
            return MaterialRecipe(blur: 12, layers: (isDark ? dark(0x7C, 0.97) : light(0x5C, 0x99, 1)) + [top], rim: 0)
        case .bar:
            return MaterialRecipe(blur: 10, layers: [Layer(color: isDark ? grey(0x1D, 0.94) : grey(0xF9, 0.94), blend: .normal)], rim: 0)
        case .glass, .clearGlass:
            let clear = style == .clearGlass
            var layers = [Layer(color: isDark ? grey(0, clear ? 0.1 : 0.25) : grey(255, clear ? 0.08 : 0.22), blend: .normal)]
            if let tint { layers.append(Layer(color: tint.withOpacity(0.35), blend: .normal)) }
            return MaterialRecipe(blur: clear ? 2 : 5, layers: layers, rim: clear ? 0.35 : 0.55)
        }
    }
}
