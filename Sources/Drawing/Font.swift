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

/// The Dynamic Type text sizes, smallest first, as SwiftUI's `DynamicTypeSize` orders them.
public enum DynamicTypeSize: String, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }

    /// Its place in `allCases`, smallest first.
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// The Dynamic Type text styles (reference §4.1; docs/layout.md, "Dynamic Type").
public enum TextStyle: String, Hashable, Sendable, Codable, CaseIterable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2

    /// Point size, weight and HIG line height at the default size, `.large`.
    public var metrics: (size: Double, weight: FontWeight, leading: Double) {
        (size(at: .large), self == .headline ? .semibold : .regular, leading(at: .large))
    }

    /// The point size at a Dynamic Type size: Apple's Human Interface Guidelines, Typography,
    /// "iOS, iPadOS Dynamic Type sizes" and "larger accessibility type sizes".
    public func size(at category: DynamicTypeSize) -> Double { Self.table[category.rank][column].size }

    /// The HIG's line height (leading) at a Dynamic Type size.
    public func leading(at category: DynamicTypeSize) -> Double { Self.table[category.rank][column].leading }

    private var column: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Size / leading in points, by size (in `DynamicTypeSize.allCases` order, the row's name
    /// beside it) and then by style in `allCases` order: large title, title 1, 2, 3, headline,
    /// body, callout, subhead, footnote, caption 1, 2.
    private static let table: [[(size: Double, leading: Double)]] = [
        /* xSmall */ [(31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16), (11, 13), (11, 13)],
        /* small */ [(32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16), (11, 13), (11, 13)],
        /* medium */ [(33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16), (11, 13), (11, 13)],
        /* large */ [(34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18), (12, 16), (11, 13)],
        /* xLarge */ [(36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20), (14, 19), (13, 18)],
        /* xxLarge */ [(38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22), (16, 21), (15, 20)],
        /* xxxLarge */ [(40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24), (18, 23), (17, 22)],
        /* accessibility1 */ [(44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29), (22, 28), (20, 25)],
        /* accessibility2 */ [(48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33), (26, 32), (24, 30)],
        /* accessibility3 */ [(52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40), (32, 39), (29, 35)],
        /* accessibility4 */ [(56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46), (37, 44), (34, 41)],
        /* accessibility5 */ [(60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52), (43, 51), (40, 48)],
    ]

    /// Tracking in points at the default size (iOS 14+ SF table, reference §4.1).
    public var tracking: Double { SFTracking.points(atSize: size(at: .large)) }
}

/// SF Pro's tracking by point size: Apple's Human Interface Guidelines, Typography, "Tracking
/// values" (iOS, SF Pro), the points column. A size the table skips takes the listed size below.
public enum SFTracking {
    public static func points(atSize size: Double) -> Double {
        table.last { $0.size <= size }?.points ?? table[0].points
    }

    /// Size in points, tracking in points.
    private static let table: [(size: Double, points: Double)] = {
        let small: [Double] = [
            0.24, 0.23, 0.21, 0.17, 0.12, 0.06, 0, -0.08, -0.15, -0.23, -0.31, -0.43, -0.44, -0.45, -0.45,  // 6–20
            -0.36, -0.26, -0.10, 0.07, 0.15, 0.22, 0.29, 0.38, 0.40, 0.40,  // 21–30
            0.39, 0.41, 0.40, 0.40, 0.38, 0.37, 0.36, 0.37, 0.38, 0.37,  // 31–40
            0.36, 0.37, 0.38, 0.37, 0.35, 0.36, 0.37, 0.35, 0.33, 0.34,  // 41–50
            0.35, 0.33, 0.31, 0.32,  // 51–54
        ]
        return small.enumerated().map { (Double($0.offset + 6), $0.element) } + [
            (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14),
            (76, 0.07), (80, 0),
        ]
    }()
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
    /// The Dynamic Type size a text style's font was scaled to (nil: the default, `.large`).
    public var sizeCategory: DynamicTypeSize?
    /// The app's own font (`Font.custom("Avenir", size: 15)`), drawn in the pinned face at
    /// its size; kept so the scene can say so where it is used.
    public var customName: String?

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

    public var tracking: Double {
        guard let textStyle else { return 0 }
        return SFTracking.points(atSize: textStyle.size(at: sizeCategory ?? .large))
    }

    /// The font at a Dynamic Type size: a text style's size scales as the HIG's table does
    /// (a size written with the style, as `relativeTo:` does, in the same ratio); a fixed size
    /// (`.system(size: 12)`) does not.
    public func scaled(to category: DynamicTypeSize) -> Font {
        guard let textStyle, category != (sizeCategory ?? .large) else { return self }
        var f = self
        f.size = size * textStyle.size(at: category) / textStyle.size(at: sizeCategory ?? .large)
        f.sizeCategory = category == .large ? nil : category
        return f
    }
}
