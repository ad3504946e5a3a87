import Geometry
import Layout
import ViewTree

/// Decides, for one state change, what happens to every element (the flight's manifest):
///
/// 1. Matched groups whose source changes view fly (`MatchedGroupFlight`).
/// 2. Elements whose identity is on both sides persist and animate their properties.
/// 3. Everything else is inserted or removed with its transition (default `.opacity`);
///    NavigationStack pages slide instead (`NavigationFlight`).
/// 4. Draw order: zIndex, then place in the target layout; removed elements draw just
///    after the last surviving element that preceded them.
struct FlightPlanner {
    struct Planned {
        var order: Double
        var entry: Flight.Entry
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
        let startIDs = Set(start.map(\.element.identity))
        var used = Set<Identity>()
        var flown = Set<Identity>()
        var planned: [Planned] = []

        for (index, group) in matchedGroups().enumerated() {
            let group = group.numbered(index)
            for view in group.views {
                for pair in view.pairs {
                    if let a = pair.from { used.insert(a.element.identity) }
                    if let b = pair.to { flown.insert(b.element.identity) }
                }
            }
            let firstTarget = group.views.flatMap(\.pairs).compactMap(\.to).first?.element.identity
            let order = Double(target.firstIndex { $0.identity == firstTarget } ?? 0)
            planned.append(Planned(order: order, entry: .init(track: .group(group), scope: scopes.scope(of: group.sourceIdentity))))
        }

        for (index, element) in target.enumerated() where !flown.contains(element.identity) {
            let scope = scopes.scope(of: element.identity)
            if let old = start.first(where: { $0.element.identity == element.identity }), !used.contains(element.identity) {
                used.insert(element.identity)
                planned.append(Planned(order: Double(index), entry: .init(track: .persistent(from: old, to: element), scope: scope)))
            } else {
                let (transition, frame) = Self.transition(for: element, otherSide: startIDs)
                planned.append(Planned(order: Double(index),
                                       entry: .init(track: .inserted(element, transition: transition, viewFrame: frame), scope: scope)))
            }
        }

        var anchor = -0.5
        for piece in start {
            let element = piece.element
            if let index = target.firstIndex(where: { $0.identity == element.identity }) {
                anchor = Double(index)
                continue
            }
            guard !used.contains(element.identity) else { continue }
            let (transition, frame) = Self.transition(for: element, otherSide: targetIDs)
            anchor += 1e-3
            planned.append(Planned(order: anchor, entry: .init(track: .removed(piece, transition: transition, viewFrame: frame),
                                                               scope: scopes.scope(of: element.identity))))
        }

        planned = NavigationBarFlight.arrange(planned, start: start.map(\.element), target: target, scopes: scopes)
        planned = NavigationFlight.arrange(planned, start: start.map(\.element), target: target, scopes: scopes)

        let raised = Self.raisedContainers(planned.map { ($0.entry.track, $0.order) })
        // A raised element draws with its container's flights, just above the last of them,
        // so a flying card background never covers the card's own subtitle.
        let keys = planned.map { p -> (z: Double, order: Double) in
            let own = Self.zIndex(p.entry.track)
            guard let container = Self.container(of: p.entry.track, in: raised), container.zIndex > own else { return (own, p.order) }
            return (container.zIndex, container.order + 1e-6)
        }
        return planned.indices.sorted { a, b in
            if keys[a].z != keys[b].z { return keys[a].z < keys[b].z }
            if keys[a].order != keys[b].order { return keys[a].order < keys[b].order }
            return a < b
        }.map { planned[$0].entry }
    }

    /// The containers a raised flight belongs to, with the zIndex it flies at and the latest
    /// draw order of its flights there.
    ///
    /// A group flying back into a list card from a detail with `.zIndex(1)` flies at 1, above
    /// the list; the rest of that card (a subtitle fading in) must rise with it, or the
    /// flying background would cover it. The container is the parent of the group's view on
    /// the side that has the lower zIndex.
    static func raisedContainers(_ tracks: [(Flight.Track, Double)]) -> [(prefix: [String], zIndex: Double, order: Double)] {
        var result: [(prefix: [String], zIndex: Double, order: Double)] = []
        for (track, order) in tracks {
            guard case .group(let group) = track else { continue }
            let z = zIndex(track)
            for view in group.views {
                for pair in view.pairs {
                    let low = [pair.from, pair.to].compactMap { $0 }.min { $0.element.zIndex < $1.element.zIndex }
                    guard let low, low.element.zIndex < z else { continue }
                    let prefix = Array(view.identity.components.dropLast())
                    if let i = result.firstIndex(where: { $0.prefix == prefix && $0.zIndex == z }) {
                        result[i].order = max(result[i].order, order)
                    } else {
                        result.append((prefix, z, order))
                    }
                }
            }
        }
        return result
    }

    /// The raised container an element's track lies in, if any (the highest one).
    static func container(of track: Flight.Track, in raised: [(prefix: [String], zIndex: Double, order: Double)])
        -> (zIndex: Double, order: Double)? {
        guard !raised.isEmpty else { return nil }
        let identity: Identity
        switch track {
        case .persistent(_, let e), .inserted(let e, _, _): identity = e.identity
        case .removed(let piece, _, _): identity = piece.element.identity
        case .navigationBarItem(let motion): identity = motion.element.identity
        case .group, .navigationDim: return nil
        }
        return raised.filter { identity.components.starts(with: $0.prefix) }
            .max { ($0.zIndex, $0.order) < ($1.zIndex, $1.order) }
            .map { ($0.zIndex, $0.order) }
    }

    /// A flying group draws at the highest zIndex of its views, so a detail with `.zIndex(1)`
    /// flies above the list; removed views keep theirs.
    static func zIndex(_ track: Flight.Track) -> Double {
        switch track {
        case .persistent(_, let e), .inserted(let e, _, _): e.zIndex
        case .removed(let piece, _, _): piece.element.zIndex
        case .group(let group):
            group.views.flatMap(\.pairs).map { max($0.from?.element.zIndex ?? -.infinity, $0.to?.element.zIndex ?? -.infinity) }.max() ?? 0
        case .navigationBarItem(let motion): motion.element.zIndex
        case .navigationDim: 0
        }
    }

    /// The source of each group: the first member with `isSource: true` that is not being
    /// removed (reference §2.1). Layout order stands in for SwiftUI's insertion order.
    static func sources(in elements: [PlacedElement], leaving: Set<Identity> = []) -> [MatchKey: MatchedMembership] {
        var result: [MatchKey: MatchedMembership] = [:]
        for element in elements where !leaving.contains(element.identity) {
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
