import Geometry
import ViewTree

/// The styles and states of the controls inside a view, as SwiftUI's environment carries
/// them: `buttonStyle`, `buttonBorderShape`, `controlSize`, `tint`, `accentColor`,
/// `disabled`, `labelStyle`, `pickerStyle`, `progressViewStyle`, `textFieldStyle`,
/// `toggleStyle`, `labelsHidden` and `formStyle`. Layout draws with them.
enum ControlModifiers {
    static let rules: [ModifierRule] = [
        style("buttonStyle", ["automatic", "plain", "borderless", "bordered", "borderedProminent"]) { .button($0) },
        style("labelStyle", ["automatic", "titleAndIcon", "titleOnly", "iconOnly"]) { .labelStyle($0) },
        style("pickerStyle", ["automatic", "menu", "segmented", "inline", "wheel", "navigationLink", "palette"]) { .pickerStyle($0) },
        style("progressViewStyle", ["automatic", "linear", "circular"]) { .progressViewStyle($0) },
        style("textFieldStyle", ["automatic", "plain", "roundedBorder"]) { .textFieldStyle($0) },
        style("toggleStyle", ["automatic", "switch", "button", "checkbox"]) { .toggleStyle($0) },
        style("controlSize", ["mini", "small", "regular", "large", "extraLarge"]) { .size($0) },
        // On an iPhone every form style draws grouped.
        style("formStyle", ["automatic", "grouped", "columns"]) { _ in nil },
        ModifierRule("buttonBorderShape") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard case let .enumCase(name, values) = arg.value,
                  ["automatic", "capsule", "roundedRectangle", "circle"].contains(name) else {
                throw Enumerations.unknown(arg, "'ButtonBorderShape'", ["automatic", "capsule", "roundedRectangle", "circle"])
            }
            var shapeArgs = Arguments(values, callee: name, at: arg.location)
            let radius = try shapeArgs.double("radius")
            try shapeArgs.finish(known: ["radius"])
            call.add(.control(.buttonBorderShape(name, radius: radius)))
        },
        ModifierRule("tint", apply: tint),
        ModifierRule("accentColor", apply: tint),
        ModifierRule("disabled") { call in call.add(.control(.disabled(try call.args.required(nil) { try $0.bool($1) }))) },
        ModifierRule("labelsHidden") { call in call.add(.control(.labelsHidden)) },
    ]

    /// `tint(_:)` / `accentColor(_:)`: a colour or style, or nil for the system's.
    private static func tint(_ call: inout ModifierCall) throws {
        let arg = try call.args.required(nil) { $0.take($1) }
        call.add(.control(.tint(arg.value.isNone ? nil : try Colors.shapeStyle(from: arg.value, at: arg.location))))
    }

    /// A style modifier taking one of `names` (or its style struct, `BorderedButtonStyle()`).
    private static func style(_ name: String, _ names: [String], _ make: @escaping @Sendable (String) -> ControlStyle?) -> ModifierRule {
        ModifierRule(name) { call in
            let style = try call.args.required(nil) { try $0.name($1, allowed: names) }
            if let made = make(style) { call.add(.control(made)) }
        }
    }
}
