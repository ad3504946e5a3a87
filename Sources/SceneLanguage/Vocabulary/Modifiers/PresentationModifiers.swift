import SwiftCore
import ViewTree

/// `.sheet`, `.fullScreenCover` and `.popover` (a sheet on iPhone): while the binding is set
/// (`isPresented` true, `item` not nil) the content is presented above the whole screen
/// (Presentations.swift). What the content says about its sheet (`presentationDetents`,
/// `presentationDragIndicator`, …) goes to the presentation being built.
enum PresentationModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("sheet", labels: ["isPresented", "item", "onDismiss", "content"]) { call in try present(&call, .sheet) },
        ModifierRule("fullScreenCover", labels: ["isPresented", "item", "onDismiss", "content"]) { call in
            try present(&call, .fullScreenCover)
        },
        ModifierRule("popover", labels: ["isPresented", "item", "attachmentAnchor", "arrowEdge", "content"]) { call in
            _ = call.args.take("attachmentAnchor"); _ = call.args.take("arrowEdge")
            try present(&call, .sheet)
        },
        ModifierRule("presentationDetents", labels: ["selection"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            let detents = try detentList(arg, &call)
            // `selection:`: the detent the sheet shows now; a change to it (in an animation)
            // moves the sheet as any layout change does.
            var selected: PresentationDetent?
            if let selection = call.args.take("selection") {
                guard let detent = detent(selection.value, at: selection.location) else {
                    throw call.args.wrongType(selection, expected: "a 'PresentationDetent' binding such as '$detent'")
                }
                if detents.contains(detent) {
                    selected = detent
                } else {
                    // Apple: "Ensure that the value matches one of the detents that you provide".
                    call.it.diagnostics.add(.notDrawn("presentationDetents(_:selection:)", what: "a selection that is not one of the detents given",
                                                      hint: "the sheet shows the smallest detent; Apple asks that the selection be one of the detents"),
                                            at: selection.location)
                }
            }
            call.it.build.configurePresentation {
                $0.detents = detents
                $0.selectedDetent = selected
            }
        },
        ModifierRule("presentationDragIndicator") { call in
            let visibility = try call.args.required(nil) { try $0.name($1, allowed: ["automatic", "visible", "hidden"]) }
            call.it.build.configurePresentation { $0.dragIndicator = visibility == "automatic" ? nil : visibility == "visible" }
        },
        ModifierRule("presentationCornerRadius") { call in
            let radius = try call.args.double(nil)
            call.it.build.configurePresentation { $0.cornerRadius = radius.map { max(0, $0) } }
        },
        ModifierRule("presentationBackground", labels: ["alignment", "content"]) { call in
            _ = call.args.take("alignment")
            if let style = call.args.take(nil) {
                let fill = try Colors.shapeStyle(from: style.value, at: style.location)
                call.it.build.configurePresentation { $0.background = fill }
            } else if let content = call.args.takeClosure(nil) ?? call.args.takeClosure("content") {
                let view = try call.it.buildSingle(content.closure.body, in: Scope(parent: content.scope), base: call.path,
                                                   at: call.location)
                call.it.build.configurePresentation { $0.backgroundView = view }
            }
        },
        // `.enabled` leaves the presenter undimmed at every detent, `.enabled(upThrough: d)` at
        // `d` and below (UIKit's `largestUndimmedDetentIdentifier`); `.automatic` and
        // `.disabled` dim it at every detent, UIKit's default.
        ModifierRule("presentationBackgroundInteraction") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard case let .enumCase(name, values) = arg.value, ["automatic", "disabled", "enabled"].contains(name) else {
                throw call.args.wrongType(arg, expected: "'.automatic', '.disabled', '.enabled' or '.enabled(upThrough:)'")
            }
            var undimmed: PresentationConfig.Undimmed = .none
            if name == "enabled" {
                if let through = values.first {
                    guard let detent = detent(through.value, at: arg.location) else {
                        throw call.args.wrongType(arg, expected: "'.enabled(upThrough:)' with a detent such as '.medium'")
                    }
                    undimmed = .upThrough(detent)
                } else {
                    undimmed = .all
                }
            }
            call.it.build.configurePresentation { $0.undimmed = undimmed }
        },
        ModifierRule("interactiveDismissDisabled") { call in _ = call.args.take(nil) },
    ]

    private static func present(_ call: inout ModifierCall, _ style: PresentationRequest.Style) throws {
        call.it.declaresPresentations = true
        _ = call.args.takeClosure("onDismiss")
        guard let content = call.args.takeClosure(nil) ?? call.args.takeClosure("content") else {
            throw EvalError(.missingArgument("content:", callee: call.name), at: call.location)
        }
        var request = PresentationRequest(style: style, content: content, presenter: call.node.identity,
                                          environment: call.it.build.environment, location: call.location)
        if let flag = call.args.take("isPresented") {
            guard case let .bool(isPresented) = flag.value else { throw call.args.wrongType(flag, expected: "a 'Bool' binding") }
            guard isPresented else { return }
            request.binding = flag.binding
        } else if let item = call.args.take("item") {
            guard !item.value.isNone else { return }
            request.argument = item.value
            request.binding = item.binding
        } else {
            throw EvalError(.missingArgument("isPresented:", callee: call.name), at: call.location)
        }
        call.it.build.presentations.append(request)
    }

    /// `[.medium, .large]`, `[.fraction(0.3), .height(200)]`, a `Set` of them.
    private static func detentList(_ arg: ArgValue, _ call: inout ModifierCall) throws -> [PresentationDetent] {
        let items: [Value]
        switch arg.value {
        case let .array(a), let .set(a): items = a
        default: throw call.args.wrongType(arg, expected: "a set of detents such as '[.medium, .large]'")
        }
        return try items.map { item in
            guard let detent = detent(item, at: arg.location) else {
                throw call.args.wrongType(arg, expected: "detents: '.medium', '.large', '.fraction(f)', '.height(h)' or '.custom(T.self)'")
            }
            return detent
        }
    }

    /// One detent: `.medium`, `.large`, `.fraction(0.3)`, `.height(200)`; nil for anything else.
    private static func detent(_ value: Value, at location: SourceLocation) -> PresentationDetent? {
        guard case let .enumCase(name, values) = value else { return nil }
        if name == "custom", case let .type(type)? = values.first?.value { return .custom(type: type, at: location) }
        return PresentationDetent(name, values.first.flatMap { Interpreter.seconds(in: $0.value) })
    }
}
