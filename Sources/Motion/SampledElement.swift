import Drawing
import Geometry
import Layout
import ViewTree

/// One element as it stands at a sampled instant: its current geometry and what a trace
/// reports about it.
public struct SampledElement: Sendable {
    /// What the element is now: its frame, opacity and clips at this instant.
    public var element: PlacedElement
    /// The element's kind, or `From→To` while two shapes morph into one another.
    public var kind: String
    /// The matched-geometry group it flies in, if any.
    public var matched: MatchKey?
    /// For text: the size it was laid out at. It is drawn scaled to `frame`, never re-wrapped.
    public var textLayoutSize: Size?
    /// Set while the element cross-fades with its matched partner.
    public var crossFade: CrossFade?
    /// What is happening to it: `identity`, `flight`, `morph`, `insertion` or `removal`.
    public var phase: String
    /// The progress of the animation moving it, when one is.
    public var progress: Double?
    /// For a flying matched element: the view identity of its group's source.
    public var source: Identity?
    /// For a flying matched element: the group's shared frame now.
    public var sharedFrame: Rect?
    /// Whether it is on its way out (a removal, or the old side of a cross-fade): a view
    /// being removed is never a matched group's source (reference §2.1).
    public var isLeaving = false
    /// For a flying matched element: the identity of the element it started from, when that
    /// is another view's (its velocity carries on through an interruption).
    public var startIdentity: Identity?

    public init(element: PlacedElement, kind: String, matched: MatchKey?, textLayoutSize: Size?,
                crossFade: CrossFade?, phase: String, progress: Double?) {
        self.element = element
        self.kind = kind
        self.matched = matched
        self.textLayoutSize = textLayoutSize
        self.crossFade = crossFade
        self.phase = phase
        self.progress = progress
    }

    public var frame: Rect { element.frame }
    /// The opacity it is seen at, its cross-fade weight included.
    public var opacity: Double { element.opacity * (crossFade?.weight ?? 1) }
    public var zIndex: Double { element.zIndex }

    /// The view this drawn part belongs to: its identity, less the name of the part when it
    /// is one half of a view drawn twice (the old side of a cross-fade, or a layer lifted
    /// above a crossing flight).
    public var viewIdentity: Identity {
        let last = element.identity.components.last
        guard last == Flight.crossFadeOutName || last == CrossingLayer.liftedName else { return element.identity }
        return Identity(Array(element.identity.components.dropLast()))
    }

    /// The corner radius drawn: the shape's own, or the innermost clip's when the clip
    /// hugs the element's frame (an image in `clipShape(RoundedRectangle(…))`).
    public var cornerRadius: Double {
        if case .shape(let shape, _, _) = element.content {
            return shape.cornerRadius(in: element.frame)
        }
        if let clip = element.clips.last, clip.rect.isClose(to: element.frame) {
            return clip.shape.cornerRadius(in: clip.rect)
        }
        return 0
    }

    /// How much larger than laid out a text is drawn.
    public var textScale: Double? {
        guard let size = textLayoutSize, size.width > 0 else { return nil }
        return element.frame.width / size.width
    }
}

extension ShapeKind {
    /// Whether the shape is one of the rounded-rectangle family, which morph into each other.
    var isRoundedRectFamily: Bool {
        switch self {
        case .rectangle, .roundedRectangle, .circle, .capsule: true
        case .ellipse, .trimmed, .unevenRoundedRectangle, .containerRelative, .path, .custom: false
        }
    }

    /// The rectangle the shape actually covers in `rect`: a circle is a centred square.
    func drawnRect(in rect: Rect) -> Rect {
        guard case .circle = self else { return rect }
        let side = min(rect.width, rect.height)
        return Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    }

    var cornerStyle: CornerStyle {
        switch self {
        case .roundedRectangle(_, let style), .capsule(let style): style
        default: .circular
        }
    }
}

/// One side of an additive cross-fade: the two sides of group `id` are each flattened into a
/// layer, faded by their weights (1 − p and p), and added, so coverage stays whole.
public struct CrossFade: Hashable, Sendable {
    public var id: Int
    /// 0 for the outgoing view, 1 for the incoming one.
    public var side: Int
    public var weight: Double
}
