import SwiftCore
import ViewTree

/// SwiftUI API newer than the scene's iOS (`iOS(…)`, 18 by default): the app could not call
/// it unguarded on that iOS, so the scene says which iOS it means. A call inside `if
/// #available(iOS 26, *)` is not reached on an older scene's iOS, and is not flagged.
///
/// Introduction versions from Apple's documentation of each symbol. iOS 17 is the oldest
/// version Matchcut draws, so only iOS 18 and iOS 26 API is listed.
enum Availability {
    static let introduced: [String: Int] = [
        // iOS 18
        "Tab": 18, "navigationTransition": 18, "matchedTransitionSource": 18, "onScrollGeometryChange": 18,
        "onScrollPhaseChange": 18, "onScrollVisibilityChange": 18,
        // iOS 26
        "glassEffect": 26,
    ]

    /// Warns at `location` when `name` is newer than the scene's iOS.
    static func check(_ name: String, _ it: Interpreter, at location: SourceLocation) {
        guard let version = introduced[name], Double(version) > it.iosVersion else { return }
        let scene = IOSVersion.major(it.iosVersion) ?? .pinned
        it.diagnostics.add(.newerThanScene(name, introduced: version, scene: scene.rawValue), at: location)
    }
}
