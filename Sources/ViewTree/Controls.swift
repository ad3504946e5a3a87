import Geometry

/// A SwiftUI control at its current state, with the views it shows. Layout draws each in
/// its iOS look (docs/layout.md, "Controls"), in the styles the environment sets
/// (`ControlStyle`).
public indirect enum Control: Sendable, Equatable {
    /// `Label(title, systemImage:)` / `Label { title } icon: { icon }`.
    case label(title: ViewNode, icon: ViewNode)
    /// A `Button`'s label; `role` is `destructive` or `cancel` when given.
    case button(role: String?, label: [ViewNode])
    case toggle(isOn: Bool, label: [ViewNode])
    /// `Slider(value:in:)`: the value's place in its range, 0…1.
    case slider(fraction: Double, label: [ViewNode])
    case stepper(label: [ViewNode])
    /// `ProgressView(value:total:)` with the fraction done (nil: indeterminate), and its label.
    case progress(fraction: Double?, label: [ViewNode])
    /// `Gauge(value:in:)`: the fraction, and its current value label.
    case gauge(fraction: Double, label: [ViewNode], current: [ViewNode])
    /// `TextField`, `SecureField` and `TextEditor`: the text typed (empty shows the prompt).
    case textField(text: String, prompt: String, kind: TextFieldKind)
    /// `Picker`: the label and the title of the selected option, with every option's title
    /// (a segmented picker draws them all).
    case picker(label: [ViewNode], options: [String], selected: Int?)
    /// `DatePicker` in its compact style: the date and the time it shows.
    case datePicker(label: [ViewNode], date: String, time: String?)
    case colorPicker(label: [ViewNode], color: Color)
    /// `Menu`, `Link`, `ShareLink`, `EditButton`: drawn as their label, tinted as a button.
    case menu(label: [ViewNode])
    case disclosureGroup(isExpanded: Bool, label: [ViewNode], content: [ViewNode])
    /// `ContentUnavailableView(title, systemImage:, description:)`.
    case contentUnavailable(title: String, systemImage: String?, description: String?)
    /// `LabeledContent(label) { content }`: the label leading, the content trailing.
    case labeledContent(label: [ViewNode], content: [ViewNode])

    /// The SwiftUI type's name, for identities (`0:Toggle`).
    public var name: String {
        switch self {
        case .label: "Label"
        case .button: "Button"
        case .toggle: "Toggle"
        case .slider: "Slider"
        case .stepper: "Stepper"
        case .progress: "ProgressView"
        case .gauge: "Gauge"
        case .textField(_, _, let kind): kind == .secure ? "SecureField" : kind == .editor ? "TextEditor" : "TextField"
        case .picker: "Picker"
        case .datePicker: "DatePicker"
        case .colorPicker: "ColorPicker"
        case .menu: "Menu"
        case .disclosureGroup: "DisclosureGroup"
        case .contentUnavailable: "ContentUnavailableView"
        case .labeledContent: "LabeledContent"
        }
    }

    /// The views a control holds, for walks over the tree.
    public var children: [ViewNode] {
        switch self {
        case .label(let title, let icon): [icon, title]
        case .button(_, let l), .toggle(_, let l), .slider(_, let l), .stepper(let l), .progress(_, let l), .menu(let l),
             .picker(let l, _, _), .datePicker(let l, _, _), .colorPicker(let l, _): l
        case .gauge(_, let l, let c): l + c
        case .disclosureGroup(_, let l, let c), .labeledContent(let l, let c): l + c
        case .textField, .contentUnavailable: []
        }
    }

    /// The same control holding these views instead, in `children`'s order.
    public func replacingChildren(_ views: [ViewNode]) -> Control {
        var rest = views[...]
        func take(_ n: Int) -> [ViewNode] { defer { rest = rest.dropFirst(n) }; return Array(rest.prefix(n)) }
        switch self {
        case .label: let v = take(2); return .label(title: v[1], icon: v[0])
        case .button(let role, let l): return .button(role: role, label: take(l.count))
        case .toggle(let on, let l): return .toggle(isOn: on, label: take(l.count))
        case .slider(let f, let l): return .slider(fraction: f, label: take(l.count))
        case .stepper(let l): return .stepper(label: take(l.count))
        case .progress(let f, let l): return .progress(fraction: f, label: take(l.count))
        case .menu(let l): return .menu(label: take(l.count))
        case .picker(let l, let o, let s): return .picker(label: take(l.count), options: o, selected: s)
        case .datePicker(let l, let d, let t): return .datePicker(label: take(l.count), date: d, time: t)
        case .colorPicker(let l, let c): return .colorPicker(label: take(l.count), color: c)
        case .gauge(let f, let l, let c): return .gauge(fraction: f, label: take(l.count), current: take(c.count))
        case .disclosureGroup(let e, let l, let c): return .disclosureGroup(isExpanded: e, label: take(l.count), content: take(c.count))
        case .labeledContent(let l, let c): return .labeledContent(label: take(l.count), content: take(c.count))
        case .textField, .contentUnavailable: return self
        }
    }
}

public enum TextFieldKind: String, Hashable, Sendable {
    case plain, secure, editor
}

/// The styles and states the environment gives the controls inside.
public enum ControlStyle: Sendable, Equatable {
    /// `buttonStyle`: automatic, plain, borderless, bordered, borderedProminent.
    case button(String)
    /// `buttonBorderShape`: automatic, capsule, roundedRectangle (with a radius), circle.
    case buttonBorderShape(String, radius: Double?)
    /// `controlSize`: mini, small, regular, large, extraLarge.
    case size(String)
    /// `tint`: the accent of the controls inside; nil restores the system's.
    case tint(ShapeStyle?)
    /// `disabled`: the controls inside draw in their disabled look.
    case disabled(Bool)
    case labelStyle(String)
    case pickerStyle(String)
    case progressViewStyle(String)
    case textFieldStyle(String)
    case toggleStyle(String)
    case labelsHidden
}
