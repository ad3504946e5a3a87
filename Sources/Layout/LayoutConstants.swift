import Geometry

/// Every layout constant Matchcut chose, in one place. Values marked uncertain in
/// shared/docs/swiftui-reference.md are explained in docs/layout.md.
public enum LayoutConstants {
    /// Spacing between two views in a stack with `spacing: nil`, and a Spacer's default
    /// minimum length (reference §3.2). Matchcut uses 8 for every pair, text included.
    public static let defaultSpacing: Double = 8
    /// `.padding()` with no length (reference §3.2).
    public static let defaultPadding: Double = 16
    /// `Divider()`'s and a List separator's thickness, in device pixels: one, as UIKit's
    /// hairlines (⅓ pt on a 3x screen, ½ pt at 2x).
    public static let hairlinePixels: Double = 1
    /// `separator` in light mode (reference §5).
    public static let separatorColor = SystemColors.semantic["separator"]!
}

extension LayoutConstants {
    /// Page-style TabView index dots: UIPageControl's 8-pt dots, 8 pt apart, their centres
    /// 18 pt above the TabView's bottom; the current one opaque white, the others at 50 %.
    public static let pageDotDiameter: Double = 8
    public static let pageDotSpacing: Double = 8
    public static let pageDotsBottomInset: Double = 14
    public static let pageDotInactiveOpacity: Double = 0.5
}
