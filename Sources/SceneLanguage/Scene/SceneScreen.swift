import SwiftCore
import Geometry
import ViewTree

/// How a running scene sees its own screen, the way a UI test sees the app: the timeline's
/// verbs (`tap`, `drag`…) find views in the layout on screen at that moment, and its clock
/// needs to know when an animation is done. SceneLanguage knows no layout and no timing
/// curve: Matchcut answers through Layout and Motion, as Layout's `TextMeasurer` is answered
/// by Render.
public protocol SceneScreen: AnyObject {
    /// Lays out the screen `tree` shows.
    func layout(_ tree: ViewNode) -> any ScreenLayout
    /// Seconds from an animation's start until it is done, by the settling rule
    /// (docs/motion.md): when `withAnimation`'s completion runs, and how long a scene lasts.
    func settlingTime(of animation: AnimationSpec) -> Double
}

/// One screen, laid out: where a finger touches its views.
public protocol ScreenLayout {
    /// Where a finger lands to touch the view `identity` (what it draws that nothing covers);
    /// nil when it is not on screen.
    func touchPoint(of identity: Identity) -> Point?
    /// The drawn view a touch at `point` lands on.
    func view(at point: Point) -> Identity?
    /// What a UI test finds the view by: its texts, image and symbol names, in draw order.
    func labels(of identity: Identity) -> [String]
    /// The geometry the view marked `Modifier.reportsGeometry(key)` was placed with; nil when
    /// it is not on screen.
    func geometry(reportedAs key: String) -> GeometryProxyValues?
    /// The values the views inside the observer marked `Modifier.observesPreferences(key)` set,
    /// by preference key; nil when the observer is not on screen.
    func preferences(reportedTo observer: String) -> [String: [PreferenceToken]]?
    /// The scroll geometry the scroll view marked `Modifier.reportsScrollGeometry(key)` was
    /// placed with; nil when it is not on screen.
    func scrollGeometry(reportedAs key: String) -> ScrollGeometryValues?
}
