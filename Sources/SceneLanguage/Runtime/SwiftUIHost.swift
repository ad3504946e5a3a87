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
    /// A digest of the module's text (ModuleDigest): what a custom shape's path is made by.
    var moduleDigest = ""
    /// The scene's asset catalogs (`Assets.xcassets`, `assets("…")`), relative to its folder.
    let catalogs: [String]
    /// The counter that makes `UUID()` deterministic: the n-th UUID a compilation makes.
    var uuidCounter = 0

    init(options: SceneCompiler.Options, catalogs: [String]) {
        self.options = options
        self.catalogs = catalogs
    }
}

/// The host's state as the vocabulary's rules read and write it while they are extensions of
/// the evaluator: each reaches the host in place.
extension Interpreter {
    var currentPath: Identity {
        _read { yield host.currentPath }
        _modify { yield &host.currentPath }
    }
    var options: SceneCompiler.Options { host.options }
    var sceneHasTimeline: Bool {
        _read { yield host.sceneHasTimeline }
        _modify { yield &host.sceneHasTimeline }
    }
    var declaresPresentations: Bool {
        _read { yield host.declaresPresentations }
        _modify { yield &host.declaresPresentations }
    }
    var sceneTime: Double {
        _read { yield host.sceneTime }
        _modify { yield &host.sceneTime }
    }
    var build: BuildContext {
        _read { yield host.build }
        _modify { yield &host.build }
    }
    var action: ActionContext? {
        _read { yield host.action }
        _modify { yield &host.action }
    }
    var state: StateStore {
        _read { yield host.state }
        _modify { yield &host.state }
    }
    var heap: Heap {
        _read { yield host.heap }
        _modify { yield &host.heap }
    }
    var observedWrites: Int {
        _read { yield host.observedWrites }
        _modify { yield &host.observedWrites }
    }
    var canvas: CanvasSpec {
        _read { yield host.canvas }
        _modify { yield &host.canvas }
    }
    var assetCache: [String: Result<String, AssetProblem>] {
        _read { yield host.assetCache }
        _modify { yield &host.assetCache }
    }
    var moduleDigest: String {
        _read { yield host.moduleDigest }
        _modify { yield &host.moduleDigest }
    }
    var catalogs: [String] { host.catalogs }
    var uuidCounter: Int {
        _read { yield host.uuidCounter }
        _modify { yield &host.uuidCounter }
    }
}
