import Geometry
import Layout
import ViewTree

/// Everything known about one state change before it runs: which elements persist, which
/// fly in matched groups, which enter and leave. `sample(progress:)` is pure, and returns
/// exactly the start state at progress 0 and the target layout at progress 1.
struct Flight: Sendable {
    enum Track: Sendable {
        /// The same view on both sides: every animatable property interpolates.
        case persistent(from: PlacedElement, to: PlacedElement)
        /// Two rounded-family shapes of one matched group, drawn as one morphing shape.
        case morph(from: PlacedElement, to: PlacedElement, key: MatchKey, fromView: Rect, toView: Rect)
        /// A matched group whose two sides draw different content: both follow the shared
        /// frame and cross-fade additively.
        case crossFade(from: [PlacedElement], to: [PlacedElement], key: MatchKey, fromView: Rect, toView: Rect, id: Int)
        case inserted(PlacedElement, transition: Transition, viewFrame: Rect)
        case removed(PlacedElement, transition: Transition, viewFrame: Rect)
    }

    /// Tracks in draw order.
    let tracks: [Track]

    init(from start: [PlacedElement], to target: [PlacedElement]) {
        tracks = FlightPlanner(from: start, to: target).tracks()
    }

    func sample(progress p: Double) -> [SampledElement] {
        var out: [SampledElement] = []
        for track in tracks {
            switch track {
            case .persistent(let a, let b):
                var e = b
                e.frame = a.frame.interpolated(to: b.frame, by: p)
                e.opacity = a.opacity.interpolated(to: b.opacity, by: p)
                e.content = interpolatedContent(a.content, b.content, p)
                if a.clips.count == b.clips.count {
                    e.clips = zip(a.clips, b.clips).map { ClipRegion(rect: $0.rect.interpolated(to: $1.rect, by: p), shape: Flight.shape($0.shape, $0.rect, $1.shape, $1.rect, p)) }
                }
                out.append(sampled(e, phase: p == 1 ? "identity" : "animating", progress: p, layoutSize: b.frame.size))
            case let .morph(a, b, key, fromView, toView):
                let shared = fromView.interpolated(to: toView, by: p)
                var e = b
                // A circle covers the centred square of its frame: that square is where the
                // morph starts. Both ends follow the shared frame; the shape blends between them.
                let drawnA = Flight.drawnShape(a).drawnRect(in: a.frame)
                let frameA = fromView.mapping(drawnA, into: shared)
                let frameB = toView.mapping(b.frame, into: shared)
                e.frame = frameA.interpolated(to: frameB, by: p)
                e.opacity = a.opacity.interpolated(to: b.opacity, by: p)
                e.content = interpolatedContent(a.content, b.content, p, fromRect: drawnA, toRect: b.frame)
                e.clips = b.clips.map { ClipRegion(rect: toView.mapping($0.rect, into: shared), shape: $0.shape) }
                var s = sampled(e, phase: "morph", progress: p)
                s.kind = "\(a.content.kindName)→\(b.content.kindName)"
                s.matched = key
                out.append(s)
            case let .crossFade(from, to, key, fromView, toView, id):
                let shared = fromView.interpolated(to: toView, by: p)
                let fade = min(1, max(0, p))
                for (side, (elements, view, weight)) in [(from, fromView, 1 - fade), (to, toView, fade)].enumerated() {
                    for element in elements {
                        var e = element
                        e.frame = Flight.follow(element.frame, view: view, shared: shared, isText: element.isText)
                        e.clips = element.clips.map { ClipRegion(rect: view.mapping($0.rect, into: shared), shape: $0.shape) }
                        var s = sampled(e, phase: "flight", progress: p)
                        s.matched = key
                        s.crossFade = CrossFade(id: id, side: side, weight: weight)
                        s.textLayoutSize = element.textLayoutSize
                        out.append(s)
                    }
                }
            case let .inserted(element, transition, viewFrame):
                var e = element
                TransitionEffect.apply(transition, isInsertion: true, presence: p, viewFrame: viewFrame, to: &e)
                out.append(sampled(e, phase: p >= 1 ? "identity" : "insertion", progress: p, layoutSize: element.frame.size))
            case let .removed(element, transition, viewFrame):
                guard p < 1 else { continue }
                var e = element
                TransitionEffect.apply(transition, isInsertion: false, presence: 1 - p, viewFrame: viewFrame, to: &e)
                out.append(sampled(e, phase: "removal", progress: p, layoutSize: element.frame.size))
            }
        }
        return out
    }

    private func sampled(_ e: PlacedElement, phase: String, progress: Double, layoutSize: Size? = nil) -> SampledElement {
        SampledElement(element: e, kind: e.content.kindName, matched: nil,
                       textLayoutSize: e.isText ? (layoutSize ?? e.textLayoutSize) : nil,
                       crossFade: nil, phase: phase, progress: progress)
    }

    /// Where an element of a matched view goes when the view's frame is `shared`. Shapes and
    /// images stretch with the view; text keeps its proportions, scaled uniformly about the
    /// view's centre, so it is never re-wrapped.
    static func follow(_ frame: Rect, view: Rect, shared: Rect, isText: Bool) -> Rect {
        guard isText, view.width > 0, view.height > 0 else { return view.mapping(frame, into: shared) }
        let scale = ((shared.width / view.width) * (shared.height / view.height)).squareRoot()
        let center = Point(x: shared.midX + (frame.midX - view.midX) * scale,
                           y: shared.midY + (frame.midY - view.midY) * scale)
        return .placing(Size(width: frame.width * scale, height: frame.height * scale), anchor: .center, at: center)
    }

    static func drawnShape(_ e: PlacedElement) -> ShapeKind {
        if case .shape(let kind, _, _) = e.content { return kind }
        return .rectangle
    }

    /// A rounded rectangle part-way between two rounded-family shapes.
    static func shape(_ a: ShapeKind, _ ra: Rect, _ b: ShapeKind, _ rb: Rect, _ p: Double) -> ShapeKind {
        if a == b, case .rectangle = a { return a }
        if case .ellipse = a { return p < 0.5 ? a : b }
        if case .ellipse = b { return p < 0.5 ? a : b }
        let radius = a.cornerRadius(in: a.drawnRect(in: ra)).interpolated(to: b.cornerRadius(in: rb), by: p)
        let style = b.cornerRadius(in: rb) > 0 ? b.cornerStyle : a.cornerStyle
        if p >= 1 { return b }
        return .roundedRectangle(cornerRadius: max(0, radius), style: style)
    }

    private func interpolatedContent(_ a: ElementContent, _ b: ElementContent, _ p: Double,
                                     fromRect: Rect? = nil, toRect: Rect? = nil) -> ElementContent {
        guard p < 1 else { return b }
        switch (a, b) {
        case let (.shape(ka, fa, sa), .shape(kb, fb, sb)):
            let ra = fromRect ?? .zero, rb = toRect ?? .zero
            let kind = fromRect == nil ? (ka == kb ? kb : Flight.shape(ka, ra, kb, rb, p)) : Flight.shape(ka, ra, kb, rb, p)
            let fill = Flight.paint(fa, fb, p)
            let stroke = sb.map { s in StrokePaint(paint: Flight.paint(sa?.paint, s.paint, p) ?? s.paint,
                                                   lineWidth: (sa?.lineWidth ?? s.lineWidth).interpolated(to: s.lineWidth, by: p)) }
            return .shape(kind, fill: fill, stroke: stroke)
        default:
            return b
        }
    }

    static func paint(_ a: Paint?, _ b: Paint?, _ p: Double) -> Paint? {
        guard case .color(let ca)? = a, case .color(let cb)? = b else { return b }
        return .color(ca.interpolated(to: cb, by: min(1, max(0, p))))
    }
}

extension PlacedElement {
    var isText: Bool {
        if case .text = content { return true }
        return false
    }

    /// Text is laid out at its layout frame's size; Motion keeps that size when it scales it.
    var textLayoutSize: Size? { isText ? frame.size : nil }
}
