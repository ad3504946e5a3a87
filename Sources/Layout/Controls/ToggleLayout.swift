import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A Toggle: its label leading and UISwitch trailing, as wide as offered. The switch is
    /// 51 × 31 pt: a capsule track, green (the tint) when on and `systemFill` grey when off,
    /// under a 27-pt white knob inset 2 pt, casting a soft shadow. Disabled, the switch draws
    /// at half opacity. `toggleStyle(.button)` draws a bordered button, prominent when on.
    func toggle(isOn: Bool, _ label: [ViewNode], _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let c = env.controls
        if c.toggleStyle == "button" {
            var buttonEnv = env
            buttonEnv.controls.buttonStyle = isOn ? "borderedProminent" : "bordered"
            return button(role: nil, label, buttonEnv, kit)
        }
        let m = LayoutConstants.self
        let onColor: Color = c.tint == nil ? SystemColors.named["green"]! : c.accent
        let track = kit.frame(kit.shape(.capsule(style: .continuous), isOn ? onColor : ControlEnvironment.secondaryFill, "track"),
                              width: m.switchWidth, height: m.switchHeight)
        let knob = kit.shadow(kit.frame(kit.shape(.circle, .white, "knob"), width: m.switchKnob, height: m.switchKnob),
                              ShadowSpec(color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 4, x: 0, y: 3))
        let inset = (m.switchHeight - m.switchKnob) / 2
        let knobFrame = kit.padding(knob, EdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset))
        let toggle = kit.opacity(kit.zstack([track, knobFrame], alignment: Alignment(horizontal: isOn ? .trailing : .leading, vertical: .center),
                                            "switch"), c.isEnabled ? 1 : 0.5)
        guard let label = controlLabel(label, env, kit) else { return toggle }
        return kit.row(label, toggle)
    }

    /// A Stepper: its label leading and UIStepper trailing: a 94 × 32 pt rounded box (radius
    /// 8, `tertiarySystemFill`) split by a hairline, with − and + in the label colour.
    func stepper(_ label: [ViewNode], _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let color = env.controls.isEnabled ? ControlEnvironment.label : ControlEnvironment.disabledLabel
        let half = (LayoutConstants.stepperWidth - hairline) / 2, height = LayoutConstants.stepperHeight
        let minus = kit.frame(kit.symbol("minus", side: 17, color, "minus"), width: half, height: height)
        let plus = kit.frame(kit.symbol("plus", side: 17, color, "plus"), width: half, height: height)
        let divider = kit.frame(kit.shape(.rectangle, LayoutConstants.separatorColor, "divider"), width: hairline, height: 18)
        let box = kit.background(kit.hstack([minus, divider, plus], spacing: 0, "buttons"),
                                 kit.shape(.roundedRectangle(cornerRadius: 8, style: .continuous), ControlEnvironment.tertiaryFill, "box"))
        return kit.row(controlLabel(label, env, kit), box)
    }
}

extension LayoutConstants {
    /// UISwitch and UIStepper sizes.
    public static let switchWidth: Double = 51
    public static let switchHeight: Double = 31
    public static let switchKnob: Double = 27
    public static let stepperWidth: Double = 94
    public static let stepperHeight: Double = 32
}
