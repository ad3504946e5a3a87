import SwiftCore
import ViewTree

/// `.alert(_:isPresented:actions:message:)` and `.confirmationDialog(_:isPresented:titleVisibility:actions:message:)`,
/// with or without `presenting:` data: while the binding is true (and the data is not nil)
/// the alert or the action sheet is presented above the whole screen (Alerts.swift), its
/// buttons the actions closure's. The deprecated `.alert(isPresented:) { Alert(…) }` and
/// `.actionSheet` are accepted with a note: what they present is not drawn.
enum AlertModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("alert", labels: nil) { call in try present(&call, .alert) },
        ModifierRule("confirmationDialog", labels: nil) { call in try present(&call, .confirmationDialog) },
    ]

    private static func present(_ call: inout ModifierCall, _ style: PresentationRequest.Style) throws {
        // `alert(isPresented:content:)` and `alert(item:content:)` build an `Alert(…)` value.
        guard call.args.items.contains(where: { $0.label == nil && !$0.value.isClosure }) else {
            call.args = Arguments([], callee: call.name, at: call.location)
            call.it.diagnostics.add(.notDrawn(call.name, what: "alerts written with 'Alert(…)': the alert never appears",
                                              hint: "write '.alert(\"Title\", isPresented: $flag) { Button(\"OK\") { } } message: { Text(\"…\") }'"),
                                    at: call.location)
            return
        }
        call.it.declaresPresentations = true
        let title = try call.args.required(nil) { $0.take($1) }
        let visibility = try call.args.name("titleVisibility", allowed: ["automatic", "visible", "hidden"])
        let data = call.args.take("presenting")
        guard let flag = call.args.take("isPresented") else {
            throw EvalError(.missingArgument("isPresented:", callee: call.name), at: call.location)
        }
        guard case let .bool(isPresented) = flag.value else { throw call.args.wrongType(flag, expected: "a 'Bool' binding") }
        let actions = call.args.takeClosure("actions") ?? call.args.takeClosure(nil)
        let message = call.args.takeClosure("message")
        try call.args.finish(known: ["titleVisibility", "presenting", "isPresented", "actions", "message"])
        // With `presenting:`, nothing is presented while the data is nil, as SwiftUI does.
        guard isPresented, data.map({ !$0.value.isNone }) ?? true else { return }
        let text = AlertText(title: Self.text(title.value),
                             showsTitle: style == .alert ? visibility != "hidden" : visibility == "visible",
                             message: message)
        var request = PresentationRequest(style: style, content: actions,
                                          presenter: call.node.identity, environment: call.it.build.environment,
                                          location: call.location)
        request.argument = data?.value
        request.binding = flag.binding
        request.alert = text
        call.it.build.presentations.append(request)
    }

    /// A title written as a string, a `LocalizedStringKey` or a `Text`.
    static func text(_ value: Value) -> String {
        if case let .host(SwiftUIValue.view(node)) = value, case let .text(s) = node.kind { return s }
        return value.text
    }
}
