import Foundation
import SwiftCore
import Geometry
import ViewTree

/// The SwiftUI host: what SwiftUI's vocabulary, runtime and scene keep while a program runs,
/// apart from the evaluator, which keeps evaluation state only (its scopes, budgets and the
/// program's declarations). One host serves one compilation.
final class SwiftUIHost {
    /// The identity a view created now would get: set by the builder statement (or the
    /// modifier argument) being evaluated.
    var currentPath = Identity.root

    let options: SceneCompiler.Options
    /// Whether the scene has a `timeline { }`: time-driving constructs are then expressed by
    /// it and draw no warning.
    var sceneHasTimeline = false
    /// Whether the scene's code, its app files included, presents anything (`.sheet`,
    /// `.fullScreenCover`, `.popover`, or an alert once evaluated):
    /// its root is then always drawn in a presentation's frame (Presentations.swift).
    var declaresPresentations = false
    /// Seconds since the scene began, on the scene's clock (TimelineRunner keeps it): `Date()`
    /// is `Interpreter.sceneDate` plus this.
    var sceneTime = 0.0
    /// What the SwiftUI vocabulary learns while trees are built (navigation, buttons, …).
    var build = BuildContext()
    /// Set while code runs for the scene (a closure, an `onChange` observer, a timeline
    /// step): its transaction, what it changed, what it asks of scroll proxies.
    var action: ActionContext?
    /// The views' state, kept by identity (the scene's current session's store).
    var state = StateStore()
    /// Every object made.
    var heap = Heap()
    /// Writes to observed state so far: a rebuild is due when it grows.
    var observedWrites = 0
    /// The screen the scene is shown on (`UIScreen.main.bounds`), known before the globals
    /// are evaluated (SceneBlock.canvas(of:)).
    var canvas = CanvasSpec.iPhone14
    /// Image names already resolved (or refused), so each file is checked once.
    var assetCache: [String: Result<String, AssetProblem>] = [:]
    /// Resources already looked for (`Bundle.main.url(forResource:…)`), by `name.ext`, and
    /// the data files read, by path: a view that loads its sample data is built for every
    /// state, and the project is searched and the file read once (BundleResources).
    var resources: [String: String?] = [:]
    var dataFiles: [String: Data] = [:]
    /// A digest of the module's text (ModuleDigest): what a custom shape's path is made by.
    var moduleDigest = ""
    /// The scene's asset catalogs (`Assets.xcassets`, `assets("…")`), relative to its folder.
    let catalogs: [String]
    /// The counter that makes `UUID()` deterministic: the n-th UUID a compilation makes.
    var uuidCounter = 0
    /// Combine's subjects the app made (`PassthroughSubject`, `CurrentValueSubject`), by the
    /// name each was made with: the count of those made before it (CombineSubjects).
    var subjects: [String: SubjectState] = [:]
    /// The `@Published` properties whose publishers the code has read (`model.$query`), by
    /// subject name: the object and the property, whose value a new subscriber gets.
    var publishedSources: [String: (object: ObjectRef, property: String)] = [:]

    init(options: SceneCompiler.Options, catalogs: [String]) {
        self.options = options
        self.catalogs = catalogs
    }
}

extension Interpreter {
    /// An evaluator of a scene's program with a SwiftUI host of its own.
    convenience init(program: Program, file: String, options: SceneCompiler.Options = .init()) {
        self.init(program: program, file: file, host: SwiftUIHost(options: options, catalogs: Interpreter.catalogs(of: program)),
                  diagnostics: .scene)
    }

    /// The SwiftUI host this evaluator runs for (every scene's evaluator has one).
    var ui: SwiftUIHost { unsafeDowncast(host, to: SwiftUIHost.self) }

    /// SwiftUI's own limit: the most views one `ForEach` builds (a lazy container builds only
    /// those a frame shows).
    static let maxForEachCount = 10_000

    /// Runs `body` with views made at `path`.
    func withPath<T>(_ path: Identity, _ body: () throws -> T) rethrows -> T {
        let saved = currentPath
        currentPath = path
        defer { currentPath = saved }
        return try body()
    }

    /// `UUID()`: the n-th UUID the compilation makes, the same on every run.
    func nextUUID() -> Value {
        uuidCounter += 1
        let digits = String(uuidCounter)
        return .uuid("UUID-" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits)
    }
}

/// The host's state as the vocabulary's rules read and write it while they are extensions of
/// the evaluator: each reaches the host in place.
extension Interpreter {
    var currentPath: Identity {
        _read { yield ui.currentPath }
        _modify { yield &ui.currentPath }
    }
    var options: SceneCompiler.Options { ui.options }
    var sceneHasTimeline: Bool {
        _read { yield ui.sceneHasTimeline }
        _modify { yield &ui.sceneHasTimeline }
    }
    var declaresPresentations: Bool {
        _read { yield ui.declaresPresentations }
        _modify { yield &ui.declaresPresentations }
    }
    var sceneTime: Double {
        _read { yield ui.sceneTime }
        _modify { yield &ui.sceneTime }
    }
    var build: BuildContext {
        _read { yield ui.build }
        _modify { yield &ui.build }
    }
    var action: ActionContext? {
        _read { yield ui.action }
        _modify { yield &ui.action }
    }
    var state: StateStore {
        _read { yield ui.state }
        _modify { yield &ui.state }
    }
    var heap: Heap {
        _read { yield ui.heap }
        _modify { yield &ui.heap }
    }
    var observedWrites: Int {
        _read { yield ui.observedWrites }
        _modify { yield &ui.observedWrites }
    }
    var canvas: CanvasSpec {
        _read { yield ui.canvas }
        _modify { yield &ui.canvas }
    }
    var assetCache: [String: Result<String, AssetProblem>] {
        _read { yield ui.assetCache }
        _modify { yield &ui.assetCache }
    }
    var moduleDigest: String {
        _read { yield ui.moduleDigest }
        _modify { yield &ui.moduleDigest }
    }
    var catalogs: [String] { ui.catalogs }
    var uuidCounter: Int {
        _read { yield ui.uuidCounter }
        _modify { yield &ui.uuidCounter }
    }
}
