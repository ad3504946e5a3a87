import Drawing
import Geometry
import ViewTree

/// `alignmentGuide(_:computeValue:)`: the view's guide for one alignment is where its
/// closure puts it, from the view's size (layout-time evaluation); other guides are its child's.
final class AlignmentGuideNode: ModifierNode {
    let spec: AlignmentGuideSpec

    init(spec: AlignmentGuideSpec, child: LayoutNode, identity: Identity, location: SourceLocation) {
        self.spec = spec
        super.init(child: child, identity: identity, location: location)
    }

    override func explicitGuide(_ axis: Axis, _ name: String, size: Size) -> Double? {
        if name == spec.name, spec.axis == nil || spec.axis == axis { return spec.value.value(for: child.dimensions(size)) }
        return child.explicitGuide(axis, name, size: size)
    }

    /// `alignmentGuide(.firstTextBaseline) { d in … }` is the view's first baseline from then on.
    override func textBaseline(_ which: TextBaseline, size: Size) -> Double? {
        if spec.name == which.guideName { return spec.value.value(for: child.dimensions(size)) }
        return child.textBaseline(which, size: size)
    }
}

/// How a stack lines its children up along one axis when some of them carry an explicit
/// guide for its alignment: each child's guide (explicit, else the alignment's default, a
/// `fraction` of its length) lies on one line; the stack is as long as the union of the
/// children so placed, the line `max(guides)` from its start.
struct GuideLine {
    /// Each child's offset from the start of the space they are placed in.
    let offsets: [Double]
    /// The length the aligned children cover.
    let extent: Double

    /// nil when no child has an explicit guide (the alignment's plain offsets apply). A text
    /// baseline lines the children up always: each on its own baseline, else its bottom.
    init?(_ children: [LayoutNode], sizes: [Size], axis: Axis, name: String, fraction: Double, container: Double? = nil) {
        if axis == .vertical, let baseline = TextBaseline(guideName: name) {
            self.init(children, sizes: sizes, axis: axis, shift: 0, container: container,
                      explicit: zip(children, sizes).map { $0.textBaseline(baseline, size: $1) }, defaultGuide: { $1.height })
            return
        }
        let explicit = zip(children, sizes).map { $0.explicitGuide(axis, name, size: $1) }
        guard explicit.contains(where: { $0 != nil }) else { return nil }
        self.init(children, sizes: sizes, axis: axis, shift: fraction, container: container,
                  explicit: explicit, defaultGuide: { fraction * $1.length(axis) })
    }

    /// The line of an alignment the app declares: its default guide is the app's
    /// `defaultValue(in:)`, so the children are lined up even with no explicit guide.
    init(_ children: [LayoutNode], sizes: [Size], custom: CustomAlignment, container: Double? = nil) {
        self.init(children, sizes: sizes, axis: custom.axis, shift: 0, container: container,
                  explicit: zip(children, sizes).map { $0.explicitGuide(custom.axis, custom.guideName, size: $1) },
                  defaultGuide: { custom.defaultValue.value(for: $0.dimensions($1)) })
    }

    /// `explicit`: each child's guide where it has one. `shift`: where in a longer space the
    /// group sits, as a fraction of what is left.
    private init(_ children: [LayoutNode], sizes: [Size], axis: Axis, shift fraction: Double, container: Double?,
                 explicit: [Double?], defaultGuide: (LayoutNode, Size) -> Double) {
        let lengths = sizes.map { $0.length(axis) }
        let guides = zip(zip(children, sizes), explicit).map { $1 ?? defaultGuide($0.0, $0.1) }
        let line = guides.max() ?? 0
        let extent = line + (zip(lengths, guides).map { $0 - $1 }.max() ?? 0)
        self.extent = extent
        // In a space longer than the children need, the group sits by the alignment.
        let shift = container.map { fraction * ($0 - extent) } ?? 0
        offsets = guides.map { shift + line - $0 }
    }
}

/// `node`, of `size`, aligned in `frame` by `alignment` as a frame or an overlay aligns its
/// content: the node's guide for the alignment (explicit, else the default) meets the
/// frame's (`frameGuide`'s explicit one, else the default). With no explicit guide on either
/// side, the plain alignment. On a text baseline the node's baseline (its bottom when it has
/// no text) meets the frame's: `frameGuide`'s, else the frame's bottom, the default value a
/// frame gives its own side (OpenSwiftUI's FrameLayout places a child against
/// `LayoutComputer.defaultValue` dimensions of the frame).
func aligned(_ node: LayoutNode, _ size: Size, in frame: Rect, _ alignment: Alignment,
             frameGuide: (Axis, String) -> Double? = { _, _ in nil }) -> Rect {
    var rect = aligned(size, in: frame, alignment)
    let h = alignment.horizontal, v = alignment.vertical
    let x = (node.explicitGuide(.horizontal, h.rawValue, size: size), frameGuide(.horizontal, h.rawValue))
    if x.0 != nil || x.1 != nil {
        rect.origin.x = frame.minX + (x.1 ?? h.fraction * frame.width) - (x.0 ?? h.fraction * size.width)
    }
    if let baseline = TextBaseline(v) {
        let own = node.textBaseline(baseline, size: size) ?? size.height
        rect.origin.y = frame.minY + (frameGuide(.vertical, v.rawValue) ?? frame.height) - own
        return rect
    }
    let y = (node.explicitGuide(.vertical, v.rawValue, size: size), frameGuide(.vertical, v.rawValue))
    if y.0 != nil || y.1 != nil {
        rect.origin.y = frame.minY + (y.1 ?? v.fraction * frame.height) - (y.0 ?? v.fraction * size.height)
    }
    return rect
}

extension HorizontalAlignment {
    /// Where the default guide lies, as a fraction of the width.
    var fraction: Double {
        switch self {
        case .leading: 0
        case .center: 0.5
        case .trailing: 1
        }
    }
}

extension VerticalAlignment {
    /// Where the default guide lies, as a fraction of the height (for the baselines, where a
    /// group lined up on them sits in a taller space: at its top).
    var fraction: Double {
        switch self {
        case .top, .firstTextBaseline, .lastTextBaseline: 0
        case .center: 0.5
        case .bottom: 1
        }
    }
}
