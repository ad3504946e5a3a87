import Foundation

/// One frame of a scene: when it is, the file it is written to (a render's frame, a
/// golden), and, for a key frame, the transition and the share of it that it shows.
///
/// The one frame vocabulary: `render --frames/--at/--transition`, `matchcut test`'s key
/// frames and `--frames`, the preview and the library all pass these.
public struct FrameRequest: Sendable, Equatable {
    /// The frame's index on the scene's frame grid (i / fps), or nil for a time off the grid.
    public var index: Int?
    public var time: Double
    /// `frame-00012.png`, `t0-p050.png`, `at-0.333s.png`.
    public var fileName: String
    /// For a key frame: the timeline change, and the share of its span (0…1) the frame shows.
    public var transition: Int?
    public var progress: Double?

    public init(index: Int?, time: Double, fileName: String, transition: Int? = nil, progress: Double? = nil) {
        self.index = index
        self.time = time
        self.fileName = fileName
        self.transition = transition
        self.progress = progress
    }

    /// Frame `index` of the grid.
    public init(index: Int, fps: Int) {
        self.init(index: index, time: Double(index) / Double(fps), fileName: SceneOutput.frameName(index))
    }

    /// The frame at `time`: named like a grid frame when it falls on one.
    public init(time: Double, fps: Int) {
        let onGrid = (time * Double(fps)).rounded()
        if abs(time * Double(fps) - onGrid) < 1e-6, abs(onGrid) < 1e15 {
            self.init(index: Int(onGrid), fps: fps)
        } else {
            self.init(index: nil, time: time, fileName: Self.fileName(at: time))
        }
    }

    /// The frame at `progress` of transition `transition`, which starts at `start` and lasts
    /// `duration`: `t0-p050.png`, named without its time, so that a timing change is
    /// compared with the same golden instead of recording a new one.
    public init(transition: Int, progress: Double, start: Double, duration: Double) {
        self.init(index: nil, time: start + duration * progress,
                  fileName: Self.fileName(transition: transition, progress: progress),
                  transition: transition, progress: progress)
    }

    /// `t0-p050.png`: the transition and the share of its span, in percent.
    public static func fileName(transition: Int, progress: Double) -> String {
        String(format: "t%d-p%03d.png", transition, Int((progress * 100).rounded()))
    }

    /// `at-0.500s.png`: a time off the frame grid, or one a scene names in `goldens { at(…) }`.
    public static func fileName(at time: Double) -> String {
        String(format: "at-%.3fs.png", time)
    }
}
