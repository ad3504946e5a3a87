import SwiftCore
import Foundation
import Geometry
import ViewTree

/// Controls that show a value typed or picked: `TextField`, `SecureField`, `TextEditor`,
/// `Picker`, `DatePicker` and `ColorPicker`, at their bindings' current values.
enum FieldViews {
    static let rules: [ViewRule] = [
        ViewRule("TextField", labels: ["text", "value", "format", "prompt", "axis", "onEditingChanged", "onCommit"]) { call in
            try field(&call, kind: .plain)
        },
        ViewRule("SecureField", labels: ["text", "prompt", "onCommit"]) { call in try field(&call, kind: .secure) },
        ViewRule("TextEditor", labels: ["text", "selection"]) { call in
            _ = call.args.take("selection")
            return call.node(.control(.textField(text: try boundText(&call, "text"), prompt: "", kind: .editor)))
        },
        ViewRule("Picker", labels: ["selection", "content", "label", "currentValueLabel"]) { call in
            let title = try ControlArgs.title(&call, label: nil)
            let selection = try call.args.take("selection").map { try ControlArgs.current($0, call.it).text }
            _ = call.args.takeClosure("currentValueLabel")
            let content = try (call.args.takeClosure(nil) ?? call.args.takeClosure("content"))
                .map { try call.it.buildClosure($0, base: call.identity.appending("content")) } ?? []
            let options = ViewRewrite.flattened(content).map { (tag: tag(of: $0), title: firstText(in: $0) ?? "") }
            let label = try title.map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.picker(label: label, options: options.map(\.title),
                                              selected: options.firstIndex { $0.tag == selection })))
        },
        ViewRule("DatePicker", labels: ["selection", "in", "displayedComponents", "label"]) { call in
            let title = try ControlArgs.title(&call, label: nil)
            // The bound date (the scene clock's now when there is none), as the compact style
            // writes it: "Jan 9, 2007" and "9:41 AM".
            var seconds = Interpreter.sceneDate
            if let arg = call.args.take("selection") {
                guard case let .instance(date) = try ControlArgs.current(arg, call.it), date.typeName == "Date",
                      let t = date["timeIntervalSince1970"].flatMap(call.it.number) else {
                    throw call.args.wrongType(arg, expected: "a 'Binding<Date>'")
                }
                seconds = t
            }
            _ = call.args.take("in")
            let shown = Date(timeIntervalSince1970: seconds)
            var time: String? = Interpreter.format(date: shown, "omitted", "shortened")
            if let components = call.args.take("displayedComponents"), case .enumCase("date", _) = components.value { time = nil }
            let label = try title.map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.datePicker(label: label, date: Interpreter.format(date: shown, "abbreviated", "omitted"), time: time)))
        },
        ViewRule("ColorPicker", labels: ["selection", "supportsOpacity", "label"]) { call in
            let title = try ControlArgs.title(&call, label: nil)
            var color = Color.black
            if let arg = call.args.take("selection") {
                color = try Colors.color(from: try ControlArgs.current(arg, call.it), at: arg.location)
            }
            _ = call.args.take("supportsOpacity")
            let label = try title.map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.colorPicker(label: label, color: color)))
        },
    ]

    /// The day and time a DatePicker shows: the status bar's 9:41 on the day iPhone was
    /// introduced, until dates run on the scene's clock.
    /// `TextField("Prompt", text: $text)`: the title is the prompt, unless `prompt:` gives one.
    private static func field(_ call: inout ViewCall, kind: TextFieldKind) throws -> ViewNode {
        let title = call.args.take(nil).map(ControlArgs.string) ?? ""
        var text = try boundText(&call, "text")
        if let value = call.args.take("value") { text = try ControlArgs.current(value, call.it).text }
        let prompt = call.args.take("prompt").map(ControlArgs.string) ?? title
        for label in ["format", "axis", "onEditingChanged", "onCommit"] { _ = call.args.take(label) }
        let field = call.node(.control(.textField(text: text, prompt: prompt, kind: kind)))
        // An app's own TextFieldStyle builds the field's look around the plain field.
        guard let styled = try CustomTextFieldStyles.body(field: field, call.it, at: call.location) else { return field }
        return styled.count == 1 ? styled[0] : call.node(.group(styled))
    }

    private static func boundText(_ call: inout ViewCall, _ label: String) throws -> String {
        guard let arg = call.args.take(label) else { return "" }
        let value = try ControlArgs.current(arg, call.it)
        if case .none = value { return "" }
        return value.text
    }

    /// An option's tag: its `.tag(…)`, else its `ForEach` element id, as SwiftUI tags them.
    private static func tag(of node: ViewNode) -> String? {
        for case .tag(let tag) in node.modifiers { return tag }
        return node.identity.components.last { $0.hasPrefix("id:") }.map { String($0.dropFirst(3)) }
    }

    /// The first text an option shows.
    private static func firstText(in node: ViewNode) -> String? {
        if let t = node.kind.textString { return t }
        if case let .control(.label(title, _)) = node.kind { return firstText(in: title) }
        for child in ViewRewrite.children(of: node) {
            if let t = firstText(in: child) { return t }
        }
        return nil
    }
}
