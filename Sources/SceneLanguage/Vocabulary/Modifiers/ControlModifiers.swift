import SwiftCore
import Geometry
import ViewTree

/// The styles and states of the controls inside a view, as SwiftUI's environment carries
/// them: `buttonStyle`, `buttonBorderShape`, `controlSize`, `tint`, `accentColor`,
/// `disabled`, `labelStyle`, `pickerStyle`, `progressViewStyle`, `textFieldStyle`,
/// `toggleStyle`, `labelsHidden` and `formStyle`. Layout draws with them.
enum ControlModifiers {
    static let rules: [ModifierRule] = [
        // A style the app declares is kept in the environment for the buttons inside
        // (CustomButtonStyles); SwiftUI's own are named.
        appStyleOrNamed("buttonStyle", key: CustomButtonStyles.key, isAppStyle: { CustomButtonStyles.style($0, $1) != nil }) { .button($0) },
        style("labelStyle") { .labelStyle($0) },
        // Outside a menu, iOS renders a palette picker as a segmented one (Apple's `palette`).
        style("pickerStyle") { .pickerStyle($0 == "palette" ? "segmented" : $0) },
        style("progressViewStyle") { .progressViewStyle($0) },
        // An app's own TextFieldStyle is kept for the fields inside (CustomTextFieldStyles).
        appStyleOrNamed("textFieldStyle", key: CustomTextFieldStyles.key, isAppStyle: { CustomTextFieldStyles.style($0, $1) != nil }) {
            .textFieldStyle($0)
        },
        style("toggleStyle") { .toggleStyle($0) },
        style("controlSize") { .size($0) },
        // On an iPhone every form style draws grouped.
        style("formStyle") { _ in nil },
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

    /// The names each control style modifier accepts (its style structs, `BorderedButtonStyle()`,
    /// stand for them: ValueConstructors.styles).
    static let styleNames: [String: [String]] = [
        "buttonStyle": ["automatic", "plain", "borderless", "bordered", "borderedProminent"],
        "labelStyle": ["automatic", "titleAndIcon", "titleOnly", "iconOnly"],
        "pickerStyle": ["automatic", "menu", "segmented", "inline", "wheel", "navigationLink", "palette"],
        "progressViewStyle": ["automatic", "linear", "circular"],
        "textFieldStyle": ["automatic", "plain", "roundedBorder"],
        "toggleStyle": ["automatic", "switch", "button", "checkbox"],
        "controlSize": ["mini", "small", "regular", "large", "extraLarge"],
        "formStyle": ["automatic", "grouped", "columns"],
    ]

    /// Styles accepted and drawn as another of their modifier, with a note at the call:
    /// (modifier, style, what is not drawn, hint).
    static let drawnAsAnother: [(String, String, String, String)] = [
        ("toggleStyle", "checkbox", "'.checkbox', a macOS toggle style", "an iPhone has no checkbox: the toggle is drawn as a switch"),
        ("controlSize", "extraLarge", "'.extraLarge' as its own size", "the control is drawn at '.large'"),
        ("formStyle", "columns", "'.columns' (labels in a trailing column)", "the form is drawn grouped"),
    ]

    /// A style modifier taking a style the app declares, kept in the environment under `key`
    /// for the controls inside (a named style inside it takes them back), or one of SwiftUI's
    /// `styleNames`.
    private static func appStyleOrNamed(_ name: String, key: String, isAppStyle: @escaping @Sendable (Value, RuleContext) -> Bool,
                                        _ make: @escaping @Sendable (String) -> ControlStyle?) -> ModifierRule {
        ModifierRule(name, environment: { args, env, it in
            env.values[key] = args.take(nil).flatMap { isAppStyle($0.value, it) ? $0.value : nil }
        }, apply: { call in
            if let arg = call.args.items.first, isAppStyle(arg.value, call.it) { _ = call.args.take(nil); return }
            try style(name, make).apply(&call)
        })
    }

    /// A style modifier taking one of its `styleNames`.
    private static func style(_ name: String, _ make: @escaping @Sendable (String) -> ControlStyle?) -> ModifierRule {
        let names = styleNames[name] ?? []
        return ModifierRule(name) { call in
            let style = try call.args.required(nil) { try $0.name($1, allowed: names) }
            if let (_, _, what, hint) = drawnAsAnother.first(where: { $0.0 == name && $0.1 == style }) {
                call.it.diagnostics.add(.notDrawn(name, what: what, hint: hint), at: call.location)
            }
            if let made = make(style) { call.add(.control(made)) }
        }
    }
}
