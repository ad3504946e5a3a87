import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A Button (and a Menu, Link, ShareLink or EditButton, which draw as one) in its
    /// `buttonStyle`:
    /// - automatic, borderless: the label in the tint colour;
    /// - plain: the label in its own colours;
    /// - bordered: the label in the tint colour on a tinted bezel (a light grey one with no
    ///   tint), inset by `controlSize`'s content insets;
    /// - borderedProminent: the label in white on a bezel of the tint colour.
    /// A destructive role tints red; disabled draws tertiary label text on a faint fill.
    func button(role: String?, _ label: [ViewNode], _ env: LayoutEnvironment, _ kit: NodeKit, isMenu: Bool = false) -> LayoutNode {
        let c = env.controls
        let style = c.buttonStyle
        let isBordered = style == "bordered" || style == "borderedProminent"
        let tint = role == "destructive" && c.tint == nil ? SystemColors.named["red"]! : c.accent
        var labelEnv = env
        if !c.isEnabled {
            labelEnv.foreground = .color(ControlEnvironment.disabledLabel)
        } else if style == "borderedProminent" {
            labelEnv.foreground = env.foreground ?? .color(.white)
        } else if style != "plain" {
            labelEnv.foreground = env.foreground ?? .color(tint)
        }
        let metrics = ButtonMetrics.of(c.size)
        if isBordered, env.font == .body { labelEnv.font = metrics.font }
        if isBordered, style == "borderedProminent", env.font == .body || env.font == metrics.font {
            labelEnv.fontModifiers.add(.weight(.semibold))
        }
        let content = kit.group(views(label, labelEnv), "label")
        guard isBordered else { return content }
        let padded = kit.padding(content, EdgeInsets(top: metrics.vertical, leading: metrics.horizontal,
                                                     bottom: metrics.vertical, trailing: metrics.horizontal))
        let fill: Color
        if !c.isEnabled {
            fill = ControlEnvironment.disabledFill
        } else if style == "borderedProminent" {
            fill = tint
        } else {
            fill = c.tint == nil && role == nil ? ControlEnvironment.tertiaryFill : tint.withOpacity(0.15)
        }
        return kit.background(padded, kit.shape(bezelShape(c, metrics), fill, "bezel"))
    }

    /// `buttonBorderShape`: automatic and roundedRectangle round the bezel's corners by the
    /// control size's radius (or the one given); capsule and circle as named.
    func bezelShape(_ c: ControlEnvironment, _ metrics: ButtonMetrics) -> ShapeKind {
        switch c.borderShape {
        case "capsule": .capsule(style: .continuous)
        case "circle": .circle
        default: .roundedRectangle(cornerRadius: c.borderRadius ?? metrics.cornerRadius, style: .continuous)
        }
    }

    /// A Label: its icon then its title, 8 pt apart, centred on each other
    /// (`labelStyle(.iconOnly)`, `.titleOnly`, `.titleAndIcon`). In a List row the icon is
    /// tinted with the accent colour, as iOS draws it.
    func labelNode(title: ViewNode, icon: ViewNode, _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        var iconEnv = env
        if env.controls.inListRow, env.foreground == nil { iconEnv.foreground = .color(env.controls.accent) }
        let titleNode = build(title, env), iconNode = build(icon, iconEnv)
        switch env.controls.labelStyle {
        case "iconOnly": return iconNode
        case "titleOnly": return titleNode
        default: return kit.hstack([iconNode, titleNode], spacing: LayoutConstants.labelSpacing, "label")
        }
    }
}

extension LayoutConstants {
    /// The space between a Label's icon and its title.
    public static let labelSpacing: Double = 8
}
