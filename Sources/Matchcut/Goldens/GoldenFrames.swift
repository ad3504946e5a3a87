import Foundation

/// One frame `matchcut test` checks: the golden's file name and the time it shows.
public struct GoldenFrame: Sendable, Equatable {
    public var name: String
    public var time: Double
    /// For a key frame: the transition and the share of it the frame shows.
    public var transition: Int?
    public var progress: Double?

    public init(name: String, time: Double, transition: Int? = nil, progress: Double? = nil) {
        self.name = name
        self.time = time
        self.transition = transition
        self.progress = progress
    }
}

/// Which frames of a scene have goldens.
public enum GoldenFrameSelection: Sendable, Equatable {
    /// The scene's key frames (`KeyFrames.of`), named `t<transition>-p<percent>.png`.
    case keyFrames
    /// Frame indices, both ends included, named as `matchcut render` names them
    /// (`frame-00012.png`), so a rendered frame can serve as a golden.
    case frames(ClosedRange<Int>)

    /// Parses `--frames`: `A-B` or a single index `A`.
    public static func parse(_ text: String) -> GoldenFrameSelection? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), let a = Int(parts[0]), let b = Int(parts.last!), a >= 0, a <= b else { return nil }
        return .frames(a...b)
    }

    public func frames(of scene: CompiledScene) throws -> [GoldenFrame] {
        switch self {
        case .keyFrames:
            return KeyFrames.of(scene).map {
                GoldenFrame(name: $0.fileName, time: $0.time, transition: $0.transition, progress: $0.fraction)
            }
        case .frames(let range):
            let last = scene.frameCount - 1
            guard range.upperBound <= last else {
                throw MatchcutError.invalidInput(
                    message: "'--frames \(range.lowerBound)-\(range.upperBound)' goes past the last frame of '\(scene.name)', \(last)",
                    hint: "the scene has \(scene.frameCount) frames at \(scene.fps) fps: pick indices from 0 to \(last)")
            }
            return range.map { GoldenFrame(name: SceneOutput.frameName($0), time: scene.time(ofFrame: $0)) }
        }
    }
}
