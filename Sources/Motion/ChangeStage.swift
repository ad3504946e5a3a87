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
    /// When every animation of this change has settled: never, for one that repeats forever.
    let end: Double
    /// When a scene showing it may end: `end`, or one cycle of an animation that repeats forever.
    let shownEnd: Double
    /// `end` and `shownEnd` of its own animations, which its scrubbing span covers: a change
    /// planned from the live state may last longer, while what it left alone lands.
    let ownEnd: Double
    let ownShownEnd: Double
    /// A redraw (`PlannedChange.redraws`) that comes while an earlier change animates: the
    /// stage whose animation runs on, and the views drawn from this change's target.
    let redraw: (base: Int, roots: [Identity])?
    /// What the flight lands on: the target, or the screen after the animated writes alone
    /// when writes outside the animation follow them (`PlannedChange.animatedEnd`).
    let flightTarget: [PlacedElement]
    /// Writes outside the animation before it (`PlannedChange.instantStart`): the views they
    /// change are drawn from `target` over `base` (the landing before the change) at once.
    let instantStart: InstantWrites?
    /// Writes outside the animation after it: drawn from the stage's target over `flightTarget`.
    let instantEnd: [Identity]?
    /// For a change planned from the live state: the elements it lays out differently from
    /// where the running change was taking them. Only these move with its animation.
    let moved: Set<Identity>

    /// Finite-difference step for velocities at an interruption (seconds).
    static let velocityStep = 1e-5
    /// A carried velocity is cut once its remaining effect is below this (points).
    static let carryTolerance = 1e-3

    init(change: PlannedChange, navigation: Animation?, initial: [PlacedElement], earlier: [ChangeStage]) {
        target = change.target.elements
        let k = earlier.count
        let running = k > 0 && earlier[k - 1].end > change.time
        let base = running ? earlier[k - 1].redraw?.base ?? k - 1 : 0
        // A timeline view drawn again, or a change with no animation at all, while an
        // animation runs: that animation goes on, and the views the change changes take
        // their new layout at once on top of it (SwiftUI's animations are additive).
        let roots = !running ? [] : !change.redraws.isEmpty ? change.redraws
            : Self.movesNothing(change, navigation: navigation,
                                from: Self.state(at: change.time, through: k - 1, stages: earlier, initial: initial))
            ? InstantWrites.changed(from: earlier[base].target, to: target) : []
        if !roots.isEmpty {
            let stage = earlier[base]
            (time, animations, scopes, flight) = (stage.time, stage.animations, stage.scopes, nil)
            (velocities, carryEnds, end, shownEnd) = ([:], stage.carryEnds, earlier[k - 1].end, earlier[k - 1].shownEnd)
            (ownEnd, ownShownEnd) = (end, shownEnd)
            redraw = (base, roots)
            (flightTarget, instantStart, instantEnd, moved) = (target, nil, nil, [])
            return
        }
        redraw = nil
        time = change.time
        let landing = k > 0 ? earlier[k - 1].target : initial
        instantStart = change.instantStart.map { InstantWrites(base: landing, target: $0.elements) }
        flightTarget = change.animatedEnd?.elements ?? target
        instantEnd = change.animatedEnd.map { InstantWrites.changed(from: $0.elements, to: change.target.elements) }
        let animations = [change.animation] + change.scoped.map(\.animation)
            + [change.disablesAnimations ? nil : navigation, .systemTransition]
        let scopes = AnimationScopes(roots: change.scoped.map(\.root),
                                     instant: Set(animations.indices.filter { animations[$0] == nil }))
        self.animations = animations
        self.scopes = scopes

        let merges = change.animation?.retargeting == .merge
        let start = Self.state(at: change.time, through: k - 1, stages: earlier, initial: initial)
        let planned = Flight(from: instantStart?.applied(to: start) ?? start, to: flightTarget, scopes: scopes)
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
        func length(_ shown: Bool) -> Double {
            animations.indices.compactMap { i -> Double? in
                guard let animation = animations[i], used.contains(i) else { return nil }
                return max(shown ? animation.lengthShown : animation.duration, carryEnds[i])
            }.max() ?? 0
        }
        var end = change.time + length(false), shownEnd = change.time + length(true)
        (ownEnd, ownShownEnd) = (end, shownEnd)
        var moved: Set<Identity> = []
        if running && !merges {
            moved = Set(InstantWrites.changed(from: landing, to: flightTarget))
            // What this change leaves alone goes on with the running animation, to its own end.
            let before = earlier[k - 1]
            if before.end.isFinite, before.end > end { (end, shownEnd) = (before.end, max(shownEnd, before.shownEnd)) }
        }
        (self.end, self.shownEnd, self.moved) = (end, shownEnd, moved)
    }

    /// Whether nothing of `change` moves with an animation: no animation of its own or of a
    /// scope, and no page or presentation sliding with UIKit's timing.
    static func movesNothing(_ change: PlannedChange, navigation: Animation?, from start: [SampledElement]) -> Bool {
        guard change.animation == nil, change.instantStart == nil, change.scoped.allSatisfy({ $0.animation == nil }) else { return false }
        let animations: [Animation?] = [nil] + change.scoped.map { _ in nil } + [change.disablesAnimations ? nil : navigation, .systemTransition]
        let scopes = AnimationScopes(roots: change.scoped.map(\.root), instant: Set(animations.indices.filter { animations[$0] == nil }))
        return Flight(from: start, to: change.target.elements, scopes: scopes).entries.allSatisfy { animations[$0.scope] == nil }
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
        if let redraw = stage.redraw {
            return redrawn(state(at: t, through: redraw.base, stages: stages, initial: initial), roots: redraw.roots,
                           target: stage.target, baseTarget: stages[redraw.base].target)
        }
        var out: [SampledElement]
        if let flight = stage.flight {
            out = flight.sample(progress: stage.progress(at: t))
        } else {
            let live = stage.start(at: t, through: index - 1, stages: stages, initial: initial)
            out = Flight(from: live, to: stage.flightTarget, scopes: stage.scopes).sample(progress: stage.progress(at: t))
            out = keepingRunningAnimation(out, live: live, moved: stage.moved)
        }
        carry(&out, at: t, in: stage)
        guard let roots = stage.instantEnd else { return out }
        return redrawn(out, roots: roots, target: stage.target, baseTarget: stage.flightTarget)
    }

    /// SwiftUI animates only what a transaction changes (WWDC23 "Explore SwiftUI animation":
    /// an animation runs for the properties whose values the transaction changed): a view this
    /// change lays out where the running change was already taking it goes on with that
    /// change's animation, its live value, not this one's. The others come from `replanned`.
    static func keepingRunningAnimation(_ replanned: [SampledElement], live: [SampledElement],
                                        moved: Set<Identity>) -> [SampledElement] {
        // The old side of a cross-fade (`<identity>/crossfade-out`) goes with its element.
        func isMoved(_ id: Identity) -> Bool {
            moved.contains(id.components.last == Flight.crossFadeOutName ? Identity(Array(id.components.dropLast())) : id)
        }
        var unmoved: [Identity: [SampledElement]] = [:]
        for e in live where !isMoved(e.element.identity) { unmoved[e.element.identity, default: []].append(e) }
        guard !unmoved.isEmpty else { return replanned }
        return replanned.map { s in
            let id = s.element.identity
            guard !isMoved(id), var queue = unmoved[id], !queue.isEmpty else { return s }
            let kept = queue.removeFirst()
            unmoved[id] = queue
            return kept
        }
    }

    /// Adds to each element what a merging spring carries of its velocity at the change.
    private static func carry(_ out: inout [SampledElement], at t: Double, in stage: ChangeStage) {
        guard !stage.velocities.isEmpty else { return }
        for i in out.indices {
            let identity = out[i].element.identity
            // A matched element drawn once carries on from its start element, which may be
            // another view's (a card's cover flying back is the detail's cover a moment ago).
            guard let velocity = stage.velocities[identity] ?? out[i].startIdentity.flatMap({ stage.velocities[$0] }) else { continue }
            let scope = stage.scopes.scope(of: identity)
            let g = stage.animations[scope]?.carriedDisplacement(at: t - stage.time, settle: stage.carryEnds[scope]) ?? 0
            if g != 0 { velocity.carry(&out[i].element, by: g) }
        }
    }
}

/// Writes of a change's action made outside its animation, drawn at once over what is on
/// screen: the views they change, as `target` lays them out.
struct InstantWrites: Sendable {
    let base: [PlacedElement]
    let target: [PlacedElement]
    let roots: [Identity]

    init(base: [PlacedElement], target: [PlacedElement]) {
        self.base = base
        self.target = target
        roots = Self.changed(from: base, to: target)
    }

    func applied(to live: [SampledElement]) -> [SampledElement] {
        roots.isEmpty ? live : ChangeStage.redrawn(live, roots: roots, target: target, baseTarget: base)
    }

    /// The views drawn differently in `b` than in `a`, or only in one of them.
    static func changed(from a: [PlacedElement], to b: [PlacedElement]) -> [Identity] {
        let before = Dictionary(a.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let after = Dictionary(b.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let differ = b.filter { before[$0.identity] != $0 }.map(\.identity)
        let gone = a.filter { after[$0.identity] == nil }.map(\.identity)
        return differ + gone
    }
}

extension ChangeStage {
    /// What a non-merging change starts from at `t`: the earlier changes' live state, with
    /// the writes made outside the animation before it drawn at once.
    func start(at t: Double, through index: Int, stages: [ChangeStage], initial: [PlacedElement]) -> [SampledElement] {
        let live = Self.state(at: t, through: index, stages: stages, initial: initial)
        return instantStart?.applied(to: live) ?? live
    }

    /// `live` (what the running animation shows) with the views under `roots` drawn as
    /// `target` lays them out, plus what the running animation still adds to each: SwiftUI's
    /// animations are additive, so a view keeps its animation's remaining offset in frame,
    /// clips and opacity (live − the animation's landing) on top of its new layout. A view new
    /// in `target` moves with its root's first view; a view gone from it goes at once, unless
    /// it was already leaving (not in the animation's landing).
    static func redrawn(_ live: [SampledElement], roots: [Identity], target: [PlacedElement],
                        baseTarget: [PlacedElement]) -> [SampledElement] {
        func root(of identity: Identity) -> Identity? { roots.first { identity.hasPrefix($0) } }
        let landing = Dictionary(baseTarget.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let redrawn = Dictionary(target.filter { root(of: $0.identity) != nil }.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        var shifts: [Identity: (dx: Double, dy: Double)] = [:]
        var out: [SampledElement] = []
        var used: Set<Identity> = []
        var lastUnder: [Identity: Int] = [:]
        for e in live {
            let id = e.element.identity
            guard let r = root(of: id) else { out.append(e); continue }
            let base = landing[id] ?? e.element
            if shifts[r] == nil { shifts[r] = (e.element.frame.minX - base.frame.minX, e.element.frame.minY - base.frame.minY) }
            if let new = redrawn[id], used.insert(id).inserted {
                out.append(SampledElement.resting(carried(new, live: e.element, landing: base)))
            } else if redrawn[id] == nil, landing[id] != nil {
                continue  // it was to land and is gone from the new target: gone at once
            } else {
                out.append(e)
            }
            lastUnder[r] = out.count
        }
        // Views new in this target, after the last view of their root (at the end when their
        // root has none on screen), in the target's draw order: a heart inserted with its
        // white background is drawn over it.
        var insertions: [Int: [SampledElement]] = [:]
        for e in target where root(of: e.identity) != nil && !used.contains(e.identity) {
            guard let r = root(of: e.identity) else { continue }
            let shift = shifts[r] ?? (0, 0)
            insertions[lastUnder[r] ?? out.count, default: []].append(SampledElement.resting(e.translated(dx: shift.dx, dy: shift.dy)))
        }
        guard !insertions.isEmpty else { return out }
        var merged: [SampledElement] = []
        merged.reserveCapacity(out.count + insertions.values.reduce(0) { $0 + $1.count })
        for i in 0...out.count {
            merged += insertions[i] ?? []
            if i < out.count { merged.append(out[i]) }
        }
        return merged
    }

    /// `element` with what an animation still adds to it, `live − landing`: to its frame, its
    /// clips, the frames its transforms turn about, and its opacity.
    static func carried(_ element: PlacedElement, live: PlacedElement, landing: PlacedElement) -> PlacedElement {
        func plus(_ r: Rect, _ a: Rect, _ b: Rect) -> Rect {
            Rect(x: r.minX + a.minX - b.minX, y: r.minY + a.minY - b.minY,
                 width: max(0, r.width + a.width - b.width), height: max(0, r.height + a.height - b.height))
        }
        var e = element.translated(dx: live.frame.minX - landing.frame.minX, dy: live.frame.minY - landing.frame.minY)
        e.frame = plus(element.frame, live.frame, landing.frame)
        if element.clips.count == live.clips.count, live.clips.count == landing.clips.count {
            e.clips = element.clips.indices.map { i in element.clips[i].with(rect: plus(element.clips[i].rect, live.clips[i].rect, landing.clips[i].rect)) }
        }
        if element.transforms.count == live.transforms.count, live.transforms.count == landing.transforms.count {
            e.transforms = element.transforms.indices.map { i in
                element.transforms[i].with(viewFrame: plus(element.transforms[i].viewFrame, live.transforms[i].viewFrame,
                                                           landing.transforms[i].viewFrame))
            }
        }
        e.opacity = min(1, max(0, element.opacity + live.opacity - landing.opacity))
        return e
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
