import SwiftCore
import Geometry
import ViewTree

/// Controls drawn at their current state, each read from its binding's value when the frame
/// is evaluated: `Label`, `Toggle`, `Slider`, `Stepper`, `ProgressView`, `Gauge`, `Menu`,
/// `Link`, `ShareLink`, `EditButton`, `ControlGroup`, `DisclosureGroup`,
/// `ContentUnavailableView`, `LabeledContent` and `Form`. Layout draws them
/// (Sources/Layout/Controls); their actions are the timeline's business.
enum ControlViews {
    static let rules: [ViewRule] = [
        ViewRule("Label", labels: ["systemImage", "image", "title", "icon"]) { call in
            let title = try ControlArgs.title(&call, label: nil) ?? ControlArgs.title(&call, label: "title")
                ?? ControlArgs.closureView(&call, label: "title")
                // `Label { Text("A") } icon: { Image(…) }`: the first trailing closure is the title.
                ?? ControlArgs.closureView(&call, label: nil) ?? ViewNode(kind: .empty, identity: call.identity.appending("title"))
            let icon: ViewNode
            if let name = try call.args.string("systemImage") {
                icon = try ControlArgs.symbol(name, &call)
            } else if let name = try call.args.string("image") {
                icon = ViewNode(kind: .image(.asset(name: name, path: try call.it.assetPath(name, at: call.location)), isResizable: false),
                                identity: call.identity.appending("icon"), location: call.location)
            } else {
                icon = try ControlArgs.closureView(&call, label: "icon") ?? ViewNode(kind: .empty, identity: call.identity.appending("icon"))
            }
            return call.node(.control(.label(title: title, icon: icon)))
        },
        ViewRule("Toggle", labels: ["isOn", "sources", "label"]) { call in
            let isOn = try ControlArgs.bool(&call, "isOn") ?? false
            _ = call.args.take("sources")
            return call.node(.control(.toggle(isOn: isOn, label: try ControlArgs.titleOrLabel(&call))))
        },
        ViewRule("Slider", labels: ["value", "in", "step", "label", "minimumValueLabel", "maximumValueLabel", "onEditingChanged"]) { call in
            let fraction = try ControlArgs.fraction(&call)
            _ = call.args.take("step"); _ = call.args.take("onEditingChanged")
            _ = call.args.takeClosure("minimumValueLabel"); _ = call.args.takeClosure("maximumValueLabel")
            return call.node(.control(.slider(fraction: fraction, label: try ControlArgs.titleOrLabel(&call))))
        },
        ViewRule("Stepper", labels: ["value", "in", "step", "label", "onIncrement", "onDecrement", "onEditingChanged", "format"]) { call in
            for label in ["value", "in", "step", "onIncrement", "onDecrement", "onEditingChanged", "format"] { _ = call.args.take(label) }
            return call.node(.control(.stepper(label: try ControlArgs.titleOrLabel(&call))))
        },
        ViewRule("ProgressView", labels: ["value", "total", "label", "currentValueLabel", "timerInterval", "countsDown"]) { call in
            let title = try ControlArgs.title(&call, label: nil)
            var fraction: Double?
            if let value = call.args.take("value") {
                let v = try ControlArgs.current(value, call.it)
                let total = try call.args.double("total") ?? 1
                if let n = call.it.number(v), total > 0 { fraction = n / total }
            }
            _ = call.args.take("timerInterval"); _ = call.args.take("countsDown"); _ = call.args.takeClosure("currentValueLabel")
            let label = try title.map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.progress(fraction: fraction, label: label)))
        },
        ViewRule("Gauge", labels: ["value", "in", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]) { call in
            let fraction = try ControlArgs.fraction(&call)
            let current = try call.args.takeClosure("currentValueLabel").map { try call.it.buildClosure($0, base: call.identity.appending("current")) } ?? []
            _ = call.args.takeClosure("minimumValueLabel"); _ = call.args.takeClosure("maximumValueLabel")
            return call.node(.control(.gauge(fraction: fraction, label: try ControlArgs.titleOrLabel(&call), current: current)))
        },
        ViewRule("Menu", labels: ["content", "label", "primaryAction"]) { call in
            let title = try ControlArgs.title(&call, label: nil)
            _ = call.args.take("primaryAction")
            if title != nil { _ = call.args.takeClosure(nil) } else if call.args.items.contains(where: { $0.label == "label" }) {
                _ = call.args.takeClosure(nil); _ = call.args.takeClosure("content")
            }
            let label = try title.map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.menu(label: label)))
        },
        ViewRule("Link", labels: ["destination", "label"]) { call in
            _ = call.args.take("destination")
            let label = try ControlArgs.title(&call, label: nil).map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.menu(label: label)))
        },
        ViewRule("ShareLink", labels: ["item", "items", "subject", "message", "preview", "label"]) { call in
            for label in ["item", "items", "subject", "message", "preview"] { _ = call.args.take(label) }
            var label = try ControlArgs.title(&call, label: nil).map { title in
                [ViewNode(kind: .control(.label(title: title, icon: try ControlArgs.symbol("square.and.arrow.up", &call))),
                          identity: call.identity.appending("label"), location: call.location)]
            } ?? ControlArgs.label(&call)
            if label.isEmpty {
                let title = ViewNode(kind: .text("Share"), identity: call.identity.appending("title"), location: call.location)
                label = [ViewNode(kind: .control(.label(title: title, icon: try ControlArgs.symbol("square.and.arrow.up", &call))),
                                  identity: call.identity.appending("label"), location: call.location)]
            }
            return call.node(.control(.menu(label: label)))
        },
        ViewRule("EditButton") { call in
            call.node(.control(.menu(label: [ViewNode(kind: .text("Edit"), identity: call.identity.appending("title"), location: call.location)])))
        },
        ViewRule("ControlGroup", labels: ["content", "label"]) { call in
            _ = try ControlArgs.title(&call, label: nil)
            _ = call.args.takeClosure("label")
            let content = try call.content()
            return call.node(.stack(StackSpec(axis: .horizontal), content))
        },
        ViewRule("DisclosureGroup", labels: ["isExpanded", "content", "label"]) { call in
            let isExpanded = try ControlArgs.bool(&call, "isExpanded") ?? false
            let title = try ControlArgs.title(&call, label: nil)
            let content = try call.args.takeClosure(nil).map { try call.it.buildClosure($0, base: call.identity.appending("content")) }
                ?? call.args.takeClosure("content").map { try call.it.buildClosure($0, base: call.identity.appending("content")) } ?? []
            let label = try title.map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.disclosureGroup(isExpanded: isExpanded, label: label, content: content)))
        },
        ViewRule("ContentUnavailableView", labels: ["systemImage", "image", "description", "label", "actions"]) { call in
            let title = call.args.take(nil).map(ControlArgs.string) ?? ""
            let description = call.args.take("description").map(ControlArgs.string)
            _ = call.args.takeClosure("label"); _ = call.args.takeClosure("actions"); _ = call.args.take("image")
            return call.node(.control(.contentUnavailable(title: title, systemImage: try call.args.string("systemImage"),
                                                          description: description)))
        },
        ViewRule("LabeledContent", labels: ["value", "format", "content", "label"]) { call in
            let title = try ControlArgs.title(&call, label: nil)
            var content: [ViewNode] = []
            if let value = call.args.take("value") {
                content = [ViewNode(kind: .text(try ControlArgs.current(value, call.it).text),
                                    identity: call.identity.appending("value"), location: value.location)]
                _ = call.args.take("format")
            } else if let c = call.args.takeClosure(nil) ?? call.args.takeClosure("content") {
                content = try call.it.buildClosure(c, base: call.identity.appending("content"))
            }
            let label = try title.map { [$0] } ?? ControlArgs.label(&call)
            return call.node(.control(.labeledContent(label: label, content: content)))
        },
        ViewRule("Form", labels: ["content"]) { call in
            call.node(.list(.insetGrouped, ViewRewrite.flattened(try call.content())))
        },
    ]
}
