import Geometry
import Layout
import ViewTree

/// One change of a `MotionPlan`, with everything known before it runs: its animations, its
/// flight, and how it takes over from the change before it (reference §1.5).
struct ChangeStage: Sendable {
    let time: Double
    /// By scope (see `AnimationScopes`): the change's own, the scoped ones, the navigation
    /// default, UIKit's transition timing.
    let animations: [Animation?]
    let scopes: AnimationScopes
    let target: [PlacedElement]
    /// nil when the start follows the earlier change's live value (a non-merging arrival
    /// while it runs): the flight is then planned from the live state at each instant.
    let flight: Flight?
    /// Merging springs: each element's velocity at the moment of the change, in points per second.
    let velocities: [Identity: ElementVelocity]
    /// By scope: the elapsed time after which the carried velocity is spent.
    let carryEnds: [Double]
    /// When every animation of this change has settled.
    let end: Double

    /// Finite-difference step for velocities at an interruption (seconds).
    static let velocityStep = 1e-5
    /// A carried velocity is cut once its remaining effect is below this (points).
    static let carryTolerance = 1e-3

    init(change: PlannedChange, navigation: Animation?, initial: [PlacedElement], earlier: [ChangeStage]) {
        time = change.time
        target = change.target.elements
        let animations = [change.animation] + change.scoped.map(\.animation) + [navigation, .systemTransition]
        let scopes = AnimationScopes(roots: change.scoped.map(\.root),
                                     instant: Set(animations.indices.filter { animations[$0] == nil }))
        self.animations = animations
        self.scopes = scopes

        let k = earlier.count
        let running = k > 0 && earlier[k - 1].end > change.time
        let merges = change.animation?.retargeting == .merge
        let start = Self.state(at: change.time, through: k - 1, stages: earlier, initial: initial)
        let planned = Flight(from: start, to: change.target.elements, scopes: scopes)
        flight = running && !merges ? nil : planned

        var velocities: [Identity: ElementVelocity] = [:]
        if running && merges {
            let h = Self.velocityStep
            let before = Self.state(at: change.time - h, through: k - 1, stages: earlier, initial: initial)
            let after = Self.state(at: change.time + h, through: k - 1, stages: earlier, initial: initial)
            for b in after {
                guard velocities[b.element.identity] == nil,
                      let a = before.first(where: { $0.element.identity == b.element.identity }) else { continue }
                velocities[b.element.identity] = ElementVelocity(from: a.element, to: b.element, over: 2 * h)
            }
        }
        self.velocities = velocities
        let fastest = velocities.values.map(\.largestComponent).max() ?? 0
        let carryEnds = animations.map { animation -> Double in
            guard let animation, animation.retargeting == .merge, case .spring(let spring) = animation.curve else { return 0.0 }
            let local = spring.carrySettlingTime(velocity: fastest / animation.speed, tolerance: Self.carryTolerance)
            return animation.delay + local / animation.speed
        }
        self.carryEnds = carryEnds
        // An animation counts only when something moves with it (a push under withAnimation moves
        // its pages with UIKit's timing, not the change's).
        let used = Set(planned.entries.map(\.scope))
        let lengths = animations.indices.compactMap { i -> Double? in
            guard let animation = animations[i], used.contains(i) else { return nil }
            return max(animation.duration, carryEnds[i])
        }
        end = change.time + (lengths.max() ?? 0)
    }

    /// Progress by scope at absolute time t (1 for instant scopes).
    func progress(at t: Double) -> [Double] {
        if t >= end { return animations.map { _ in 1 } }
        return animations.map { $0?.progress(at: t - time) ?? 1 }
    }

    /// What is on screen at time t, given the changes up to and including `index`.
    static func state(at t: Double, through index: Int, stages: [ChangeStage], initial: [PlacedElement]) -> [SampledElement] {
        guard index >= 0 else { return initial.map(SampledElement.resting) }
        let stage = stages[index]
        // Settled: the target exactly as laid out, in its own draw order (a flight draws
        // groups at their places, which at rest are the layout's again).
        if t >= stage.end { return stage.target.map(SampledElement.resting) }
        let flight = stage.flight
            ?? Flight(from: state(at: t, through: index - 1, stages: stages, initial: initial), to: stage.target, scopes: stage.scopes)
        var out = flight.sample(progress: stage.progress(at: t))
        guard !stage.velocities.isEmpty else { return out }
        for i in out.indices {
            let identity = out[i].element.identity
            // A matched element drawn once carries on from its start element, which may be
            // another view's (a card's cover flying back is the detail's cover a moment ago).
            guard let velocity = stage.velocities[identity] ?? out[i].startIdentity.flatMap({ stage.velocities[$0] }) else { continue }
            let scope = stage.scopes.scope(of: identity)
            let g = stage.animations[scope]?.carriedDisplacement(at: t - stage.time, settle: stage.carryEnds[scope]) ?? 0
            if g != 0 { velocity.carry(&out[i].element, by: g) }
        }
        return out
    }
}

/// How fast an element's frame and clips move, per second (x, y, width, height each).
struct ElementVelocity: Sendable {
    var frame: Rect
    var clips: [Rect]

    init(from a: PlacedElement, to b: PlacedElement, over dt: Double) {
        frame = Self.rate(a.frame, b.frame, dt)
        clips = a.clips.count == b.clips.count ? zip(a.clips, b.clips).map { Self.rate($0.rect, $1.rect, dt) } : []
    }

    var largestComponent: Double {
        ([frame] + clips).map { max(abs($0.minX), abs($0.minY), abs($0.width), abs($0.height)) }.max() ?? 0
    }

    /// Adds velocity × g to the frame and clips.
    func carry(_ e: inout PlacedElement, by g: Double) {
        e.frame = Self.add(e.frame, frame, g)
        if clips.count == e.clips.count {
            for i in e.clips.indices { e.clips[i].rect = Self.add(e.clips[i].rect, clips[i], g) }
        }
    }

    static func rate(_ a: Rect, _ b: Rect, _ dt: Double) -> Rect {
        Rect(x: (b.minX - a.minX) / dt, y: (b.minY - a.minY) / dt, width: (b.width - a.width) / dt, height: (b.height - a.height) / dt)
    }

    static func add(_ r: Rect, _ v: Rect, _ g: Double) -> Rect {
        Rect(x: r.minX + v.minX * g, y: r.minY + v.minY * g, width: r.width + v.width * g, height: r.height + v.height * g)
    }
}
