import Geometry
import ViewTree

extension LayoutBuilder {
    /// A control in its iOS look at its current state (docs/layout.md, "Controls").
    func controlNode(_ control: Control, _ view: ViewNode, _ env: LayoutEnvironment) -> LayoutNode {
        let kit = NodeKit(measurer: measurer, identity: view.identity, location: view.location)
        switch control {
        case .button(let role, let label): return button(role: role, label, env, kit)
        case .menu(let label): return button(role: nil, label, env, kit, isMenu: true)
        case .label(let title, let icon): return labelNode(title: title, icon: icon, env, kit)
        case .toggle(let isOn, let label): return toggle(isOn: isOn, label, env, kit)
        case .slider(let fraction, _): return SliderNode(fraction: fraction, env: env.controls, identity: view.identity,
                                                         location: view.location)
        case .stepper(let label): return stepper(label, env, kit)
        case .progress(let fraction, let label): return progress(fraction, label, env, kit)
        case .gauge(let fraction, let label, let current): return gauge(fraction, label, current, env, kit)
        case .textField(let text, let prompt, let kind): return textField(text, prompt, kind, env, kit)
        case .picker(let label, let options, let selected): return picker(label, options, selected, env, kit)
        case .datePicker(let label, let date, let time): return datePicker(label, date, time, env, kit)
        case .colorPicker(let label, let color): return colorPicker(label, color, env, kit)
        case .disclosureGroup(let isExpanded, let label, let content): return disclosure(isExpanded, label, content, env, kit)
        case .contentUnavailable(let title, let image, let description): return contentUnavailable(title, image, description, env, kit)
        case .labeledContent(let label, let content): return labeledContent(label, content, env, kit)
        }
    }

    /// The views of a control's label (or content), each built in `env`.
    func views(_ nodes: [ViewNode], _ env: LayoutEnvironment) -> [LayoutNode] {
        flatten(nodes).map { build($0, env) }
    }

    /// A control's label, unless `labelsHidden()`; nil when it has none.
    func controlLabel(_ nodes: [ViewNode], _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode? {
        guard !env.controls.labelsHidden, !nodes.isEmpty else { return nil }
        var labelEnv = env
        if !env.controls.isEnabled { labelEnv.foreground = .color(ControlEnvironment.disabledLabel) }
        return kit.group(views(nodes, labelEnv), "label")
    }

    /// The label's colour for a secondary value shown in a row (a picker's selection).
    static let secondaryLabel = SystemColors.semantic["secondaryLabel"]!
}
