import Foundation
import Geometry
import Motion
import Output

/// `matchcut trace`: every frame's sampled geometry, in points.
///
/// The field names are a contract: later versions add fields but never rename these.
public struct Trace: Codable, Sendable {
    public struct Canvas: Codable, Sendable {
        public var width: Double
        public var height: Double
        public var scale: Double
    }

    public struct FrameRect: Codable, Sendable, Equatable {
        public var x: Double, y: Double, width: Double, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        init(_ r: Rect) {
            x = r.minX
            y = r.minY
            width = r.width
            height = r.height
        }
    }

    public struct Element: Codable, Sendable {
        public var identity: String
        public var matchedID: String?
        public var kind: String
        public var frame: FrameRect
        public var cornerRadius: Double
        public var opacity: Double
        public var textScale: Double?
        public var zIndex: Double
        /// The transition phase: `identity`, `animating`, `morph`, `flight`, `insertion`, `removal`, `push` or `pop`.
        public var phase: String
        /// For matched elements: the group, written `namespace#id`.
        public var matchedGroup: String?
        public var progress: Double?
        /// For flying matched elements: the identity of the group's source view.
        public var source: String?
        /// For cross-fading matched elements: this side's share of the cross-fade (0…1).
        public var crossFadeWeight: Double?
    }

    public struct Frame: Codable, Sendable {
        public var index: Int
        public var time: Double
        /// The index of the timeline change in progress, if any.
        public var transition: Int?
        public var progress: Double?
        public var elements: [Element]
    }

    public var scene: String
    public var fps: Int
    public var duration: Double
    public var canvas: Canvas
    public var frames: [Frame]

    public init(_ scene: CompiledScene) {
        let canvas = scene.description.canvas
        self.scene = scene.description.title
        self.fps = scene.fps
        self.duration = JSONOutput.microseconds(scene.plan.duration)
        self.canvas = Canvas(width: canvas.size.width, height: canvas.size.height, scale: canvas.scale)
        self.frames = (0..<scene.frameCount).map { index in
            let sample = scene.plan.sample(at: scene.time(ofFrame: index))
            return Frame(index: index, time: JSONOutput.microseconds(sample.time), transition: sample.transition,
                         progress: sample.progress,
                         elements: sample.elements.map(Trace.element))
        }
    }

    public static func element(_ s: SampledElement) -> Element {
        Element(identity: s.element.identity.description, matchedID: s.matched?.id, kind: s.kind,
                frame: FrameRect(s.frame), cornerRadius: s.cornerRadius, opacity: s.opacity,
                textScale: s.textScale, zIndex: s.zIndex, phase: s.phase,
                matchedGroup: s.matched?.description, progress: s.progress, source: s.source?.description,
                crossFadeWeight: s.crossFade?.weight)
    }

    /// Pretty, key-sorted JSON, slashes as they are, times to the microsecond, a final
    /// newline: stable bytes for the same scene.
    public func json() throws -> Data {
        try JSONOutput.encode(self)
    }
}
