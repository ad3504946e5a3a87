import Geometry
import Layout
import ViewTree

/// A state change with its solved target layout.
public struct PlannedChange: Sendable {
    public var time: Double
    /// nil: the change is instant.
    public var animation: Animation?
    public var target: LayoutSnapshot

    public init(time: Double, animation: Animation?, target: LayoutSnapshot) {
        self.time = time
        self.animation = animation
        self.target = target
    }
}

/// The whole motion of a scene: a start layout and timed changes. `sample(at:)` is a pure
/// function of the plan and the time, so frames render in any order and on any thread.
///
/// A change that arrives while an earlier one still runs starts from what is on screen at
/// that instant, so positions stay continuous.
public struct MotionPlan: Sendable {
    public let canvas: CanvasSpec
    public let initial: LayoutSnapshot
    public let changes: [PlannedChange]
    /// When the last animation has settled, or the timeline's end if that is later.
    public let duration: Double
    private let flights: [Flight]

    public init(initial: LayoutSnapshot, changes: [PlannedChange], timelineEnd: Double) {
        self.canvas = initial.canvas
        self.initial = initial
        self.changes = changes.sorted { $0.time < $1.time }
        var flights: [Flight] = []
        var current = initial.elements
        for (index, change) in self.changes.enumerated() {
            if index > 0 {
                // What is on screen when this change starts.
                let previous = self.changes[index - 1]
                let p = previous.animation?.progress(at: change.time - previous.time) ?? 1
                current = flights[index - 1].sample(progress: p).map(\.element)
            }
            flights.append(Flight(from: current, to: change.target.elements))
        }
        self.flights = flights
        let ends = self.changes.map { $0.time + ($0.animation?.duration ?? 0) }
        self.duration = max(timelineEnd, ends.max() ?? 0)
    }

    /// The frame count at `fps`: frames sit at i / fps for i = 0…n−1, the last one at or
    /// after `duration`, so it shows the settled state.
    public func frameCount(fps: Int) -> Int {
        Int((duration * Double(fps) - 1e-9).rounded(.up)) + 1
    }

    /// What is on screen at `time` seconds.
    public func sample(at time: Double) -> SampledFrame {
        guard let index = changes.lastIndex(where: { $0.time <= time }) else {
            return SampledFrame(time: time, canvas: canvas, elements: initial.elements.map(SampledElement.resting))
        }
        let change = changes[index]
        let p = change.animation?.progress(at: time - change.time) ?? 1
        return SampledFrame(time: time, canvas: canvas, elements: flights[index].sample(progress: p),
                            transition: index, progress: p)
    }
}

extension SampledElement {
    /// An element at rest, as laid out.
    static func resting(_ e: PlacedElement) -> SampledElement {
        SampledElement(element: e, kind: e.content.kindName, matched: e.matched.last?.effect.key,
                       textLayoutSize: e.textLayoutSize, crossFade: nil, phase: "identity", progress: nil)
    }
}

/// Everything on screen at one instant.
public struct SampledFrame: Sendable {
    public let time: Double
    public let canvas: CanvasSpec
    public let elements: [SampledElement]
    /// The index of the change in progress (or last finished), nil before the first.
    public let transition: Int?
    public let progress: Double?

    public init(time: Double, canvas: CanvasSpec, elements: [SampledElement], transition: Int? = nil,
                progress: Double? = nil) {
        self.time = time
        self.canvas = canvas
        self.elements = elements
        self.transition = transition
        self.progress = progress
    }

    /// What Render draws: cross-fading groups become additive layers.
    public var displayList: DisplayList {
        var items: [DisplayItem] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            guard let fade = element.crossFade else {
                items.append(element.displayItem)
                index += 1
                continue
            }
            var sides: [DisplayItem] = []
            while index < elements.count, let current = elements[index].crossFade, current.id == fade.id {
                var layer: [DisplayItem] = []
                while index < elements.count, elements[index].crossFade == current {
                    layer.append(elements[index].displayItem)
                    index += 1
                }
                sides.append(DisplayItem(content: .group(layer, blend: .normal), frame: element.frame,
                                         opacity: current.weight))
            }
            items.append(DisplayItem(content: .group(sides, blend: .plusLighter), frame: element.frame))
        }
        return DisplayList(canvasSize: canvas.size, background: .white, items: items)
    }
}

extension SampledElement {
    var displayItem: DisplayItem {
        let e = element
        let content: DisplayItem.Content
        switch e.content {
        case .shape(let kind, let fill, let stroke): content = .shape(kind, fill: fill, stroke: stroke)
        case .text(let run): content = .text(run, layoutSize: textLayoutSize ?? e.frame.size)
        case .image(let image): content = .image(image)
        case .symbol(let name, let color): content = .symbol(name: name, color: color)
        }
        return DisplayItem(content: content, frame: e.frame, opacity: e.opacity, clips: e.clips, shadow: e.shadow)
    }
}
