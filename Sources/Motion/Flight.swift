import Geometry
import Layout
import ViewTree

/// Everything known about one state change before it runs (a manifest): which elements
/// persist, which fly in matched groups, which enter and leave, and which animation moves
/// each. `sample(progress:)` is pure, and returns exactly the start state when every
/// progress is 0 and the target layout when every progress is 1.
struct Flight: Sendable {
    enum Track: Sendable {
        /// The same view on both sides: every animatable property interpolates. When its
        /// content cannot (another string, font or image: `ElementInterpolation.compatible`),
        /// the two contents cross-fade additively at the interpolated geometry, as SwiftUI's
        /// default content transition fades them; `crossFade` numbers that cross-fade.
        case persistent(from: FlightPiece, to: PlacedElement, crossFade: Int?)
        /// A matched group whose source changes view.
        case group(MatchedGroupFlight)
        case inserted(PlacedElement, transition: Transition, viewFrame: Rect)
        case removed(FlightPiece, transition: Transition, viewFrame: Rect)
        /// The 10 % black dim over the page under a navigation push or pop.
        case navigationDim(NavigationDim)
        /// A title, back label or toolbar item of a navigation bar during a push or pop.
        case navigationBarItem(NavigationBarItemMotion)
    }

    struct Entry: Sendable {
        var track: Track
        /// Which of the change's animations drives it (see `AnimationScopes`).
        var scope: Int
        /// Which of its two layers a persistent view that a flight crosses draws in
        /// (`FlightPlanner.crossing`; nil: its one).
        var layer: CrossingLayer? = nil
    }

    /// Tracks in draw order.
    let entries: [Entry]

    init(from start: [SampledElement], to target: [PlacedElement], scopes: AnimationScopes = AnimationScopes()) {
        entries = FlightPlanner(from: start.map(FlightPiece.init), leaving: Self.leaving(start),
                                weights: Self.weights(start), to: target, scopes: scopes).entries()
    }

    init(from start: [PlacedElement], to target: [PlacedElement]) {
        self.init(from: start.map(SampledElement.resting), to: target)
    }

    /// Samples every track at the progress of its scope's animation.
    func sample(progress: [Double]) -> [SampledElement] {
        var out: [SampledElement] = []
        for entry in entries {
            let p = progress[entry.scope]
            switch entry.track {
            case .persistent(let a, let b, let crossFade):
                let elements = Self.persistent(a, b, p, crossFade: crossFade)
                out += entry.layer.map { $0.apply(to: elements) } ?? elements
            case .group(let group):
                out += group.sample(progress: p, phaseProgress: p)
            case let .inserted(element, transition, viewFrame):
                var e = element
                TransitionEffect.apply(transition, isInsertion: true, presence: p, viewFrame: viewFrame, to: &e)
                var s = SampledElement.resting(e)
                s.textLayoutSize = element.textLayoutSize
                s.phase = p == 1 ? "identity" : "insertion"
                s.progress = p
                out.append(s)
            case let .removed(piece, transition, viewFrame):
                guard p != 1 else { continue }  // gone once done; a spring may overshoot 1 before
                var e = piece.element
                e.opacity *= piece.weight
                TransitionEffect.apply(transition, isInsertion: false, presence: 1 - p, viewFrame: viewFrame, to: &e)
                var s = SampledElement.resting(e)
                s.textLayoutSize = piece.textLayoutSize
                s.phase = "removal"
                s.progress = p
                s.isLeaving = true
                out.append(s)
            case .navigationDim(let dim):
                if let s = dim.sample(progress: p) { out.append(s) }
            case .navigationBarItem(let motion):
                if let s = motion.sample(progress: p) { out.append(s) }
            }
        }
        return out
    }

    /// The name under an element of the old side of its content cross-fade.
    static let crossFadeOutName = "crossfade-out"

    /// A persistent element at p: one element, or its two contents cross-fading (the old one
    /// as `<identity>/crossfade-out`), each in the colour between the two ends.
    static func persistent(_ a: FlightPiece, _ b: PlacedElement, _ p: Double, crossFade: Int?) -> [SampledElement] {
        var from = a.element
        from.opacity *= a.weight
        var s = SampledElement.resting(ElementInterpolation.persistent(from, b, p))
        s.textLayoutSize = b.textLayoutSize
        s.phase = p == 1 ? "identity" : "animating"
        s.progress = p
        guard let crossFade, p != 1 else { return [s] }
        var old = s
        old.element.identity = b.identity.appending(Self.crossFadeOutName)
        old.element.content = ElementInterpolation.recoloured(a.element.content, a.element.content, b.content, p)
        old.textLayoutSize = a.textLayoutSize
        old.crossFade = CrossFade(id: crossFade, side: 0, weight: min(1, max(0, 1 - p)))
        old.isLeaving = true
        s.element.content = ElementInterpolation.recoloured(b.content, a.element.content, b.content, p)
        s.crossFade = CrossFade(id: crossFade, side: 1, weight: min(1, max(0, p)))
        return [old, s]
    }

    /// Cross-fade weights of the start state, by element identity (1 for plain elements).
    private static func weights(_ start: [SampledElement]) -> [Identity: Double] {
        Dictionary(start.map { ($0.element.identity, $0.crossFade?.weight ?? 1) }, uniquingKeysWith: { a, _ in a })
    }

    private static func leaving(_ start: [SampledElement]) -> Set<Identity> {
        Set(start.filter(\.isLeaving).map(\.element.identity))
    }
}

/// The animations of one change: index 0 is the change's own, then one per scoped subtree
/// (innermost root wins), then the navigation default for page slides in an instant change,
/// then UIKit's own transition timing, which an animated push or pop takes whatever the
/// change's animation is.
public struct AnimationScopes: Sendable {
    public var roots: [Identity]
    /// The scopes that change at once (no animation).
    public var instant: Set<Int>

    public init(roots: [Identity] = [], instant: Set<Int> = []) {
        self.roots = roots
        self.instant = instant
    }

    /// The navigation default's index.
    var navigation: Int { roots.count + 1 }
    /// The index of UIKit's transition timing (`Animation.systemTransition`).
    var system: Int { roots.count + 2 }

    /// The scope a page slide takes: UIKit's timing when the change that makes it is animated,
    /// else the navigation default (instant unless a library caller asked for one).
    func pageScope(for scope: Int) -> Int { instant.contains(scope) ? navigation : system }

    /// The scope of the element or view with this identity: the longest root that prefixes it.
    func scope(of identity: Identity) -> Int {
        var best = 0, bestLength = -1
        for (index, root) in roots.enumerated() where root.components.count > bestLength
            && identity.components.starts(with: root.components) {
            best = index + 1
            bestLength = root.components.count
        }
        return best
    }
}
