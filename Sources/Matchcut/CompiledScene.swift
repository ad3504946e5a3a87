import Foundation
import Layout
import Motion
import Output
import Render
import SceneLanguage
import ViewTree

/// A scene ready to render: its description, every layout solved, and its motion plan.
public struct CompiledScene: Sendable {
    /// The scene's file name without `.scene`: it names the output folder.
    public let name: String
    public let description: SceneDescription
    public let plan: MotionPlan
    /// The warnings, formatted, to show to the user.
    public let warnings: String
    /// Matched-geometry findings (warnings and notes) for `matchcut check`.
    public var motionDiagnostics: [MotionDiagnostic] = []

    public var fps: Int { description.fps }
    public var frameCount: Int { plan.frameCount(fps: fps) }

    /// The time of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    /// Parses, evaluates and lays out a scene file. Text is measured with `engine`, which
    /// must belong to the calling thread.
    public static func load(path: String, engine: RenderEngine, fps: Int? = nil) throws -> CompiledScene {
        guard FileManager.default.fileExists(atPath: path) else { throw MatchcutError.fileNotFound(path: path) }
        let (compiled, diagnostics) = compileScene(path: path)
        let source = (try? String(contentsOfFile: path, encoding: .utf8)).map { SourceFile(path: path, text: $0) }
        let formatter = DiagnosticFormatter()
        let errors = diagnostics.filter { $0.severity == .error }
        guard let description = compiled, errors.isEmpty else {
            throw MatchcutError.invalidScene(report: formatter.format(diagnostics, in: source))
        }
        var scene = description
        if let fps { scene.fps = fps }
        let engineLayout = LayoutEngine(canvas: scene.canvas, measurer: engine.measurer,
                                        imageSize: AssetSize.points(ofPNGAt:))
        let initial = engineLayout.layout(scene.initial)
        let changes = scene.changes.map { change in
            PlannedChange(time: change.time, animation: change.animation.map(Animation.init),
                          target: engineLayout.layout(change.tree),
                          scoped: change.scopedAnimations.map { ScopedChange(root: $0.root, animation: $0.animation.map(Animation.init)) },
                          location: change.location)
        }
        let plan = MotionPlan(initial: initial, changes: changes, timelineEnd: scene.timelineEnd)
        let warnings = diagnostics.filter { $0.severity != .error }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var result = CompiledScene(name: name, description: scene, plan: plan,
                                     warnings: warnings.isEmpty ? "" : formatter.format(warnings, in: source))
        result.motionDiagnostics = MatchedGeometryChecker.check(initial: initial, changes: changes,
                                                                  trees: [scene.initial] + scene.changes.map(\.tree))
        return result
    }
}

extension CompiledScene {
    /// The names of the scene's layouts, in the order written.
    public var layoutNames: [String] { description.layouts.map(\.name) }

    /// Lays out one named layout (or, with no name, the scene's first screen).
    public func snapshot(layout name: String?, engine: RenderEngine) throws -> LayoutSnapshot {
        let tree: ViewNode
        if let name {
            guard let named = description.layouts.first(where: { $0.name == name }) else {
                let known = layoutNames.map { "'\($0)'" }.joined(separator: ", ")
                throw MatchcutError.unknownLayout(name: name, known: known.isEmpty ? "none" : known)
            }
            tree = named.tree
        } else {
            tree = description.initial
        }
        let layoutEngine = LayoutEngine(canvas: description.canvas, measurer: engine.measurer,
                                        imageSize: AssetSize.points(ofPNGAt:))
        return layoutEngine.layout(tree)
    }
}
