import Drawing
import Geometry
import ViewTree

extension LayoutBuilder {
    /// A TextField, SecureField or TextEditor at its current text: the text (a SecureField's
    /// as dots), or the prompt in the placeholder colour when empty, as wide as offered.
    /// `textFieldStyle(.roundedBorder)` adds UITextField's rounded border: radius 5, a
    /// hairline in `opaqueSeparator`, 7 pt inside. A TextEditor fills what it is offered, its
    /// text from the top leading corner, inset 5 pt across and 8 pt down (UITextView).
    func textField(_ text: String, _ prompt: String, _ kind: TextFieldKind, _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let shown = text.isEmpty ? prompt : kind == .secure ? String(repeating: "•", count: text.count) : text
        let color = text.isEmpty ? LayoutConstants.placeholderColor
            : env.controls.isEnabled ? env.foregroundColor : ControlEnvironment.disabledLabel
        let run = kit.text(shown, env.resolvedFont, color, "text", lineLimit: kind == .editor ? nil : 1)
        if kind == .editor {
            let inset = kit.padding(run, EdgeInsets(top: 8, leading: 5, bottom: 8, trailing: 5))
            return FlexibleFrameNode(spec: FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                                     child: inset, identity: kit.identity, location: kit.location)
        }
        let field = kit.fillWidth(run)
        guard env.controls.textFieldStyle == "roundedBorder" else { return field }
        let padded = kit.padding(field, EdgeInsets(top: 7, leading: 7, bottom: 7, trailing: 7))
        let border = StrokePaint(paint: .color(SystemColors.semantic["opaqueSeparator"]!), lineWidth: hairline)
        return kit.background(padded, kit.shape(.roundedRectangle(cornerRadius: 5, style: .circular),
                                                SystemColors.semantic["systemBackground"]!, "border", stroke: border))
    }

    /// A Picker in its `pickerStyle` (docs/layout.md, "Controls"):
    /// - menu, automatic: the selection and ↕ chevrons, in the tint; in a Form row, after the
    ///   label, in the secondary colour;
    /// - segmented: UISegmentedControl, 32 pt tall, the selected segment white (dark: #636366) on grey;
    /// - navigationLink: the label, the selection in the secondary colour, a disclosure chevron;
    /// - inline: every option, the selected one checked;
    /// - wheel: five rows of 32 pt around the selection, which sits in a grey band.
    func picker(_ label: [ViewNode], _ options: [String], _ selected: Int?, _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let c = env.controls
        let title = selected.map { options[$0] } ?? ""
        let tint = c.isEnabled ? c.accent : ControlEnvironment.disabledLabel
        switch c.pickerStyle {
        case "segmented": return segmented(options, selected, env, kit)
        case "wheel": return wheel(options, selected, env, kit)
        case "inline":
            var rows: [LayoutNode] = []
            if let text = controlLabel(label, env, kit) { rows.append(kit.fillWidth(text)) }
            for (i, option) in options.enumerated() {
                let mark = kit.symbol("checkmark", side: 17, tint, "check:\(i)")
                rows.append(kit.row(kit.text(option, env.resolvedFont, env.foregroundColor, "option:\(i)"),
                                    kit.opacity(mark, i == selected ? 1 : 0)))
            }
            return kit.vstack(rows, spacing: 12, alignment: .leading, "options")
        case "navigationLink":
            let value = kit.hstack([kit.text(title, env.resolvedFont, Self.secondaryLabel, "selection"),
                                    kit.symbol("matchcut.chrome.disclosure", side: LayoutConstants.disclosureSize,
                                               LayoutEnvironment.labelLevels[2], "disclosure")], spacing: 8, "value")
            return kit.row(controlLabel(label, env, kit), value)
        default:
            let color = c.inListRow ? Self.secondaryLabel : tint
            let value = kit.hstack([kit.text(title, env.resolvedFont, color, "selection"),
                                    kit.symbol("chevron.up.chevron.down", side: 13, color, "chevrons")], spacing: 4, "value")
            guard c.inListRow else { return value }
            return kit.row(controlLabel(label, env, kit), value)
        }
    }

    private func segmented(_ options: [String], _ selected: Int?, _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let color = env.controls.isEnabled ? ControlEnvironment.label : ControlEnvironment.disabledLabel
        let segments = options.enumerated().map { i, option -> LayoutNode in
            let font = Font(size: 13, weight: i == selected ? .semibold : .medium)
            var segment = FlexibleFrameNode(spec: FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity),
                                            child: kit.text(option, font, color, "segment:\(i)", alignment: .center),
                                            identity: kit.id("segment:\(i)"), location: kit.location) as LayoutNode
            if i == selected {
                let thumb = kit.shadow(kit.shape(.roundedRectangle(cornerRadius: 7, style: .continuous), LayoutConstants.segmentedThumb, "thumb"),
                                       ShadowSpec(color: Color(red: 0, green: 0, blue: 0, opacity: 0.12), radius: 4, x: 0, y: 3))
                segment = kit.background(segment, kit.padding(thumb, EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)))
            }
            return segment
        }
        let row = kit.hstack(segments, spacing: 0, "segments")
        let box = kit.background(row, kit.shape(.roundedRectangle(cornerRadius: 9, style: .continuous), ControlEnvironment.tertiaryFill, "track"))
        return kit.frame(kit.fillWidth(box, alignment: .center), height: LayoutConstants.segmentedHeight)
    }

    private func wheel(_ options: [String], _ selected: Int?, _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let center = selected ?? 0
        var rows: [LayoutNode] = []
        for offset in -2...2 {
            let i = center + offset
            let text = options.indices.contains(i) ? options[i] : ""
            let faded = [1.0, 0.6, 0.3][abs(offset)]
            let row = kit.frame(kit.fillWidth(kit.text(text, Font(size: 21), env.foregroundColor, "row:\(offset + 2)", alignment: .center),
                                              alignment: .center), height: 32)
            rows.append(kit.opacity(row, faded))
        }
        let band = kit.frame(kit.fillWidth(kit.shape(.roundedRectangle(cornerRadius: 8, style: .continuous), ControlEnvironment.tertiaryFill, "band")),
                             height: 32)
        return kit.zstack([band, kit.vstack(rows, spacing: 0, "rows")], "wheel")
    }

    /// A DatePicker in the compact style: its label, then the date and the time, each in a
    /// grey pill (radius 6, `tertiarySystemFill`, 6 pt × 11 pt inside).
    func datePicker(_ label: [ViewNode], _ date: String, _ time: String?, _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        func pill(_ string: String, _ part: String) -> LayoutNode {
            kit.background(kit.padding(kit.text(string, env.resolvedFont, env.foregroundColor, part),
                                       EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)),
                           kit.shape(.roundedRectangle(cornerRadius: 6, style: .continuous), ControlEnvironment.tertiaryFill, part + "-pill"))
        }
        let pills = kit.hstack([pill(date, "date")] + (time.map { [pill($0, "time")] } ?? []), spacing: 6, "pills")
        return kit.row(controlLabel(label, env, kit), pills)
    }

    /// A ColorPicker: its label, then a 28-pt well: the colour in a circle inside a grey ring.
    func colorPicker(_ label: [ViewNode], _ color: Color, _ env: LayoutEnvironment, _ kit: NodeKit) -> LayoutNode {
        let ring = StrokePaint(paint: .color(SystemColors.named["gray"]!), lineWidth: 3)
        let well = kit.zstack([kit.shape(.circle, .clear, "ring", stroke: ring),
                               kit.padding(kit.shape(.circle, color, "color"), EdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))], "well")
        return kit.row(controlLabel(label, env, kit), kit.frame(well, width: 28, height: 28))
    }
}

extension LayoutConstants {
    /// The placeholder text colour: tertiary label (UITextField's placeholder).
    public static let placeholderColor = SystemColors.semantic["tertiaryLabel"]!
    public static let segmentedHeight: Double = 32
    /// The selected segment: white in light, #636366 in dark (docs/layout.md, "Controls in dark").
    public static let segmentedThumb = Color.white.darkVariant(Color(rgb255: 99, 99, 102))
}
