import Foundation
import Matchcut

/// The scene as the preview's page sees it: the timeline (frames, transitions, key frames
/// and whether each has a golden), the layouts, and every diagnostic of `check`.
struct PreviewSceneInfo: Encodable {
    struct Transition: Encodable {
        var index: Int
        var time: Double
        var duration: Double
        var label: String
    }

    struct KeyFrame: Encodable {
        var name: String
        var time: Double
        var golden: Bool
    }

    struct Diagnostic: Encodable {
        var severity: String
        var file: String
        var line: Int
        var column: Int
        var message: String
        var hint: String?
        /// As the CLI prints it: location, the line, a caret, the hint.
        var formatted: String
    }

    var generation: Int
    var loaded: Bool
    var file: String
    var name: String = ""
    var title: String = ""
    var fps: Int = 60
    var frameCount: Int = 0
    var duration: Double = 0
    var width: Double = 0
    var height: Double = 0
    var scale: Double
    var layouts: [String] = []
    var transitions: [Transition] = []
    var keyFrames: [KeyFrame] = []
    var diagnostics: [Diagnostic]

    init(_ state: PreviewSession.State, scale: Double) {
        let check = state.check
        generation = state.generation
        file = check.source?.path ?? ""
        self.scale = scale
        diagnostics = check.diagnostics.map { d in
            Diagnostic(severity: d.severity.rawValue, file: d.location.file, line: d.location.line,
                       column: d.location.column, message: d.message, hint: d.hint,
                       formatted: d.formatted(in: check.source))
        }
        guard let scene = state.scene else {
            loaded = false
            return
        }
        loaded = true
        name = scene.name
        title = scene.description.title
        fps = scene.fps
        frameCount = scene.frameCount
        duration = scene.plan.duration
        width = scene.description.canvas.size.width
        height = scene.description.canvas.size.height
        layouts = scene.layoutNames
        transitions = scene.plan.transitions.map {
            Transition(index: $0.index, time: $0.time, duration: $0.duration, label: $0.label)
        }
        keyFrames = Self.keyFrames(of: scene, file: file)
    }

    /// The scene's key frames, each with whether its golden exists beside the scene.
    static func keyFrames(of scene: CompiledScene, file: String) -> [KeyFrame] {
        let folder = GoldenStore(forScene: file, name: scene.name, root: nil).folder
        let frames = KeyFrames.of(scene)
        return frames.map { frame in
            KeyFrame(name: frame.fileName, time: frame.time,
                     golden: FileManager.default.fileExists(atPath: folder + "/" + frame.fileName))
        }
    }
}
