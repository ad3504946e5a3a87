import Geometry
import Layout
import ViewTree

/// Decides, for one state change, what happens to every element (the flight's manifest):
///
/// 1. Elements whose identity is on both sides persist and animate their properties.
/// 2. Matched groups whose source changes view fly: the shared frame goes from the old
///    source's view frame to the new one's. Two rounded-family shapes become one morphing
///    shape; other content cross-fades additively; identical content is drawn once.
/// 3. Everything else is inserted or removed with its transition (default `.opacity`).
struct FlightPlanner {
    let start: [PlacedElement]
    let target: [PlacedElement]

    init(from start: [PlacedElement], to target: [PlacedElement]) {
        self.start = start
        self.target = target
    }

    func tracks() -> [Flight.Track] {
        let targetIDs = Set(target.map(\.identity))
        let startIDs = Set(start.map(\.identity))
        var used = Set<Identity>()  // start elements already given a track
        var tracks: [(order: Double, track: Flight.Track)] = []

        let groups = matchedFlights(startIDs: startIDs, targetIDs: targetIDs)
        var flownTargets = Set<Identity>()
        for (index, group) in groups.enumerated() {
            group.from.forEach { used.insert($0.identity) }
            group.to.forEach { flownTargets.insert($0.identity) }
            let order = Double(target.firstIndex { $0.identity == group.to.first?.identity } ?? 0)
            if group.from.count == 1, group.to.count == 1,
               case .shape(let ka, let fa, _) = group.from[0].content, ka.isRoundedRectFamily, fa != nil,
               case .shape(let kb, let fb, _) = group.to[0].content, kb.isRoundedRectFamily, fb != nil {
                tracks.append((order, .morph(from: group.from[0], to: group.to[0], key: group.key,
                                             fromView: group.fromView, toView: group.toView)))
            } else {
                tracks.append((order, .crossFade(from: group.from, to: group.to, key: group.key,
                                                 fromView: group.fromView, toView: group.toView, id: index)))
            }
        }

        for (index, element) in target.enumerated() where !flownTargets.contains(element.identity) {
            if let old = start.first(where: { $0.identity == element.identity && !used.contains($0.identity) }) {
                used.insert(old.identity)
                tracks.append((Double(index), .persistent(from: old, to: element)))
            } else {
                let (transition, frame) = Self.transition(for: element, otherSide: startIDs)
                tracks.append((Double(index), .inserted(element, transition: transition, viewFrame: frame)))
            }
        }

        // Removed elements draw just after the last surviving element that preceded them.
        var anchor = -0.5
        for element in start {
            if let index = target.firstIndex(where: { $0.identity == element.identity }) {
                anchor = Double(index)
                continue
            }
            guard !used.contains(element.identity) else { continue }
            let (transition, frame) = Self.transition(for: element, otherSide: targetIDs)
            anchor += 1e-3
            tracks.append((anchor, .removed(element, transition: transition, viewFrame: frame)))
        }

        // Draw order: zIndex first, then position in the layout.
        return tracks.enumerated().sorted { lhs, rhs in
            let za = Self.zIndex(lhs.element.track), zb = Self.zIndex(rhs.element.track)
            if za != zb { return za < zb }
            if lhs.element.order != rhs.element.order { return lhs.element.order < rhs.element.order }
            return lhs.offset < rhs.offset
        }.map(\.element.track)
    }

    private static func zIndex(_ track: Flight.Track) -> Double {
        switch track {
        case .persistent(_, let e), .morph(_, let e, _, _, _), .inserted(let e, _, _), .removed(let e, _, _):
            return e.zIndex
        case .crossFade(let a, let b, _, _, _, _):
            return max(a.map(\.zIndex).max() ?? 0, b.map(\.zIndex).max() ?? 0)
        }
    }

    struct MatchedGroupFlight {
        let key: MatchKey
        let from: [PlacedElement]
        let to: [PlacedElement]
        let fromView: Rect
        let toView: Rect
    }

    /// Groups whose source is a different view on each side: those fly.
    private func matchedFlights(startIDs: Set<Identity>, targetIDs: Set<Identity>) -> [MatchedGroupFlight] {
        let startSources = Self.sources(in: start)
        let targetSources = Self.sources(in: target)
        var flights: [MatchedGroupFlight] = []
        for key in startSources.keys.sorted() {
            guard let a = startSources[key], let b = targetSources[key], a.viewIdentity != b.viewIdentity else { continue }
            // The view that leaves, and the view that arrives, with everything they draw.
            let from = start.filter { e in e.matched.last?.effect.key == key && e.matched.last?.viewIdentity == a.viewIdentity }
            let to = target.filter { e in e.matched.last?.effect.key == key && e.matched.last?.viewIdentity == b.viewIdentity }
            guard !from.isEmpty, !to.isEmpty else { continue }
            flights.append(MatchedGroupFlight(key: key, from: from, to: to, fromView: a.viewFrame, toView: b.viewFrame))
        }
        return flights
    }

    /// The source of each group: the first member with `isSource: true` (reference §2.1).
    static func sources(in elements: [PlacedElement]) -> [MatchKey: MatchedMembership] {
        var result: [MatchKey: MatchedMembership] = [:]
        for element in elements {
            for membership in element.matched where membership.effect.isSource {
                if result[membership.effect.key] == nil { result[membership.effect.key] = membership }
            }
        }
        return result
    }

    /// The transition of an element that appears or disappears: the innermost one written on
    /// the view that enters or leaves (or inside it), else `.opacity` on that view.
    static func transition(for element: PlacedElement, otherSide: Set<Identity>) -> (Transition, Rect) {
        let rootDepth = transitionRootDepth(element.identity, otherSide: otherSide)
        let scope = element.transitions.last { $0.viewIdentity.components.count >= rootDepth }
        if let scope { return (scope.transition, scope.viewFrame) }
        return (.opacity, element.frame)
    }

    /// The depth of the outermost ancestor of `identity` that the other side does not have.
    static func transitionRootDepth(_ identity: Identity, otherSide: Set<Identity>) -> Int {
        var prefixes = Set<[String]>()
        for other in otherSide {
            for depth in 0...other.components.count { prefixes.insert(Array(other.components.prefix(depth))) }
        }
        for depth in 0...identity.components.count where !prefixes.contains(Array(identity.components.prefix(depth))) {
            return depth
        }
        return identity.components.count
    }
}
