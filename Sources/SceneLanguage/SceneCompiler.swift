import SwiftCore
import Drawing
import Geometry
import Files
import Foundation
import ViewTree

/// The scene language's entry point: a scene file in, a `SceneDescription` and its
/// diagnostics out. The description is nil when any error was reported.
public enum SceneCompiler {
    /// The largest scene file read, in bytes.
    public static let maxFileSize = 1 << 20

    /// What a compilation reaches beyond the scene's text.
    public struct Options: Sendable {
        /// Finds and checks the files `Image("name")` names. Without one (editors, tests of
        /// the language itself) a name stands for `assets/<name>.png`, unchecked; the
        /// pipeline always passes one (Matchcut's `SceneAssetFiles`).
        public var assets: (any AssetResolver)?
        /// Makes the screen the timeline's verbs touch, for the scene's canvas. It is called
        /// on the compiler's thread, so what it makes (a text measurer) belongs to that thread.
        /// Without one, a scene whose timeline taps or drags is an error at the verb.
        public var screen: (@Sendable (CanvasSpec) throws -> any SceneScreen)?
        /// `render --appearance dark|light`: the appearance every scene is shown in, over the
        /// scene's own `appearance(…)` (nil: the scene's, light by default).
        public var appearance: ColorScheme?
        /// `render --dynamic-type <size>`: the text size setting every scene is shown at, over
        /// the scene's own `dynamicTypeSize(…)` (nil: the scene's, `.large` by default).
        public var dynamicTypeSize: DynamicTypeSize?
        /// `render --ios <version>`: the iOS every scene is drawn as, over the scene's own
        /// `iOS(…)` (nil: the scene's, `IOSVersion.pinned` by default).
        public var iosVersion: IOSVersion?
        /// `render --fps`: the frame rate over the scene's own `fps(…)`. The scene's clock (its
        /// timers, `TimelineView`s, the timeline's steps) runs on the same grid as the frames.
        public var fps: Int?
        /// The folder the app's source files (`sources(…)`) must lie in; nil means the
        /// scene's folder (the CLI's `--project-root`).
        public var projectRoot: String?
        /// How many elements each large `ForEach` in a lazy stack builds, by its key
        /// (`LazyRest.key`), at least: Layout says so when a frame shows elements not built,
        /// and the scene is compiled again (Matchcut's `CompiledScene.check`).
        public var lazyRows: [String: Int] = [:]
        /// The element ids scrolls ask to see, by `ForEach` key: such a `ForEach` builds at
        /// least up to the furthest of them, and as many again as it builds first past it.
        public var lazyRowTargets: [String: Set<String>] = [:]

        public init(assets: (any AssetResolver)? = nil,
                    screen: (@Sendable (CanvasSpec) throws -> any SceneScreen)? = nil, appearance: ColorScheme? = nil,
                    dynamicTypeSize: DynamicTypeSize? = nil, iosVersion: IOSVersion? = nil, projectRoot: String? = nil) {
            self.assets = assets
            self.iosVersion = iosVersion
            self.screen = screen
            self.appearance = appearance
            self.dynamicTypeSize = dynamicTypeSize
            self.projectRoot = projectRoot
        }
    }

    /// Reads and compiles the scene file at `path`.
    public static func compile(path: String, options: Options = Options()) -> (SceneDescription?, [Diagnostic]) {
        switch read(path: path) {
        case let .success(source): return compile(source: source, options: options)
        case let .failure(diagnostic): return (nil, [diagnostic])
        }
    }

    /// The scene file at `path`, or why it cannot be compiled. It is read through
    /// `InputFile`: a regular file (a FIFO or device is refused, never waited on), its size
    /// checked from `fstat` before anything is read, so a huge file costs nothing.
    public static func read(path: String) -> Result<SourceFile, Diagnostic> {
        let unknown = SourceLocation(file: path, line: 1, column: 1)
        do {
            let data = try InputFile.read(path, limit: maxFileSize)
            return .success(SourceFile(path: path, text: String(decoding: data, as: UTF8.self)))
        } catch let FileError.fileTooLarge(_, size, limit) {
            return .failure(Diagnostic(.fileTooLarge(bytes: size, limit: limit), at: unknown))
        } catch {
            return .failure(Diagnostic(.fileUnreadable(path: path), at: unknown))
        }
    }

    /// The stack the compiler runs on. The parser, the evaluator and view recursion each
    /// bound their depth; together they may nest deeper than a default thread's stack holds
    /// in a debug build, so compilation gets a thread of its own (only touched pages are
    /// ever committed).
    static let stackSize = 1 << 29

    /// Compiles scene text already in memory (tests, editors). Images resolve against the
    /// folder of `source.path`.
    public static func compile(source: SourceFile, options: Options = Options()) -> (SceneDescription?, [Diagnostic]) {
        final class Result: @unchecked Sendable { var value: (SceneDescription?, [Diagnostic]) = (nil, []) }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = compileHere(source: source, options: options)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return result.value
    }

    private static func compileHere(source: SourceFile, options: Options) -> (SceneDescription?, [Diagnostic]) {
        if source.text.utf8.count > maxFileSize {
            let loc = SourceLocation(file: source.path, line: 1, column: 1)
            return (nil, [Diagnostic(.fileTooLarge(bytes: source.text.utf8.count, limit: maxFileSize), at: loc)])
        }
        var (program, syntaxDiagnostics) = Parser.parse(source, dialect: .swiftUI)
        // The app's files a scene names are one module with it.
        var texts = [source.text]
        syntaxDiagnostics += AppSources.merge(into: &program, sceneFile: source.path, projectRoot: options.projectRoot,
                                              texts: &texts)
        var bag = DiagnosticBag.scene
        syntaxDiagnostics.forEach { bag.add($0) }
        // A file that hit a parser limit is not evaluated: what follows cannot be trusted.
        if syntaxDiagnostics.contains(where: { $0.id == "nesting-too-deep" }) { return (nil, bag.sorted) }
        let it = Interpreter(program: program, file: source.path, options: options)
        it.moduleDigest = ModuleDigest(texts).hex
        var scene: SceneDescription?
        it.sceneHasTimeline = program.scenes.first.map(SceneBlock.hasTimeline) ?? false
        // Searched in the whole module: a presentation written in the app's own files counts.
        it.declaresPresentations = texts.contains { $0.range(of: #"\.(sheet|fullScreenCover|popover)\s*\("#, options: .regularExpression) != nil }
        do {
            if let decl = program.scenes.first { it.canvas = SceneBlock(decl: decl, it: it).declaredCanvas() }
            it.iosVersion = Double(it.canvas.iosVersion.rawValue)
            it.evaluateGlobals()
            if let decl = program.scenes.first {
                scene = try SceneBlock(decl: decl, it: it).evaluate()
            } else if !program.broken.contains(where: { $0.name == "scene" }) {
                var last = max(1, source.lineCount)
                while last > 1, source.line(last).allSatisfy(\.isWhitespace) { last -= 1 }
                it.diagnostics.add(.noScene, at: SourceLocation(file: source.path, line: last, column: 1))
            }
            checkViewStructs(program, it)
            it.reportUnstyledTabViews()
        } catch let error as EvalError {
            it.diagnostics.add(error.diagnostic)
        } catch let error as AppError {
            // An error the app's code threw and nothing caught (`try!`, or a throwing call
            // outside `do`): Swift stops the app there. It said only "Error: " before.
            it.diagnostics.add(EvalError(.appStopped("throw", error.value.text), at: error.location).diagnostic)
        } catch {}
        // Evaluation runs around declarations with syntax errors (so independent mistakes
        // are all reported in one run) but keeps quiet about what follows from them.
        for d in it.diagnostics.all where !program.broken.contains(where: { followsFrom(d, $0) }) {
            bag.add(d)
        }
        return (bag.hasErrors ? nil : scene, bag.sorted)
    }

    /// Whether `diagnostic` is a consequence of the syntax error in `broken`.
    static func followsFrom(_ diagnostic: Diagnostic, _ broken: BrokenDeclaration) -> Bool {
        if broken.contains(diagnostic.location) { return true }
        guard let name = broken.name else { return false }
        switch diagnostic.message as? Message {
        case let .evaluation(.unknownIdentifier(n, _)), let .unknownView(n, _), let .missingBody(n):
            return n == name
        case let .evaluation(.unknownParameter(_, callee, _)), let .evaluation(.missingArgument(_, callee)),
             let .evaluation(.extraArgument(callee)):
            return callee == name
        case let .evaluation(.unknownMember(_, type, _)):
            return type == "'\(name)'"
        default:
            return false
        }
    }

    /// Every `View` struct needs a `body`, even one the scene does not show.
    private static func checkViewStructs(_ program: Program, _ it: Interpreter) {
        for decl in program.types where decl.isView && !decl.properties.contains(where: { $0.name == "body" && $0.getter != nil }) {
            it.diagnostics.add(.missingBody(decl.name), at: decl.location)
        }
    }
}

/// Compiles the scene file at `path`: `(description, diagnostics)`; the description is nil
/// when any diagnostic is an error.
public func compileScene(path: String, options: SceneCompiler.Options = .init()) -> (SceneDescription?, [Diagnostic]) {
    SceneCompiler.compile(path: path, options: options)
}
