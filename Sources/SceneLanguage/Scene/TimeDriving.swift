import ViewTree

/// Constructs that drive time in an app — `Timer.publish`, `onReceive`,
/// `DispatchQueue.main.asyncAfter`, `onTapGesture`, `onLongPressGesture` — are accepted so
/// pasted code renders. A scene's `timeline { }` expresses time instead: with one, they need
/// no comment; without one, each draws a warning at its own name naming the timeline step
/// that would do the same.
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
