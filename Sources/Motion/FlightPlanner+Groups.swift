import Drawing
import Geometry
import Layout
import ViewTree

extension FlightPlanner {
    /// Groups whose source is a different view on each side: those fly. Every view of the
    /// group on screen at the start flies (a view still leaving from an interrupted flight
    /// too, at its current cross-fade weight) towards the target source's view. A follower
    /// (`isSource: false`) that stays in the group is not part of the flight: it persists.
    func matchedGroups() -> [MatchedGroupFlight] {
        let startSources = Self.sources(in: start.map(\.element), leaving: leaving)
        let targetSources = Self.sources(in: target)
        var keysByIdentity: [Identity: MatchKey] = [:]
        for e in target { if let key = e.matched.last?.effect.key { keysByIdentity[e.identity] = key } }
        var groups: [MatchedGroupFlight] = []
        for key in startSources.keys.sorted() {
            guard let a = startSources[key], let b = targetSources[key], a.viewIdentity != b.viewIdentity else { continue }
            let arriving = target.filter { $0.matched.last?.effect.key == key && $0.matched.last?.viewIdentity == b.viewIdentity }
            let arrivingIDs = Set(arriving.map(\.identity))
            // A member that stays in the group as another view (a follower) persists instead.
            let members = start.filter {
                $0.element.matched.last?.effect.key == key
                    && (arrivingIDs.contains($0.element.identity) || keysByIdentity[$0.element.identity] != key)
            }
            guard !members.isEmpty, !arriving.isEmpty else { continue }
            let toSide = MatchedGroupFlight.Side(view: b.viewFrame, effect: b.effect, identity: b.viewIdentity)
            let tracks = Self.tracks(members: members, weights: weights, arriving: arriving.map { FlightPiece(element: $0) },
                                     toSide: toSide)
            groups.append(MatchedGroupFlight(key: key, fromSource: .init(view: a.viewFrame, effect: a.effect, identity: a.viewIdentity),
                                             toSource: toSide, sourceIdentity: b.viewIdentity, tracks: tracks,
                                             fromClipRadius: Self.clipRadius(of: members.map(\.element), view: a),
                                             toClipRadius: Self.clipRadius(of: arriving, view: b)))
        }
        return groups + besideStayingSource(excluding: Set(groups.map(\.key)))
    }

    /// Two sources of one id at once, which SwiftUI leaves undefined (docs/motion.md, "Two
    /// sources of one id"): a source view shown while another source of its id stays on screen
    /// flies out of that view's frame, fading in; one that goes while another stays flies back
    /// into it, fading out. The view that stays is not part of the flight: it persists.
    func besideStayingSource(excluding flying: Set<MatchKey>) -> [MatchedGroupFlight] {
        let before = Self.sourceViews(in: start.map(\.element), leaving: leaving), after = Self.sourceViews(in: target)
        var groups: [MatchedGroupFlight] = []
        for key in before.keys.sorted() where !flying.contains(key) {
            guard let startViews = before[key], let targetViews = after[key] else { continue }
            func isIn(_ views: [MatchedMembership], _ view: MatchedMembership) -> Bool { views.contains { $0.viewIdentity == view.viewIdentity } }
            guard let stays = startViews.first(where: { isIn(targetViews, $0) }),
                  let staysAfter = targetViews.first(where: { $0.viewIdentity == stays.viewIdentity }) else { continue }
            func side(_ m: MatchedMembership) -> MatchedGroupFlight.Side { .init(view: m.viewFrame, effect: m.effect, identity: m.viewIdentity) }
            if let shown = targetViews.first(where: { !isIn(startViews, $0) }),
               !start.contains(where: { $0.element.matched.contains { $0.viewIdentity == shown.viewIdentity } }) {
                let arriving = target.filter { $0.matched.last?.effect.key == key && $0.matched.last?.viewIdentity == shown.viewIdentity }
                guard !arriving.isEmpty else { continue }
                let tracks = Self.tracks(members: [], weights: weights, arriving: arriving.map { FlightPiece(element: $0) }, toSide: side(shown))
                groups.append(MatchedGroupFlight(key: key, fromSource: side(stays), toSource: side(shown), sourceIdentity: shown.viewIdentity,
                                                 tracks: tracks, fromClipRadius: Self.clipRadius(of: start.map(\.element), view: stays),
                                                 toClipRadius: Self.clipRadius(of: arriving, view: shown)))
            } else if let gone = startViews.first(where: { !isIn(targetViews, $0) }),
                      !target.contains(where: { $0.matched.contains { $0.viewIdentity == gone.viewIdentity } }) {
                let members = start.filter { $0.element.matched.last?.effect.key == key && $0.element.matched.last?.viewIdentity == gone.viewIdentity }
                guard !members.isEmpty else { continue }
                let tracks = Self.tracks(members: members, weights: weights, arriving: [], toSide: side(staysAfter))
                groups.append(MatchedGroupFlight(key: key, fromSource: side(gone), toSource: side(staysAfter), sourceIdentity: staysAfter.viewIdentity,
                                                 tracks: tracks, fromClipRadius: Self.clipRadius(of: members.map(\.element), view: gone),
                                                 toClipRadius: Self.clipRadius(of: target, view: staysAfter)))
            }
        }
        return groups
    }

    /// The source views of each group, in layout order, but those being removed.
    static func sourceViews(in elements: [PlacedElement], leaving: Set<Identity> = []) -> [MatchKey: [MatchedMembership]] {
        var result: [MatchKey: [MatchedMembership]] = [:]
        for element in elements where !leaving.contains(element.identity) {
            for m in element.matched where m.effect.isSource && !(result[m.effect.key] ?? []).contains(where: { $0.viewIdentity == m.viewIdentity }) {
                result[m.effect.key, default: []].append(m)
            }
        }
        return result
    }

    /// The tracks of a flying group. Elements pair up by their identity below their view's
    /// (their place in the view); at each place one start element that draws the same thing
    /// as the target's carries on into it (the target's own element first, then the heaviest),
    /// and every other element there fades out while, without such a carrier, the target's
    /// fades in. Tracks of one place sit together, in the target view's order, with places
    /// only the start has after the place before them.
    static func tracks(members: [FlightPiece], weights: [Identity: Double], arriving: [FlightPiece],
                       toSide: MatchedGroupFlight.Side) -> [MatchedGroupFlight.Track] {
        typealias Track = MatchedGroupFlight.Track
        let starts = members.map { piece -> MatchedGroupFlight.End in
            let m = piece.element.matched.last!
            return .init(piece: piece, side: .init(view: m.viewFrame, effect: m.effect, identity: m.viewIdentity))
        }
        let ends = arriving.map { MatchedGroupFlight.End(piece: $0, side: toSide) }
        var places: [[String]] = ends.map(\.relativeIdentity)
        for (index, end) in starts.enumerated() where !places.contains(end.relativeIdentity) {
            let before = starts[..<index].last { places.contains($0.relativeIdentity) }
            let at = before.map { places.firstIndex(of: $0.relativeIdentity)! + 1 } ?? places.count
            places.insert(end.relativeIdentity, at: at)
        }
        var tracks: [Track] = []
        for (place, relative) in places.enumerated() {
            let here = starts.filter { $0.relativeIdentity == relative }
            let target = ends.first { $0.relativeIdentity == relative }
            func weight(_ end: MatchedGroupFlight.End) -> Double { weights[end.piece.element.identity] ?? 1 }
            let carrier = target.flatMap { b -> Int? in
                let fits = here.indices.filter { ElementInterpolation.compatible(here[$0].piece.element.content, b.piece.element.content) }
                return fits.first { here[$0].piece.element.identity == b.piece.element.identity }
                    ?? fits.max { (weight(here[$0]), -$0) < (weight(here[$1]), -$1) }
            }
            var local: [Track] = here.indices.map { i in
                i == carrier
                    ? Track(from: here[i], to: target, draws: .both, fromWeight: weight(here[i]), toWeight: 1)
                    : Track(from: here[i], to: target, draws: .start, fromWeight: weight(here[i]), toWeight: 0)
            }
            if let target, carrier == nil {
                let partner = here.max { weight($0) < weight($1) }
                local.append(Track(from: partner, to: target, draws: .target, fromWeight: 0, toWeight: 1))
            }
            let plain = local.count == 1 && local[0].fromWeight == 1 && local[0].toWeight == 1
            if !plain { for i in local.indices { local[i].crossFade = (place, i) } }
            tracks += local
        }
        return tracks
    }

    /// The corner radius of the clip that hugs the member view (a `clipShape` or
    /// `cornerRadius` applied to the view the effect is on), if any.
    static func clipRadius(of elements: [PlacedElement], view: MatchedMembership) -> Double? {
        for element in elements where element.matched.last?.viewIdentity == view.viewIdentity {
            if let clip = element.clips.last(where: { $0.rect.isClose(to: view.viewFrame) }) {
                return clip.shape.cornerRadius(in: clip.rect)
            }
        }
        return nil
    }
}

extension PlacedElement {
    var isFilledRoundedShape: Bool {
        if case .shape(let kind, _?, _) = content, kind.isRoundedRectFamily { return true }
        return false
    }
}
