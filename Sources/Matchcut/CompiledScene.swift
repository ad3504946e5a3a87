import SwiftCore
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
    /// How many of `diagnostics` are warnings: what `--strict` fails on (notes, which say
    /// where Matchcut draws a documented approximation, never count).
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
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
    /// formatted errors. Text is measured with the calling thread's render engine (or
    /// `engine`, which must belong to the calling thread). `assetRoots` are extra folders
    /// images may come from; `appearance`, `dynamicTypeSize` and `iosVersion` override the
    /// scene's (`--appearance`, `--dynamic-type`, `--ios`); the app's source files (`sources(…)`) must lie in
    /// `projectRoot` (default: the scene's folder).
    public static func load(path: String, fps: Int? = nil, assetRoots: [String] = [],
                            appearance: ColorScheme? = nil,
                             dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil, projectRoot: String? = nil) throws -> CompiledScene {
        try load(path: path, engine: RenderEngines.current(), fps: fps, assetRoots: assetRoots, appearance: appearance,
                 dynamicTypeSize: dynamicTypeSize, iosVersion: iosVersion, projectRoot: projectRoot)
    }

    package static func load(path: String, engine: RenderEngine, fps: Int? = nil, assetRoots: [String] = [],
                             appearance: ColorScheme? = nil,
                             dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil, projectRoot: String? = nil) throws -> CompiledScene {
        guard FileManager.default.fileExists(atPath: path) else { throw MatchcutError.fileNotFound(path: path) }
        let result = check(path: path, engine: engine, fps: fps, assetRoots: assetRoots, appearance: appearance,
                           dynamicTypeSize: dynamicTypeSize, iosVersion: iosVersion, projectRoot: projectRoot)
        guard let scene = result.scene, !result.hasErrors else {
            throw MatchcutError.invalidScene(report: result.report)
        }
        return scene
    }

    /// Parses, evaluates, and lays out every layout and every state of the timeline,
    /// collecting what each stage reports instead of stopping at the first error.
    /// `appearance` and `dynamicTypeSize` override the scene's (`render --appearance`,
    /// `--dynamic-type`).
    public static func check(path: String, fps: Int? = nil, assetRoots: [String] = [],
                             appearance: ColorScheme? = nil,
                             dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil, projectRoot: String? = nil) throws -> Check {
        check(path: path, engine: try RenderEngines.current(), fps: fps, assetRoots: assetRoots, appearance: appearance,
              dynamicTypeSize: dynamicTypeSize, iosVersion: iosVersion, projectRoot: projectRoot)
    }

    package static func check(path: String, engine: RenderEngine, fps: Int? = nil,
                              assetRoots: [String] = [], appearance: ColorScheme? = nil,
                             dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil, projectRoot: String? = nil) -> Check {
        switch SceneCompiler.read(path: path) {
        case let .success(file):
            return check(source: file, engine: engine, fps: fps, assetRoots: assetRoots, appearance: appearance,
                         dynamicTypeSize: dynamicTypeSize, iosVersion: iosVersion, projectRoot: projectRoot)
        case let .failure(diagnostic):
            return Check(scene: nil, diagnostics: [SceneDiagnostic(diagnostic)], source: nil)
        }
    }

    /// A scene from its text (`Scene(source:)`): `source.path` names it and is where images
    /// are looked up from, as for a file there.
    package static func load(source: SourceFile, engine: RenderEngine? = nil, fps: Int? = nil,
                             assetRoots: [String] = [], appearance: ColorScheme? = nil,
                             dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil) throws -> CompiledScene {
        let result = check(source: source, engine: try engine ?? RenderEngines.current(), fps: fps, assetRoots: assetRoots,
                           appearance: appearance, dynamicTypeSize: dynamicTypeSize, iosVersion: iosVersion)
        guard let scene = result.scene, !result.hasErrors else { throw MatchcutError.invalidScene(report: result.report) }
        return scene
    }

    package static func check(source: SourceFile, engine: RenderEngine, fps: Int? = nil,
                              assetRoots: [String] = [], appearance: ColorScheme? = nil,
                             dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil, projectRoot: String? = nil) -> Check {
        let path = source.path
        var options = SceneCompiler.Options(assets: SceneAssetFiles(sceneFile: path, assetRoots: assetRoots),
                                            screen: LaidOutScreen.factory, appearance: appearance,
                                            dynamicTypeSize: dynamicTypeSize, iosVersion: iosVersion, projectRoot: projectRoot)
        // A lazy container's large ForEach builds only the elements a frame shows: when a
        // layout shows some it did not build, or scrolls to one, the scene is built again with
        // them (three times at most; the last time with every element of the ForEaches still
        // short).
        var round = 0
        while true {
            let scene: LaidOut
            switch compileAndLayOut(source, options: options, engine: engine, fps: fps) {
            case let .failure(failed): return failed.check
            case let .success(laid): scene = laid
            }
            let wanted = scene.snapshots.reduce(into: [String: Int]()) { all, snapshot in
                all.merge(snapshot.lazyRowDemands, uniquingKeysWith: max)
            }
            var targets = options.lazyRowTargets
            for snapshot in scene.snapshots { targets.merge(snapshot.lazyRowTargets) { $0.union($1) } }
            let newTargets = targets != options.lazyRowTargets
            if (wanted.isEmpty && !newTargets) || round == 3 { return planned(scene, source: source, engine: engine) }
            options.lazyRowTargets = targets
            for (key, count) in wanted {
                options.lazyRows[key] = round == 2 ? Int.max : max(options.lazyRows[key] ?? 0, count)
            }
            round += 1
        }
    }

    /// A scene evaluated and every state laid out.
    private struct LaidOut {
        var description: SceneDescription
        var diagnostics: [SceneDiagnostic]
        var initial: LayoutSnapshot
        var changes: [PlannedChange]
        var named: [LayoutSnapshot]
        var snapshots: [LayoutSnapshot] { [initial] + changes.map(\.target) + named }
    }

    private struct Failed: Error { let check: Check }

    private static func compileAndLayOut(_ source: SourceFile, options: SceneCompiler.Options, engine: RenderEngine,
                                         fps: Int?) -> Result<LaidOut, Failed> {
        let path = source.path
        var options = options
        if let fps { options.fps = fps }  // before compiling: the scene's clock runs at the render's fps
        let (compiled, diagnostics) = SceneCompiler.compile(source: source, options: options)
        let all = diagnostics.map(SceneDiagnostic.init)
        guard let scene = compiled, !all.contains(where: { $0.severity == .error }) else {
            return .failure(Failed(check: Check(scene: nil, diagnostics: all, source: source)))
        }
        // Numbers past the limits are refused before layout converts any of them.
        var geometry = GeometryCheck.trees(of: scene)
        if let pixels = GeometryCheck.pixels(of: scene.canvas, scale: scene.canvas.scale, scaleSource: "scale \(GeometryText.number(scene.canvas.scale))", file: path) {
            geometry.append(pixels)
        }
        guard geometry.isEmpty else { return .failure(Failed(check: Check(scene: nil, diagnostics: all + geometry, source: source))) }
        let engineLayout = LayoutEngine(canvas: scene.canvas, measurer: engine.measurer,
                                        imageSize: AssetSize.points(ofPNGAt:))
        let initial = engineLayout.layout(scene.initial)
        let changes = scene.changes.map { change in
            PlannedChange(time: change.time, animation: change.animation.map(Animation.init),
                          target: engineLayout.layout(change.tree),
                          scoped: change.scopedAnimations.map { ScopedChange(root: $0.root, animation: $0.animation.map(Animation.init)) },
                          location: change.location, redraws: change.redraws, disablesAnimations: change.disablesAnimations,
                          instantStart: change.instantStart.map(engineLayout.layout), animatedEnd: change.animatedEnd.map(engineLayout.layout))
        }
        // Named layouts the timeline never shows are laid out too, so a check covers them.
        let named = scene.layouts.map { engineLayout.layout($0.tree) }
        return .success(LaidOut(description: scene, diagnostics: all, initial: initial, changes: changes, named: named))
    }

    /// The laid-out scene checked and planned.
    private static func planned(_ laid: LaidOut, source: SourceFile, engine: RenderEngine) -> Check {
        let path = source.path, scene = laid.description, all = laid.diagnostics
        let (initial, changes, named) = (laid.initial, laid.changes, laid.named)
        let snapshots = laid.snapshots
        // A custom shape's `path(in:)` runs when a frame is drawn: run each once now, at the
        // size it is laid out at, so what it reports is said here, not lost at draw time.
        for snapshot in snapshots { CompiledScene.evaluateCustomPaths(snapshot) }
        // What the app's closures reported when Layout ran them (a GeometryReader's content).
        let layoutTime = scene.layoutTimeDiagnostics.map(SceneDiagnostic.init)
        let placed = GeometryCheck.placements(snapshots) + ImageAssetCheck.diagnostics(snapshots)
            + layoutTime.filter { $0.severity == .error }
        guard placed.isEmpty else { return Check(scene: nil, diagnostics: all + placed, source: source) }
        // A push or pop slides with UIKit's timing whether or not the code animates it (docs/motion.md).
        let plan = MotionPlan(initial: initial, changes: changes, timelineEnd: scene.timelineEnd,
                              navigationAnimation: MotionPlan.defaultNavigationAnimation)
        if let tooLong = FrameBudget.check(plan, fps: scene.fps, scene: scene) {
            return Check(scene: nil, diagnostics: all + [SceneDiagnostic(tooLong)], source: source)
        }
        // A named key frame of a transition the timeline does not have.
        let keys = scene.namedKeys.compactMap { key -> SceneDiagnostic? in
            guard let t = key.transition, t >= plan.transitions.count else { return nil }
            let has = plan.transitions.isEmpty ? "no transition" : "transitions 0 to \(plan.transitions.count - 1)"
            return SceneDiagnostic(severity: .error, location: key.location, id: "golden-key-transition",
                                   message: "key '\(key.name)' names transition \(t); the timeline has \(has)",
                                   hint: "count the timeline's changes from 0, in time order")
        }
        guard keys.isEmpty else { return Check(scene: nil, diagnostics: all + keys, source: source) }
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

    /// One layout (or the first screen) solved, as the indented tree `matchcut layout` prints:
    /// each element's kind, `[x y w h]` in points, and what it draws.
    public func layoutTree(layout name: String?) throws -> String {
        LayoutDump.tree(try snapshot(layout: name))
    }

    /// The same scene under another name (its goldens' and output folders').
    package func renamed(_ name: String) -> CompiledScene {
        var copy = CompiledScene(name: name, description: description, plan: plan, diagnostics: diagnostics, warnings: warnings)
        copy.motionDiagnostics = motionDiagnostics
        return copy
    }

    /// The names of the scene's layouts, in the order written.
    public var layoutNames: [String] { description.layouts.map(\.name) }

    /// Lays out one named layout (or, with no name, the scene's first screen).
    public func snapshot(layout name: String?) throws -> LayoutSnapshot {
        try snapshot(layout: name, engine: RenderEngines.current())
    }

    package func snapshot(layout name: String?, engine: RenderEngine) throws -> LayoutSnapshot {
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

extension CompiledScene {
    /// The pixels a point its frames are drawn at: `requested` (`--scale`), or else the
    /// scene's device's own (3 for an iPhone 14). Chosen here once for every drawer.
    public func scale(_ requested: Double?) -> Double {
        requested ?? description.canvas.scale
    }

    /// Why a frame of this scene drawn at `scale` pixels a point is refused (render's frame
    /// limits, `SceneLimits`), located at the scene file, or nil. `scaleSource` names where
    /// the scale came from ("--scale 8").
    public func frameProblem(scale: Double, scaleSource: String) -> String? {
        GeometryCheck.pixels(of: description.canvas, scale: scale, scaleSource: scaleSource, file: description.file)
            .map { "\($0.location): error: \($0.message)" }
    }

    /// Runs the `path(in:)` of every custom shape `snapshot` draws or clips with, at its size.
    static func evaluateCustomPaths(_ snapshot: LayoutSnapshot) {
        for element in snapshot.elements {
            if case let .shape(.custom(shape), _, _) = element.content { _ = shape.path(size: element.frame.size) }
            for clip in element.clips { if case let .custom(shape) = clip.shape { _ = shape.path(size: clip.rect.size) } }
        }
    }
}
