import Drawing
import Geometry
import Layout
import ViewTree

/// The iOS 18 zoom transition (`navigationTransition(.zoom(sourceID:in:))` on a pushed page,
/// `matchedTransitionSource(id:in:)` on the view it zooms out of), in place of the slide of
/// `NavigationFlight` (docs/motion.md, "The zoom transition").
///
/// On a push the page grows out of the source's frame: scaled to fill it and clipped to a
/// rectangle that goes from the source (with the source's corners) to the page (square, as a
/// frame shows the screen). The page behind stays in place; the source cross-fades with the
/// page over the zoom's first quarter. A pop plays it backwards into where the source is now, so into a source
/// that has scrolled meanwhile. Both take UIKit's timing, as a push does.
enum ZoomFlight {
    /// Replaces the page slides of one stack's push or pop with the zoom; false when the
    /// source is not on the page behind (the page then slides as usual).
    static func arrange(_ planned: inout [FlightPlanner.Planned], zoom: ZoomSource, isPush: Bool,
                        deeper: NavigationMembership, shallower: NavigationMembership,
                        behind: [PlacedElement], pageFrame: Rect, scopes: AnimationScopes) -> Bool {
        let sourceElements = behind.filter { $0.identity.hasPrefix(zoom.source) && $0.navigation?.page == shallower.page }
        let visible = sourceElements.map(\.visibleFrame).filter { $0.width > 0 && $0.height > 0 }
        guard let first = visible.first else { return false }
        let source = visible.dropFirst().reduce(first) { $0.union($1) }
        let radius = min(zoom.cornerRadius ?? cornerRadius(of: sourceElements, around: source), min(source.width, source.height) / 2)
        let grow = Transition.zoom(from: source, cornerRadius: radius)
        _ = NavigationFlight.retimePages(&planned, isPush: isPush, deeper: deeper.page, shallower: shallower.page,
                                         viewFrame: pageFrame, scopes: scopes, deeperTransition: grow) { element in
            element.identity.hasPrefix(zoom.source) ? .zoomSource : .identity
        }
        return true
    }

    /// The corners the source is drawn with when its configuration gives none: those of the
    /// clip (or rounded shape) that covers its frame.
    static func cornerRadius(of elements: [PlacedElement], around frame: Rect) -> Double {
        for element in elements {
            for clip in element.clips where clip.rect.isClose(to: frame) {
                if case let .roundedRectangle(r, _) = clip.shape { return r }
            }
            if element.frame.isClose(to: frame), case let .shape(.roundedRectangle(r, _), _, _) = element.content { return r }
        }
        return 0
    }

    /// The page's frame from the screen's top (its background reaches under the bar).
    static func pageFrame(_ page: Identity, in elements: [PlacedElement], stackFrame: Rect) -> Rect {
        elements.first { $0.identity == page.appending("background") }?.frame ?? stackFrame
    }
}

extension TransitionEffect {
    /// The share of a zoom over which the page and its source cross-fade.
    static let zoomCrossFade = 0.25

    /// The page at `viewFrame` shrunk into `source` (presence 0) or at rest (1): scaled to
    /// fill the clip about its centre, the clip going from the source to the page and its
    /// corners from the source's to square, fading in over the first quarter.
    static func zoom(_ element: inout PlacedElement, from source: Rect, cornerRadius: Double, presence: Double,
                     viewFrame: Rect) {
        let p = min(1, max(0, presence))
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * p }
        let clip = Rect(x: mix(source.minX, viewFrame.minX), y: mix(source.minY, viewFrame.minY),
                        width: mix(source.width, viewFrame.width), height: mix(source.height, viewFrame.height))
        let fill = max(source.width / max(1, viewFrame.width), source.height / max(1, viewFrame.height))
        let factor = mix(fill, 1)
        func mapped(_ r: Rect) -> Rect {
            Rect(x: clip.midX + (r.minX - viewFrame.midX) * factor, y: clip.midY + (r.minY - viewFrame.midY) * factor,
                 width: r.width * factor, height: r.height * factor)
        }
        element.frame = mapped(element.frame)
        element.clips = element.clips.map { $0.with(rect: mapped($0.rect)) }
        element.transforms = element.transforms.map { $0.with(viewFrame: mapped($0.viewFrame)) }
        element.opacity *= min(1, p / zoomCrossFade)
        guard p < 1 else { return }
        element.clips.insert(ClipRegion(rect: clip, shape: .roundedRectangle(cornerRadius: cornerRadius * (1 - p), style: .continuous)),
                             at: 0)
    }
}
