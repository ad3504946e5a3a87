import Geometry
import Layout
import Motion
import Render
import SceneLanguage
import ViewTree

/// The scene language's view of its own screen (`SceneScreen`), answered by Layout and
/// Motion: the timeline's verbs touch the layout of the state on screen, and the scene's
/// clock asks Motion when an animation settles.
///
/// **Confined to the thread that made it**, like the text engine it measures with: the
/// compiler makes one on its own thread through `factory`.
public final class LaidOutScreen: SceneScreen {
    let engine: LayoutEngine
    /// Kept alive for `engine`'s measurer.
    private let render: RenderEngine

    public init(canvas: CanvasSpec) throws {
        render = try RenderEngines.make()
        engine = LayoutEngine(canvas: canvas, measurer: render.measurer, imageSize: AssetSize.points(ofPNGAt:))
    }

    /// What `SceneCompiler.Options.screen` takes.
    public static let factory: @Sendable (CanvasSpec) throws -> any SceneScreen = { try LaidOutScreen(canvas: $0) }

    public func layout(_ tree: ViewNode) -> any ScreenLayout { engine.layout(tree) }

    public func settlingTime(of animation: AnimationSpec) -> Double { Animation(animation).lengthShown }
}

extension LayoutSnapshot: ScreenLayout {
    public func view(at point: Point) -> Identity? { element(at: point)?.identity }
    public func geometry(reportedAs key: String) -> GeometryProxyValues? { reportedGeometry[key] }
    public func preferences(reportedTo observer: String) -> [String: [PreferenceToken]]? { reportedPreferences[observer] }
    public func scrollGeometry(reportedAs key: String) -> ScrollGeometryValues? { reportedScrollGeometry[key] }
}
