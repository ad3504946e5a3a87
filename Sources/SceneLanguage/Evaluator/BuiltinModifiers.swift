import Geometry
import ViewTree

/// The modifiers a scene can apply, mapped to `Modifier` cases in the order written.
enum BuiltinModifiers {
    /// Recognised, with no effect on a rendered frame: dropped.
    static let ignored: Set<String> = [
        "onAppear", "onDisappear", "animation", "allowsHitTesting", "contentShape", "accessibilityLabel",
        "accessibilityIdentifier", "accessibilityHint", "task", "toolbar", "sheet", "fullScreenCover", "disabled",
        "gesture", "simultaneousGesture", "highPriorityGesture", "onOpenURL", "refreshable", "searchable",
        "scrollTargetLayout", "scrollTargetBehavior", "scrollDisabled", "scrollDismissesKeyboard", "indexViewStyle",
        "navigationBarBackButtonHidden", "onSubmit", "keyboardType", "textInputAutocapitalization", "alert",
        "confirmationDialog", "environment", "environmentObject",
    ]
    /// Recognised, dropped, with a warning when the scene has no timeline: they drive time
    /// in an app, and the timeline step named in the hint expresses the same thing.
    static let timeDriving: [String: String] = [
        "onTapGesture": "in 'timeline { }', make the change the tap makes: 'withAnimation(…) { … }'",
        "onLongPressGesture": "in 'timeline { }', make the change the press makes: 'withAnimation(…) { … }'",
        "onReceive": "in 'timeline { }', write 'wait(…)' then 'withAnimation(…) { … }' for each value received",
    ]
    static let mapped: Set<String> = [
        "frame", "padding", "fixedSize", "aspectRatio", "offset", "position", "layoutPriority", "background", "overlay",
        "clipShape", "clipped", "cornerRadius", "opacity", "zIndex", "shadow", "ignoresSafeArea", "edgesIgnoringSafeArea",
        "matchedGeometryEffect", "transition", "font", "fontWeight", "bold", "italic", "monospacedDigit", "fontDesign",
        "foregroundStyle", "foregroundColor",
        "lineLimit", "multilineTextAlignment", "resizable", "scaledToFill", "scaledToFit", "fill", "stroke", "id", "tag",
    ]
    static let names: Set<String> = mapped.union(ignored).union(timeDriving.keys).union(ContainerModifiers.names)

    static func apply(_ name: String, to node: ViewNode, _ values: [ArgValue], _ it: Interpreter,
                      at location: SourceLocation) throws -> ViewNode {
        if ignored.contains(name) { return node }
        if let replacement = timeDriving[name] {
            var hint = replacement
            if name == "onReceive", let t = values.first, case let .opaque(timer) = t.value, timer.hasPrefix("Timer.publish") {
                let every = timer.split(separator: " ").dropFirst().first.map(String.init) ?? "…"
                hint = "in 'timeline { }', write 'wait(\(every))' then 'withAnimation(…) { … }' for each tick"
            }
            it.drivesTime(api: name, hint: hint, at: location)
            return node
        }
        if let result = try ContainerModifiers.apply(name, to: node, values, it, at: location) { return result }
        var args = Arguments(values, callee: name, at: location)
        var known: [String] = []
        var result = node
        func add(_ m: Modifier) { result.modifiers.append(m) }
        switch name {
        case "frame":
            known = ["width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"]
            let flexible = values.contains { ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].contains($0.label ?? "") }
            if flexible {
                add(.flexibleFrame(FlexibleFrame(minWidth: try args.double("minWidth"), idealWidth: try args.double("idealWidth"),
                                                 maxWidth: try args.double("maxWidth"), minHeight: try args.double("minHeight"),
                                                 idealHeight: try args.double("idealHeight"), maxHeight: try args.double("maxHeight"),
                                                 alignment: try Enumerations.alignment(args.take("alignment")) ?? .center)))
                if values.contains(where: { $0.label == "width" || $0.label == "height" }) {
                    add(.frame(width: try args.double("width"), height: try args.double("height"), alignment: .center))
                }
            } else {
                add(.frame(width: try args.double("width"), height: try args.double("height"),
                           alignment: try Enumerations.alignment(args.take("alignment")) ?? .center))
            }
        case "padding":
            var edges = Set(Edge.allCases)
            var length = 16.0
            if let first = args.items.first, first.label == nil, case .enumCase = first.value {
                edges = try Enumerations.edges(args.take(nil)!)
                length = try args.double(nil) ?? 16
            } else if let first = args.items.first, first.label == nil, case .array = first.value {
                edges = try Enumerations.edges(args.take(nil)!)
                length = try args.double(nil) ?? 16
            } else {
                length = try args.double(nil) ?? 16
            }
            func v(_ e: Edge) -> Double { edges.contains(e) ? length : 0 }
            add(.padding(EdgeInsets(top: v(.top), leading: v(.leading), bottom: v(.bottom), trailing: v(.trailing))))
        case "fixedSize":
            known = ["horizontal", "vertical"]
            add(.fixedSize(horizontal: try args.bool("horizontal") ?? true, vertical: try args.bool("vertical") ?? true))
        case "aspectRatio":
            known = ["contentMode"]
            let ratio = try args.double(nil)
            let mode = try args.name("contentMode", allowed: ["fit", "fill"]) ?? "fit"
            add(.aspectRatio(ratio, fill: mode == "fill"))
        case "offset":
            known = ["x", "y"]
            add(.offset(x: try args.double("x") ?? 0, y: try args.double("y") ?? 0))
        case "position":
            known = ["x", "y"]
            add(.position(x: try args.double("x") ?? 0, y: try args.double("y") ?? 0))
        case "layoutPriority": add(.layoutPriority(try args.required(nil) { try $0.double($1) }))
        case "background", "overlay":
            known = ["alignment", "content"]
            let alignment = try Enumerations.alignment(args.take("alignment")) ?? .center
            let path = node.identity.appending(name)
            let decoration: ViewNode
            if let c = args.takeClosure(nil) ?? args.takeClosure("content") {
                let nodes = try it.buildClosure(c, base: path)
                decoration = nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: path, location: location)
            } else {
                let arg = try args.required(nil) { $0.take($1) }
                let views = try it.withPath(path) {
                    if case .enumCase = arg.value { return [try BuiltinViews.colorView(arg.value, it, at: arg.location)] }
                    return try it.views(from: arg.value, at: path, location: arg.location)
                }
                decoration = views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: path, location: location)
            }
            add(name == "background" ? .background(decoration, alignment: alignment) : .overlay(decoration, alignment: alignment))
        case "clipShape":
            known = ["style"]
            let arg = try args.required(nil) { $0.take($1) }
            guard case let .view(shapeNode) = arg.value, case let .shape(kind, _, _) = shapeNode.kind else {
                throw args.wrongType(arg, expected: "a shape")
            }
            add(.clipShape(kind))
        case "clipped": add(.clipped)
        case "cornerRadius": add(.cornerRadius(try args.required(nil) { try $0.double($1) }))
        case "opacity": add(.opacity(try args.required(nil) { try $0.double($1) }))
        case "zIndex": add(.zIndex(try args.required(nil) { try $0.double($1) }))
        case "shadow":
            known = ["color", "radius", "x", "y"]
            let color = try args.take("color").map { try Colors.color(from: $0.value, at: $0.location) }
                ?? Color(red: 0, green: 0, blue: 0, opacity: 0.33)
            add(.shadow(color: color, radius: try args.required("radius") { try $0.double($1) },
                        x: try args.double("x") ?? 0, y: try args.double("y") ?? 0))
        case "ignoresSafeArea", "edgesIgnoringSafeArea":
            known = ["edges", "regions"]
            _ = args.take("regions")
            let edgesArg = args.take("edges") ?? args.take(nil)
            if let first = edgesArg, case .enumCase(let n, _) = first.value, ["container", "keyboard"].contains(n) {
                add(.ignoresSafeArea(edges: Set(Edge.allCases)))
            } else {
                add(.ignoresSafeArea(edges: try edgesArg.map(Enumerations.edges) ?? Set(Edge.allCases)))
            }
        case "matchedGeometryEffect":
            known = ["id", "in", "properties", "anchor", "isSource"]
            let id = try args.required("id") { $0.take($1) }
            let nsArg = try args.required("in") { $0.take($1) }
            guard case let .namespace(ns) = nsArg.value else { throw args.wrongType(nsArg, expected: "a 'Namespace.ID'") }
            let props = try args.name("properties", allowed: ["frame", "position", "size"]) ?? "frame"
            add(.matchedGeometry(MatchedGeometry(id: id.value.text, namespace: ns, properties: MatchedProperties(rawValue: props)!,
                                                 anchor: try Enumerations.unitPoint(args.take("anchor")) ?? .center,
                                                 isSource: try args.bool("isSource") ?? true, location: location)))
        case "transition":
            let arg = try args.required(nil) { $0.take($1) }
            add(.transition(try Transitions.transition(from: arg.value, at: arg.location)))
        case "font":
            let arg = try args.required(nil) { $0.take($1) }
            let font = try Fonts.font(from: arg.value, at: arg.location)
            Fonts.reportDesign(font.design, at: arg.location, to: &it.diagnostics)
            add(.font(font))
        case "fontWeight": add(.fontTrait(.weight(try Fonts.weight(try args.required(nil) { $0.take($1) }))))
        // `bold(_ isActive: Bool = true)` and `italic(_:)`: false adds nothing.
        case "bold": if try args.bool(nil) ?? true { add(.fontTrait(.weight(.bold))) }
        case "italic": if try args.bool(nil) ?? true { add(.fontTrait(.italic)) }
        case "monospacedDigit": add(.fontTrait(.monospacedDigit))
        case "fontDesign":
            let arg = try args.required(nil) { $0.take($1) }
            let design = try Fonts.design(arg)
            Fonts.reportDesign(design, at: arg.location, to: &it.diagnostics)
            add(.fontTrait(.design(design)))
        case "foregroundStyle", "foregroundColor":
            let arg = try args.required(nil) { $0.take($1) }
            add(.foregroundStyle(try Colors.shapeStyle(from: arg.value, at: arg.location)))
        case "lineLimit":
            let arg = try args.required(nil) { $0.take($1) }
            switch arg.value {
            case let .int(n): add(.lineLimit(n))
            case .none: add(.lineLimit(nil))
            default: throw args.wrongType(arg, expected: "an 'Int' or 'nil'")
            }
        case "multilineTextAlignment":
            add(.multilineTextAlignment(try Enumerations.horizontal(args.take(nil)) ?? .leading))
        case "resizable":
            known = ["capInsets", "resizingMode"]
            guard case let .image(source, _) = node.kind else { throw EvalError(.unknownModifier(name, suggestion: nil), at: location) }
            result.kind = .image(source, isResizable: true)
        case "scaledToFill": add(.scaledToFill)
        case "scaledToFit": add(.scaledToFit)
        case "fill", "stroke":
            known = ["lineWidth", "style"]
            guard case let .shape(kind, fill, stroke) = node.kind else {
                throw EvalError(.unknownModifier(name, suggestion: nil), at: location)
            }
            let arg = args.take(nil)
            let style = try arg.map { try Colors.shapeStyle(from: $0.value, at: $0.location) } ?? .hierarchical(level: 0)
            if name == "fill" {
                result.kind = .shape(kind, fill: style, stroke: stroke)
            } else {
                result.kind = .shape(kind, fill: fill, stroke: Stroke(style: style, lineWidth: try args.double("lineWidth") ?? 1))
            }
        case "id":
            let arg = try args.required(nil) { $0.take($1) }
            result = ViewRewrite.reidentify(node, from: node.identity, to: node.identity.appending("id:" + arg.value.text))
        case "tag":
            add(.tag(try args.required(nil) { $0.take($1) }.value.text))
        default:
            throw EvalError(.unknownModifier(name, suggestion: Suggestions.closest(to: name, in: names)), at: location)
        }
        try args.finish(known: known)
        return result
    }
}
