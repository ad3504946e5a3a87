import Drawing
import Geometry
import Layout
import ViewTree

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
            if let layer = element.element.layers.first {
                // Drawn into a layer with the elements after it that share it.
                var end = index + 1
                while end < elements.count, elements[end].element.layers.first?.key == layer.key { end += 1 }
                items += LayerGrouping.items(elements[index..<end])
                index = end
                continue
            }
            guard let fade = element.crossFade else {
                items.append(element.displayItem)
                index += 1
                continue
            }
            var sides: [(items: [DisplayItem], weight: Double)] = []
            while index < elements.count, let current = elements[index].crossFade, current.id == fade.id {
                var layer: [DisplayItem] = []
                while index < elements.count, elements[index].crossFade == current {
                    layer.append(elements[index].displayItem)
                    index += 1
                }
                sides.append((layer, current.weight))
            }
            // A cross-fade at one of its ends (weights 1 and 0) is the one side, drawn plainly:
            // a change's first and last frames are exactly the layouts'.
            let shown = sides.filter { $0.weight > 0 }
            if shown.count == 1, shown[0].weight == 1 {
                items += shown[0].items
            } else if !shown.isEmpty {
                items.append(DisplayItem(content: .group(shown.map { DisplayItem(content: .group($0.items, blend: .normal),
                                                                                  frame: element.frame, opacity: $0.weight) },
                                                         blend: .plusLighter), frame: element.frame))
            }
        }
        // The window behind everything: `systemBackground`, white in light and black in dark.
        return DisplayList(canvasSize: canvas.size, background: SystemColors.background.resolved(in: canvas.appearance), items: items)
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
        case .symbol(let name, let color, let weight): content = .symbol(name: name, color: color, weight: weight)
        case let .layeredSymbol(name, primary, secondary, weight):
            content = .layeredSymbol(name: name, primary: primary, secondary: secondary, weight: weight)
        }
        return DisplayItem(content: content, frame: e.frame, opacity: e.opacity, clips: e.clips, shadow: e.shadow,
                           transforms: e.transforms.cumulativeMatrices)
    }
}
