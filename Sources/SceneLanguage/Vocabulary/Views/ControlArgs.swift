import SwiftCore
import Drawing
import ViewTree

/// The arguments controls share: a title, a label closure, a bound value read at its
/// current state, a value's place in a range, a symbol.
enum ControlArgs {
    /// The title written first (`Toggle("Wi-Fi", isOn:)`), or under `label`, as a Text view;
    /// nil when there is none.
    static func title(_ call: inout ViewCall, label: String?) throws -> ViewNode? {
        let isTitle: (ArgValue) -> Bool = { $0.label == label && !$0.value.isClosure }
        guard call.args.items.contains(where: isTitle), let arg = call.args.take(label) else { return nil }
        return try ButtonViews.titleText(arg, identity: call.identity.appending("title"))
    }

    /// A string argument, or the string of a `Text` written in its place (`prompt: Text("…")`).
    static func string(_ arg: ArgValue) -> String {
        if case let .host(SwiftUIValue.view(v)) = arg.value, let t = v.kind.textString { return t }
        return arg.value.text
    }

    /// The title written first, else the views of a `label:` or trailing closure.
    static func titleOrLabel(_ call: inout ViewCall) throws -> [ViewNode] {
        if let title = try title(&call, label: nil) { return [title] }
        return try label(&call)
    }

    /// The views of a `label:` closure, else of the unlabelled (trailing) closure.
    static func label(_ call: inout ViewCall) throws -> [ViewNode] {
        guard let c = call.args.takeClosure("label") ?? call.args.takeClosure(nil) else { return [] }
        return try call.it.buildClosure(c, base: call.identity.appending("label"))
    }

    /// One view from the closure under `label`.
    /// (`label` nil: the first trailing closure, built as the `title`.)
    static func closureView(_ call: inout ViewCall, label: String?) throws -> ViewNode? {
        guard let c = call.args.takeClosure(label) else { return nil }
        let id = call.identity.appending(label ?? "title")
        let nodes = try call.it.buildClosure(c, base: id)
        return nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: id, location: call.location)
    }

    /// An argument's current value: a binding's (`$flag`, `.constant(true)`), or its own.
    static func current(_ arg: ArgValue, _ it: RuleContext) throws -> Value {
        if case let .enumCase("constant", values) = arg.value, let value = values.first { return value.value }
        return try it.readThrough(arg.value, at: arg.location)
    }

    /// A `Bool` argument, or the current value of a `Binding<Bool>`.
    static func bool(_ call: inout ViewCall, _ label: String) throws -> Bool? {
        guard let arg = call.args.take(label) else { return nil }
        guard case let .bool(b) = try current(arg, call.it) else {
            throw call.args.wrongType(arg, expected: "a 'Binding<Bool>'")
        }
        return b
    }

    /// `value:` (a number or a binding to one) as a fraction of `in:` (0…1 when absent).
    static func fraction(_ call: inout ViewCall) throws -> Double {
        guard let arg = call.args.take("value") else { return 0 }
        let value = call.it.number(try current(arg, call.it)) ?? 0
        var lower = 0.0, upper = 1.0
        if let range = call.args.take("in") {
            switch range.value {
            // A closed range `a...b` of Ints is stored as a..<b+1.
            case let .range(a, b, _): (lower, upper) = (Double(a), Double(b - 1))
            case let .doubleRange(a, b, _): (lower, upper) = (a, b)
            default: throw call.args.wrongType(range, expected: "a range ('0...1')")
            }
        }
        return upper > lower ? min(1, max(0, (value - lower) / (upper - lower))) : 0
    }

    /// `Image(systemName:)` for a control's icon, warned about like one.
    static func symbol(_ name: String, _ call: inout ViewCall) throws -> ViewNode {
        noteSymbol(name, at: call.location, call.it)
        return ViewNode(kind: .image(.system(name: name), isResizable: false), identity: call.identity.appending("icon"), location: call.location)
    }

    /// Warns of a symbol Matchcut cannot draw; notes, once a scene, the first symbol sized by
    /// its stand-in glyph rather than a measurement of SF's (docs/symbols.md, "Frames").
    static func noteSymbol(_ name: String, at location: SourceLocation, _ it: RuleContext) {
        if !SymbolCatalog.contains(name) {
            it.diagnostics.add(.unknownSymbol(name, suggestion: Suggestions.symbol(for: name)), at: location)
        } else if !SymbolCatalog.isMeasured(name),
                  !it.diagnostics.all.contains(where: { $0.id == Message.symbolSizedByStandIn(name).id }) {
            it.diagnostics.add(.symbolSizedByStandIn(name), at: location)
        }
    }
}
