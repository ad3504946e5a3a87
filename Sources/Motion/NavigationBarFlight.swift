import Geometry
import Layout
import ViewTree

/// The navigation bar during a push or pop, as UIKit moves it (docs/motion.md).
///
/// The bar does not slide with the pages. Its background, hairline and back chevron belong
/// to the stack: they persist, and only their frame and opacity change (a 96-pt large-title
/// bar shrinking to 44, a transparent bar turning opaque). The titles, the back label and
/// the toolbar items belong to their page and each moves on its own path while it fades:
///
/// | part | on the page underneath (leaves on a push) | on the page on top (arrives on a push) |
/// |---|---|---|
/// | inline title | slides onto the top page's back label, fades out by 0.7 | comes from its centre on the bar's trailing edge, fades in from 0.25 |
/// | large title | slides onto the top page's back label, shrinking to its size, fades out by 0.6 | comes from one bar width to the right, fades in from 0.3 |
/// | back label | slides half the bar's width to the leading side, fades out by 0.2 | comes from the underneath page's title (large, else inline), fades in from 0.4 (0.3 from an inline title) |
/// | back chevron | stays (shared when both pages have one) | the first one comes from two chevron widths to the right, fades in from 0.7 |
/// | toolbar items | stay, fade out by 0.6 | stay, fade in from 0.4 |
///
/// Fractions are of the push's progress u (0: the page underneath, 1: the page on top): a
/// fade out by f runs over [0, f] with an ease-out, a fade in from f over [f, 1] with an
/// ease-in. A pop plays the same with u = 1 − p. The figures are those of Flutter's
/// Cupertino navigation bar (`_NavigationBarComponentsTransition`), which reproduces UIKit's.
enum NavigationBarFlight {
    /// Bar parts draw above both pages; matched flights still fly above the bar.
    static let barOrder = 1.5e6

    static func arrange(_ planned: [FlightPlanner.Planned], start: [PlacedElement], target: [PlacedElement],
                        scopes: AnimationScopes) -> [FlightPlanner.Planned] {
        var planned = planned
        for stack in Set((start + target).compactMap { $0.navigation?.stack }).sorted() {
            let from = deepest(stack, in: start), to = deepest(stack, in: target)
            guard let from, let to else { continue }
            let change = from.depth == to.depth ? nil : Change(isPush: to.depth > from.depth, start: start, target: target,
                                                               top: to.depth > from.depth ? to : from,
                                                               bottom: to.depth > from.depth ? from : to)
            for index in planned.indices {
                guard let element = barElement(planned[index].entry.track), element.navigation?.stack == stack else { continue }
                var entry = planned[index].entry
                if let change, let motion = change.motion(for: entry.track) { entry.track = .navigationBarItem(motion) }
                if change != nil { entry.scope = scopes.pageScope(for: entry.scope) }  // the bar moves with the pages
                planned[index].entry = entry
                if change != nil { planned[index].order += barOrder }
            }
        }
        return planned
    }

    /// The deepest page of `stack` among these elements.
    private static func deepest(_ stack: Identity, in elements: [PlacedElement]) -> NavigationMembership? {
        elements.compactMap { $0.navigation?.stack == stack ? $0.navigation : nil }.max { $0.depth < $1.depth }
    }

    /// The element of a track when it is a part of a navigation bar.
    static func barElement(_ track: Flight.Track) -> PlacedElement? {
        let element: PlacedElement
        switch track {
        case .persistent(_, let e, _), .inserted(let e, _, _): element = e
        case .removed(let piece, _, _): element = piece.element
        case .navigationBarItem(let motion): element = motion.element
        case .group, .navigationDim: return nil
        }
        return element.navigation?.barItem == nil ? nil : element
    }

    /// One push or pop of a stack: its two pages' bars.
    struct Change {
        let isPush: Bool
        let start: [PlacedElement]
        let target: [PlacedElement]
        let top: NavigationMembership
        let bottom: NavigationMembership

        /// The bar parts of a page, on the side of the change where that page shows.
        func part(_ item: NavigationBarItem, of page: NavigationMembership) -> PlacedElement? {
            let side = (page == top) == isPush ? target : start
            return side.first { $0.navigation?.page == page.page && $0.navigation?.barItem == item }
        }

        func motion(for track: Flight.Track) -> NavigationBarItemMotion? {
            let element: PlacedElement, textSize: Size?, isLeaving: Bool
            switch track {
            case .inserted(let e, _, _): (element, textSize, isLeaving) = (e, e.textLayoutSize, false)
            case .removed(let piece, _, _): (element, textSize, isLeaving) = (piece.element, piece.textLayoutSize, true)
            default: return nil
            }
            guard let membership = element.navigation, let item = membership.barItem else { return nil }
            let isTop = membership.page == top.page
            guard isTop || membership.page == bottom.page else { return nil }
            let (away, fade) = isTop ? arriving(item, element) : leaving(item, element)
            return NavigationBarItemMotion(element: element, textLayoutSize: textSize, isTop: isTop, isPush: isPush,
                                           isLeaving: isLeaving, awayFrame: away, fade: fade)
        }

        /// Where a part of the page on top comes from, and from when it fades in.
        private func arriving(_ item: NavigationBarItem, _ e: PlacedElement) -> (Rect, Double) {
            let bar = e.navigation!.stackFrame
            switch item {
            case .inlineTitle:
                return (Rect.placing(e.frame.size, anchor: .center, at: Point(x: bar.maxX, y: e.frame.midY)), 0.25)
            case .largeTitle:
                return (e.frame.offsetBy(dx: bar.width, dy: 0), 0.3)
            case .backLabel:
                if let title = part(.largeTitle, of: bottom) { return (NavigationBarItemMotion.onto(e, title), 0.4) }
                if let title = part(.inlineTitle, of: bottom) { return (NavigationBarItemMotion.onto(e, title), 0.3) }
                return (e.frame, 0.3)
            case .backChevron:
                return (e.frame.offsetBy(dx: 2 * e.frame.width, dy: 0), 0.7)
            default:
                return (e.frame, 0.4)
            }
        }

        /// Where a part of the page underneath goes, and by when it has faded out.
        private func leaving(_ item: NavigationBarItem, _ e: PlacedElement) -> (Rect, Double) {
            let bar = e.navigation!.stackFrame
            switch item {
            case .inlineTitle, .largeTitle:
                let fade = item == .largeTitle ? 0.6 : 0.7
                guard let label = part(.backLabel, of: top) else { return (e.frame, fade) }
                return (NavigationBarItemMotion.onto(e, label), fade)
            case .backLabel:
                return (e.frame.offsetBy(dx: -bar.width / 2, dy: 0), 0.2)
            default:
                return (e.frame, 0.6)
            }
        }
    }
}

/// One title, back label or toolbar item of a page during a push or pop: it moves between
/// its own frame and `awayFrame` and fades, by the push's progress (see `NavigationBarFlight`).
struct NavigationBarItemMotion: Sendable {
    /// The part at rest, as laid out on its page.
    let element: PlacedElement
    let textLayoutSize: Size?
    /// On the page on top: at rest when the push is done (u = 1). Otherwise at rest at u = 0.
    let isTop: Bool
    let isPush: Bool
    /// Not on screen once the change is done.
    let isLeaving: Bool
    /// Its frame at the far end of the change.
    let awayFrame: Rect
    /// For the page on top, the progress it fades in from; underneath, the progress by which it has faded out.
    let fade: Double

    func sample(progress p: Double) -> SampledElement? {
        if isLeaving, p == 1 { return nil }
        let u = isPush ? p : 1 - p
        let away = isTop ? 1 - u : u
        var e = element
        e.frame = element.frame.interpolated(to: awayFrame, by: away)
        e.opacity *= isTop ? Self.fadeIn(u, from: fade) : Self.fadeOut(u, by: fade)
        var s = SampledElement.resting(e)
        s.textLayoutSize = textLayoutSize
        s.phase = isLeaving ? "removal" : (p == 1 ? "identity" : "insertion")
        s.progress = p
        s.isLeaving = isLeaving
        return s
    }

    static func fadeIn(_ u: Double, from start: Double) -> Double {
        UnitBezier.easeIn.value(at: min(1, max(0, (u - start) / (1 - start))))
    }

    static func fadeOut(_ u: Double, by end: Double) -> Double {
        1 - UnitBezier.easeOut.value(at: min(1, max(0, u / end)))
    }

    /// `e`'s frame moved so its leading edge's midpoint sits on `other`'s, scaled as a text
    /// of `e`'s font would be at `other`'s font size (a large title shrinking into a back label).
    static func onto(_ e: PlacedElement, _ other: PlacedElement) -> Rect {
        var scale = 1.0
        if case .text(let a) = e.content, case .text(let b) = other.content, a.font.size > 0 { scale = b.font.size / a.font.size }
        let size = Size(width: e.frame.width * scale, height: e.frame.height * scale)
        return Rect.placing(size, anchor: UnitPoint(x: 0, y: 0.5), at: Point(x: other.frame.minX, y: other.frame.midY))
    }
}
