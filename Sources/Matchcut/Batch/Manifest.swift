import Files
import Foundation
import Motion
import Output

/// `output/manifest.json`: what a render wrote, for CI jobs to read.
///
/// Keys are sorted and nothing depends on the clock, the machine or `--jobs`, so the same
/// scenes and settings give the same bytes; a merged sharded render gives the same bytes as
/// an unsharded one. Field names are a contract: later versions add fields, never rename.
public struct Manifest: Codable, Sendable, Equatable {
    public struct Settings: Codable, Sendable, Equatable {
        /// Pixels per point, when `--scale` overrode the device's.
        public var scale: Double?
        /// Frames per second, when `--fps` overrode the scene's.
        public var fps: Int?
        public var formats: [OutputFormat]
        public var pngCompression: PNGCompression
        public var gifScale: Double
        /// The GIF's frame rate (`--gif-fps`; the scene's own when lower).
        public var gifFps: Int
        /// Points to APNG pixels, when `--apng-scale` was given.
        public var apngScale: Double?
        public var contactSheetFrames: Int?
        /// `all`, `frames 3-9`, `at 0.35`, or `transition 0 progress 0.5`.
        public var frames: String

        public init(_ s: RenderSettings) {
            scale = s.scale
            fps = s.fps
            formats = s.formats
            pngCompression = s.compression
            gifScale = s.gifScale
            gifFps = s.gifFPS
            apngScale = s.apngScale
            contactSheetFrames = s.contactSheetFrames
            frames = s.frames.summary
        }
    }

    public struct Transition: Codable, Sendable, Equatable {
        public var time: Double
        /// The animation as written (`.spring()`), or `none` for an instant change.
        public var animation: String
        public var duration: Double
    }

    public struct Canvas: Codable, Sendable, Equatable {
        public var device: String
        public var width: Double
        public var height: Double
        /// Pixels per point of the files written.
        public var scale: Double
        public var pixelWidth: Int
        public var pixelHeight: Int
    }

    public struct Scene: Codable, Sendable, Equatable {
        /// The file name without `.scene`; the scene's folder is `<output>/<name>`.
        public var name: String
        public var source: String
        public var title: String
        public var layouts: [String]
        public var transitions: [Transition]
        public var frameCount: Int
        /// Frames the selection asked for (all of them unless --frames, --at or --transition).
        public var renderedFrames: Int
        public var fps: Int
        public var duration: Double
        public var canvas: Canvas
        /// Every file in the scene's folder, sorted by name.
        public var files: [OutputFile]

        public init(_ job: SceneJob, source: String, files: [OutputFile]) {
            let scene = job.scene
            name = scene.name
            self.source = source
            title = scene.description.title
            layouts = scene.description.layouts.map(\.name)
            // A transition lasts until every animation it started has settled (scoped ones,
            // navigation): the one duration key frames and `--transition/--progress` use.
            transitions = zip(scene.plan.changes, scene.plan.transitions).map { change, span in
                Transition(time: JSONOutput.microseconds(span.time), animation: Self.describe(change.animation),
                           duration: JSONOutput.microseconds(span.duration))
            }
            frameCount = scene.frameCount
            renderedFrames = job.requests.count
            fps = scene.fps
            duration = JSONOutput.microseconds(scene.plan.duration)
            let c = scene.description.canvas
            let pixels = job.pixelSize
            canvas = Canvas(device: c.name, width: c.size.width, height: c.size.height, scale: job.scale,
                            pixelWidth: pixels.width, pixelHeight: pixels.height)
            self.files = files.sorted { $0.name < $1.name }
        }

        static func describe(_ animation: Animation?) -> String {
            guard let animation else { return "none" }
            if !animation.label.isEmpty { return animation.label }
            switch animation.curve {
            case .bezier: return "bezier"
            case .spring: return "spring"
            }
        }
    }

    public var matchcut: String
    public var settings: Settings
    /// `K/N` in a shard's own manifest; absent once merged and in an unsharded render.
    public var shard: String?
    public var scenes: [Scene]

    public init(settings: RenderSettings, shard: Shard?, scenes: [Scene]) {
        matchcut = MatchcutVersion.current
        self.settings = Settings(settings)
        self.shard = shard?.description
        self.scenes = scenes
    }

    public static let fileName = "manifest.json"

    /// Pretty, key-sorted JSON with a final newline (`JSONOutput`).
    public func json() throws -> Data {
        try JSONOutput.encode(self)
    }

    /// Reads and checks `<folder>/manifest.json` (`validate`): a regular file, not a link,
    /// of at most `maxBytes`.
    public static func read(from folder: String) throws -> Manifest {
        let path = folder + "/" + fileName
        let data: Data
        do {
            data = try InputFile.read(path, limit: maxBytes, links: .refuse)
        } catch FileError.cannotOpen(_, "there is no such file") {
            throw MatchcutError.merge(reason: "there is no \(quoted(path))",
                                      hint: "pass the folders that 'matchcut render --shard K/N -o DIR' wrote")
        } catch let error as DescribedError {
            throw MatchcutError.merge(reason: error.message, hint: "pass the folders that 'matchcut render --shard K/N -o DIR' wrote")
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw MatchcutError.merge(reason: "\(quoted(path)) is not a Matchcut manifest: \(SystemErrorText.reason(error))",
                                      hint: "pass the folders that 'matchcut render --shard K/N -o DIR' wrote")
        }
        try manifest.validate(path: path)
        return manifest
    }

    /// Writes `<folder>/manifest.json` atomically.
    public func write(to folder: String) throws {
        try OutputFolder.create(folder)
        try wrapOutputErrors { try AtomicFile.write(try json(), to: folder + "/" + Self.fileName) }
    }
}

extension FrameSelection {
    var summary: String {
        switch self {
        case .all: "all"
        case let .frames(first, last): "frames \(first)-\(last)"
        case .time(let t): "at \(t)"
        case let .transition(n, p): "transition \(n) progress \(p)"
        case .keyFrames: "key frames"
        }
    }
}
