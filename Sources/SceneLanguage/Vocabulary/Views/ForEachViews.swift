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

    static func forEach(_ args: inout Arguments, _ it: Interpreter, identity: Identity, at location: SourceLocation,
                        callee: String) throws -> ViewNode {
        let dataArg = try args.required(nil) { $0.take($1) }
        let elements: [Value]
        switch dataArg.value {
        case let .array(items): elements = items
        case let .range(a, b):
            let n = try it.count(ofRange: a, b, at: location)
            guard n <= Interpreter.maxForEachCount else {
                throw EvalError(.forEachTooLarge(count: n, limit: Interpreter.maxForEachCount), at: location)
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
            let id = try it.text(try elementID(element, keyPath: keyPath, dataArg: dataArg, callee: callee, it))
            children += try it.buildClosure(body, arguments: [element], base: identity.appending("id:" + id))
        }
        return ViewNode(kind: .group(children), identity: identity, location: location)
    }

    /// The element's id: its `id` (an `Identifiable` element's, stored or computed), or the
    /// value the `id:` key path reaches.
    private static func elementID(_ element: Value, keyPath: String?, dataArg: ArgValue, callee: String, _ it: Interpreter) throws -> Value {
        do {
            return try it.follow(keyPath: keyPath ?? "id", from: element, at: dataArg.location)
        } catch let error as EvalError where !error.isFatal {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: callee,
                                               expected: "'Identifiable' elements or an 'id:' key path",
                                               found: "elements that are \(element.kindDescription)"), at: dataArg.location)
        }
    }
}
