import Drawing
import Geometry
import Layout
import ViewTree

/// Elements drawn into layers: each run of consecutive elements inside the same layer effect
/// (the same `PlacedLayer` key at the same depth) becomes one group item that carries the
/// effect, and the opacity, shadow and outer clips the layer took over from its elements.
enum LayerGrouping {
    /// The display items of `elements` (all in the layers `outer` already), at `depth`.
    static func items(_ elements: ArraySlice<SampledElement>, depth: Int = 0, outerClips: Int = 0) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var index = elements.startIndex
        while index < elements.endIndex {
            let element = elements[index]
            guard depth < element.element.layers.count else {
                var item = element.displayItem
                item.clips = Array(item.clips.dropFirst(outerClips))
                items.append(item)
                index += 1
                continue
            }
            let layer = element.element.layers[depth]
            var end = index + 1
            while end < elements.endIndex, depth < elements[end].element.layers.count,
                  elements[end].element.layers[depth].key == layer.key { end += 1 }
            let run = elements[index..<end]
            let children = Self.items(run, depth: depth + 1, outerClips: layer.clipDepth)
            let clips = Array(element.element.clips.prefix(layer.clipDepth).dropFirst(outerClips))
            var group = DisplayItem(content: .group(children, blend: .normal), frame: layer.viewFrame,
                                    opacity: layer.opacity, clips: clips.map { $0.with(rect: $0.rect) }, shadow: layer.shadow)
            // The group has no transforms of its own (its children carry theirs): a clip it
            // takes over is drawn where Layout placed it.
            for i in group.clips.indices { group.clips[i].transformDepth = 0 }
            switch layer.effect {
            case .blendMode(let mode): group.blendMode = mode
            case .compositingGroup: break
            case .mask: masked(&group, children, in: layer.viewFrame)
            default: group.filters = [layer.effect]
            }
            items.append(group)
            index = end
        }
        return items
    }

    /// A `mask` layer's group: its content, then one group of the mask view's items (those
    /// that came in `maskContent` layers), which Render draws through DEST_IN. A mask that
    /// draws nothing leaves an empty last group, and nothing of the view shows, as in SwiftUI.
    private static func masked(_ group: inout DisplayItem, _ children: [DisplayItem], in frame: Rect) {
        let isMask = { (item: DisplayItem) in item.filters == [.maskContent] }
        let mask = children.filter(isMask).map { item -> DisplayItem in
            var plain = item
            plain.filters = []
            return plain
        }
        let content = children.filter { !isMask($0) }
        group.content = .group(content + [DisplayItem(content: .group(mask, blend: .normal), frame: frame)], blend: .normal)
        group.filters = [.mask]
    }
}
