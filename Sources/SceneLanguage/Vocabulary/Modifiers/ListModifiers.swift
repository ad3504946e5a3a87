import SwiftCore
import Geometry
import ViewTree

/// What a List row, a Section or a List says about how the list draws it:
/// `listRowBackground`, `listRowInsets`, `listRowSeparator`, `listRowSeparatorTint`,
/// `listSectionSeparator`, `listRowSpacing`, `scrollContentBackground`, `headerProminence`,
/// and `textCase`, which a grouped list's headers honour. Layout reads them (docs/layout.md,
/// "Lists").
enum ListModifiers {
    static let rules: [ModifierRule] = [
        ModifierRule("listRowBackground") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            guard !arg.value.isNone else { return call.add(.list(.rowBackground(nil))) }
            let path = call.path, it = call.it
            let views = try it.withPath(path) {
                if case .enumCase = arg.value { return [try it.colorView(arg.value, at: arg.location)] }
                return try it.views(from: arg.value, at: path, location: arg.location)
            }
            call.add(.list(.rowBackground(views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: path, location: call.location))))
        },
        ModifierRule("listRowInsets") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            if arg.value.isNone { return call.add(.list(.rowInsets(nil))) }
            guard case let .tuple(fields) = arg.value else { throw call.args.wrongType(arg, expected: "'EdgeInsets(…)' or 'nil'") }
            func side(_ name: String) -> Double {
                if case let .double(v)? = fields.first(where: { $0.label == name })?.value { return v }
                return 0
            }
            call.add(.list(.rowInsets(EdgeInsets(top: side("top"), leading: side("leading"), bottom: side("bottom"), trailing: side("trailing")))))
        },
        ModifierRule("listRowSeparator", labels: ["edges"]) { call in
            let (visible, edges) = try visibility(&call)
            call.add(.list(.rowSeparator(visible: visible, edges: edges)))
        },
        ModifierRule("listSectionSeparator", labels: ["edges"]) { call in
            let (visible, edges) = try visibility(&call)
            call.add(.list(.sectionSeparator(visible: visible, edges: edges)))
        },
        ModifierRule("listRowSeparatorTint", labels: ["edges"]) { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            _ = call.args.take("edges")
            call.add(.list(.rowSeparatorTint(arg.value.isNone ? nil : try Colors.color(from: arg.value, at: arg.location))))
        },
        ModifierRule("listRowSpacing") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            call.add(.list(.rowSpacing(arg.value.isNone ? nil : try call.it.number(arg.value).orThrow(call.args.wrongType(arg, expected: "a number or 'nil'")))))
        },
        ModifierRule("scrollContentBackground") { call in
            let name = try call.args.required(nil) { try $0.name($1, allowed: ["automatic", "visible", "hidden"]) }
            call.add(.list(.contentBackgroundHidden(name == "hidden")))
        },
        ModifierRule("headerProminence") { call in
            let name = try call.args.required(nil) { try $0.name($1, allowed: ["standard", "increased"]) }
            call.add(.list(.headerProminence(increased: name == "increased")))
        },
        ModifierRule("textCase") { call in
            let arg = try call.args.required(nil) { $0.take($1) }
            if arg.value.isNone { return call.add(.textCase(nil)) }
            var a = Arguments([arg], callee: "textCase", at: call.location)
            let name = try a.name(nil, allowed: ["uppercase", "lowercase"])
            call.add(.textCase(name.flatMap(TextCase.init(rawValue:))))
        },
    ]

    /// `(_ visibility: Visibility, edges: VerticalEdge.Set = .all)`: `.hidden` hides,
    /// `.visible` and `.automatic` show.
    private static func visibility(_ call: inout ModifierCall) throws -> (Bool, Set<VerticalEdge>) {
        let name = try call.args.required(nil) { try $0.name($1, allowed: ["automatic", "visible", "hidden"]) }
        var edges = Set(VerticalEdge.allCases)
        if let arg = call.args.take("edges") {
            switch arg.value {
            case .enumCase("top", _): edges = [.top]
            case .enumCase("bottom", _): edges = [.bottom]
            case .enumCase("all", _): break
            case let .array(items):
                edges = Set(items.compactMap { if case let .enumCase(n, _) = $0 { VerticalEdge(rawValue: n) } else { nil } })
            default: throw Enumerations.unknown(arg, "'VerticalEdge.Set'", ["top", "bottom", "all"])
            }
        }
        return (name != "hidden", edges)
    }
}

private extension Optional {
    func orThrow(_ error: @autoclosure () -> Error) throws -> Wrapped {
        guard let value = self else { throw error() }
        return value
    }
}
