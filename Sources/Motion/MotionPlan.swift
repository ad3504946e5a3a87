import SwiftCore
import Geometry
import Layout
import ViewTree

/// A state change with its solved target layout.
public struct PlannedChange: Sendable {
    public var time: Double
    /// nil: the change is instant.
    public var animation: Animation?
    public var target: LayoutSnapshot
    /// Subtrees that animate with their own animation (innermost root wins).
    public var scoped: [ScopedChange]
    /// Where the change was written, for diagnostics.
    public var location: SourceLocation
    /// Set when the change only draws these views again on their schedule (a `TimelineView`):
    /// they change at once, and an animation running elsewhere runs on (ChangeStage).
    public var redraws: [Identity]
    /// Writes of the change's action made outside its animation (`StateChange.instantStart`,
    /// `animatedEnd`): the views they change, change at once, while the rest animate.
    public var instantStart: LayoutSnapshot?
    /// Made under `Transaction.disablesAnimations`: even a push or pop is instant.
    public var disablesAnimations: Bool
    public var animatedEnd: LayoutSnapshot?

    public init(time: Double, animation: Animation?, target: LayoutSnapshot, scoped: [ScopedChange] = [],
                location: SourceLocation = .unknown, redraws: [Identity] = [], disablesAnimations: Bool = false,
                instantStart: LayoutSnapshot? = nil, animatedEnd: LayoutSnapshot? = nil) {
        self.redraws = redraws
        self.disablesAnimations = disablesAnimations
        self.instantStart = instantStart
        self.animatedEnd = animatedEnd
        self.time = time
        self.animation = animation
        self.target = target
        self.scoped = scoped
        self.location = location
    }
}

/// An animation for the elements under `root` (`StateChange.scopedAnimations`).
public struct ScopedChange: Sendable {
    public var root: Identity
    public var animation: Animation?

    public init(root: Identity, animation: Animation?) {
        self.root = root
        self.animation = animation
    }
}

/// The whole motion of a scene: a start layout and timed changes. `sample(at:)` is a pure
/// function of the plan and the time, so frames render in any order and on any thread.
///
/// A change that arrives while an earlier one runs retargets it (reference §1.5): a spring
/// merges, starting from the values and velocities on screen at that instant; any other
/// curve lets the earlier animation finish and animates from its live value.
public struct MotionPlan: Sendable {
    public let canvas: CanvasSpec
    public let initial: LayoutSnapshot
    public let changes: [PlannedChange]
    /// When the last animation has settled, or the timeline's end if that is later.
    public let duration: Double
    /// What page slides use when their change has no animation (and does not disable
    /// animations): iOS slides them with UIKit's push, `defaultNavigationAnimation`, which
    /// scenes use (docs/motion.md); nil, the default here, makes such a push or pop instant.
    public let navigationAnimation: Animation?
    let stages: [ChangeStage]

    /// UIKit's push (`Animation.systemTransition`), for callers that want unanimated path
    /// changes to slide anyway.
    public static let defaultNavigationAnimation = Animation.systemTransition

    public init(initial: LayoutSnapshot, changes: [PlannedChange], timelineEnd: Double,
                navigationAnimation: Animation? = nil) {
        self.canvas = initial.canvas
        self.initial = initial
        self.changes = changes.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        self.navigationAnimation = navigationAnimation
        var stages: [ChangeStage] = []
        for change in self.changes {
            stages.append(ChangeStage(change: change, navigation: navigationAnimation, initial: initial.elements, earlier: stages))
        }
        self.stages = stages
        self.duration = max(timelineEnd, stages.map(\.shownEnd).max() ?? 0)
    }

    /// The frame count at `fps`: frames sit at i / fps for i = 0…n−1, the last one at or
    /// after `duration`, so it shows the settled state.
    /// A plan longer than any frame budget (or infinite) counts `Int.max / 2` frames.
    public func frameCount(fps: Int) -> Int {
        let frames = (duration * Double(fps) - 1e-9).rounded(.up)
        guard frames < 1e15 else { return Int.max / 2 }  // false for NaN too
        return Int(max(0, frames)) + 1
    }

    /// What is on screen at `time` seconds.
    public func sample(at time: Double) -> SampledFrame {
        guard let index = changes.lastIndex(where: { $0.time <= time }) else {
            return SampledFrame(time: time, canvas: canvas, elements: initial.elements.map(SampledElement.resting))
        }
        let elements = ChangeStage.state(at: time, through: index, stages: stages, initial: initial.elements)
        return SampledFrame(time: time, canvas: canvas, elements: elements, transition: index,
                            progress: stages[index].progress(at: time)[0])
    }
}

extension SampledElement {
    /// An element at rest, as laid out.
    static func resting(_ e: PlacedElement) -> SampledElement {
        SampledElement(element: e, kind: e.content.kindName, matched: e.matched.last?.effect.key,
                       textLayoutSize: e.textLayoutSize, crossFade: nil, phase: "identity", progress: nil)
    }
}
