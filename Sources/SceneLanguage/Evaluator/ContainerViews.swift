import Geometry
import ViewTree

/// Scroll views, grids, page tab views, lists and sections, navigation stacks and links,
/// and buttons, by their SwiftUI initializers.
enum ContainerViews {
    static let names: Set<String> = [
        "ScrollView", "ScrollViewReader", "LazyVGrid", "LazyHGrid", "TabView", "List", "Section",
        "NavigationStack", "NavigationView", "NavigationLink", "Button",
    ]

    /// The tint iOS gives a button's label: the accent colour, system blue.
    static let accent = ShapeStyle.color(SystemColors.named["blue"]!)

    static func make(_ name: String, _ args: inout Arguments, _ it: Interpreter, identity: Identity,
                     at location: SourceLocation) throws -> (ViewNode, known: [String]) {
        func node(_ kind: ViewKind) -> ViewNode { ViewNode(kind: kind, identity: identity, location: location) }
        func content(_ label: String = "content") throws -> [ViewNode] {
            guard let c = args.takeClosure(nil) ?? args.takeClosure(label) else { return [] }
            return try it.buildClosure(c, base: identity)
        }
        switch name {
        case "ScrollView":
            let axisArg = args.items.contains { $0.label == nil && !isClosure($0.value) } ? args.take(nil) : nil
            let axis = try axisArg.map(scrollAxis) ?? .vertical
            let indicators = try args.bool("showsIndicators") ?? true
            return (node(.scrollView(ScrollSpec(axis: axis, showsIndicators: indicators), try content())), ["showsIndicators", "content"])
        case "ScrollViewReader":
            guard let c = args.takeClosure(nil) ?? args.takeClosure("content") else {
                throw EvalError(.missingArgument("content:", callee: name), at: location)
            }
            let children = try it.buildClosure(c, arguments: [.scrollProxy(identity)], base: identity)
            let reader = node(.group(children))
            if let scrollView = ViewRewrite.first(in: reader, where: { if case .scrollView = $0.kind { true } else { false } }) {
                it.readerScrollViews[identity] = scrollView.identity
            }
            return (reader, ["content"])
        case "LazyVGrid", "LazyHGrid":
            let vertical = name == "LazyVGrid"
            let tracks = try args.required(vertical ? "columns" : "rows") { $0.take($1) }
            guard case let .array(items) = tracks.value else { throw args.wrongType(tracks, expected: "an array of 'GridItem'") }
            let specs = try items.map { item -> GridItemSpec in
                guard case let .gridItem(spec) = item else {
                    throw EvalError(.wrongArgumentType(parameter: tracks.label! + ":", callee: name, expected: "an array of 'GridItem'",
                                                       found: "an array holding \(item.kindDescription)"), at: tracks.location)
                }
                return spec
            }
            let alignment = vertical
                ? Alignment(horizontal: try Enumerations.horizontal(args.take("alignment")) ?? .center, vertical: .center)
                : Alignment(horizontal: .center, vertical: try Enumerations.vertical(args.take("alignment")) ?? .center)
            let spacing = try args.double("spacing")
            _ = args.take("pinnedViews")
            let spec = GridSpec(axis: vertical ? .vertical : .horizontal, items: specs, alignment: alignment, spacing: spacing)
            return (node(.grid(spec, try content())), ["columns", "rows", "alignment", "spacing", "pinnedViews", "content"])
        case "TabView":
            let selection = args.take("selection").flatMap { $0.value.isNone ? nil : $0.value.text }
            it.unstyledTabViews.append(location)
            let pages = flattened(try content())
            return (node(.pageTabView(PageTabSpec(selection: selection), pages)), ["selection", "content"])
        case "List":
            _ = args.take("selection")
            var rows: [ViewNode]
            if args.items.contains(where: { $0.label == nil && !isClosure($0.value) }) {
                rows = [try BuiltinViews.forEach(&args, it, identity: identity, at: location, callee: "List")]
            } else {
                rows = try content()
            }
            rows = flattened(rows)
            return (node(.list(.insetGrouped, rows)), ["selection", "id", "content", "rowContent"])
        case "Section":
            var header: ViewNode?, footer: ViewNode?
            let id = identity
            func decoration(_ label: String) throws -> ViewNode? {
                guard let arg = args.take(label) else { return nil }
                if case let .closure(c) = arg.value {
                    let nodes = try it.buildClosure(c, base: id.appending(label))
                    return nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: id.appending(label), location: arg.location)
                }
                return try text(arg, identity: id.appending(label))
            }
            if let title = args.take(nil), !isClosure(title.value) { header = try text(title, identity: id.appending("header")) }
            let rows = try content()
            header = try decoration("header") ?? header
            footer = try decoration("footer")
            return (node(.section(header: header, footer: footer, flattened(rows))), ["header", "footer", "content"])
        case "NavigationStack", "NavigationView":
            let path = args.take("path")
            let root = args.takeClosure(nil) ?? args.takeClosure("root") ?? args.takeClosure("content")
            return (node(try it.navigationStack(path: path, root: root, identity: identity, at: location)), ["path", "root", "content"])
        case "NavigationLink", "Button":
            // A link pushes, a button acts, when tapped; a frame shows their label: the
            // `label:` closure, else the title, else the unlabelled closure when the action
            // or destination went elsewhere (`Button(action: f) { label }`).
            let actionElsewhere = args.items.contains { $0.label == "action" || $0.label == "value" || $0.label == "destination" }
            _ = args.take("value"); _ = args.take("destination"); _ = args.take("role"); _ = args.take("action")
            let title = args.items.contains { $0.label == nil && !isClosure($0.value) } ? args.take(nil) : nil
            var label: [ViewNode] = []
            if let c = args.takeClosure("label") {
                label = try it.buildClosure(c, base: identity)
                _ = args.takeClosure(nil)
            } else if let title {
                label = [try text(title, identity: identity.appending("0"))]
                _ = args.takeClosure(nil)
            } else if let c = args.takeClosure(nil), actionElsewhere {
                label = try it.buildClosure(c, base: identity)
            }
            var result = node(.group(label))
            if name == "Button" {
                result.modifiers = [.foregroundStyle(accent)]
                it.buttons.insert(identity)
            } else {
                result.modifiers = [.navigationLink]
            }
            return (result, ["value", "destination", "role", "action", "label"])
        default:
            throw EvalError(.unknownView(name, suggestion: nil), at: location)
        }
    }

    /// A title argument as a Text view: a string, or a view written in its place.
    private static func text(_ arg: ArgValue, identity: Identity) throws -> ViewNode {
        if case let .view(v) = arg.value { return v }
        return ViewNode(kind: .text(arg.value.text), identity: identity, location: arg.location)
    }

    private static func isClosure(_ v: Value) -> Bool { if case .closure = v { true } else { false } }

    /// `ForEach`es and groups contribute their views one by one (pages, rows).
    static func flattened(_ nodes: [ViewNode]) -> [ViewNode] {
        nodes.flatMap { n -> [ViewNode] in
            if case let .group(inner) = n.kind, n.modifiers.isEmpty { return flattened(inner) }
            return [n]
        }
    }

    private static func scrollAxis(_ arg: ArgValue) throws -> Axis {
        switch arg.value {
        case .enumCase("vertical", _): return .vertical
        case .enumCase("horizontal", _): return .horizontal
        case let .array(items) where items.count == 1:
            return try scrollAxis(ArgValue(label: arg.label, value: items[0], location: arg.location))
        default:
            throw Enumerations.unknown(arg, "'Axis.Set'", ["vertical", "horizontal"])
        }
    }

    /// `GridItem(_ size: = .flexible(), spacing: = nil, alignment: = nil)`; sizes per
    /// reference §3.2: `.flexible(minimum: 10, maximum: .infinity)`, `.adaptive(minimum:, maximum: .infinity)`.
    static func gridItem(_ args: inout Arguments) throws -> GridItemSpec {
        var size = GridItemSpec.Size.flexible(minimum: 10, maximum: .infinity)
        if let arg = args.take(nil) {
            guard case let .enumCase(kind, values) = arg.value else { throw args.wrongType(arg, expected: "'.fixed', '.flexible' or '.adaptive'") }
            var a = Arguments(values, callee: kind, at: arg.location)
            switch kind {
            case "fixed": size = .fixed(try a.required(nil) { try $0.double($1) })
            case "flexible": size = .flexible(minimum: try a.double("minimum") ?? 10, maximum: try a.double("maximum") ?? .infinity)
            case "adaptive": size = .adaptive(minimum: try a.required("minimum") { try $0.double($1) }, maximum: try a.double("maximum") ?? .infinity)
            default: throw Enumerations.unknown(arg, "'GridItem.Size'", ["fixed", "flexible", "adaptive"])
            }
            try a.finish(known: ["minimum", "maximum"])
        }
        let spacing = try args.double("spacing")
        let alignment = try Enumerations.alignment(args.take("alignment"))
        try args.finish(known: ["spacing", "alignment"])
        return GridItemSpec(size: size, spacing: spacing, alignment: alignment)
    }
}
