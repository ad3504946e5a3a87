import Files
import Foundation
import Output

/// `goldens.json` beside a scene's goldens: for each golden, the time it shows and the
/// renderer that drew it; for the folder, the settings they were drawn with.
///
/// Golden files are named by what they show (`t0-p025.png`: a quarter through transition
/// 0), never by time, so a timing change is compared with the same golden and fails; the
/// sidecar keeps the time, so the failure can name both. Fingerprints are stored once each
/// and referred to by digest. Keys are sorted and times rounded to microseconds: the same
/// goldens give the same bytes.
public struct GoldenSidecar: Codable, Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        /// Seconds from the start of the scene.
        public var time: Double
        public var transition: Int?
        public var progress: Double?
        /// The digest of the `RendererFingerprint` in `fingerprints` that drew it.
        public var fingerprint: String

        public init(time: Double, transition: Int?, progress: Double?, fingerprint: String) {
            self.time = JSONOutput.microseconds(time)
            self.transition = transition
            self.progress = progress.map(JSONOutput.microseconds)
            self.fingerprint = fingerprint
        }
    }

    /// What the goldens were drawn at, besides their time.
    public struct Settings: Codable, Sendable, Equatable {
        public var device: String
        /// The canvas in points.
        public var width: Double
        public var height: Double
        public var scale: Double
        public var fps: Int
        /// The text size setting, when not the default `large` (absent in goldens recorded
        /// at `large`, and in those recorded before it was kept).
        public var dynamicTypeSize: String?
        /// The iOS whose metrics drew them (`iOS(…)`, `--ios`). Absent in goldens recorded
        /// before it was kept, which iOS 18's metrics drew.
        public var iOS: Int?

        public init(device: String, width: Double, height: Double, scale: Double, fps: Int, dynamicTypeSize: String? = nil,
                    iOS: Int? = nil) {
            self.iOS = iOS
            self.device = device
            self.width = width
            self.height = height
            self.scale = scale
            self.fps = fps
            self.dynamicTypeSize = dynamicTypeSize
        }

        public init(_ scene: CompiledScene) {
            let canvas = scene.description.canvas
            device = canvas.name
            width = canvas.size.width
            height = canvas.size.height
            scale = canvas.scale
            fps = scene.fps
            dynamicTypeSize = canvas.dynamicTypeSize == .large ? nil : canvas.dynamicTypeSize.rawValue
            iOS = canvas.iosVersion.rawValue
        }

        /// The iOS the goldens were drawn for: recorded, or 18 for goldens recorded before
        /// the version was kept (iOS 18 was then the only one drawn).
        public var iosVersion: Int { iOS ?? IOSVersion.iOS18.rawValue }

        /// `iPhone14 390×844 at 3x, 60 fps, iOS 18`.
        public var description: String {
            let number = GoldenSidecar.number
            let text = dynamicTypeSize.map { ", text size \($0)" } ?? ""
            return "\(device) \(number(width))×\(number(height)) at \(number(scale))x, \(fps) fps\(text), iOS \(iosVersion)"
        }
    }

    public static let fileName = "goldens.json"

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    public var scene: String
    public var settings: Settings
    /// By golden file name.
    public var frames: [String: Entry]
    /// By digest.
    public var fingerprints: [String: RendererFingerprint]

    public init(scene: String, settings: Settings, frames: [String: Entry] = [:],
                fingerprints: [String: RendererFingerprint] = [:]) {
        self.scene = scene
        self.settings = settings
        self.frames = frames
        self.fingerprints = fingerprints
    }

    /// The most a sidecar may hold: one of 10,000 frames is about 2 MB.
    static let sidecarLimit = 64 << 20

    /// The sidecar in `folder`, nil when there is none. A file that is not a sidecar is an
    /// input error naming it.
    public static func read(from folder: String) throws -> GoldenSidecar? {
        let path = folder + "/" + fileName
        let data: Data
        do {
            data = try InputFile.read(path, limit: sidecarLimit)
        } catch FileError.cannotOpen(_, "there is no such file") {
            return nil
        } catch let error as FileError {
            throw MatchcutError.invalidInput(message: error.message,
                                             hint: "restore it from version control, or delete it and record with '--record all'")
        }
        do {
            return try JSONDecoder().decode(GoldenSidecar.self, from: data)
        } catch {
            throw MatchcutError.invalidInput(message: "'\(path)' is not a goldens sidecar (\(SystemErrorText.reason(error)))",
                                             hint: "restore it from version control, or delete it and record with '--record all'")
        }
    }

    /// Notes that `name` was drawn now, at `frame`'s time, by `fingerprint`.
    public mutating func note(_ name: String, frame: FrameRequest, fingerprint: RendererFingerprint) {
        let digest = fingerprint.digest
        fingerprints[digest] = fingerprint
        frames[name] = Entry(time: frame.time, transition: frame.transition, progress: frame.progress, fingerprint: digest)
    }

    /// The fingerprint that drew `name`, when the sidecar knows it.
    public func fingerprint(of name: String) -> RendererFingerprint? {
        frames[name].flatMap { fingerprints[$0.fingerprint] }
    }

    /// Keeps only the entries of `names` (the goldens that exist) and the fingerprints they use.
    public mutating func keep(only names: Set<String>) {
        frames = frames.filter { names.contains($0.key) }
        let used = Set(frames.values.map(\.fingerprint))
        fingerprints = fingerprints.filter { used.contains($0.key) }
    }

    /// Writes `<folder>/goldens.json` atomically, or removes it when it lists nothing.
    public func write(to folder: String) throws {
        let path = folder + "/" + Self.fileName
        do {
            if frames.isEmpty {
                if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
                return
            }
            try AtomicFile.write(try JSONOutput.encode(self), to: path)
        } catch let error as DescribedError {
            throw MatchcutError.io(path: path, reason: error.message)
        } catch {
            throw MatchcutError.io(path: path, reason: SystemErrorText.reason(error))
        }
    }
}
