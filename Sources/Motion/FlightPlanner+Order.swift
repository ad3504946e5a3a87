import Geometry
import Layout
import ViewTree

/// A place in a flight's draw order: zIndex first, then position in the merged sequence.
struct DrawPlace: Comparable {
    var z: Double
    var order: Double

    static func < (a: DrawPlace, b: DrawPlace) -> Bool { (a.z, a.order) < (b.z, b.order) }
}

/// Where the start's elements sit in one sequence with the target's (docs/motion.md,
/// "Compositing a flight"): an element on both sides at its target position, every other
/// start element just after the last one before it that is on both sides, in start order.
/// So a removed view draws where it drew, between the same neighbours.
struct StartPlaces {
    let order: [Double]
    let start: [FlightPiece]
    let target: [PlacedElement]
    let targetIndex: [Identity: Int]

    init(start: [FlightPiece], target: [PlacedElement]) {
        self.start = start
        self.target = target
        var index: [Identity: Int] = [:]
        for (i, e) in target.enumerated() where index[e.identity] == nil { index[e.identity] = i }
        targetIndex = index
        var anchor = -0.5
        order = start.map { piece in
            if let t = index[piece.element.identity] {
                anchor = Double(t)
                return anchor
            }
            anchor += 1e-3
            return anchor
        }
    }

    /// A group's place on each side (that of its first element there) and the place it is
    /// drawn at: the higher of the two, so it flies over whatever lies between them (a
    /// detail's background fading out, the list under a detail that opens).
    func places(of group: MatchedGroupFlight) -> (start: DrawPlace?, target: DrawPlace?, drawn: DrawPlace) {
        var startPlace: DrawPlace?, targetPlace: DrawPlace?
        for track in group.tracks {
            if let from = track.from, let i = start.firstIndex(where: { $0.element.identity == from.piece.element.identity }) {
                let place = DrawPlace(z: start[i].element.zIndex, order: order[i])
                startPlace = min(startPlace ?? place, place)
            }
            if let to = track.to, track.draws != .start, let t = targetIndex[to.piece.element.identity] {
                let place = DrawPlace(z: target[t].zIndex, order: Double(t))
                targetPlace = min(targetPlace ?? place, place)
            }
        }
        let drawn = [startPlace, targetPlace].compactMap { $0 }.max() ?? DrawPlace(z: 0, order: 0)
        return (startPlace, targetPlace, drawn)
    }

    func drawnPlace(of group: MatchedGroupFlight) -> DrawPlace {
        places(of: group).drawn
    }
}

extension FlightPlanner {
    /// A group drawn above its place on one side lifts what its view's container draws above
    /// it there, just above the group, in that side's order: a card's subtitle fading in as
    /// its cover flies back from a detail with `.zIndex(1)` draws over the flying cover as it
    /// will when it lands; a badge on a card's cover that opens into a detail stays on the
    /// cover as it leaves. Nothing else moves: other cards keep their places.
    static func lifted(_ planned: [Planned], places: StartPlaces) -> [Planned] {
        var planned = planned
        var lifts: [(prefix: [String], side: Side, above: DrawPlace, to: DrawPlace)] = []
        for entry in planned {
            guard case .group(let group) = entry.entry.track else { continue }
            let (s, t, drawn) = places.places(of: group)
            if let t, t < drawn {
                lifts.append((Array(group.toSource.identity.components.dropLast()), .target, t, drawn))
            }
            if let s, s < drawn {
                lifts.append((Array(group.fromSource.identity.components.dropLast()), .start, s, drawn))
            }
        }
        guard !lifts.isEmpty else { return planned }
        for index in planned.indices {
            let (identity, side, own) = placeOnItsSide(planned[index], places: places)
            guard let identity, let side else { continue }
            let best = lifts.filter { $0.side == side && identity.components.starts(with: $0.prefix) && $0.above < own && own < $0.to }
                .max { $0.to < $1.to }
            guard let best else { continue }
            planned[index].z = best.to.z
            planned[index].order = best.to.order
            planned[index].rank = 1 + own.order
        }
        return planned
    }

    enum Side { case start, target }

    /// The identity of a track that lies on one side only (or on the target side, persisting)
    /// and its place there.
    private static func placeOnItsSide(_ planned: Planned, places: StartPlaces) -> (Identity?, Side?, DrawPlace) {
        switch planned.entry.track {
        case .persistent(_, let e, _), .inserted(let e, _, _):
            return (e.identity, .target, DrawPlace(z: e.zIndex, order: planned.order))
        case .removed(let piece, _, _):
            return (piece.element.identity, .start, DrawPlace(z: piece.element.zIndex, order: planned.order))
        case .group, .navigationDim, .navigationBarItem:
            return (nil, nil, DrawPlace(z: 0, order: 0))
        }
    }
}
