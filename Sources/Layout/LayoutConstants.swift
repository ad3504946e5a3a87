import Geometry

/// Every layout constant Matchcut chose, in one place. Values marked uncertain in
/// shared/docs/swiftui-reference.md are explained in docs/layout.md.
public enum LayoutConstants {
    /// Spacing between two views in a stack with `spacing: nil`, and a Spacer's default
    /// minimum length (reference §3.2). Matchcut uses 8 for every pair, text included.
    public static let defaultSpacing: Double = 8
    /// `.padding()` with no length (reference §3.2).
    public static let defaultPadding: Double = 16
    /// `Divider()`'s thickness: one pixel at 3x, as UIKit's hairline separators.
    public static let dividerThickness: Double = 1.0 / 3.0
    /// `separator` in light mode (reference §5).
    public static let separatorColor = Color(rgb255: 60, 60, 67, opacity: 0.29)
}
