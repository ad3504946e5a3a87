import SwiftCore
import ViewTree

/// Timers, delays and tasks run on the scene's clock (TimelineRunner). Gestures run only when
/// a timeline verb touches their view: in a scene without a `timeline { }`, an `onTapGesture`
/// or `onLongPressGesture` never runs, and draws a warning at its own name naming the verb
/// that would run it.
extension Interpreter {
    func drivesTime(api: String, hint: String, at location: SourceLocation) {
        guard !sceneHasTimeline else { return }
        diagnostics.add(.drivesTime(api: api, replacement: hint), at: location)
    }

    /// After evaluation: a `TabView` never given `.tabViewStyle(.page)` is drawn as pages.
    func reportUnstyledTabViews() {
        for location in build.unstyledTabViews { diagnostics.add(.tabViewNotPaged, at: location) }
        build.unstyledTabViews = []
    }
}
