import Drawing
import Foundation
import Geometry
import Layout
import Motion
import Output
import Render
import ViewTree

/// One picture of a whole transition: `frames` evenly spaced frames in a grid, each
/// labelled with its frame index, time and transition progress. People look at this before
/// they play a video.
///
/// The frames are the first and last frame of the scene and evenly spaced frames between,
/// rounded to the frame grid, so every cell is a frame the PNG sequence also holds. Cells
/// are drawn at `cellScale` pixels a point (0.75: a 390-pt phone is 293 px wide), four to a
/// row. The labels are a display list of text items drawn by Render, like any scene text.
public struct ContactSheet {
    public let scene: CompiledScene
    public let frames: Int
    /// The frames the cells spread over: the whole scene, or the frames `--frames A-B` chose.
    public var span: ClosedRange<Int>?
    public var cellScale = 0.75
    public var columns: Int { min(frames, 4) }

    static let gap = 16.0
    static let labelHeight = 30.0
    static let paper = Color(rgb255: 242, 242, 247)
    static let ink = Color(rgb255: 60, 60, 67)

    public init(scene: CompiledScene, frames: Int, span: ClosedRange<Int>? = nil) {
        self.scene = scene
        self.span = span
        self.frames = max(1, min(frames, span?.count ?? frames))
    }

    /// The frame indices shown: first + round(i × (last − first) / (n − 1)) for i = 0…n−1,
    /// over the span (the whole scene by default).
    public var frameIndices: [Int] {
        let first = span?.lowerBound ?? 0, last = span?.upperBound ?? scene.frameCount - 1
        guard frames > 1 else { return [first] }
        return (0..<frames).map { first + Int((Double($0 * (last - first)) / Double(frames - 1)).rounded()) }
    }

    /// `#12  0.200 s  t0 37%`: index, time, and the transition in progress with its share;
    /// `at rest` before the first change.
    public func label(forFrame index: Int) -> String {
        let sample = scene.plan.sample(at: scene.time(ofFrame: index))
        let time = String(format: "%.3f s", sample.time)
        guard let transition = sample.transition, let progress = sample.progress else {
            return "#\(index)  \(time)  at rest"
        }
        // A timing curve's control points are any numbers: its progress may be 1e300.
        let percent = (progress * 100).rounded()
        return "#\(index)  \(time)  t\(transition) \(abs(percent) < 1e15 ? String(Int(percent)) : String(percent))%"
    }

    /// The sheet, drawn on the calling thread's render engine.
    public func render() throws -> Frame {
        render(engine: try RenderEngines.current())
    }

    /// The sheet, drawn on `engine`'s thread.
    package func render(engine: RenderEngine) -> Frame {
        let cell = FrameSize(scene.description.canvas.size.pixels(atScale: cellScale))
        let rows = (frames + columns - 1) / columns
        let width = Self.gap + Double(columns) * (Double(cell.width) + Self.gap)
        let height = Self.gap + Double(rows) * (Double(cell.height) + Self.labelHeight + Self.gap)
        let origins = frameIndices.indices.map { i in
            (x: Int(Self.gap) + (i % columns) * (cell.width + Int(Self.gap)),
             y: Int(Self.gap) + (i / columns) * (cell.height + Int(Self.labelHeight + Self.gap)))
        }
        let labels = zip(frameIndices, origins).map { index, origin in
            DisplayItem(content: .text(TextRun(string: label(forFrame: index), font: Font(size: 15, weight: .medium),
                                               color: Self.ink),
                                       layoutSize: Size(width: Double(cell.width), height: 20)),
                        frame: Rect(x: Double(origin.x), y: Double(origin.y + cell.height) + 6,
                                    width: Double(cell.width), height: 20))
        }
        let list = DisplayList(canvasSize: Size(width: width, height: height), background: Self.paper, items: labels)
        var sheet = FrameDrawer(engine: engine, scale: 1).draw(list)
        let cells = FrameDrawer(engine: engine, scale: cellScale)
        for (index, origin) in zip(frameIndices, origins) {
            let sample = scene.plan.sample(at: scene.time(ofFrame: index))
            let picture = cells.draw(sample.displayList)
            Self.copy(picture, into: &sheet, x: origin.x, y: origin.y)
        }
        return sheet
    }

    /// Draws the sheet on a RenderEngine of the calling thread and writes it into `output`.
    func write(into output: SceneOutput, compression: PNGCompression) throws {
        let sheet = render(engine: try RenderEngines.current())
        let data = try wrapOutputErrors { try PNGEncoder(compression: compression).encode(sheet) }
        output.add([try output.write(data, as: SceneOutput.contactSheetName)])
    }

    /// Copies `source` into `target` with its top-left corner at (x, y), row by row.
    static func copy(_ source: Frame, into target: inout Frame, x: Int, y: Int) {
        let rowBytes = source.width * 4
        source.pixels.withUnsafeBytes { src in
            target.pixels.withUnsafeMutableBytes { dst in
                for row in 0..<source.height where y + row < target.height {
                    let to = ((y + row) * target.width + x) * 4
                    (dst.baseAddress! + to).copyMemory(from: src.baseAddress! + row * rowBytes,
                                                       byteCount: min(rowBytes, (target.width - x) * 4))
                }
            }
        }
    }
}

private struct FrameSize {
    let width: Int
    let height: Int
    init(_ size: (width: Int, height: Int)) {
        width = size.width
        height = size.height
    }
}
