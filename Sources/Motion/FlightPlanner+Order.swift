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
    /// What a group drawn above its place on one side lifts over itself there.
    struct Lift {
        /// Its view's container: everything in it that draws above the view on that side.
        var container: [String]
        /// What the group covers on that side.
        var region: Rect
        var side: Side
        var above: DrawPlace
        var to: DrawPlace
        /// The lowest element of that side only (removed from the start, inserted into the
        /// target) that draws above the view there and overlaps it: chrome over the view's
        /// container (a floating tab bar). It and all of that side only above it stay over it.
        var cover: DrawPlace? = nil

        func within(_ own: PlaceOnItsSide) -> Bool { own.side == side && above < own.place && own.place < to }

        func covers(_ own: PlaceOnItsSide) -> Bool {
            let overlap = own.frame.intersection(region)
            return within(own) && own.oneSided && overlap.width > 0 && overlap.height > 0
                && !own.identity.components.starts(with: container)
        }

        /// Whether a view on both sides draws between the group's two places and overlaps
        /// what the group covers on the lower side, `frame` being its frame there: over the
        /// view at one end and under it at the other (a tab bar outside the `if`, under a
        /// detail with `.zIndex(1)`), so no one layer holds it for the whole flight.
        func crosses(_ own: PlaceOnItsSide, frame: Rect) -> Bool {
            guard !own.oneSided, above < own.place, own.place < to, !own.identity.components.starts(with: container) else {
                return false
            }
            let overlap = frame.intersection(region)
            return overlap.width > 0 && overlap.height > 0
        }

        func lifts(_ own: PlaceOnItsSide) -> Bool {
            guard within(own) else { return false }
            if own.identity.components.starts(with: container) { return true }
            return own.oneSided && cover.map { $0 <= own.place } == true
        }
    }

    /// A group drawn above its place on one side lifts, just above the group and in that
    /// side's order, what its view's container draws above it there, and the chrome of that
    /// side only that covers it there: a card's subtitle fading in as its cover flies back
    /// from a detail with `.zIndex(1)` draws over the flying cover as it will when it lands;
    /// a badge on a card's cover that opens into a detail stays on the cover as it leaves; a
    /// floating tab bar over the card stays over the cover, fading out as the detail opens
    /// and in as it closes. A view on both sides that the group crosses is drawn in two
    /// layers (`crossing`). Nothing else moves: other cards keep their places.
    static func lifted(_ planned: [Planned], places: StartPlaces) -> [Planned] {
        var planned = planned
        var lifts: [Lift] = []
        for entry in planned {
            guard case .group(let group) = entry.entry.track else { continue }
            let (s, t, drawn) = places.places(of: group)
            if let t, t < drawn, let region = group.region(.target) {
                lifts.append(Lift(container: Array(group.toSource.identity.components.dropLast()), region: region,
                                  side: .target, above: t, to: drawn))
            }
            if let s, s < drawn, let region = group.region(.start) {
                lifts.append(Lift(container: Array(group.fromSource.identity.components.dropLast()), region: region,
                                  side: .start, above: s, to: drawn))
            }
        }
        guard !lifts.isEmpty else { return planned }
        let own = planned.map { placeOnItsSide($0, places: places) }
        for i in lifts.indices {
            lifts[i].cover = own.compactMap { $0 }.filter { lifts[i].covers($0) }.map(\.place).min()
        }
        let liftedOnScreen = CrossingLayer.liftedOnScreen(places.start)
        var copies: [Planned] = [], paired = Set<Identity>()
        for index in planned.indices {
            guard let own = own[index] else { continue }
            if let best = lifts.filter({ $0.lifts(own) }).max(by: { $0.to < $1.to }) {
                planned[index].z = best.to.z
                planned[index].order = best.to.order
                planned[index].rank = 1 + own.place.order
            } else if let copy = crossing(&planned[index], own, lifts, liftedOnScreen: liftedOnScreen, paired: &paired) {
                copies.append(copy)
            }
        }
        return planned.filter { !$0.removes(paired) } + copies
    }

    /// A persistent view that a group crosses (`Lift.crosses`) draws in two layers that
    /// cross-fade, as SwiftUI's two copies of the matched view each stay in their own place
    /// in the tree: lifted just above the group, where it covers the group's copy of the lower
    /// side, and at its own place, under the copy of the higher side. At the lower side's end
    /// it is all lifted, at the other all at its place; each layer's opacity goes straight
    /// from what it is on screen (a flight that this change interrupts may have left both) to
    /// what it is at the target end. Returns the lifted layer; `planned` keeps the other, and
    /// `paired` gets the lifted layer on screen, which the new one carries on.
    private static func crossing(_ planned: inout Planned, _ own: PlaceOnItsSide, _ lifts: [Lift],
                                 liftedOnScreen: [Identity: FlightPiece], paired: inout Set<Identity>) -> Planned? {
        guard case .persistent(let a, let b, let crossFade) = planned.entry.track,
              let best = lifts.filter({ $0.crosses(own, frame: $0.side == .start ? a.element.visibleFrame : own.frame) })
                  .max(by: { $0.to < $1.to }) else { return nil }
        let liftedAtStart = best.side == .start
        let name = CrossingLayer.liftedIdentity(of: b.identity)
        var atPlace = (from: a, to: b), lifted = (from: liftedOnScreen[name] ?? a, to: b)
        if liftedOnScreen[name] != nil {
            paired.insert(name)
        } else if liftedAtStart {
            atPlace.from.element.opacity = 0
        } else {
            lifted.from.element.opacity = 0
        }
        if liftedAtStart { lifted.to.opacity = 0 } else { atPlace.to.opacity = 0 }
        planned.entry.track = .persistent(from: atPlace.from, to: atPlace.to, crossFade: crossFade)
        planned.entry.layer = .atPlace
        var copy = planned
        copy.entry.track = .persistent(from: lifted.from, to: lifted.to, crossFade: crossFade)
        copy.entry.layer = .lifted(z: best.to.z)
        copy.z = best.to.z
        copy.order = best.to.order
        copy.rank = 1 + own.place.order
        return copy
    }

    enum Side { case start, target }

    /// A track that lies on one side only (or on the target side, persisting): its identity,
    /// its place and its frame there.
    struct PlaceOnItsSide {
        var identity: Identity
        var side: Side
        var place: DrawPlace
        var oneSided: Bool
        var frame: Rect
    }

    private static func placeOnItsSide(_ planned: Planned, places: StartPlaces) -> PlaceOnItsSide? {
        switch planned.entry.track {
        case .persistent(_, let e, _):
            return PlaceOnItsSide(identity: e.identity, side: .target, place: DrawPlace(z: e.zIndex, order: planned.order),
                                  oneSided: false, frame: e.visibleFrame)
        case .inserted(let e, _, _):
            return PlaceOnItsSide(identity: e.identity, side: .target, place: DrawPlace(z: e.zIndex, order: planned.order),
                                  oneSided: true, frame: e.visibleFrame)
        case .removed(let piece, _, _):
            return PlaceOnItsSide(identity: piece.element.identity, side: .start,
                                  place: DrawPlace(z: piece.element.zIndex, order: planned.order), oneSided: true, frame: piece.element.visibleFrame)
        case .group, .navigationDim, .navigationBarItem:
            return nil
        }
    }
}

extension MatchedGroupFlight {
    /// What the group's elements cover on one side (nil: none there).
    func region(_ side: FlightPlanner.Side) -> Rect? {
        let ends = tracks.compactMap { side == .start ? $0.from : $0.to }
        return ends.map(\.piece.element.visibleFrame).reduce(nil) { $0?.union($1) ?? $1 }
    }
}

extension PlacedElement {
    /// What of its frame its clips leave (their rectangles; their corners are ignored).
    var visibleFrame: Rect {
        clips.reduce(frame) { $0.intersection($1.rect) }
    }
}
