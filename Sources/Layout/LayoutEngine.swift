import Drawing
import Geometry
import ViewTree

/// Solves the layout of one view tree on a canvas, as SwiftUI would on the device.
///
/// The root view is offered the safe area and centred in it, as a hosting controller does.
/// Every element's edges are then rounded to the device's pixel grid.
public struct LayoutEngine {
    public let canvas: CanvasSpec
    let builder: LayoutBuilder

    /// - Parameters:
    ///   - measurer: measures text; Render's Pango measurer in production.
    ///   - imageSize: the natural size, in points, of the PNG at a path.
    public init(canvas: CanvasSpec, measurer: TextMeasurer, imageSize: @escaping (String) -> Size? = { _ in nil }) {
        self.canvas = canvas
        var builder = LayoutBuilder(measurer: measurer, imageSize: imageSize, hairline: LayoutConstants.hairlinePixels / canvas.scale)
        builder.container = Rect(origin: .zero, size: canvas.size).inset(by: canvas.safeArea).size
        builder.iosVersion = canvas.iosVersion
        self.builder = builder
    }

    public func layout(_ root: ViewNode) -> LayoutSnapshot {
        // A `preferredColorScheme` anywhere in the tree is the whole screen's appearance.
        var canvas = self.canvas
        if let preferred = root.preferredColorScheme { canvas.appearance = preferred }
        var environment = LayoutEnvironment()
        environment.colorScheme = canvas.appearance
        let node = builder.build(root, environment)
        let safe = Rect(origin: .zero, size: canvas.size).inset(by: canvas.safeArea)
        let size = node.sizeThatFits(ProposedSize(safe.size))
        let frame = aligned(size, in: safe, .center)
        var context = PlacementContext(canvas: canvas)
        node.place(in: frame, context: &context)
        // Views matched with `isSource: false` take their source's geometry: once the
        // sources are placed, place again with them known.
        if context.elements.contains(where: { $0.matched.contains { !$0.effect.isSource } }) {
            var followed = PlacementContext(canvas: canvas)
            followed.matchedSources = MatchedSources.of(context.elements)
            node.place(in: frame, context: &followed)
            context = followed
        }
        // Unbuilt lazy elements outside any scroll view show where they meet the screen.
        let screen = Rect(origin: .zero, size: canvas.size)
        for mark in context.lazyRows.pending { context.lazyRows.resolve(mark, visible: screen) }
        let grid = PixelGrid(scale: canvas.scale)
        let statusBar = context.hidesStatusBar ? [] : StatusBar.elements(canvas: canvas, measurer: builder.measurer)
            .map { $0.resolved(in: context.statusBarScheme ?? canvas.appearance) }
        var snapshot = LayoutSnapshot(canvas: canvas, elements: (context.elements + statusBar).map(grid.rounded))
        snapshot.lazyRowDemands = context.lazyRows.demands
        snapshot.lazyRowTargets = context.lazyRows.targets
        snapshot.reportedGeometry = context.geometryReports.values
        snapshot.reportedScrollGeometry = context.geometryReports.scrollValues
        snapshot.reportedPreferences = context.preferenceReports.values.mapValues { $0.mapValues { $0.map(\.token) } }
        return snapshot
    }
}

/// SwiftUI places views on whole device pixels. Matchcut rounds each edge to the nearest
/// pixel, ties towards +∞ (docs/layout.md), so a 50-pt view centred at y = 428.5 on a 3x
/// screen spans 403.667…453.667.
public struct PixelGrid: Sendable {
    public let scale: Double

    public init(scale: Double) {
        self.scale = scale
    }

    public func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return (value * scale + 0.5).rounded(.down) / scale
    }

    public func rounded(_ rect: Rect) -> Rect {
        let x0 = rounded(rect.minX), y0 = rounded(rect.minY)
        let x1 = rounded(rect.maxX), y1 = rounded(rect.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    func rounded(_ element: PlacedElement) -> PlacedElement {
        var e = element
        e.frame = rounded(e.frame)
        e.clips = e.clips.map { $0.with(rect: rounded($0.rect)) }
        e.transforms = e.transforms.map { $0.with(viewFrame: rounded($0.viewFrame)) }
        e.matched = e.matched.map {
            MatchedMembership(effect: $0.effect, viewFrame: rounded($0.viewFrame), viewIdentity: $0.viewIdentity, clipDepth: $0.clipDepth)
        }
        e.transitions = e.transitions.map {
            TransitionScope(transition: $0.transition, viewIdentity: $0.viewIdentity, viewFrame: rounded($0.viewFrame))
        }
        return e
    }
}
