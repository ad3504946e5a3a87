import SwiftCore
import Foundation
import Geometry
import Golden
import Output
import Render
import SceneLanguage

/// A scene to render or to test, from a `.scene` file or from its text: what a program or a
/// test that uses Matchcut holds.
///
/// ```swift
/// let scene = try Scene(path: "scenes/card-hero.scene")
/// let frame = try scene.frame(at: 0.5)          // pixels at the device's scale
/// let morph = try Scene(source: text, name: "morph")
/// ```
///
/// Text is measured and frames are drawn with a render engine of the calling thread's own,
/// made on first use and kept for the thread's life.
public struct Scene: Sendable {
    /// The scene compiled: its description, layouts and motion plan.
    public let compiled: CompiledScene

    /// Compiles the scene file at `path`; throws `MatchcutError.invalidScene` with every
    /// error drawn (file:line:column, the line, a caret, a hint). The app's files the scene
    /// names with `sources(…)` must lie in `projectRoot` (default: the scene's folder), as
    /// `--project-root` asks of the command line.
    public init(path: String, fps: Int? = nil, assetRoots: [String] = [], projectRoot: String? = nil) throws {
        compiled = try CompiledScene.load(path: path, fps: fps, assetRoots: assetRoots, projectRoot: projectRoot)
    }

    /// Compiles scene source text. `name` names its goldens and output folders, and the
    /// diagnostics call it `<name>.scene`; images are looked up in `folder` (default: the
    /// current folder) and `assetRoots`, as for a file in `folder`.
    public init(source: String, name: String = "scene", folder: String = ".", fps: Int? = nil,
                assetRoots: [String] = []) throws {
        let path = (folder == "." ? "" : folder.hasSuffix("/") ? folder : folder + "/") + name + ".scene"
        compiled = try CompiledScene.load(source: SourceFile(path: path, text: source), fps: fps, assetRoots: assetRoots)
    }

    public init(_ compiled: CompiledScene) {
        self.compiled = compiled
    }

    public var name: String { compiled.name }
    public var fps: Int { compiled.fps }
    /// Seconds, until the last animation settles.
    public var duration: Double { compiled.plan.duration }
    public var frameCount: Int { compiled.frameCount }
    /// The start, ¼, ½, ¾ and end of every transition (or the scene's own `goldens { … }` times).
    public var keyFrames: [FrameRequest] { KeyFrames.of(compiled) }
    /// The warnings the scene compiled with, drawn.
    public var warnings: String { compiled.warnings }

    /// The frame at `time` seconds, at the scene's scale (3 for an iPhone 14).
    public func frame(at time: Double) throws -> Frame {
        try GoldenRun(scene: compiled, engine: RenderEngines.current()).frame(at: time)
    }

    /// The PNG file of the frame at `time`, encoded as goldens are.
    public func png(at time: Double) throws -> Data {
        let run = GoldenRun(scene: compiled, engine: try RenderEngines.current())
        return try run.png(of: run.frame(at: time))
    }
}
