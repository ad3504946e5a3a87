import Geometry
import ViewTree

/// The views a scene can create, by their SwiftUI initializers.
enum BuiltinViews {
    static let names: Set<String> = Set([
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Spacer", "Divider", "Rectangle",
        "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Text", "Image", "ForEach", "Group", "EmptyView",
    ]).union(ContainerViews.names)

    static func make(_ name: String, _ values: [ArgValue], _ it: Interpreter, at location: SourceLocation) throws -> ViewNode {
        var args = Arguments(values, callee: name, at: location)
        let identity = it.currentPath
        func node(_ kind: ViewKind) -> ViewNode { ViewNode(kind: kind, identity: identity, location: location) }
        func content() throws -> [ViewNode] {
            guard let c = args.takeClosure(nil) ?? args.takeClosure("content") else { return [] }
            return try it.buildClosure(c, base: identity)
        }
        let result: ViewNode
        var known: [String] = []
        switch name {
        case "VStack", "LazyVStack":
            let h = try Enumerations.horizontal(args.take("alignment")) ?? .center
            let spacing = try args.double("spacing")
            known = ["alignment", "spacing"]
            result = node(.stack(StackSpec(axis: .vertical, alignment: Alignment(horizontal: h, vertical: .center),
                                           spacing: spacing, isLazy: name.hasPrefix("Lazy")), try content()))
        case "HStack", "LazyHStack":
            let v = try Enumerations.vertical(args.take("alignment")) ?? .center
            let spacing = try args.double("spacing")
            known = ["alignment", "spacing"]
            result = node(.stack(StackSpec(axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: v),
                                           spacing: spacing, isLazy: name.hasPrefix("Lazy")), try content()))
        case "ZStack":
            let a = try Enumerations.alignment(args.take("alignment")) ?? .center
            known = ["alignment"]
            result = node(.zstack(alignment: a, try content()))
        case "Group": result = node(.group(try content()))
        case "EmptyView": result = node(.empty)
        case "Spacer":
            known = ["minLength"]
            result = node(.spacer(minLength: try args.double("minLength")))
        case "Divider": result = node(.divider)
        case "Rectangle": result = node(.shape(.rectangle, fill: nil, stroke: nil))
        case "Circle": result = node(.shape(.circle, fill: nil, stroke: nil))
        case "Ellipse": result = node(.shape(.ellipse, fill: nil, stroke: nil))
        case "Capsule":
            known = ["style"]
            let style = try args.name("style", allowed: ["continuous", "circular"]) ?? "continuous"
            result = node(.shape(.capsule(style: CornerStyle(rawValue: style)!), fill: nil, stroke: nil))
        case "RoundedRectangle":
            known = ["cornerRadius", "style"]
            let r = try args.required("cornerRadius") { try $0.double($1) }
            let style = try args.name("style", allowed: ["continuous", "circular"]) ?? "continuous"
            result = node(.shape(.roundedRectangle(cornerRadius: r, style: CornerStyle(rawValue: style)!), fill: nil, stroke: nil))
        case "Text":
            known = ["verbatim"]
            let arg = try args.take("verbatim") ?? args.required(nil) { $0.take($1) }
            result = node(.text(arg.value.text))
        case "Image":
            known = ["systemName"]
            if let symbol = try args.string("systemName") {
                if !SymbolCatalog.names.contains(symbol) {
                    let at = args.items.first { $0.label == "systemName" }?.location ?? location
                    it.diagnostics.add(.unknownSymbol(symbol, suggestion: Suggestions.closest(to: symbol, in: SymbolCatalog.names)), at: at)
                }
                result = node(.image(.system(name: symbol), isResizable: false))
            } else {
                let asset = try args.required(nil) { $0.take($1) }
                guard case let .string(assetName) = asset.value else { throw args.wrongType(asset, expected: "a 'String'") }
                result = node(.image(.asset(name: assetName, path: try it.assetPath(assetName, at: location)), isResizable: false))
            }
        case "ForEach":
            known = ["id"]
            result = try forEach(&args, it, identity: identity, at: location, callee: "ForEach")
        case _ where ContainerViews.names.contains(name):
            let made = try ContainerViews.make(name, &args, it, identity: identity, at: location)
            result = made.0
            known = made.known
        default:
            throw EvalError(.unknownView(name, suggestion: nil), at: location)
        }
        try args.finish(known: known)
        return result
    }

    /// `ForEach(data) { item in … }`, `ForEach(data, id: \.self)`, `ForEach(0..<n)`:
    /// each element's views get the element's id as an identity component.
    static func forEach(_ args: inout Arguments, _ it: Interpreter, identity: Identity, at location: SourceLocation,
                        callee: String) throws -> ViewNode {
        let dataArg = try args.required(nil) { $0.take($1) }
        let elements: [Value]
        switch dataArg.value {
        case let .array(items): elements = items
        case let .range(a, b):
            guard b - a <= Interpreter.maxForEachCount else {
                throw EvalError(.forEachTooLarge(count: b - a, limit: Interpreter.maxForEachCount), at: location)
            }
            elements = (a..<max(a, b)).map { .int($0) }
        default: throw args.wrongType(dataArg, expected: "an array or a range")
        }
        if elements.count > Interpreter.maxForEachCount {
            throw EvalError(.forEachTooLarge(count: elements.count, limit: Interpreter.maxForEachCount), at: location)
        }
        let keyPath: String?
        if let idArg = args.take("id") {
            guard case let .opaque(kp) = idArg.value, kp.hasPrefix("\\.") else { throw args.wrongType(idArg, expected: "a key path such as '\\.self'") }
            keyPath = String(kp.dropFirst(2))
        } else if case .range = dataArg.value { keyPath = "self" } else { keyPath = nil }
        guard let body = args.takeClosure(nil) ?? args.takeClosure("content") else {
            throw EvalError(.missingArgument("content:", callee: callee), at: location)
        }
        var children: [ViewNode] = []
        for element in elements {
            let id = try elementID(element, keyPath: keyPath, dataArg: dataArg, callee: callee)
            children += try it.buildClosure(body, arguments: [element], base: identity.appending("id:" + id))
        }
        return ViewNode(kind: .group(children), identity: identity, location: location)
    }

    private static func elementID(_ element: Value, keyPath: String?, dataArg: ArgValue, callee: String) throws -> String {
        var value = element
        for component in (keyPath ?? "id").split(separator: ".") where component != "self" {
            let field: Value?
            switch value {
            case let .instance(inst): field = inst[String(component)]
            case let .tuple(items): field = items.first { $0.label == String(component) }?.value
            default: field = nil
            }
            guard let v = field else {
                throw EvalError(.wrongArgumentType(parameter: "_", callee: callee,
                                                   expected: "'Identifiable' elements or an 'id:' key path",
                                                   found: "elements that are \(element.kindDescription)"), at: dataArg.location)
            }
            value = v
        }
        return value.text
    }

    /// A colour or shape style used as a view (`Color.red`, `.background(Color.blue)`).
    static func colorView(_ value: Value, _ it: Interpreter, at location: SourceLocation) throws -> ViewNode {
        let style = try Colors.shapeStyle(from: value, at: location)
        return ViewNode(kind: .color(style), identity: it.currentPath, location: location)
    }
}
