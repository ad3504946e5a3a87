import Drawing
import Geometry
import Layout
import ViewTree

/// One matched group in flight (reference §2.1): the shared frame goes from the old source's
/// anchor point and size to the new source's, and every view of the group follows it.
///
/// A group is drawn as tracks, one per thing drawn. The elements of the views on screen at
/// the start and of the target source's view pair up by their place inside their view (the
/// identity below the view's): the caption bar's heart in the card with the heart on the
/// detail. A pair that draws the same thing (one shape family, one text in one font, one
/// image, one symbol) is one track, drawn once, whose frame, crop, colour and radius
/// interpolate. Other pairs cross-fade additively, both at the same frame; elements with no
/// partner fade with their view. Each track carries a cross-fade weight from `fromWeight` to
/// `toWeight`; the weights of one place always sum to 1, so the cross-fade never dips, and a
/// flight interrupted mid-way carries on from the weights on screen.
struct MatchedGroupFlight: Sendable {
    /// Where a view's elements sit on one side: the view's frame, effect and identity.
    struct Side: Sendable {
        var view: Rect
        var effect: MatchedGeometry
        var identity: Identity
    }

    /// One end of a track: an element and the view it belongs to.
    struct End: Sendable {
        var piece: FlightPiece
        var side: Side
    }

    /// One thing drawn. `from` and `to` are where it starts and ends; `draws` says whose
    /// content it draws (both: one element interpolating between them).
    struct Track: Sendable {
        enum Draws: Sendable { case start, target, both }
        var from: End?
        var to: End?
        var draws: Draws
        var fromWeight: Double
        var toWeight: Double
        /// The cross-fade this track is one side of (nil: drawn plainly, its weight stays 1).
        var crossFade: (id: Int, side: Int)?
    }

    let key: MatchKey
    /// The old and new sources' views and effects: the shared frame's two ends.
    let fromSource: Side
    let toSource: Side
    let sourceIdentity: Identity
    let tracks: [Track]
    /// The corner radius of the clip hugging each source view (nil: none): it morphs.
    let fromClipRadius: Double?
    let toClipRadius: Double?

    /// The shared anchor point and size at progress p.
    func shared(_ p: Double) -> (anchor: Point, size: Size) {
        let a = fromSource.view.point(at: fromSource.effect.anchor)
        let b = toSource.view.point(at: toSource.effect.anchor)
        return (a.interpolated(to: b, by: p), fromSource.view.size.interpolated(to: toSource.view.size, by: p))
    }

    /// Where a member view is drawn when the shared frame is (anchor, size), per its
    /// `properties`: `.frame` takes both, `.position` keeps its own size (text still scales,
    /// so two cross-fading texts coincide), `.size` keeps its own anchor point.
    static func memberRect(_ side: Side, anchor: Point, size: Size, isText: Bool) -> Rect {
        switch side.effect.properties {
        case .frame: return .placing(size, anchor: side.effect.anchor, at: anchor)
        case .position: return .placing(isText ? size : side.view.size, anchor: side.effect.anchor, at: anchor)
        case .size: return .placing(size, anchor: side.effect.anchor, at: side.view.point(at: side.effect.anchor))
        }
    }

    func sample(progress p: Double, phaseProgress: Double) -> [SampledElement] {
        if p == 1 { return settled() }  // done (a spring overshoots past 1 mid-flight)
        let (anchor, size) = shared(p)
        let clipRadius: Double? = (fromClipRadius == nil && toClipRadius == nil) ? nil
            : (fromClipRadius ?? 0).interpolated(to: toClipRadius ?? 0, by: p)
        let sharedRect = Rect.placing(size, anchor: toSource.effect.anchor, at: anchor)
        return tracks.map { track in
            let geometry = TrackGeometry(track: track, anchor: anchor, size: size, p: p)
            var e = geometry.element(clipRadius: clipRadius)
            e.matched = e.matched.map { m in
                var m = m
                if m.effect.key == key { m.viewFrame = geometry.viewRect; m.viewIdentity = geometry.viewIdentity }
                return m
            }
            let first = (track.from ?? track.to)!.piece.element, last = (track.to ?? track.from)!.piece.element
            let morphs = track.draws == .both && first.identity != last.identity && first.isShape && last.isShape
            // At its start a track is its start element, laid out as it was.
            let drawn = track.draws == .start || (track.draws == .both && p == 0) ? track.from! : (track.to ?? track.from)!
            var s = SampledElement(element: e, kind: morphs ? "\(first.content.kindName)→\(last.content.kindName)" : e.content.kindName,
                                   matched: key, textLayoutSize: drawn.piece.textLayoutSize, crossFade: nil,
                                   phase: morphs ? "morph" : "flight", progress: phaseProgress)
            if let fade = track.crossFade {
                let weight = track.fromWeight.interpolated(to: track.toWeight, by: p)
                s.crossFade = CrossFade(id: fade.id, side: fade.side, weight: min(1, max(0, weight)))
            }
            s.source = sourceIdentity
            s.sharedFrame = sharedRect
            s.isLeaving = track.toWeight == 0
            s.startIdentity = track.from?.piece.element.identity
            return s
        }
    }

    /// At the end: the target side exactly as laid out, the rest gone.
    private func settled() -> [SampledElement] {
        tracks.filter { $0.toWeight > 0 }.compactMap(\.to).map { end in
            var s = SampledElement.resting(end.piece.element)
            s.textLayoutSize = end.piece.textLayoutSize
            s.source = sourceIdentity
            return s
        }
    }
}

extension MatchedGroupFlight {
    /// Gives each cross-fading place its own id, counting from `next`.
    func numbered(from next: inout Int) -> MatchedGroupFlight {
        var tracks = self.tracks
        var index = 0
        while index < tracks.count {
            guard tracks[index].crossFade != nil else { index += 1; continue }
            let place = tracks[index].crossFade!.id
            var side = 0
            while index < tracks.count, let fade = tracks[index].crossFade, fade.id == place {
                tracks[index].crossFade = (next, side)
                side += 1
                index += 1
            }
            next += 1
        }
        return MatchedGroupFlight(key: key, fromSource: fromSource, toSource: toSource, sourceIdentity: sourceIdentity,
                                  tracks: tracks, fromClipRadius: fromClipRadius, toClipRadius: toClipRadius)
    }
}

/// An element entering a flight, with the size its text was laid out at.
struct FlightPiece: Sendable {
    var element: PlacedElement
    var textLayoutSize: Size?
    /// Its cross-fade weight on screen (1 when it is not cross-fading). A matched group takes
    /// it as its track's starting weight; anything else starts from its opacity times it.
    var weight: Double

    init(element: PlacedElement, textLayoutSize: Size? = nil, weight: Double = 1) {
        self.element = element
        self.textLayoutSize = textLayoutSize ?? element.textLayoutSize
        self.weight = weight
    }

    init(_ sampled: SampledElement) {
        self.init(element: sampled.element, textLayoutSize: sampled.textLayoutSize, weight: sampled.crossFade?.weight ?? 1)
    }
}

extension Rect {
    func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
            && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
    }
}
