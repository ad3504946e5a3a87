import Foundation
import Geometry
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
    /// The warnings of every stage that loaded the scene, as data (`matchcut check` prints
    /// them; later stages append theirs here).
    public let diagnostics: [SceneDiagnostic]
    /// The warnings, formatted, to show to the user.
    public let warnings: String
    /// Matched-geometry findings (warnings and notes), also among `diagnostics`.
    public var motionDiagnostics: [MotionDiagnostic] = []

    public var fps: Int { description.fps }
    public var frameCount: Int { plan.frameCount(fps: fps) }

    /// The time of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / Double(fps) }

    /// What checking a scene found: the scene when it loaded, and every diagnostic (errors
    /// and warnings) with the file's text to draw them against.
    public struct Check: Sendable {
        public let scene: CompiledScene?
        public let diagnostics: [SceneDiagnostic]
        public let source: SourceFile?

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
        /// Every diagnostic, drawn.
        public var report: String { diagnostics.formatted(in: source) }
    }

    /// Parses, evaluates and lays out a scene file, or throws `invalidScene` with the
    /// formatted errors. Text is measured with `engine`, which must belong to the calling
    /// thread. `assetRoots` are extra folders images may come from.
    public static func load(path: String, engine: RenderEngine, fps: Int? = nil,
                            assetRoots: [String] = [], appearance: ColorScheme? = nil) throws -> CompiledScene {
        guard FileManager.default.fileExists(atPath: path) else { throw MatchcutError.fileNotFound(path: path) }
        let result = check(path: path, engine: engine, fps: fps, assetRoots: assetRoots, appearance: appearance)
        guard let scene = result.scene, !result.hasErrors else {
            throw MatchcutError.invalidScene(report: result.report)
        }
        return scene
    }

    /// Parses, evaluates, and lays out every layout and every state of the timeline,
    /// collecting what each stage reports instead of stopping at the first error.
    /// `appearance` overrides the scene's (`render --appearance`).
    public static func check(path: String, engine: RenderEngine, fps: Int? = nil,
                             assetRoots: [String] = [], appearance: ColorScheme? = nil) -> Check {
        let options = SceneCompiler.Options(assets: SceneAssetFiles(sceneFile: path, assetRoots: assetRoots),
                                            screen: LaidOutScreen.factory, appearance: appearance)
        // Read once: the compiler and the diagnostics' drawing share the text.
        let source: SourceFile?
        let (compiled, diagnostics): (SceneDescription?, [Diagnostic])
        switch SceneCompiler.read(path: path) {
        case let .success(file):
            source = file
            (compiled, diagnostics) = SceneCompiler.compile(source: file, options: options)
        case let .failure(diagnostic):
            source = nil
            (compiled, diagnostics) = (nil, [diagnostic])
        }
        let all = diagnostics.map(SceneDiagnostic.init)
        guard var scene = compiled, !all.contains(where: { $0.severity == .error }) else {
            return Check(scene: nil, diagnostics: all, source: source)
        }
        if let fps { scene.fps = fps }
        // Numbers past the limits are refused before layout converts any of them.
        var geometry = GeometryCheck.trees(of: scene)
        if let pixels = GeometryCheck.pixels(of: scene.canvas, scale: scene.canvas.scale, scaleSource: "scale \(GeometryText.number(scene.canvas.scale))", file: path) {
            geometry.append(pixels)
        }
        guard geometry.isEmpty else { return Check(scene: nil, diagnostics: all + geometry, source: source) }
        let engineLayout = LayoutEngine(canvas: scene.canvas, measurer: engine.measurer,
                                        imageSize: AssetSize.points(ofPNGAt:))
        let initial = engineLayout.layout(scene.initial)
        let changes = scene.changes.map { change in
            PlannedChange(time: change.time, animation: change.animation.map(Animation.init),
                          target: engineLayout.layout(change.tree),
                          scoped: change.scopedAnimations.map { ScopedChange(root: $0.root, animation: $0.animation.map(Animation.init)) },
                          location: change.location)
        }
        // Named layouts the timeline never shows are laid out too, so a check covers them.
        let named = scene.layouts.map { engineLayout.layout($0.tree) }
        let snapshots = [initial] + changes.map(\.target) + named
        // What the app's closures reported when Layout ran them (a GeometryReader's content).
        let layoutTime = scene.layoutTimeDiagnostics.map(SceneDiagnostic.init)
        let placed = GeometryCheck.placements(snapshots) + ImageAssetCheck.diagnostics(snapshots)
            + layoutTime.filter { $0.severity == .error }
        guard placed.isEmpty else { return Check(scene: nil, diagnostics: all + placed, source: source) }
        let plan = MotionPlan(initial: initial, changes: changes, timelineEnd: scene.timelineEnd)
        if let tooLong = FrameBudget.check(plan, fps: scene.fps, scene: scene) {
            return Check(scene: nil, diagnostics: all + [SceneDiagnostic(tooLong)], source: source)
        }
        let motion = MatchedGeometryChecker.check(initial: initial, changes: changes,
                                                  trees: [scene.initial] + scene.changes.map(\.tree))
        let glyphs = MissingGlyphs.diagnostics(in: [initial] + changes.map(\.target) + named, engine: engine)
        let found = all + layoutTime + glyphs + motion.map(SceneDiagnostic.init)
        let warnings = found.filter { $0.severity != .error }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var compiledScene = CompiledScene(name: name, description: scene, plan: plan, diagnostics: warnings,
                                          warnings: warnings.formatted(in: source))
        compiledScene.motionDiagnostics = motion
        return Check(scene: compiledScene, diagnostics: found, source: source)
    }
}

extension CompiledScene {
    /// The files of every image the scene draws, each once: the first screen's, then those
    /// each change brings.
    public var imagePaths: [String] {
        var seen: Set<String> = []
        return ([plan.initial] + plan.changes.map(\.target)).flatMap(\.imagePaths).filter { seen.insert($0).inserted }
    }

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
