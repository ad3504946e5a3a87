/// The iOS system colours (iOS 15–18 values), by their SwiftUI and UIKit names, each with its
/// dark-appearance variant.
///
/// Sources: shared/docs/swiftui-reference.md §5 for light; the dark values are Apple's
/// (UIKit's dynamic system colours, as OpenSwiftUI's `DefaultSystemColorDefinition_PhoneTV`
/// and the HIG's colour table list them; docs/drawing.md, "Dark mode"). iOS 26 shifted
/// several hues; Matchcut keeps the long-lived iOS 15–18 palette so renders match the
/// screenshots most teams have.
public enum SystemColors {
    private static func rgb(_ r: Int, _ g: Int, _ b: Int, _ opacity: Double = 1,
                            dark dr: Int, _ dg: Int, _ db: Int, _ darkOpacity: Double? = nil) -> Color {
        Color(rgb255: r, g, b, opacity: opacity).darkVariant(Color(rgb255: dr, dg, db, opacity: darkOpacity ?? opacity))
    }

    /// `Color.red`, `Color.blue`, … (SwiftUI) = `UIColor.systemRed`, … (UIKit).
    public static let named: [String: Color] = [
        "red": rgb(255, 59, 48, dark: 255, 69, 58),
        "orange": rgb(255, 149, 0, dark: 255, 159, 10),
        "yellow": rgb(255, 204, 0, dark: 255, 214, 10),
        "green": rgb(52, 199, 89, dark: 48, 209, 88),
        "mint": rgb(0, 199, 190, dark: 99, 230, 226),
        "teal": rgb(48, 176, 199, dark: 64, 200, 224),
        "cyan": rgb(50, 173, 230, dark: 100, 210, 255),
        "blue": rgb(0, 122, 255, dark: 10, 132, 255),
        "indigo": rgb(88, 86, 214, dark: 94, 92, 230),
        "purple": rgb(175, 82, 222, dark: 191, 90, 242),
        "pink": rgb(255, 45, 85, dark: 255, 55, 95),
        "brown": rgb(162, 132, 94, dark: 172, 142, 104),
        "gray": Color(rgb255: 142, 142, 147),
        "black": .black,
        "white": .white,
        "clear": .clear,
        "primary": label,
        "secondary": secondaryLabel,
    ]

    /// `label`: black in light, white in dark.
    public static let label = Color.black.darkVariant(.white)
    public static let secondaryLabel = rgb(60, 60, 67, 0.6, dark: 235, 235, 245)
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3, dark: 235, 235, 245)
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18, dark: 235, 235, 245, 0.16)
    /// `systemBackground`: white in light, black in dark.
    public static let background = Color.white.darkVariant(.black)
    public static let secondaryBackground = rgb(242, 242, 247, dark: 28, 28, 30)
    public static let tertiaryBackground = rgb(255, 255, 255, dark: 44, 44, 46)
    public static let separator = rgb(60, 60, 67, 0.29, dark: 84, 84, 88, 0.6)
    public static let opaqueSeparator = rgb(198, 198, 200, dark: 56, 56, 58)
    public static let fill = rgb(120, 120, 128, 0.2, dark: 120, 120, 128, 0.36)
    public static let secondaryFill = rgb(120, 120, 128, 0.16, dark: 120, 120, 128, 0.32)
    public static let tertiaryFill = rgb(118, 118, 128, 0.12, dark: 118, 118, 128, 0.24)
    public static let quaternaryFill = rgb(116, 116, 128, 0.08, dark: 116, 116, 128, 0.18)

    /// The semantic UIKit colours, for `Color(.secondarySystemBackground)` and friends.
    public static let semantic: [String: Color] = [
        "systemBackground": background,
        "secondarySystemBackground": secondaryBackground,
        "tertiarySystemBackground": tertiaryBackground,
        "systemGroupedBackground": rgb(242, 242, 247, dark: 0, 0, 0),
        "secondarySystemGroupedBackground": rgb(255, 255, 255, dark: 28, 28, 30),
        "tertiarySystemGroupedBackground": rgb(242, 242, 247, dark: 44, 44, 46),
        "systemGray": Color(rgb255: 142, 142, 147),
        "systemGray2": rgb(174, 174, 178, dark: 99, 99, 102),
        "systemGray3": rgb(199, 199, 204, dark: 72, 72, 74),
        "systemGray4": rgb(209, 209, 214, dark: 58, 58, 60),
        "systemGray5": rgb(229, 229, 234, dark: 44, 44, 46),
        "systemGray6": rgb(242, 242, 247, dark: 28, 28, 30),
        "label": label,
        "secondaryLabel": secondaryLabel,
        "tertiaryLabel": tertiaryLabel,
        "quaternaryLabel": quaternaryLabel,
        "placeholderText": tertiaryLabel,
        "separator": separator,
        "opaqueSeparator": opaqueSeparator,
        "systemFill": fill,
        "secondarySystemFill": secondaryFill,
        "tertiarySystemFill": tertiaryFill,
        "quaternarySystemFill": quaternaryFill,
        "link": rgb(0, 122, 255, dark: 10, 132, 255),
        "lightText": Color(red: 1, green: 1, blue: 1, opacity: 0.6),
        "darkText": .black,
    ]

    /// The UIKit spellings of the named colours (`Color(.systemBlue)`, `UIColor.systemRed`).
    public static func uiKit(_ name: String) -> Color? {
        if let c = semantic[name] { return c }
        guard name.hasPrefix("system"), name.count > 6 else { return nil }
        let rest = name.dropFirst(6)
        return named[rest.prefix(1).lowercased() + rest.dropFirst()]
    }
}
