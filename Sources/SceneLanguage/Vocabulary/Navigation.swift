import ViewTree

/// What a `NavigationStack` learns while its pages are built: the destinations declared
/// inside (`navigationDestination(for:)`, `(isPresented:)`, `(item:)`) and the current
/// page's title.
final class NavigationContext {
    struct Destination {
        var typeName: String
        var closure: ClosureValue
    }

    var destinations: [Destination] = []
    /// Destinations whose `isPresented` binding (or `item`) is set: pushed after the path.
    var presented: [(closure: ClosureValue, argument: Value?, location: SourceLocation)] = []
    private(set) var title: String?
    private(set) var displayMode: TitleDisplayMode = .automatic
    /// The current page's bar: its toolbar items and appearance (NavigationBarModifiers).
    var bar = NavigationBarConfig()

    func setTitle(_ t: String) { title = t }
    func setDisplayMode(_ m: TitleDisplayMode) { displayMode = m }

    /// Starts a new page: its title and display mode come from what its content declares.
    func beginPage() {
        title = nil
        displayMode = .automatic
        bar = NavigationBarConfig()
    }

    func register(_ args: inout Arguments, at location: SourceLocation) throws {
        guard let closure = args.takeClosure(nil) ?? args.takeClosure("destination") else {
            throw EvalError(.missingArgument("destination:", callee: "navigationDestination"), at: location)
        }
        if let type = args.take("for") {
            guard case let .type(name) = type.value else { throw args.wrongType(type, expected: "a type such as 'Item.self'") }
            destinations.append(Destination(typeName: name, closure: closure))
        } else if let flag = args.take("isPresented") {
            guard case let .bool(isPresented) = flag.value else { throw args.wrongType(flag, expected: "a 'Bool' binding") }
            if isPresented { presented.append((closure, nil, location)) }
        } else if let item = args.take("item") {
            if !item.value.isNone { presented.append((closure, item.value, location)) }
        } else {
            throw EvalError(.missingArgument("for:", callee: "navigationDestination"), at: location)
        }
    }
}

extension Interpreter {
    /// `NavigationStack { root }` / `NavigationStack(path: $path) { root }`: the root page,
    /// then one page per path element, built by the destination for its type, then the
    /// destinations presented by a binding. The last page is on screen.
    func navigationStack(path: ArgValue?, root: ClosureValue?, identity: Identity,
                         at location: SourceLocation) throws -> ViewKind {
        let context = NavigationContext()
        build.navigation.append(context)
        defer { build.navigation.removeLast() }
        var pages: [NavigationPage] = []
        func page(_ id: Identity, _ build: () throws -> [ViewNode]) throws {
            context.beginPage()
            let nodes = try withPath(id, build)
            let content = nodes.count == 1 ? nodes[0]
                : ViewNode(kind: nodes.isEmpty ? .empty : .group(nodes), identity: id, location: location)
            pages.append(NavigationPage(identity: id, title: context.title, displayMode: context.displayMode, content: content,
                                        bar: context.bar))
        }
        let rootID = identity.appending("page:0")
        try page(rootID) { try root.map { try buildClosure($0, base: rootID) } ?? [] }

        var elements: [Value] = []
        if let path {
            guard case let .array(items) = path.value else { throw EvalError(.wrongArgumentType(
                parameter: "path:", callee: "NavigationStack", expected: "a 'NavigationPath' or an array",
                found: path.value.kindDescription), at: path.location) }
            elements = items
        }
        for (i, element) in elements.enumerated() {
            let type = Interpreter.typeName(of: element)
            guard let destination = context.destinations.last(where: { $0.typeName == type }) else {
                throw EvalError(.noDestination(type: type), at: path?.location ?? location)
            }
            let id = identity.appending("page:\(i + 1):\(Interpreter.elementID(element))")
            try page(id) { try buildClosure(destination.closure, arguments: [element], base: id) }
        }
        var shown = 0
        while shown < context.presented.count {
            let presented = context.presented[shown]
            shown += 1
            let depth = pages.count
            let id = identity.appending("page:\(depth):" + (presented.argument.map(Interpreter.elementID) ?? "presented"))
            try page(id) { try buildClosure(presented.closure, arguments: presented.argument.map { [$0] } ?? [], base: id) }
        }
        return .navigationStack(pages)
    }

    /// The type a value has for `navigationDestination(for:)`.
    static func typeName(of value: Value) -> String {
        switch value {
        case let .instance(i): i.typeName
        case let .object(o): o.instance.typeName
        case let .enumValue(e): e.typeName
        case .array: "Array"
        case .set: "Set"
        case .dictionary: "Dictionary"
        case .int: "Int"
        case .double: "Double"
        case .string: "String"
        case .bool: "Bool"
        case .uuid: "UUID"
        default: value.kindDescription
        }
    }

    /// A value's id as an identity component: an `Identifiable` value's `id`, else the value.
    static func elementID(_ value: Value) -> String {
        if case let .instance(i) = value, let id = i["id"] { return id.text }
        return value.text
    }
}
