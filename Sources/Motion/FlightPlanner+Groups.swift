import Geometry
import Layout
import ViewTree

extension FlightPlanner {
    /// Groups whose source is a different view on each side: those fly. Every view of the
    /// group on screen at the start flies (a view still leaving from an interrupted flight
    /// too, at its current cross-fade weight) towards the target source's view.
    func matchedGroups() -> [MatchedGroupFlight] {
        let startSources = Self.sources(in: start.map(\.element), leaving: leaving)
        let targetSources = Self.sources(in: target)
        var groups: [MatchedGroupFlight] = []
        for key in startSources.keys.sorted() {
            guard let a = startSources[key], let b = targetSources[key], a.viewIdentity != b.viewIdentity else { continue }
            let members = start.filter { $0.element.matched.last?.effect.key == key }
            let arriving = target.filter { $0.matched.last?.effect.key == key && $0.matched.last?.viewIdentity == b.viewIdentity }
            guard !members.isEmpty, !arriving.isEmpty else { continue }
            let fromSide = MatchedGroupFlight.Side(view: a.viewFrame, effect: a.effect)
            let toSide = MatchedGroupFlight.Side(view: b.viewFrame, effect: b.effect)
            let views = Self.views(members: members, weights: weights, arriving: arriving.map { FlightPiece(element: $0) },
                                   target: b, toSide: toSide)
            groups.append(MatchedGroupFlight(key: key, fromSource: fromSide, toSource: toSide, sourceIdentity: b.viewIdentity,
                                             views: views,
                                             fromClipRadius: Self.clipRadius(of: members.map(\.element), view: a),
                                             toClipRadius: Self.clipRadius(of: arriving, view: b), crossFadeID: 0))
        }
        return groups
    }

    /// The views of a flying group and how each element pairs up.
    static func views(members: [FlightPiece], weights: [Identity: Double], arriving: [FlightPiece],
                      target: MatchedMembership, toSide: MatchedGroupFlight.Side) -> [MatchedGroupFlight.View] {
        typealias View = MatchedGroupFlight.View
        // The start views, in order, each with its side and its current weight.
        var order: [Identity] = []
        var byView: [Identity: [FlightPiece]] = [:]
        for piece in members {
            let view = piece.element.matched.last!.viewIdentity
            if byView[view] == nil { order.append(view) }
            byView[view, default: []].append(piece)
        }
        func side(_ pieces: [FlightPiece]) -> MatchedGroupFlight.Side {
            let m = pieces[0].element.matched.last!
            return .init(view: m.viewFrame, effect: m.effect)
        }
        let fresh = order.count == 1 && members.allSatisfy { (weights[$0.element.identity] ?? 1) == 1 }

        // One shape on each side, both of the rounded-rectangle family: one morphing shape.
        if members.count == 1, arriving.count == 1, members[0].element.isFilledRoundedShape, arriving[0].element.isFilledRoundedShape {
            return [View(identity: target.viewIdentity, from: side(members), to: toSide,
                         pairs: [.init(from: members[0], to: arriving[0])], fromWeight: 1, toWeight: 1)]
        }
        // Identical content on both sides: drawn once.
        if fresh, let only = order.first, only != target.viewIdentity,
           Self.identical(byView[only]!, arriving) {
            return [View(identity: target.viewIdentity, from: side(byView[only]!), to: toSide,
                         pairs: zip(byView[only]!, arriving).map { .init(from: $0, to: $1) }, fromWeight: 1, toWeight: 1)]
        }
        // Otherwise each view cross-fades towards the target source's view.
        var views: [View] = order.map { id in
            let pieces = byView[id]!
            let weight = weights[pieces[0].element.identity] ?? 1
            guard id == target.viewIdentity else {
                return View(identity: id, from: side(pieces), to: nil, pairs: pieces.map { .init(from: $0, to: nil) },
                            fromWeight: weight, toWeight: 0)
            }
            // A view that returns: its elements pair up by identity.
            var pairs = arriving.map { b in MatchedGroupFlight.Pair(from: pieces.first { $0.element.identity == b.element.identity }, to: b) }
            pairs += pieces.filter { a in !arriving.contains { $0.element.identity == a.element.identity } }.map { .init(from: $0, to: nil) }
            return View(identity: id, from: side(pieces), to: toSide, pairs: pairs, fromWeight: weight, toWeight: 1)
        }
        if !order.contains(target.viewIdentity) {
            views.append(View(identity: target.viewIdentity, from: nil, to: toSide,
                              pairs: arriving.map { .init(from: nil, to: $0) }, fromWeight: 0, toWeight: 1))
        }
        return views
    }

    /// Two views draw the same thing: the same content, element for element, and text at
    /// the same laid-out size (so it would wrap the same way).
    static func identical(_ a: [FlightPiece], _ b: [FlightPiece]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x.element.content == y.element.content && (!x.element.isText || x.textLayoutSize == y.textLayoutSize)
        }
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

extension MatchedGroupFlight {
    func numbered(_ id: Int) -> MatchedGroupFlight {
        MatchedGroupFlight(key: key, fromSource: fromSource, toSource: toSource, sourceIdentity: sourceIdentity,
                           views: views, fromClipRadius: fromClipRadius, toClipRadius: toClipRadius, crossFadeID: id)
    }
}

extension PlacedElement {
    var isFilledRoundedShape: Bool {
        if case .shape(let kind, let fill?, _) = content, kind.isRoundedRectFamily {
            _ = fill
            return true
        }
        return false
    }
}
