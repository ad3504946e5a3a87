import Drawing
import Geometry
import ViewTree

/// Small constructors for the layout nodes controls are drawn from: a control is built as
/// SwiftUI would build it from stacks, shapes, text and symbols, so it lays out, clips and
/// animates as any view does.
struct NodeKit {
    let measurer: TextMeasurer
    let identity: Identity
    let location: SourceLocation

    func id(_ part: String) -> Identity { identity.appending(part) }

    func text(_ string: String, _ font: Font, _ color: Color, _ part: String, lineLimit: Int? = 1,
              alignment: HorizontalAlignment = .leading) -> LayoutNode {
        TextNode(run: TextRun(string: string, font: font, color: color, alignment: alignment, lineLimit: lineLimit),
                 measurer: measurer, identity: id(part), location: location)
    }

    /// An SF Symbol (or Matchcut chrome art) of `side` points.
    func symbol(_ name: String, side: Double, _ color: Color, _ part: String) -> LayoutNode {
        ImageNode(content: .symbol(name: name, color: color), naturalSize: Size(width: side, height: side), isResizable: false,
                  identity: id(part), location: location)
    }

    func shape(_ kind: ShapeKind, _ color: Color, _ part: String, stroke: StrokePaint? = nil) -> LayoutNode {
        ShapeNode(content: .shape(kind, fill: .color(color), stroke: stroke), identity: id(part), location: location)
    }

    func hstack(_ children: [LayoutNode], spacing: Double? = nil, alignment: VerticalAlignment = .center, _ part: String) -> LayoutNode {
        StackNode(spec: StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing),
                  children: children, identity: id(part), location: location)
    }

    func vstack(_ children: [LayoutNode], spacing: Double? = nil, alignment: HorizontalAlignment = .center, _ part: String) -> LayoutNode {
        StackNode(spec: StackSpec(axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing),
                  children: children, identity: id(part), location: location)
    }

    func zstack(_ children: [LayoutNode], alignment: Alignment = .center, _ part: String) -> LayoutNode {
        ZStackNode(alignment: alignment, children: children, identity: id(part), location: location)
    }

    func spacer(_ part: String, minLength: Double? = nil) -> LayoutNode {
        SpacerNode(axis: .horizontal, minLength: minLength, identity: id(part), location: location)
    }

    func frame(_ node: LayoutNode, width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> LayoutNode {
        FixedFrameNode(width: width, height: height, alignment: alignment, child: node, identity: node.identity, location: location)
    }

    /// `frame(maxWidth: .infinity, alignment:)`: as wide as offered.
    func fillWidth(_ node: LayoutNode, alignment: Alignment = .leading) -> LayoutNode {
        FlexibleFrameNode(spec: FlexibleFrame(maxWidth: .infinity, alignment: alignment), child: node, identity: node.identity,
                          location: location)
    }

    func padding(_ node: LayoutNode, _ insets: EdgeInsets) -> LayoutNode {
        PaddingNode(insets: insets, child: node, identity: node.identity, location: location)
    }

    func background(_ node: LayoutNode, _ decoration: LayoutNode, alignment: Alignment = .center) -> LayoutNode {
        DecorationNode(decoration: decoration, alignment: alignment, isOverlay: false, child: node, identity: node.identity,
                       location: location)
    }

    func overlay(_ node: LayoutNode, _ decoration: LayoutNode, alignment: Alignment = .center) -> LayoutNode {
        DecorationNode(decoration: decoration, alignment: alignment, isOverlay: true, child: node, identity: node.identity,
                       location: location)
    }

    func shadow(_ node: LayoutNode, _ spec: ShadowSpec) -> LayoutNode {
        EffectNode(child: node, identity: node.identity, location: location, effect: Effects.shadow(spec))
    }

    func opacity(_ node: LayoutNode, _ value: Double) -> LayoutNode {
        value == 1 ? node : EffectNode(child: node, identity: node.identity, location: location, effect: Effects.opacity(value))
    }

    /// Several views as one: a stack's worth laid out on top of each other, as a Group outside a stack.
    func group(_ nodes: [LayoutNode], _ part: String) -> LayoutNode {
        nodes.count == 1 ? nodes[0] : zstack(nodes, part)
    }

    /// A row as Form and List rows lay out a control: the label leading, the control trailing.
    func row(_ label: LayoutNode?, _ control: LayoutNode) -> LayoutNode {
        guard let label else { return control }
        return hstack([label, spacer("spacer"), control], "row")
    }
}
