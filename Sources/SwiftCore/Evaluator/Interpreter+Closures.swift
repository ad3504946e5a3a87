/// Calling a closure value: its parameters bound (tuples taken apart, `$item` projections)
/// with `$0`, `$1`… beside them, and its body run, or built by the host's result builder.
extension Interpreter {
    package func callClosure(_ c: ClosureValue, _ values: [Value], at location: SourceLocation) throws -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: "closure", limit: Interpreter.maxCallDepth), at: location)
        }
        let scope = Scope(parent: c.scope)
        try bindParameters(of: c.closure, to: values, in: scope, at: location)
        if c.isViewBuilder { return try host.build(c.closure.body, in: scope, at: c.closure.location, self) }
        return try run(c.closure.body, in: scope)
    }

    /// Defines a closure's parameters in `scope`, and `$0`, `$1`… beside them. `{ index, item
    /// in … }` given one `(offset, element)` tuple takes its elements apart. `$item` given a
    /// binding (`ForEach($items) { $item in … }`) defines `$item` as the binding and `item` as
    /// its value, read now, as Swift's property-wrapper parameter does.
    package func bindParameters(of closure: Closure, to values: [Value], in scope: Scope, at location: SourceLocation) throws {
        var values = values
        if values.count == 1, closure.parameters.count > 1, case let .tuple(items) = values[0], items.count == closure.parameters.count {
            values = items.map(\.value)
        }
        // `zip(a, b).map { "\($0)\($1)" }`: `$1` read on one tuple takes it apart, as Swift does.
        if values.count == 1, closure.parameters.isEmpty, closure.highestAnonymousArgument >= 1, case let .tuple(items) = values[0],
           items.count > closure.highestAnonymousArgument {
            values = items.map(\.value)
        }
        for (i, v) in values.enumerated() {
            if i < closure.parameters.count {
                let name = closure.parameters[i]
                if name.hasPrefix("$") {
                    guard let storage = host.location(of: v) else {
                        throw EvalError(.wrongArgumentType(parameter: name, callee: "closure", expected: host.projectionExpected(for: name),
                                                          found: v.kindDescription), at: closure.location)
                    }
                    scope.define(String(name.dropFirst()), try read(storage, at: location))
                }
                scope.define(name, v)
            }
            scope.define(String(i), v)
        }
    }
}
