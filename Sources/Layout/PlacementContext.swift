import Drawing
import Geometry
import ViewTree

/// What flows down while placing: the effects of enclosing modifiers, and the elements placed
/// so far. Placement is the only phase that produces `PlacedElement`s.
struct PlacementContext {
    var opacity: Double = 1
    var clips: [ClipRegion] = []
    /// Enclosing geometry effects, outermost first.
    var transforms: [PlacedTransform] = []
    /// Enclosing layer effects, outermost first.
    var layers: [PlacedLayer] = []
    var matched: [MatchedMembership] = []
    var transitions: [TransitionScope] = []
    var zIndex: Double = 0
    /// The child of each enclosing container being placed, with its zIndex, outermost first
    /// (`PlacedElement.zLevels`).
    var zLevels: [ZLevel] = []
    var shadow: ShadowSpec?
    /// Each matched group's source anchor point and size, from a first placement, for the
    /// views that follow it with `isSource: false` (`MatchedGeometryNode`).
    var matchedSources: [MatchKey: (anchor: Point, size: Size)] = [:]
    /// The sections of lazy stacks placed so far, for the scroll view around them to pin
    /// their headers and footers (`SectionPartNode`).
    var sections: [PlacedSection] = []
    /// Where unbuilt lazy elements lie and how many each frame needs (shared by every copy).
    let lazyRows = LazyRowLedger()
    /// The frames of the views an `id(_:)` names, by identity, where placed (shared by every
    /// copy): what `scrollTo` aligns, as SwiftUI aligns the view's frame, not its drawing.
    let identifiedFrames = IdentifiedFrames()
    /// The geometry of the views that report theirs (`Modifier.reportsGeometry`), by key
    /// (shared by every copy).
    let geometryReports = GeometryReports()
    /// The values views set for preference keys, by the `onPreferenceChange` observers around
    /// them (shared by every copy), and the observers around the views being placed.
    let preferenceReports = PreferenceReports()
    var preferenceObservers: [String] = []
    /// The keys the next scroll view placed reports its scroll geometry under
    /// (`Modifier.reportsScrollGeometry`); scroll views inside it do not.
    var scrollGeometryKeys: [String] = []
    /// Whether the views being placed are a scroll view's content.
    var inScrollContent = false
    /// The appearance colours are resolved in: the scene's, or `.environment(\.colorScheme, …)`.
    var colorScheme: ColorScheme
    /// The canvas and its safe area, for `ignoresSafeArea`.
    let canvas: CanvasSpec
    /// The safe area the views being placed see, in canvas points: the device's, less the
    /// bars of enclosing containers (a navigation bar), which content may extend under
    /// with `ignoresSafeArea` and scroll views draw behind.
    var safeRect: Rect
    /// The `offset(x:y:)`s around the views being placed: they move what is drawn, not the
    /// layout, so a view's place against the safe area is its frame less this.
    var drawnOffset = (dx: 0.0, dy: 0.0)
    /// How far a vertical scroll view whose top meets `safeRect`'s top has its content
    /// scrolled: more than 0, content lies under the bar above it (UIKit's "not at the scroll
    /// edge"), and a large title collapses by as much.
    var topScrollOffset = 0.0
    /// Set by a vertical scroll view whose bottom meets `safeRect`'s bottom and whose content
    /// goes on below it: content then lies under a tab bar or bottom toolbar.
    var scrolledUnderBottomBar = false
    /// The frames of the named coordinate spaces around the views being placed.
    var namedSpaces: [String: Rect] = [:]
    /// The innermost `containerShape(_:)` around, with the frame of the view it was written
    /// on: what a `ContainerRelativeShape` inside becomes.
    var containerShape: (kind: ShapeKind, frame: Rect)?
    /// `statusBarHidden(true)` on a view placed in this layout.
    var hidesStatusBar = false
    /// False under `allowsHitTesting(false)`: the elements placed take no touch.
    var allowsHitTesting = true
    /// The appearance the status bar's content takes from the bar under it: `.dark` (white
    /// content) under a navigation bar with `toolbarColorScheme(.dark)` showing its
    /// background; nil follows the screen's.
    var statusBarScheme: ColorScheme?
    private(set) var elements: [PlacedElement] = []

    init(canvas: CanvasSpec) {
        self.canvas = canvas
        self.colorScheme = canvas.appearance
        self.safeRect = Rect(origin: .zero, size: canvas.size).inset(by: canvas.safeArea)
    }

    mutating func resetElements() { elements = [] }

    /// Appends elements placed aside (see `placingAside`).
    mutating func append(_ placed: [PlacedElement]) { elements.append(contentsOf: placed) }

    /// The NavigationStack page being placed, if any.
    var navigation: NavigationMembership?

    /// Records a drawn element with the effects in force.
    mutating func emit(_ content: ElementContent, frame: Rect, identity: Identity, location: SourceLocation) {
        var element = PlacedElement(
            identity: identity, content: content, frame: frame, opacity: opacity, clips: clips, transforms: transforms, layers: layers,
            matched: matched, transitions: transitions, zIndex: zIndex, shadow: shadow, location: location,
            navigation: navigation, allowsHitTesting: allowsHitTesting)
        element.zLevels = zLevels
        elements.append(element.resolved(in: colorScheme))
    }

    /// Runs `body` with a copy of the effects, so they apply to a subtree only, and keeps the
    /// elements it placed.
    mutating func scoped(_ body: (inout PlacementContext) -> Void) {
        var inner = self
        inner.elements = []
        inner.sections = []
        body(&inner)
        elements.append(contentsOf: inner.elements)
        topScrollOffset = max(topScrollOffset, inner.topScrollOffset)
        scrolledUnderBottomBar = scrolledUnderBottomBar || inner.scrolledUnderBottomBar
        hidesStatusBar = hidesStatusBar || inner.hidesStatusBar
        statusBarScheme = inner.statusBarScheme ?? statusBarScheme
        sections.append(contentsOf: inner.sections)
    }

    /// Places a container's children in draw order: ascending zIndex, ties in written order.
    /// Each child's elements record the child and its zIndex (`ZLevel`), so Motion orders
    /// them against other elements as the container does.
    mutating func placeInZOrder(_ placements: [(node: LayoutNode, frame: Rect)], container: Identity) {
        let order = placements.indices.sorted {
            let a = placements[$0].node.zIndex, b = placements[$1].node.zIndex
            return a == b ? $0 < $1 : a < b
        }
        let depth = zLevels.count
        for index in order {
            let node = placements[index].node
            zLevels.append(ZLevel(container: container, child: node.identity, z: node.zIndex))
            node.place(in: placements[index].frame, context: &self)
            zLevels.removeSubrange(depth...)
        }
    }
}

/// What the views that report their geometry were placed with, by their key: the last
/// placement of each wins, as the frame drawn is the last one placed.
final class GeometryReports {
    var values: [String: GeometryProxyValues] = [:]
    var scrollValues: [String: ScrollGeometryValues] = [:]
}

/// The values views set for preference keys (`Modifier.setsPreference`), for each observer
/// around them (`Modifier.observesPreferences`): by key, in the order the setters were first
/// placed, one value per setter (a view placed again replaces its value).
final class PreferenceReports {
    var values: [String: [String: [(setter: String, token: PreferenceToken)]]] = [:]

    func begin(_ observer: String) {
        if values[observer] == nil { values[observer] = [:] }
    }

    func add(_ token: PreferenceToken, key: String, setter: String, to observer: String) {
        var byKey = values[observer] ?? [:]
        var list = byKey[key] ?? []
        if let index = list.firstIndex(where: { $0.setter == setter }) { list[index].token = token } else { list.append((setter, token)) }
        byKey[key] = list
        values[observer] = byKey
    }
}

/// Where each view an `id(_:)` names was placed, by its identity (`…/id:7`), in the
/// coordinates of the scroll content placing it (`ScrollNode.targetRect`).
final class IdentifiedFrames {
    var frames: [String: Rect] = [:]
}
