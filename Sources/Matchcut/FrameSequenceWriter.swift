import Foundation
import Geometry
import Output
import Render

/// Renders a scene's frames to `frame-00000.png`, … in a folder, on `jobs` threads.
///
/// The scene renders into a temporary folder beside the destination, which then replaces
/// it whole: an interrupted or failed render never leaves old and new frames mixed.
public enum FrameSequenceWriter {
    /// The file name of frame `index`.
    public static func fileName(ofFrame index: Int) -> String {
        "frame-" + String(format: "%05d", index) + ".png"
    }

    /// Renders every frame of `scene` into `folder` and returns the file paths in order.
    @discardableResult
    public static func write(_ scene: CompiledScene, to folder: String, settings: RenderSettings) throws -> [String] {
        let fm = FileManager.default
        let destination = URL(fileURLWithPath: folder).standardizedFileURL
        let parent = destination.deletingLastPathComponent()
        try createFolder(parent.path)
        let staging = parent.appendingPathComponent(".\(destination.lastPathComponent).partial-\(getpid())")
        try? fm.removeItem(at: staging)
        try createFolder(staging.path)
        do {
            try renderFrames(scene, into: staging.path, settings: settings)
        } catch {
            try? fm.removeItem(at: staging)
            throw error
        }
        try OutputFolder.replace(destination.path, with: staging.path)
        return (0..<scene.frameCount).map { destination.appendingPathComponent(fileName(ofFrame: $0)).path }
    }

    /// Renders frame indices i ≡ worker (mod jobs) on each worker thread. Each worker owns
    /// its RenderEngine (font map included), created on that thread: Pango font maps must
    /// never be shared between threads (platform notes).
    static func renderFrames(_ scene: CompiledScene, into folder: String, settings: RenderSettings) throws {
        let count = scene.frameCount
        let jobs = min(settings.jobs, max(1, count))
        let scale = settings.scale ?? scene.description.canvas.scale
        let failures = FailureBox()
        DispatchQueue.concurrentPerform(iterations: jobs) { worker in
            do {
                let engine = try RenderEngine()
                let encoder = PNGEncoder(compression: settings.compression)
                var index = worker
                while index < count, !failures.hasFailed {
                    let list = scene.plan.sample(at: scene.time(ofFrame: index)).displayList
                    let frame = Renderer.render(list, scale: scale, engine: engine)
                    let data = try encoder.encode(frame)
                    let path = folder + "/" + fileName(ofFrame: index)
                    guard fm().createFile(atPath: path, contents: data) else {
                        throw MatchcutError.io(path: path, reason: "the file could not be created")
                    }
                    index += jobs
                }
            } catch {
                failures.record(error)
            }
        }
        if let error = failures.first { throw error }
    }

    private static func fm() -> FileManager { FileManager.default }

    static func createFolder(_ path: String) throws {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw MatchcutError.io(path: path, reason: error.localizedDescription)
        }
    }
}

/// The first error any worker met; workers stop when one fails.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var error: Error?

    func record(_ error: Error) {
        lock.lock()
        defer { lock.unlock() }
        if self.error == nil { self.error = error }
    }

    var hasFailed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return error != nil
    }

    var first: Error? {
        lock.lock()
        defer { lock.unlock() }
        return error
    }
}
