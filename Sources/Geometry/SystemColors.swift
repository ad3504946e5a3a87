/// The iOS system colours in light mode (iOS 15–18 values), by their SwiftUI and UIKit names.
///
/// Source: shared/docs/swiftui-reference.md §5. iOS 26 shifted several hues; Matchcut keeps
/// the long-lived iOS 15–18 palette so renders match the screenshots most teams have.
public enum SystemColors {
    /// `Color.red`, `Color.blue`, … (SwiftUI) = `UIColor.systemRed`, … (UIKit).
    public static let named: [String: Color] = [
        "red": Color(rgb255: 255, 59, 48),
        "orange": Color(rgb255: 255, 149, 0),
        "yellow": Color(rgb255: 255, 204, 0),
        "green": Color(rgb255: 52, 199, 89),
        "mint": Color(rgb255: 0, 199, 190),
        "teal": Color(rgb255: 48, 176, 199),
        "cyan": Color(rgb255: 50, 173, 230),
        "blue": Color(rgb255: 0, 122, 255),
        "indigo": Color(rgb255: 88, 86, 214),
        "purple": Color(rgb255: 175, 82, 222),
        "pink": Color(rgb255: 255, 45, 85),
        "brown": Color(rgb255: 162, 132, 94),
        "gray": Color(rgb255: 142, 142, 147),
        "black": .black,
        "white": .white,
        "clear": .clear,
        "primary": .black,
        "secondary": Color(rgb255: 60, 60, 67, opacity: 0.6),
    ]

    /// The semantic UIKit colours, for `Color(.secondarySystemBackground)` and friends.
    public static let semantic: [String: Color] = [
        "systemBackground": .white,
        "secondarySystemBackground": Color(rgb255: 242, 242, 247),
        "tertiarySystemBackground": .white,
        "systemGroupedBackground": Color(rgb255: 242, 242, 247),
        "secondarySystemGroupedBackground": .white,
        "systemGray": Color(rgb255: 142, 142, 147),
        "systemGray2": Color(rgb255: 174, 174, 178),
        "systemGray3": Color(rgb255: 199, 199, 204),
        "systemGray4": Color(rgb255: 209, 209, 214),
        "systemGray5": Color(rgb255: 229, 229, 234),
        "systemGray6": Color(rgb255: 242, 242, 247),
        "label": .black,
        "secondaryLabel": Color(rgb255: 60, 60, 67, opacity: 0.6),
        "tertiaryLabel": Color(rgb255: 60, 60, 67, opacity: 0.3),
        "quaternaryLabel": Color(rgb255: 60, 60, 67, opacity: 0.18),
        "separator": Color(rgb255: 60, 60, 67, opacity: 0.29),
        "opaqueSeparator": Color(rgb255: 198, 198, 200),
        "systemFill": Color(rgb255: 120, 120, 128, opacity: 0.2),
        "secondarySystemFill": Color(rgb255: 120, 120, 128, opacity: 0.16),
        "tertiarySystemFill": Color(rgb255: 118, 118, 128, opacity: 0.12),
        "quaternarySystemFill": Color(rgb255: 116, 116, 128, opacity: 0.08),
    ]
}
