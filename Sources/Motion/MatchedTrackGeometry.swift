import Drawing
import Geometry
import Layout
import ViewTree

/// Where one track of a matched group is drawn at progress p, and with what clips.
///
/// Each end's view is drawn at its member rectangle (`MatchedGroupFlight.memberRect`). An
/// element that is its view's whole content follows that rectangle: a shape stretches with
/// it, a text scales uniformly about its centre (never re-wrapped), and an image filled or
/// fitted into its view is filled or fitted again into the rectangle, so it keeps its aspect
/// ratio. An element inside a matched container goes straight from where it is at one end to
/// where it is at the other, which is where laying the container out again at the in-between
/// size puts it (its leaves keep their sizes; its stacks and frames place them linearly).
struct TrackGeometry {
    let track: MatchedGroupFlight.Track
    let p: Double
    /// The rectangle of each end's view now.
    let fromRect: Rect?
    let toRect: Rect?

    init(track: MatchedGroupFlight.Track, anchor: Point, size: Size, p: Double) {
        self.track = track
        self.p = p
        let isText = (track.to ?? track.from)!.piece.element.isText
        fromRect = track.from.map { MatchedGroupFlight.memberRect($0.side, anchor: anchor, size: size, isText: isText) }
        toRect = track.to.map { MatchedGroupFlight.memberRect($0.side, anchor: anchor, size: size, isText: isText) }
    }

    /// The view the drawn element belongs to: the start's for an outgoing track, else the target's.
    var viewIdentity: Identity { (track.draws == .start ? track.from! : (track.to ?? track.from)!).side.identity }
    var viewRect: Rect { MatchedGroupFlight.blend(fromRect, toRect, p)! }

    /// The element drawn now.
    func element(clipRadius: Double?) -> PlacedElement {
        let drawn = track.draws == .start ? track.from! : (track.to ?? track.from)!
        var e = drawn.piece.element
        e.frame = frame()
        if track.draws == .both, let from = track.from, let to = track.to {
            let a = from.piece.element, b = to.piece.element
            e.opacity = a.opacity.interpolated(to: b.opacity, by: p)
            // Radii as each side draws them at its own size: 25 for a 50-pt circle.
            e.content = ElementInterpolation.content(a.content, b.content, p, fromRect: a.frame, toRect: b.frame)
            if p == 0 {
                e.content = a.content
            } else if case .image(var image) = e.content {
                image.contentMode = .stretch  // the frame is already where the pixels go
                e.content = .image(image)
            }
            let (outer, inner) = clips(from, to)
            e.clips = outer + inner
            // Mid-flight, the blended enclosing clips are what a change that interrupts starts from.
            for i in e.matched.indices where e.matched[i].effect.key == track.to?.side.effect.key {
                e.matched[i].clipDepth = outer.count
            }
        } else {
            // One side of a cross-fade: its own clips go with its view; a text or symbol takes
            // the colour between the two ends, so the colour animates whatever else does.
            let rect = (track.draws == .start ? fromRect : toRect) ?? (fromRect ?? toRect)!
            e.clips = e.clips.map { $0.with(rect: drawn.side.view.mapping($0.rect, into: rect)) }
            if let from = track.from, let to = track.to {
                e.content = ElementInterpolation.recoloured(e.content, from.piece.element.content, to.piece.element.content, p)
            }
        }
        e.transforms = transforms()
        if let clipRadius { MatchedGroupFlight.morphClip(&e, hugging: viewRect, radius: clipRadius) }
        return e
    }

    /// Geometry effects go with each end's view; one element drawn from two ends blends
    /// them by their parameters (`ElementInterpolation.transforms`).
    func transforms() -> [PlacedTransform] {
        func mapped(_ end: MatchedGroupFlight.End?, _ rect: Rect?) -> [PlacedTransform]? {
            guard let end, let rect else { return nil }
            return end.piece.element.transforms.map { $0.with(viewFrame: end.side.view.mapping($0.viewFrame, into: rect)) }
        }
        let a = mapped(track.from, fromRect), b = mapped(track.to, toRect)
        switch track.draws {
        case .start: return a ?? []
        case .target: return b ?? a ?? []
        case .both:
            guard let a, let b else { return a ?? b ?? [] }
            if p == 0 { return a }
            return ElementInterpolation.transforms(a, b, p) ?? b
        }
    }

    /// The frame now. A container's inner element goes straight between its two ends (both
    /// sides of a cross-fade of one together); a view's own content follows its view's
    /// rectangle, blended from one end to the other when it is drawn once.
    func frame() -> Rect {
        if let from = track.from, let to = track.to, !from.isWholeView || !to.isWholeView {
            return from.piece.element.frame.interpolated(to: to.piece.element.frame, by: p)
        }
        let a = track.from.map { Self.placed($0, in: fromRect!) }
        let b = track.to.map { Self.placed($0, in: toRect!) }
        switch track.draws {
        case .both: return MatchedGroupFlight.blend(a, b, p)!
        case .start: return a ?? b!
        case .target: return b ?? a!
        }
    }

    private var from: MatchedGroupFlight.End? { track.from }
    private var to: MatchedGroupFlight.End? { track.to }

    /// Where an end's element goes when its view is drawn at `rect`.
    static func placed(_ end: MatchedGroupFlight.End, in rect: Rect) -> Rect {
        let e = end.piece.element, view = end.side.view
        if case .image(let image) = e.content, image.contentMode == .fill || image.contentMode == .fit {
            let laidOut = ImageFit.rect(natural: image.naturalSize, in: view, mode: image.contentMode)
            if laidOut.isClose(to: e.frame, tolerance: 0.5) {
                // Fitted again into `rect`, moved by what the pixel grid moved it at rest, so
                // the end's own frame comes back exactly when `rect` is its view.
                let again = ImageFit.rect(natural: image.naturalSize, in: rect, mode: image.contentMode)
                return Rect(x: again.minX + e.frame.minX - laidOut.minX, y: again.minY + e.frame.minY - laidOut.minY,
                            width: again.width + e.frame.width - laidOut.width, height: again.height + e.frame.height - laidOut.height)
            }
        }
        return MatchedGroupFlight.follow(e.frame, view: view, shared: rect, isText: e.isText)
    }

    /// The clips of a track with two ends: those inside each end's view move with the view's
    /// rectangle (the start's give way to the target's), or, for an element of a matched
    /// container, go straight between their two ends as the element does; those of enclosing
    /// views pair up by owner, and open or close when only one end has them (`ClipFlight`).
    func clips(_ from: MatchedGroupFlight.End, _ to: MatchedGroupFlight.End) -> (outer: [ClipRegion], inner: [ClipRegion]) {
        let (fromOuter, fromInner) = from.splitClips()
        let (toOuter, toInner) = to.splitClips()
        let a = from.piece.element, b = to.piece.element
        let outer = ClipFlight.blend(fromOuter, toOuter, p, fromVisible: ClipFlight.visible(a.frame, in: a.clips),
                                     toVisible: ClipFlight.visible(b.frame, in: b.clips))
        if !from.isWholeView || !to.isWholeView, let paired = Self.straight(fromInner, from, toInner, to, p) {
            return (outer, paired)
        }
        let inner = toInner.isEmpty
            ? fromInner.map { $0.with(rect: from.side.view.mapping($0.rect, into: fromRect!)) }
            : toInner.map { $0.with(rect: to.side.view.mapping($0.rect, into: toRect!)) }
        return (outer, inner)
    }

    /// The own clips of a container's element (a `clipShape` on a square in a matched card),
    /// paired by their owner below each end's view: each goes straight from one end to the
    /// other, as the element does, so none is scaled with the card. Nil when they do not pair.
    static func straight(_ a: [ClipRegion], _ from: MatchedGroupFlight.End, _ b: [ClipRegion], _ to: MatchedGroupFlight.End,
                         _ p: Double) -> [ClipRegion]? {
        guard a.count == b.count, a.map({ from.relativeOwner($0) }) == b.map({ to.relativeOwner($0) }) else { return nil }
        return zip(a, b).map { ClipFlight.moved($0, $1, p) }
    }
}

extension MatchedGroupFlight.End {
    /// Whether the element is its view's whole content (the view itself, or the one thing
    /// it draws in its own frame), rather than a part of a matched container.
    var isWholeView: Bool {
        piece.element.identity == side.identity || piece.element.frame.isClose(to: side.view, tolerance: 0.5)
            || relativeIdentity.isEmpty
    }

    /// The element's identity below its view's.
    var relativeIdentity: [String] {
        let own = piece.element.identity.components, view = side.identity.components
        return own.starts(with: view) ? Array(own.dropFirst(view.count)) : own
    }

    /// A clip's owner below the view's identity ("" for the view's own clip or an unnamed one).
    func relativeOwner(_ clip: ClipRegion) -> String {
        let view = side.identity.description
        return clip.owner.hasPrefix(view) ? String(clip.owner.dropFirst(view.count)) : clip.owner
    }

    /// Its clips: those of enclosing views (outermost first), and those of the view and inside it.
    /// A clip written after `matchedGeometryEffect` on the same view is an enclosing one: it
    /// stays where the view is laid out (a thumbnail's rounded crop around the flying image).
    func splitClips() -> (outer: [ClipRegion], inner: [ClipRegion]) {
        let clips = piece.element.clips
        if let depth = piece.element.matched.last(where: { $0.effect.key == side.effect.key })?.clipDepth {
            let outer = min(max(0, depth), clips.count)
            return (Array(clips.prefix(outer)), Array(clips.dropFirst(outer)))
        }
        let view = side.identity.description
        let isInner: (ClipRegion) -> Bool = { clip in
            clip.owner.isEmpty ? clip.rect.isClose(to: side.view) : (clip.owner == view || clip.owner.hasPrefix(view + "/"))
        }
        return (piece.element.clips.filter { !isInner($0) }, piece.element.clips.filter(isInner))
    }
}

extension MatchedGroupFlight {
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
        let index = e.clips.lastIndex { $0.rect.isClose(to: rect) }
        let style = index.map { e.clips[$0].shape.cornerStyle } ?? .continuous
        let shape: ShapeKind = radius > 0 ? .roundedRectangle(cornerRadius: radius, style: style) : .rectangle
        if let index {
            e.clips[index] = e.clips[index].with(rect: rect)
            e.clips[index].shape = shape
        } else if radius > 0 {
            e.clips.append(ClipRegion(rect: rect, shape: shape))
        }
    }
}
