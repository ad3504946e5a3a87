import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A DisclosureGroup: its label with a chevron in the tint on the trailing side, pointing
    /// right when collapsed and down when expanded; expanded, the content follows below.
    func disclosure(_ isExpanded: Bool, _ label: [ViewNode], _ content: [ViewNode], _ env: LayoutEnvironment,
                    _ kit: NodeKit) -> LayoutNode {
        let chevron = kit.symbol(isExpanded ? "chevron.down" : "chevron.right", side: 13, env.controls.accent, "chevron")
        let header = kit.row(controlLabel(label, env, kit) ?? kit.spacer("label"), chevron)
        guard isExpanded, !content.isEmpty else { return header }
        return kit.vstack([header] + views(content, env), alignment: .leading, "disclosure")
    }

    /// iOS 17's ContentUnavailableView: centred in what it is offered, a 48-pt symbol in the
    /// secondary colour, the title in title 2 bold, the description in the secondary colour.
    func contentUnavailable(_ title: String, _ image: String?, _ description: String?, _ env: LayoutEnvironment,
                            _ kit: NodeKit) -> LayoutNode {
        let secondary = Self.secondaryLabel
        var text: [LayoutNode] = [kit.text(title, Font(size: 22, weight: .bold), env.foregroundColor, "title", lineLimit: nil,
                                           alignment: .center)]
        if let description {
            text.append(kit.text(description, Font(style: .subheadline), secondary, "description", lineLimit: nil, alignment: .center))
        }
        var rows = [kit.vstack(text, spacing: 6, "text")]
        if let image { rows.insert(kit.symbol(image, side: LayoutConstants.unavailableSymbol, secondary, "image"), at: 0) }
        let stack = kit.padding(kit.vstack(rows, spacing: 16, "content"), EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        return FlexibleFrameNode(spec: FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity), child: stack,
                                 identity: kit.identity, location: kit.location)
    }

    /// LabeledContent: its label leading, its content trailing in the secondary colour.
    func labeledContent(_ label: [ViewNode], _ content: [ViewNode], _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        var valueEnv = env
        valueEnv.foreground = env.foreground ?? .hierarchical(level: 1)
        return kit.row(controlLabel(label, env, kit), kit.group(views(content, valueEnv), "content"))
    }
}

extension LayoutConstants {
    public static let unavailableSymbol: Double = 48
}
