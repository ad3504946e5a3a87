import Geometry
import Layout
import ViewTree

/// One matched group in flight (reference §2.1): the shared frame goes from the old source's
/// anchor point and size to the new source's, and every view of the group follows it.
///
/// A group is a list of views. Each view may be on the start side, the target side or both
/// (a view that returns when a flight is interrupted), and carries a cross-fade weight that
/// goes from `fromWeight` to `toWeight`: the weights of a group always sum to 1, so the
/// additive cross-fade never dips. A view whose weight stays 1 is drawn plainly (a shape
/// morph, or two sides with identical content drawn once).
struct MatchedGroupFlight: Sendable {
    /// Where a view's elements sit on one side: the view's frame and its effect.
    struct Side: Sendable {
        var view: Rect
        var effect: MatchedGeometry
    }

    /// One drawn thing of a view: the element on the start side, the target side, or both.
    struct Pair: Sendable {
        var from: FlightPiece?
        var to: FlightPiece?
    }

    struct View: Sendable {
        var identity: Identity
        var from: Side?
        var to: Side?
        var pairs: [Pair]
        var fromWeight: Double
        var toWeight: Double
    }

    let key: MatchKey
    /// The old and new sources' views and effects: the shared frame's two ends.
    let fromSource: Side
    let toSource: Side
    let sourceIdentity: Identity
    let views: [View]
    /// The corner radius of the clip hugging each source view (nil: none): it morphs.
    let fromClipRadius: Double?
    let toClipRadius: Double?
    /// Distinguishes this group's cross-fade layers from others'.
    let crossFadeID: Int

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
        var out: [SampledElement] = []
        for (ordinal, view) in views.enumerated() {
            let weight = view.fromWeight.interpolated(to: view.toWeight, by: p)
            let isText = view.pairs.allSatisfy { ($0.to ?? $0.from)?.element.isText == true }
            let fromRect = view.from.map { Self.memberRect($0, anchor: anchor, size: size, isText: isText) }
            let toRect = view.to.map { Self.memberRect($0, anchor: anchor, size: size, isText: isText) }
            let rect = Self.blend(fromRect, toRect, p)!
            for pair in view.pairs {
                let a = pair.from.map { placed($0, side: view.from!, rect: fromRect!, morphingTo: pair.to) }
                let b = pair.to.map { placed($0, side: view.to!, rect: toRect!, morphingTo: nil) }
                var e = (b ?? a)!.element
                e.frame = Self.blend(a?.element.frame, b?.element.frame, p)!
                if let a, let b {
                    e.opacity = a.element.opacity.interpolated(to: b.element.opacity, by: p)
                    // Radii as each side draws them at its own size: 25 for a 50-pt circle.
                    e.content = ElementInterpolation.content(a.element.content, b.element.content, p,
                                                             fromRect: pair.from!.element.frame, toRect: pair.to!.element.frame)
                    e.clips = ElementInterpolation.clips(a.element.clips, b.element.clips, p) ?? b.element.clips
                }
                if let clipRadius { Self.morphClip(&e, hugging: rect, radius: clipRadius) }
                e.matched = e.matched.map { m in
                    var m = m
                    if m.effect.key == key { m.viewFrame = rect; m.viewIdentity = view.identity }
                    return m
                }
                let first = (pair.from ?? pair.to)!.element, last = (pair.to ?? pair.from)!.element
                let morphs = pair.from != nil && pair.to != nil && first.identity != last.identity && first.isShape && last.isShape
                var s = SampledElement(element: e, kind: morphs ? "\(first.content.kindName)→\(last.content.kindName)" : e.content.kindName,
                                       matched: key, textLayoutSize: (pair.to ?? pair.from)!.textLayoutSize, crossFade: nil,
                                       phase: morphs ? "morph" : "flight", progress: phaseProgress)
                if !(view.fromWeight == 1 && view.toWeight == 1) {
                    s.crossFade = CrossFade(id: crossFadeID, side: ordinal, weight: min(1, max(0, weight)))
                }
                s.source = sourceIdentity
                s.sharedFrame = sharedRect
                s.isLeaving = view.toWeight == 0
                out.append(s)
            }
        }
        return out
    }

    /// At the end: the target side exactly as laid out, the rest gone.
    private func settled() -> [SampledElement] {
        views.filter { $0.toWeight > 0 }.flatMap { view in
            view.pairs.compactMap(\.to).map { piece in
                var s = SampledElement.resting(piece.element)
                s.textLayoutSize = piece.textLayoutSize
                s.source = sourceIdentity
                return s
            }
        }
    }

    /// An element of a member view carried into the view's current rectangle. A shape that
    /// morphs into another starts from the rectangle it actually covers (a circle's square).
    private func placed(_ piece: FlightPiece, side: Side, rect: Rect, morphingTo other: FlightPiece?) -> FlightPiece {
        var e = piece.element
        var frame = e.frame
        if let other, other.element.identity != e.identity, case .shape(let kind, _, _) = e.content {
            frame = kind.drawnRect(in: frame)
        }
        e.frame = Self.follow(frame, view: side.view, shared: rect, isText: e.isText)
        e.clips = e.clips.map { $0.with(rect: side.view.mapping($0.rect, into: rect)) }
        e.transforms = e.transforms.map { $0.with(viewFrame: side.view.mapping($0.viewFrame, into: rect)) }
        return FlightPiece(element: e, textLayoutSize: piece.textLayoutSize)
    }

    /// Where an element of a matched view goes when the view is drawn at `shared`. Shapes and
    /// images stretch with the view; text keeps its proportions, scaled uniformly about the
    /// view's centre, so it is never re-wrapped.
    static func follow(_ frame: Rect, view: Rect, shared: Rect, isText: Bool) -> Rect {
        guard isText, view.width > 0, view.height > 0 else { return view.mapping(frame, into: shared) }
        let scale = ((shared.width / view.width) * (shared.height / view.height)).squareRoot()
        let center = Point(x: shared.midX + (frame.midX - view.midX) * scale,
                           y: shared.midY + (frame.midY - view.midY) * scale)
        return .placing(Size(width: frame.width * scale, height: frame.height * scale), anchor: .center, at: center)
    }

    static func blend(_ a: Rect?, _ b: Rect?, _ p: Double) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        return a.interpolated(to: b, by: p)
    }

    /// The clip that hugs the member view takes the group's interpolated radius; a member
    /// without one gets one, so both sides of the cross-fade show the same outline.
    static func morphClip(_ e: inout PlacedElement, hugging rect: Rect, radius: Double) {
        let shape = ShapeKind.roundedRectangle(cornerRadius: max(0, radius), style: e.clips.last { $0.rect.isClose(to: rect) }?.shape.cornerStyle ?? .continuous)
        if let index = e.clips.lastIndex(where: { $0.rect.isClose(to: rect) }) {
            e.clips[index] = ClipRegion(rect: rect, shape: shape, transformDepth: e.clips[index].transformDepth)
        } else if radius > 0 {
            e.clips.append(ClipRegion(rect: rect, shape: shape))
        }
    }
}

/// An element entering a flight, with the size its text was laid out at.
struct FlightPiece: Sendable {
    var element: PlacedElement
    var textLayoutSize: Size?

    init(element: PlacedElement, textLayoutSize: Size? = nil) {
        self.element = element
        self.textLayoutSize = textLayoutSize ?? element.textLayoutSize
    }

    init(_ sampled: SampledElement) {
        self.init(element: sampled.element, textLayoutSize: sampled.textLayoutSize)
    }
}

extension Rect {
    func isClose(to other: Rect, tolerance: Double = 1e-6) -> Bool {
        abs(minX - other.minX) < tolerance && abs(minY - other.minY) < tolerance
            && abs(width - other.width) < tolerance && abs(height - other.height) < tolerance
    }
}

