/// How long each golden frame took to check (render, compare, keep artifacts), in seconds,
/// by scene file and golden name: `timings.json`, and the `time` attributes of junit.xml.
///
/// Kept apart from the results because it is the one thing that differs from run to run:
/// every other file a run writes is the same at any `--jobs` and when shards are merged.
public struct GoldenTimings: Sendable, Equatable, Codable {
    public var seconds: [String: [String: Double]]

    public init(seconds: [String: [String: Double]] = [:]) {
        self.seconds = seconds
    }

    public static let fileName = "timings.json"

    public mutating func note(_ value: Double, scene file: String, frame name: String) {
        seconds[file, default: [:]][name] = (value * 1000).rounded() / 1000
    }

    public func of(scene file: String, frame name: String) -> Double {
        seconds[file]?[name] ?? 0
    }

    public func of(_ scene: SceneResult) -> Double {
        scene.frames.reduce(0) { $0 + of(scene: scene.file, frame: $1.name) }
    }

    /// Both shards' timings.
    public func merged(with other: GoldenTimings) -> GoldenTimings {
        GoldenTimings(seconds: seconds.merging(other.seconds) { $0.merging($1) { a, _ in a } })
    }
}
