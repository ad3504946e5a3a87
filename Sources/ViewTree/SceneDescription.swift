import SwiftCore
import Drawing
import Geometry

/// The screen a scene is laid out on: a device preset or a custom canvas.
public struct CanvasSpec: Hashable, Sendable {
    public var name: String
    public var size: Size
    public var scale: Double
    public var safeArea: EdgeInsets
    /// Whether Layout draws a status bar (time 9:41, signal, Wi-Fi, battery) in the top inset.
    /// Device presets do; a custom `canvas(…)` does not.
    public var showsStatusBar: Bool
    /// The scene's appearance: `appearance(.dark)`, `render --appearance`, or a
    /// `preferredColorScheme` in the tree; light otherwise.
    public var appearance: ColorScheme = .light
    /// The device's text size setting: `dynamicTypeSize(…)` in the scene block or
    /// `render --dynamic-type`; `.large` otherwise.
    public var dynamicTypeSize: DynamicTypeSize = .large
    /// The iOS whose measured metrics Layout uses where they differ by version (lists and
    /// forms): `iOS(17)` in the scene block or `--ios`; `IOSVersion.pinned` otherwise.
    public var iosVersion: IOSVersion = .pinned

    public init(name: String, size: Size, scale: Double, safeArea: EdgeInsets, showsStatusBar: Bool = false) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.showsStatusBar = showsStatusBar
    }

    /// iPhone 14 (= 12/13/13 Pro): 390 × 844 pt at 3x, safe area 47 / 34 (reference §3.7).
    public static let iPhone14 = CanvasSpec(name: "iPhone14", size: Size(width: 390, height: 844),
                                            scale: 3, safeArea: EdgeInsets(top: 47, bottom: 34), showsStatusBar: true)
    /// iPhone 15 Pro (= 14 Pro/15/16): 393 × 852 pt at 3x, safe area 59 / 34.
    public static let iPhone15Pro = CanvasSpec(name: "iPhone15Pro", size: Size(width: 393, height: 852),
                                               scale: 3, safeArea: EdgeInsets(top: 59, bottom: 34), showsStatusBar: true)
    /// iPhone SE (2nd/3rd gen): 375 × 667 pt at 2x, safe area 20 / 0.
    public static let iPhoneSE = CanvasSpec(name: "iPhoneSE", size: Size(width: 375, height: 667),
                                            scale: 2, safeArea: EdgeInsets(top: 20, bottom: 0), showsStatusBar: true)

    public static let presets: [String: CanvasSpec] = [
        "iPhone14": .iPhone14, "iPhone15Pro": .iPhone15Pro, "iPhoneSE": .iPhoneSE,
    ]
}

/// The iOS versions Matchcut has measured metrics for (docs/layout.md, "iOS versions").
/// iOS 17 and 18 draw lists and forms alike; iOS 26 differs (measured on references
/// recorded on it), and for what no iOS 26 reference shows yet it takes iOS 18's figures,
/// with a note.
public enum IOSVersion: Int, Hashable, Sendable, Codable, CaseIterable, Comparable {
    case iOS17 = 17
    case iOS18 = 18
    case iOS26 = 26

    /// The version a scene draws when it names none. It is pinned, and goldens.json records
    /// the version each golden was drawn for, so a later default never changes a team's
    /// goldens without saying so.
    public static let pinned = IOSVersion.iOS18

    public static func < (a: IOSVersion, b: IOSVersion) -> Bool { a.rawValue < b.rawValue }

    /// The version a number names, by its major version (`17.4` is iOS 17); nil for one
    /// Matchcut has no measurements of. Compared as numbers: no conversion can trap.
    public static func major(_ number: Double) -> IOSVersion? {
        allCases.first { Double($0.rawValue) == number.rounded(.down) }
    }

    /// `17, 18, 26`: for messages.
    public static var names: String { allCases.map { String($0.rawValue) }.joined(separator: ", ") }
}

/// A named layout: one state of the screen (`layout("detail") { … }`).
public struct NamedLayout: Sendable {
    public var name: String
    public var tree: ViewNode
    public var location: SourceLocation

    public init(name: String, tree: ViewNode, location: SourceLocation) {
        self.name = name
        self.tree = tree
        self.location = location
    }
}

/// One state change on the timeline: at `time`, the screen becomes `tree`, animated by
/// `animation` (nil: instant, as a plain assignment in SwiftUI).
public struct StateChange: Sendable {
    public var time: Double
    public var animation: AnimationSpec?
    public var tree: ViewNode
    public var location: SourceLocation
    /// Subtrees that animate with a transaction of their own: an `onChange` that calls
    /// `withAnimation(.easeInOut(duration: 0.3)) { proxy.scrollTo(…) }` animates that scroll
    /// view with 0.3 s while the rest follows `animation`. Innermost root wins.
    public var scopedAnimations: [ScopedAnimation]
    /// Set when no state changed and only these views were built again on their schedule
    /// (a `TimelineView`, a timer text): they change at once, while animations running
    /// elsewhere run on as if the change had not come.
    public var redraws: [Identity] = []
    /// Writes of the same action made outside its animation, which SwiftUI commits as
    /// updates of their own: `instantStart` is the screen after those made before the first
    /// animated write (the animation starts from it); `animatedEnd`, the screen after the
    /// animated writes, when writes outside the animation follow them (their views change at
    /// once, while the rest animate to `animatedEnd`). nil when the action made one kind.
    public var instantStart: ViewNode?
    public var animatedEnd: ViewNode?
    /// Made under `Transaction.disablesAnimations`: a push or pop it makes is instant too.
    public var disablesAnimations = false

    public init(time: Double, animation: AnimationSpec?, tree: ViewNode, location: SourceLocation,
                scopedAnimations: [ScopedAnimation] = []) {
        self.time = time
        self.animation = animation
        self.tree = tree
        self.location = location
        self.scopedAnimations = scopedAnimations
    }
}

/// An animation for the elements under one view (identity prefix `root`).
public struct ScopedAnimation: Sendable {
    public var root: Identity
    /// nil: that subtree changes instantly.
    public var animation: AnimationSpec?

    public init(root: Identity, animation: AnimationSpec?) {
        self.root = root
        self.animation = animation
    }
}

/// Where the timeline's cursor stands after one `wait(…)`, and where that wait is written:
/// the frame budget, counted after motion is planned, points at the wait that crosses it.
public struct TimelineMark: Sendable {
    public var time: Double
    public var location: SourceLocation

    public init(time: Double, location: SourceLocation) {
        self.time = time
        self.location = location
    }
}

/// What one step of the timeline reached (`matchcut check` lists them): the verb as written,
/// where and when it ran, and the code it ran (`Button "Delete" at scene.swift:12:9`).
public struct VerbReach: Sendable, Equatable {
    public var time: Double
    public var verb: String
    public var location: SourceLocation
    public var targets: [String]

    public init(time: Double, verb: String, location: SourceLocation, targets: [String]) {
        self.time = time
        self.verb = verb
        self.location = location
        self.targets = targets
    }
}

/// A scene after evaluation: everything later stages need, with no source text left.
public struct SceneDescription: Sendable {
    public var title: String
    public var file: String
    public var canvas: CanvasSpec
    public var fps: Int
    public var layouts: [NamedLayout]
    /// The screen before the timeline starts.
    public var initial: ViewNode
    /// The timeline's state changes, in time order.
    public var changes: [StateChange]
    /// Where the timeline's cursor ends (the sum of its waits). Animations may run past it.
    public var timelineEnd: Double
    /// Times the scene names as its golden key frames (a `goldens { … }` block); empty means
    /// the default: start, ¼, ½, ¾ and end of every transition.
    public var keyTimes: [Double] = []
    /// Key frames the scene names (`key("card-open", transition: 0, progress: 0.5)` in its
    /// `goldens { … }` block): kept as `<name>.png`, so a transition inserted before them
    /// renames nothing.
    public var namedKeys: [NamedKeyFrame] = []
    /// The timeline's waits, in order.
    public var waits: [TimelineMark] = []
    /// What each of the timeline's verbs reached, in order.
    public var reaches: [VerbReach] = []
    /// What runs the app's closures Layout calls (a GeometryReader's content), when the
    /// scene has any: SceneLanguage reads back what they reported.
    public var layoutTime: (any LayoutTimeHost)?

    public init(title: String, file: String, canvas: CanvasSpec, fps: Int, layouts: [NamedLayout],
                initial: ViewNode, changes: [StateChange], timelineEnd: Double) {
        self.title = title
        self.file = file
        self.canvas = canvas
        self.fps = fps
        self.layouts = layouts
        self.initial = initial
        self.changes = changes
        self.timelineEnd = timelineEnd
    }
}

/// A golden key frame the scene names: a moment of one transition (`transition`, `progress`)
/// or a time of the timeline (`time`).
public struct NamedKeyFrame: Sendable, Equatable {
    public var name: String
    public var transition: Int?
    public var progress: Double?
    public var time: Double?
    public var location: SourceLocation

    public init(name: String, transition: Int? = nil, progress: Double? = nil, time: Double? = nil, location: SourceLocation) {
        self.name = name
        self.transition = transition
        self.progress = progress
        self.time = time
        self.location = location
    }

    /// The golden's file name.
    public var fileName: String { name + ".png" }
}
