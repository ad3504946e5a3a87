import Drawing
import Geometry
import Layout
import ViewTree

/// How each animatable property of an element blends between two states (reference §1.5:
/// every component goes from + (to − from) · progress).
enum ElementInterpolation {
    /// A view that keeps its identity: frame, opacity, colours, corner radius and clips. An
    /// image keeps its aspect ratio: the rectangle its pixels fill interpolates (a content
    /// mode that changes is a crop that changes). Content that cannot interpolate (another
    /// string, font or image) is the caller's to cross-fade (`compatible`).
    static func persistent(_ a: PlacedElement, _ b: PlacedElement, _ p: Double) -> PlacedElement {
        guard p != 1 else { return b }
        var e = b
        e.frame = a.frame.interpolated(to: b.frame, by: p)
        e.opacity = a.opacity.interpolated(to: b.opacity, by: p)
        e.content = content(a.content, b.content, p, fromRect: a.frame, toRect: b.frame)
        e.clips = ClipFlight.blend(a.clips, b.clips, p, fromVisible: ClipFlight.visible(a.frame, in: a.clips),
                                   toVisible: ClipFlight.visible(b.frame, in: b.clips))
        e.transforms = transforms(a.transforms, b.transforms, p) ?? b.transforms
        e.layers = layers(a.layers, b.layers, p) ?? b.layers
        e.zIndex = a.zIndex.interpolated(to: b.zIndex, by: p)
        if p != 0, let pa = a.pin, let pb = b.pin, pa.axis == pb.axis, pa.isFooter == pb.isFooter {
            e.frame = pinned(e.frame, pa, pb, p)
        }
        if case .image(let ia) = a.content, case .image(var ib) = b.content, ia.path == ib.path, ia.contentMode != ib.contentMode {
            e.frame = ImageFit.rect(natural: ia.naturalSize, in: a.frame, mode: ia.contentMode)
                .interpolated(to: ImageFit.rect(natural: ib.naturalSize, in: b.frame, mode: ib.contentMode), by: p)
            ib.contentMode = .stretch
            e.content = .image(ib)
        }
        return e
    }

    /// Geometry effects pair up outermost first, each blending its parameters (angle, scale,
    /// anchor) and its view's frame, as SwiftUI animates a GeometryEffect's animatable data.
    /// Effects the two sides do not share take the target's at once.
    static func transforms(_ a: [PlacedTransform], _ b: [PlacedTransform], _ p: Double) -> [PlacedTransform]? {
        guard a.count == b.count else { return nil }
        var out: [PlacedTransform] = []
        for (x, y) in zip(a, b) {
            guard let effect = x.effect.interpolated(to: y.effect, by: p) else { return nil }
            out.append(PlacedTransform(effect: effect, viewFrame: x.viewFrame.interpolated(to: y.viewFrame, by: p)))
        }
        return out
    }

    /// Layer effects pair up by key, each blending its parameters (a blur's radius, a
    /// filter's amount) and the opacity it took over.
    static func layers(_ a: [PlacedLayer], _ b: [PlacedLayer], _ p: Double) -> [PlacedLayer]? {
        guard a.count == b.count else { return nil }
        var out: [PlacedLayer] = []
        for (x, y) in zip(a, b) {
            guard x.key == y.key, let effect = x.effect.interpolated(to: y.effect, by: p) else { return nil }
            var layer = y
            layer.effect = effect
            layer.opacity = x.opacity.interpolated(to: y.opacity, by: p)
            out.append(layer)
        }
        return out
    }

    /// A pinned header (footer) along a scroll: where it would be unpinned goes from one end
    /// to the other with the rows, and it is pinned again there against the scroll view's
    /// edge and its section's end, so it rides up with its section, then sticks.
    static func pinned(_ frame: Rect, _ a: SectionPin, _ b: SectionPin, _ p: Double) -> Rect {
        let vertical = a.axis == .vertical
        let unpinned = vertical ? frame.offsetBy(dx: 0, dy: -a.shift.interpolated(to: b.shift, by: p))
                                : frame.offsetBy(dx: -a.shift.interpolated(to: b.shift, by: p), dy: 0)
        let pin = SectionPin(axis: a.axis, isFooter: a.isFooter, shift: 0, edge: a.edge.interpolated(to: b.edge, by: p),
                             limit: a.limit.interpolated(to: b.limit, by: p))
        let shift = vertical ? pin.shift(start: unpinned.minY, end: unpinned.maxY, length: unpinned.height)
                             : pin.shift(start: unpinned.minX, end: unpinned.maxX, length: unpinned.width)
        return vertical ? unpinned.offsetBy(dx: 0, dy: shift) : unpinned.offsetBy(dx: shift, dy: 0)
    }

    /// Whether two contents are one drawing that can interpolate: shapes of one kind or of
    /// the rounded-rectangle family with the same kinds of paint, the same text in the same
    /// font, the same image, the same symbol. Anything else cross-fades.
    static func compatible(_ a: ElementContent, _ b: ElementContent) -> Bool {
        switch (a, b) {
        case let (.shape(ka, fa, sa), .shape(kb, fb, sb)):
            return morphs(ka, kb) && paints(fa, fb) && (sa == nil) == (sb == nil) && paints(sa?.paint, sb?.paint)
        case let (.text(ra), .text(rb)): return ra.string == rb.string && ra.font == rb.font && sameRuns(ra, rb)
        case let (.image(ia), .image(ib)): return ia.path == ib.path
        case let (.symbol(na, _, wa), .symbol(nb, _, wb)): return na == nb && wa == wb
        case let (.layeredSymbol(na, _, _, wa), .layeredSymbol(nb, _, _, wb)): return na == nb && wa == wb
        default: return false
        }
    }

    /// Two texts whose styled runs cover the same characters in the same fonts (their colours
    /// may differ): none, or as many at the same places.
    private static func sameRuns(_ a: TextRun, _ b: TextRun) -> Bool {
        a.spans.count == b.spans.count
            && zip(a.spans, b.spans).allSatisfy { $0.start == $1.start && $0.end == $1.end && $0.font == $1.font }
    }

    /// `run` with its colour, and its runs' colours, between those of `a` and `b`.
    private static func colouring(_ run: TextRun, _ a: TextRun, _ b: TextRun, _ t: Double) -> TextRun {
        var r = run
        r.color = a.color.interpolated(to: b.color, by: t)
        if r.spans.count == a.spans.count, a.spans.count == b.spans.count {
            for i in r.spans.indices { r.spans[i].color = a.spans[i].color.interpolated(to: b.spans[i].color, by: t) }
        }
        return r
    }

    /// Two shapes that become one another without a switch (`shape`): one kind, one base
    /// trimmed at ends that move, or two of the rounded-rectangle family.
    private static func morphs(_ a: ShapeKind, _ b: ShapeKind) -> Bool {
        if a == b { return true }
        if case let .trimmed(baseA, _, _) = a, case let .trimmed(baseB, _, _) = b { return baseA == baseB }
        // A custom shape of one type: its animatable data mixes (or, with none, the new one
        // is drawn at once, as SwiftUI does).
        if case let .custom(ca) = a, case let .custom(cb) = b { return ca.typeName == cb.typeName }
        if case .unevenRoundedRectangle = a, case .unevenRoundedRectangle = b { return true }
        return a.isRoundedRectFamily && b.isRoundedRectFamily
    }

    /// Two paints that blend without a jump: none on both sides, equal, two colours, or two
    /// gradients of one kind with as many stops.
    private static func paints(_ a: Paint?, _ b: Paint?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (.color?, .color?): return true
        case let (.gradient(ga)?, .gradient(gb)?): return ga.interpolated(to: gb, by: 0) != nil
        default: return a == b
        }
    }

    /// `content` (one side of a cross-fade between `a` and `b`) with the colour between theirs,
    /// when all three are texts or symbols: a text whose weight changes cross-fades its two
    /// weights, and both change colour together.
    static func recoloured(_ content: ElementContent, _ a: ElementContent, _ b: ElementContent, _ p: Double) -> ElementContent {
        let t = clamp(p)
        switch (content, a, b) {
        case let (.text(run), .text(ra), .text(rb)):
            return .text(colouring(run, ra, rb, t))
        case let (.symbol(name, _, weight), .symbol(_, ca, _), .symbol(_, cb, _)):
            return .symbol(name: name, color: ca.interpolated(to: cb, by: t), weight: weight)
        case let (.layeredSymbol(name, _, _, weight), .layeredSymbol(_, pa, sa, _), .layeredSymbol(_, pb, sb, _)):
            return .layeredSymbol(name: name, primary: pa.interpolated(to: pb, by: t), secondary: sa.interpolated(to: sb, by: t),
                                  weight: weight)
        default:
            return content
        }
    }

    static func content(_ a: ElementContent, _ b: ElementContent, _ p: Double, fromRect: Rect, toRect: Rect) -> ElementContent {
        guard p < 1 else { return b }
        switch (a, b) {
        case let (.shape(ka, fa, sa), .shape(kb, fb, sb)):
            let kind = ka == kb ? kb : shape(ka, fromRect, kb, toRect, p)
            let stroke = sb.map { s in
                var style = s.style
                style.dashPhase = (sa?.style.dashPhase ?? s.style.dashPhase).interpolated(to: s.style.dashPhase, by: p)
                return StrokePaint(paint: paint(sa?.paint, s.paint, p) ?? s.paint,
                                   lineWidth: (sa?.lineWidth ?? s.lineWidth).interpolated(to: s.lineWidth, by: p), style: style)
            }
            return .shape(kind, fill: paint(fa, fb, p), stroke: stroke)
        case let (.text(ra), .text(rb)) where ra.string == rb.string && ra.font == rb.font && sameRuns(ra, rb):
            return .text(colouring(rb, ra, rb, clamp(p)))
        case let (.symbol(na, ca, wa), .symbol(nb, cb, wb)) where na == nb && wa == wb:
            return .symbol(name: nb, color: ca.interpolated(to: cb, by: clamp(p)), weight: wb)
        case let (.layeredSymbol(na, pa, sa, wa), .layeredSymbol(nb, pb, sb, wb)) where na == nb && wa == wb:
            let t = clamp(p)
            return .layeredSymbol(name: nb, primary: pa.interpolated(to: pb, by: t), secondary: sa.interpolated(to: sb, by: t),
                                  weight: wb)
        default:
            return b
        }
    }

    /// A rounded rectangle part-way between two rounded-family shapes: the corner radius (in
    /// points, as each shape draws it in its rectangle) interpolates.
    static func shape(_ a: ShapeKind, _ ra: Rect, _ b: ShapeKind, _ rb: Rect, _ p: Double) -> ShapeKind {
        if p >= 1 { return b }
        if a == b, case .rectangle = a { return a }
        // A circle that stays a circle stays one: as a rounded rectangle of half its shorter
        // side it would be drawn over its whole frame, a capsule.
        if a == b, case .circle = a { return a }
        if case let .custom(ca) = a, case let .custom(cb) = b { return ca.interpolated(to: cb, by: p).map { .custom($0) } ?? b }
        if case let .unevenRoundedRectangle(ra, _) = a, case let .unevenRoundedRectangle(rb, style) = b {
            return .unevenRoundedRectangle(ra.interpolated(to: rb, by: p), style: style)
        }
        // A trim animates its ends (a progress ring filling); trimmed shapes morph no further.
        if case let .trimmed(baseA, fromA, toA) = a, case let .trimmed(baseB, fromB, toB) = b, baseA == baseB {
            return .trimmed(baseB, from: fromA.interpolated(to: fromB, by: p), to: toA.interpolated(to: toB, by: p))
        }
        if case .trimmed = a { return p < 0.5 ? a : b }
        if case .trimmed = b { return p < 0.5 ? a : b }
        if case .ellipse = a { return p < 0.5 ? a : b }
        if case .ellipse = b { return p < 0.5 ? a : b }
        if !a.isRoundedRectFamily || !b.isRoundedRectFamily { return p < 0.5 ? a : b }
        let radius = a.cornerRadius(in: a.drawnRect(in: ra)).interpolated(to: b.cornerRadius(in: rb), by: p)
        let style = b.cornerRadius(in: rb) > 0 ? b.cornerStyle : a.cornerStyle
        return .roundedRectangle(cornerRadius: max(0, radius), style: style)
    }

    /// Colours blend in linear-light sRGB (Geometry's `Color.interpolated`); a gradient's
    /// stops and points blend with another of its kind (`GradientPaint.interpolated`).
    static func paint(_ a: Paint?, _ b: Paint?, _ p: Double) -> Paint? {
        if case .gradient(let ga)? = a, case .gradient(let gb)? = b, let g = ga.interpolated(to: gb, by: clamp(p)) { return .gradient(g) }
        guard case .color(let ca)? = a, case .color(let cb)? = b else { return b }
        return .color(ca.interpolated(to: cb, by: clamp(p)))
    }

    static func clamp(_ p: Double) -> Double { min(1, max(0, p)) }
}

extension PlacedElement {
    var isText: Bool {
        if case .text = content { return true }
        return false
    }

    var isShape: Bool {
        if case .shape = content { return true }
        return false
    }

    /// Text is laid out at its layout frame's size; Motion keeps that size when it scales it.
    var textLayoutSize: Size? { isText ? frame.size : nil }
}
