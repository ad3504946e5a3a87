import SwiftCore
import ViewTree

/// What a `NavigationStack` learns while its pages are built: the destinations declared
/// inside (`navigationDestination(for:)`, `(isPresented:)`, `(item:)`) and the current
/// page's title.
final class NavigationContext {
    struct Destination {
        var typeName: String
        var closure: ClosureValue
    }

    /// A destination pushed by a binding: `navigationDestination(isPresented:)` or `(item:)`,
    /// or a `NavigationLink(isActive:)` that is active. Its binding closes it again (`dismiss()`).
    struct Presented {
        var closure: ClosureValue?
        /// A `NavigationLink(isActive:destination:)`'s destination view.
        var view: Value?
        var argument: Value?
        var binding: Binding?
        var location: SourceLocation
    }

    /// The stack's identity, and the binding its path comes through (nil: the stack keeps its
    /// own path, which `NavigationLink`s push onto).
    let identity: Identity
    let path: Binding?
    var destinations: [Destination] = []
    /// Destinations whose `isPresented` binding (or `item`) is set: pushed after the path.
    var presented: [Presented] = []
    private(set) var title: String?
    private(set) var displayMode: TitleDisplayMode = .automatic
    /// The current page's bar: its toolbar items and appearance (NavigationBarModifiers).
    var bar = NavigationBarConfig()
    /// The current page's `navigationTransition(.zoom(sourceID:in:))`, and where it is written.
    var zoom: (MatchKey, SourceLocation)?

    init(identity: Identity, path: Binding?) {
        self.identity = identity
        self.path = path
    }

    func setTitle(_ t: String) { title = t }
    func setDisplayMode(_ m: TitleDisplayMode) { displayMode = m }

    /// Starts a new page: its title and display mode come from what its content declares.
    func beginPage() {
        title = nil
        displayMode = .automatic
        bar = NavigationBarConfig()
        zoom = nil
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
            if isPresented { presented.append(Presented(closure: closure, binding: flag.binding, location: location)) }
        } else if let item = args.take("item") {
            if !item.value.isNone { presented.append(Presented(closure: closure, argument: item.value, binding: item.binding, location: location)) }
        } else {
            throw EvalError(.missingArgument("for:", callee: "navigationDestination"), at: location)
        }
    }

    /// The path a stack without a `path:` binding keeps for itself: what its links pushed.
    static let ownPath = "navigation.path"
}

extension Interpreter {
    /// `NavigationStack { root }` / `NavigationStack(path: $path) { root }`: the root page,
    /// then one page per path element, built by the destination for its type, then the
    /// destinations presented by a binding. The last page is on screen.
    /// Several views at the root of a stack (`NavigationStack { Picker(…); Grid { … } }`):
    /// an iPhone's `NavigationView` shows the first (its other views are columns iOS shows
    /// only on an iPad or in landscape: Tokamak issue #129, tried on iOS 13); how
    /// `NavigationStack` lays several out is not documented, so Matchcut draws them over each
    /// other, as a ZStack would, and says so.
    private func severalRootViews(_ views: [ViewNode], kind: String, at location: SourceLocation) throws -> [ViewNode] {
        let shown = views.filter { if case .empty = $0.kind { false } else { true } }
        guard shown.count > 1 else { return views }
        if kind == "NavigationView" {
            diagnostics.add(.notDrawn(kind, what: "its views after the first on an iPhone in portrait: they are the columns an iPad shows",
                                      hint: "put the views in one container (a VStack) to see them all"), at: location)
            return [shown[0]]
        }
        diagnostics.add(.notDrawn(kind, what: "\(shown.count) views at its root as iOS would: how iOS lays them out is not documented, so they are drawn over each other, as in a ZStack",
                                  hint: "put them in the container you mean (a VStack, a ScrollView) for frames that match the device"), at: location)
        return views
    }

    func navigationStack(path: ArgValue?, root: ClosureValue?, identity: Identity, kind: String = "NavigationStack",
                         at location: SourceLocation) throws -> ViewKind {
        let context = NavigationContext(identity: identity, path: path?.binding)
        build.navigation.append(context)
        defer { build.navigation.removeLast() }
        var pages: [NavigationPage] = []
        // Each page's `dismiss()` closes that page (DismissRoute), as the environment's
        // dismiss action does on iOS.
        func page(_ id: Identity, route: DismissRoute?, _ make: () throws -> [ViewNode]) throws {
            context.beginPage()
            let saved = build.environment
            defer { build.environment = saved }
            if let route { build.environment.values["dismiss"] = build.dismissAction(route, key: "\(identity)#\(pages.count)") }
            let nodes = try withPath(id, make)
            let content = nodes.count == 1 ? nodes[0]
                : ViewNode(kind: nodes.isEmpty ? .empty : .group(nodes), identity: id, location: location)
            // A stack's root page is never pushed: its zoom could only be a presentation's.
            if pages.isEmpty, let zoom = context.zoom { ZoomModifiers.notePresentationZoom(at: zoom.1, to: &diagnostics) }
            pages.append(NavigationPage(identity: id, title: context.title, displayMode: context.displayMode, content: content,
                                        bar: context.bar, zoom: pages.isEmpty ? nil : zoomSource(context.zoom)))
        }
        let rootID = identity.appending("page:0")
        try page(rootID, route: nil) {
            let views = try root.map { try buildClosure($0, base: rootID) } ?? []
            return try severalRootViews(views, kind: kind, at: location)
        }

        var elements: [Value] = []
        if let path {
            guard case let .array(items) = path.value else { throw EvalError(.wrongArgumentType(
                parameter: "path:", callee: "NavigationStack", expected: "a 'NavigationPath' or an array",
                found: path.value.kindDescription), at: path.location) }
            elements = items
        }
        // What the stack's links pushed (a stack with a path binding pushes values onto that).
        let own = state.slot(StateKey(view: identity, property: NavigationContext.ownPath)) { .array([]) }
        if case let .array(pushed) = own.value { elements += pushed }
        let pathCount = path == nil ? 0 : elements.count
        for (i, element) in elements.enumerated() {
            let route = DismissRoute.pop(path: i < pathCount ? path?.binding : nil, own: own, keep: i < pathCount ? i : i - pathCount)
            if let view = LinkHandler.pushedView(element) {
                let id = identity.appending("page:\(i + 1):link")
                try page(id, route: route) { [try viewValue(view, base: id, at: location)] }
                continue
            }
            let type = Interpreter.typeName(of: element)
            guard let destination = context.destinations.last(where: { $0.typeName == type }) else {
                throw EvalError(.noDestination(type: type), at: path?.location ?? location)
            }
            let id = identity.appending("page:\(i + 1):\(Interpreter.elementID(element))")
            try page(id, route: route) { try buildClosure(destination.closure, arguments: [element], base: id) }
        }
        var shown = 0
        while shown < context.presented.count {
            let presented = context.presented[shown]
            shown += 1
            let depth = pages.count
            let id = identity.appending("page:\(depth):" + (presented.argument.map(Interpreter.elementID) ?? "presented"))
            let route = presented.binding.map { DismissRoute.unset($0, toNil: presented.argument != nil) }
            try page(id, route: route) {
                if let view = presented.view { return [try viewValue(view, base: id, at: presented.location)] }
                guard let closure = presented.closure else { return [] }
                return try buildClosure(closure, arguments: presented.argument.map { [$0] } ?? [], base: id)
            }
        }
        return .navigationStack(pages)
    }

    /// A view given as a value (`NavigationLink(destination: Detail())`, a closure building
    /// one), built under `base`.
    func viewValue(_ value: Value, base: Identity, at location: SourceLocation) throws -> ViewNode {
        if case let .closure(c) = value { return try buildSingle(c.closure.body, in: Scope(parent: c.scope), base: base, at: location) }
        let nodes = try withPath(base) { try views(from: value, at: base, location: location) }
        return nodes.count == 1 ? nodes[0] : ViewNode(kind: .group(nodes), identity: base, location: location)
    }

    /// A value's id as an identity component: an `Identifiable` value's `id`, else the value.
    static func elementID(_ value: Value) -> String {
        if case let .instance(i) = value, let id = i["id"] { return id.text }
        return value.text
    }
}
