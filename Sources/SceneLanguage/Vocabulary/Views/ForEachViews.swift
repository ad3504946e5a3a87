import SwiftCore
import ViewTree

/// `ForEach(data) { item in … }`, `ForEach(data, id: \.self)`, `ForEach(0..<n)`: each
/// element's views get the element's id as an identity component. `List(data)` builds its
/// rows the same way.
enum ForEachViews {
    static let rules: [ViewRule] = [
        ViewRule("ForEach", labels: ["id"]) { call in
            try forEach(&call.args, call.it, identity: call.identity, at: call.location, callee: "ForEach")
        },
    ]

    /// A `ForEach` of more elements than this in a lazy container builds only those a frame shows.
    static let lazyThreshold = 200
    /// The elements such a `ForEach` builds first; Layout asks for more when a frame shows
    /// past them (`LazyRest`), and the scene is built again.
    static let lazyFirstBuild = 100

    static func forEach(_ args: inout Arguments, _ it: RuleContext, identity: Identity, at location: SourceLocation,
                        callee: String) throws -> ViewNode {
        // The rows' own views are built eagerly; only this ForEach's elements may be lazy.
        let inLazyContainer = it.build.lazyContainer != nil
        let container = it.build.lazyContainer
        it.build.lazyContainer = nil
        defer { it.build.lazyContainer = container }
        let dataArg = try args.required(nil) { $0.take($1) }
        let count: Int
        let element: (Int) -> Value
        switch dataArg.value {
        case let .array(items):
            count = items.count
            element = { items[$0] }
        case let .range(a, b, _):
            count = try it.count(ofRange: a, b, at: location)
            element = { .int(a + $0) }
        default: throw args.wrongType(dataArg, expected: "an array or a range")
        }
        let lazy = inLazyContainer && count > lazyThreshold
        let limit = lazy ? Interpreter.maxCollectionCount : Interpreter.maxForEachCount
        guard count <= limit else { throw EvalError(.forEachTooLarge(count: count, limit: limit), at: location) }
        var built = lazy ? min(count, max(lazyFirstBuild, it.options.lazyRows[identity.description] ?? 0)) : count
        let keyPath: String?
        if let idArg = args.take("id") {
            guard case let .opaque(kp) = idArg.value, kp.hasPrefix("\\.") else { throw args.wrongType(idArg, expected: "a key path such as '\\.self'") }
            keyPath = String(kp.dropFirst(2))
        } else if case .range = dataArg.value { keyPath = "self" } else { keyPath = nil }
        guard let body = args.takeClosure(nil) ?? args.takeClosure("content") else {
            throw EvalError(.missingArgument("content:", callee: callee), at: location)
        }
        // Scrolls to elements not built: their indices, from the elements' ids alone.
        if lazy, var targets = it.options.lazyRowTargets[identity.description] {
            var index = built
            while index < count, !targets.isEmpty {
                if targets.remove(try it.text(try elementID(element(index), keyPath: keyPath, dataArg: dataArg, callee: callee, it))) != nil {
                    built = min(count, index + 1 + lazyFirstBuild)
                }
                index += 1
            }
        }
        var children: [ViewNode] = []
        for index in 0..<built {
            let value = element(index)
            let id = try it.text(try elementID(value, keyPath: keyPath, dataArg: dataArg, callee: callee, it))
            // `ForEach($items) { $item in … }`: each element is given as a binding into the array.
            let given = dataArg.binding.map { Value.binding(Binding(.element($0.location, .int(index)))) } ?? value
            children += try it.buildClosure(body, arguments: [given], base: identity.appending("id:" + id))
        }
        if built < count {
            children.append(ViewNode(kind: .lazyRest(LazyRest(key: identity.description, built: built, remaining: count - built)),
                                     identity: identity.appending("rest"), location: location))
        }
        return ViewNode(kind: .group(children), identity: identity, location: location)
    }

    /// The element's id: its `id` (an `Identifiable` element's, stored or computed), or the
    /// value the `id:` key path reaches.
    private static func elementID(_ element: Value, keyPath: String?, dataArg: ArgValue, callee: String, _ it: RuleContext) throws -> Value {
        do {
            return try it.follow(keyPath: keyPath ?? "id", from: element, at: dataArg.location)
        } catch let error as EvalError where !error.isFatal {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: callee,
                                               expected: "'Identifiable' elements or an 'id:' key path",
                                               found: "elements that are \(element.kindDescription)"), at: dataArg.location)
        }
    }
}
