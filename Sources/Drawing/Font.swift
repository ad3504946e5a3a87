/// A font weight, with SwiftUI's names and the CSS-like numeric weight used to pick a face.
public enum FontWeight: String, Hashable, Sendable, Codable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class (100…900).
    public var numeric: Int {
        switch self {
        case .ultraLight: 200
        case .thin: 100
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

public enum FontDesign: String, Hashable, Sendable, Codable, CaseIterable {
    case `default`, rounded, serif, monospaced
}

/// The Dynamic Type text styles at the default "Large" size (reference §4.1).
public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size, weight and HIG line height.
    public var metrics: (size: Double, weight: FontWeight, leading: Double) {
        switch self {
        case .largeTitle: (34, .regular, 41)
        case .title: (28, .regular, 34)
        case .title2: (22, .regular, 28)
        case .title3: (20, .regular, 25)
        case .headline: (17, .semibold, 22)
        case .body: (17, .regular, 22)
        case .callout: (16, .regular, 21)
        case .subheadline: (15, .regular, 20)
        case .footnote: (13, .regular, 18)
        case .caption: (12, .regular, 16)
        case .caption2: (11, .regular, 13)
        }
    }

    /// Tracking in points (iOS 14+ SF table, reference §4.1).
    public var tracking: Double {
        switch self {
        case .largeTitle: 0.40
        case .title: 0.38
        case .title2: -0.26
        case .title3: -0.45
        case .headline, .body: -0.43
        case .callout: -0.31
        case .subheadline: -0.23
        case .footnote: -0.08
        case .caption: 0
        case .caption2: 0.06
        }
    }
}

/// A resolved font request: what Text asks the text measurer and the renderer for.
public struct Font: Hashable, Sendable, Codable {
    public var size: Double
    public var weight: FontWeight
    public var design: FontDesign
    /// The text style this came from, if any (it carries tracking and line height).
    public var textStyle: TextStyle?
    /// `.italic()`: Inter's italic faces (CJK stays upright: Noto Sans CJK has no italic).
    public var italic = false
    /// `.monospacedDigit()`: digits of one width (Inter's tabular figures, `tnum`).
    public var monospacedDigit = false

    public init(size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
                textStyle: TextStyle? = nil) {
        self.size = size
        self.weight = weight
        self.design = design
        self.textStyle = textStyle
    }

    public init(style: TextStyle) {
        let m = style.metrics
        self.init(size: m.size, weight: m.weight, textStyle: style)
    }

    /// `Font.body`, the default for Text.
    public static let body = Font(style: .body)

    /// `.bold()`: the bold trait, weight 700, for every style (reference §4.1 leaves the
    /// per-style emphasized weight uncertain; one rule keeps it predictable).
    public func bold() -> Font {
        var f = self
        f.weight = .bold
        return f
    }

    public var tracking: Double { textStyle?.tracking ?? 0 }
}
