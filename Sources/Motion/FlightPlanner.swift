import Geometry
import Layout
import ViewTree

/// Decides, for one state change, what happens to every element (the flight's manifest):
///
/// 1. Matched groups whose source changes view fly (`MatchedGroupFlight`).
/// 2. Elements whose identity is on both sides persist and animate their properties.
/// 3. Everything else is inserted or removed with its transition (default `.opacity`);
///    NavigationStack pages slide instead (`NavigationFlight`).
/// 4. Draw order (`FlightPlanner+Order`): each track has a place, a zIndex and a position in
///    one sequence that merges the start's draw order into the target's. A flying group is
///    drawn at the higher of its two places, and lifts with it what its view's container
///    draws above it on the lower side, and the chrome of that side alone that covers it; a
///    view on both sides that covers it there draws in two layers (`CrossingLayer`).
struct FlightPlanner {
    struct Planned {
        var order: Double
        var entry: Flight.Entry
        /// The zIndex it draws at (nil: its track's own).
        var z: Double? = nil
        /// Where it sits among tracks of one place: a track lifted above a group comes after it.
        var rank: Double = 0
    }

    let start: [FlightPiece]
    let leaving: Set<Identity>
    let weights: [Identity: Double]
    let target: [PlacedElement]
    let scopes: AnimationScopes

    init(from start: [FlightPiece], leaving: Set<Identity> = [], weights: [Identity: Double] = [:],
         to target: [PlacedElement], scopes: AnimationScopes = AnimationScopes()) {
        self.start = start
        self.leaving = leaving
        self.weights = weights
        self.target = target
        self.scopes = scopes
    }

    func entries() -> [Flight.Entry] {
        let targetIDs = Set(target.map(\.identity))
        let startPrefixes = Self.prefixes(of: Set(start.map(\.element.identity)))
        var targetPrefixes: Set<ArraySlice<String>>?
        let places = StartPlaces(start: start, target: target)
        var used = Set<Identity>()
        var flown = Set<Identity>()
        var planned: [Planned] = []

        for group in matchedGroups() {
            for track in group.tracks {
                if let a = track.from { used.insert(a.piece.element.identity) }
                if let b = track.to, track.draws != .start { flown.insert(b.piece.element.identity) }
            }
            let place = places.drawnPlace(of: group)
            planned.append(Planned(order: place.order, entry: .init(track: .group(group), scope: scopes.scope(of: group.sourceIdentity)),
                                   z: place.z))
        }

        // The first start piece of each identity, found once: a screen of 10,000 views must
        // not cost 10,000 × 10,000 comparisons.
        var firstStart: [Identity: Int] = [:]
        for (i, piece) in start.enumerated() where firstStart[piece.element.identity] == nil { firstStart[piece.element.identity] = i }
        for (index, element) in target.enumerated() where !flown.contains(element.identity) {
            let scope = scopes.scope(of: element.identity)
            if let i = firstStart[element.identity], !used.contains(element.identity) {
                let old = start[i]
                used.insert(element.identity)
                planned.append(Planned(order: Double(index), entry: .init(track: .persistent(from: old, to: element, crossFade: nil), scope: scope)))
            } else {
                let (transition, frame) = Self.transition(for: element, otherSide: startPrefixes)
                planned.append(Planned(order: Double(index),
                                       entry: .init(track: .inserted(element, transition: transition, viewFrame: frame), scope: scope)))
            }
        }

        for (index, piece) in start.enumerated() where !targetIDs.contains(piece.element.identity) && !used.contains(piece.element.identity) {
            let prefixes = targetPrefixes ?? Self.prefixes(of: targetIDs)
            targetPrefixes = prefixes
            let (transition, frame) = Self.transition(for: piece.element, otherSide: prefixes)
            planned.append(Planned(order: places.order[index], entry: .init(track: .removed(piece, transition: transition, viewFrame: frame),
                                                                         scope: scopes.scope(of: piece.element.identity))))
        }

        planned = NavigationBarFlight.arrange(planned, start: start.map(\.element), target: target, scopes: scopes)
        planned = NavigationFlight.arrange(planned, start: start.map(\.element), target: target, scopes: scopes)
        planned = Self.lifted(planned, places: places)
        let sorted = planned.indices.sorted { a, b in
            // A zIndex orders a view among its siblings only (SwiftUI's zIndex(_:)): two
            // views' elements that one container holds apart are compared by the zIndexes of
            // its two children, then by the merged sequence. Others (the status bar and the
            // bars over a page, a matched group, a view lifted to one) keep their places by
            // their own zIndex.
            if planned[a].z == nil, planned[b].z == nil,
               let ea = Self.element(of: planned[a].entry.track), let eb = Self.element(of: planned[b].entry.track),
               let (za, zb) = ea.siblingZIndexes(with: eb) {
                if za != zb { return za < zb }
                let ka = (planned[a].order, planned[a].rank), kb = (planned[b].order, planned[b].rank)
                return ka != kb ? ka < kb : a < b
            }
            let ka = (planned[a].z ?? Self.zIndex(planned[a].entry.track), planned[a].order, planned[a].rank)
            let kb = (planned[b].z ?? Self.zIndex(planned[b].entry.track), planned[b].order, planned[b].rank)
            return ka != kb ? ka < kb : a < b
        }
        var next = 0
        return sorted.map { Self.numbered(planned[$0].entry, from: &next) }
    }

    /// Gives every cross-fade of the flight its own id.
    static func numbered(_ entry: Flight.Entry, from next: inout Int) -> Flight.Entry {
        var entry = entry
        switch entry.track {
        case .group(let group):
            entry.track = .group(group.numbered(from: &next))
        case .persistent(let a, let b, _) where !ElementInterpolation.compatible(a.element.content, b.content):
            entry.track = .persistent(from: a, to: b, crossFade: next)
            next += 1
        default:
            break
        }
        return entry
    }

    /// The one element a track draws, when it draws one view's element (not a group's).
    static func element(of track: Flight.Track) -> PlacedElement? {
        switch track {
        case .persistent(_, let e, _), .inserted(let e, _, _): e
        case .removed(let piece, _, _): piece.element
        case .navigationBarItem(let motion): motion.element
        case .group, .navigationDim: nil
        }
    }

    /// A track's own zIndex (a group's is set by its place, see `StartPlaces.drawnPlace`).
    static func zIndex(_ track: Flight.Track) -> Double {
        switch track {
        case .persistent(_, let e, _), .inserted(let e, _, _): e.zIndex
        case .removed(let piece, _, _): piece.element.zIndex
        case .group(let group):
            group.tracks.map { max($0.from?.piece.element.zIndex ?? -.infinity, $0.to?.piece.element.zIndex ?? -.infinity) }.max() ?? 0
        case .navigationBarItem(let motion): motion.element.zIndex
        case .navigationDim: 0
        }
    }

    /// The source of each group: the first member with `isSource: true` that is not being
    /// removed (reference §2.1). Layout order stands in for SwiftUI's insertion order.
    static func sources(in elements: [PlacedElement], leaving: Set<Identity> = []) -> [MatchKey: MatchedMembership] {
        sourceViews(in: elements, leaving: leaving).compactMapValues(\.first)
    }

    /// The transition of an element that appears or disappears: the innermost one written on
    /// the view that enters or leaves (or inside it), else `.opacity` on that view.
    /// `otherSide` holds every prefix of every identity on the other side (`prefixes(of:)`).
    static func transition(for element: PlacedElement, otherSide: Set<ArraySlice<String>>) -> (Transition, Rect) {
        let rootDepth = transitionRootDepth(element.identity, otherSide: otherSide)
        let scope = element.transitions.last { $0.viewIdentity.components.count >= rootDepth }
        if let scope { return (scope.transition, scope.viewFrame) }
        return (.opacity, element.frame)
    }

    /// Every prefix of every identity, the empty one included (when there is one): built once
    /// a side, so that a screen of 10,000 entering views does not rebuild it 10,000 times.
    static func prefixes(of identities: Set<Identity>) -> Set<ArraySlice<String>> {
        var prefixes = Set<ArraySlice<String>>()
        for identity in identities {
            for depth in 0...identity.components.count { prefixes.insert(identity.components.prefix(depth)) }
        }
        return prefixes
    }

    /// The depth of the outermost ancestor of `identity` that the other side does not have.
    static func transitionRootDepth(_ identity: Identity, otherSide: Set<ArraySlice<String>>) -> Int {
        for depth in 0...identity.components.count where !otherSide.contains(identity.components.prefix(depth)) {
            return depth
        }
        return identity.components.count
    }
}
