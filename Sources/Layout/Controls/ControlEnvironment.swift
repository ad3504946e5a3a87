import Drawing
import Geometry
import ViewTree

/// The styles and states controls take from their environment: `buttonStyle`,
/// `buttonBorderShape`, `controlSize`, `tint`, `disabled`, `labelStyle`, `pickerStyle`,
/// `progressViewStyle`, `textFieldStyle`, `toggleStyle` and `labelsHidden`.
struct ControlEnvironment {
    var buttonStyle = "automatic"
    var borderShape = "automatic"
    var borderRadius: Double?
    var size = "regular"
    var tint: ShapeStyle?
    var isEnabled = true
    var labelStyle = "automatic"
    var pickerStyle = "automatic"
    var progressStyle = "automatic"
    var textFieldStyle = "automatic"
    var toggleStyle = "automatic"
    var labelsHidden = false
    /// Inside a List or Form row: pickers and buttons draw as rows do there.
    var inListRow = false

    mutating func apply(_ style: ControlStyle) {
        switch style {
        case .button(let s): buttonStyle = s
        case .buttonBorderShape(let s, let r): (borderShape, borderRadius) = (s, r)
        case .size(let s): size = s
        case .tint(let t): tint = t
        case .disabled(let d): isEnabled = isEnabled && !d
        case .labelStyle(let s): labelStyle = s
        case .pickerStyle(let s): pickerStyle = s
        case .progressViewStyle(let s): progressStyle = s
        case .textFieldStyle(let s): textFieldStyle = s
        case .toggleStyle(let s): toggleStyle = s
        case .labelsHidden: labelsHidden = true
        }
    }

    /// The accent colour: `tint`, else system blue (the default accent colour).
    var accent: Color {
        if case .color(let c)? = tint { return c }
        if case .gradient(let g)? = tint, let first = g.stops.first { return first.color }
        return SystemColors.named["blue"]!
    }

    /// A control's colour when disabled: tertiary label (reference §5). Every colour here is
    /// a semantic one from `SystemColors`, so controls follow the appearance.
    static let disabledLabel = SystemColors.semantic["tertiaryLabel"]!
    static let disabledFill = SystemColors.semantic["tertiarySystemFill"]!
    /// `systemFill` and its lighter levels, for tracks and bezels (reference §5).
    static let fill = SystemColors.semantic["systemFill"]!
    static let secondaryFill = SystemColors.semantic["secondarySystemFill"]!
    static let tertiaryFill = SystemColors.semantic["tertiarySystemFill"]!
    /// The primary label colour, for a control's own text and symbols.
    static let label = SystemColors.semantic["label"]!
}

/// A bordered button's metrics at each `controlSize` (docs/layout.md, "Controls"): UIKit's
/// `UIButton.Configuration` content insets and corner radii, and the label's text style.
struct ButtonMetrics {
    let vertical: Double
    let horizontal: Double
    let cornerRadius: Double
    let font: Font

    static func of(_ size: String) -> ButtonMetrics {
        switch size {
        case "mini": ButtonMetrics(vertical: 3, horizontal: 8, cornerRadius: 5, font: Font(style: .footnote))
        case "small": ButtonMetrics(vertical: 5, horizontal: 10, cornerRadius: 6, font: Font(style: .subheadline))
        case "large", "extraLarge": ButtonMetrics(vertical: 14, horizontal: 20, cornerRadius: 12, font: Font(style: .body))
        default: ButtonMetrics(vertical: 7, horizontal: 12, cornerRadius: 8, font: Font(style: .body))
        }
    }
}
