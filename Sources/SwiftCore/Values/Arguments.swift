/// A call's evaluated arguments, read by label with typed accessors that report the
/// wrong type, an unknown parameter (with a suggestion) or a missing one.
package struct Arguments {
    package var items: [ArgValue]
    package let callee: String
    package let location: SourceLocation
    private var used: Set<Int> = []

    package init(_ items: [ArgValue], callee: String, at location: SourceLocation) {
        self.items = items
        self.callee = callee
        self.location = location
    }

    package var isEmpty: Bool { items.isEmpty }

    /// The argument with `label` (nil: the next unlabelled one), marking it read.
    package mutating func take(_ label: String?) -> ArgValue? {
        guard let i = items.indices.first(where: { !used.contains($0) && items[$0].label == label }) else { return nil }
        used.insert(i)
        return items[i]
    }

    /// The first unlabelled closure argument, or one with `label` (trailing or not).
    package mutating func takeClosure(_ label: String? = nil) -> ClosureValue? {
        for i in items.indices where !used.contains(i) {
            if case let .closure(c) = items[i].value, items[i].label == label {
                used.insert(i)
                return c
            }
        }
        return nil
    }

    /// A function argument with `label` (nil: the next unlabelled one): a closure, an
    /// operator (`by: >`), a declared function, or a key path (`\.title`).
    package mutating func takeFunction(_ label: String?) -> Value? {
        for i in items.indices where !used.contains(i) && items[i].label == label {
            switch items[i].value {
            case .closure, .function:
                used.insert(i)
                return items[i].value
            case let .opaque(p) where p.hasPrefix("\\."):
                used.insert(i)
                return items[i].value
            default:
                continue
            }
        }
        return nil
    }

    /// An unlabelled closure argument (a trailing closure), as an argument.
    package mutating func takeClosureArgument() -> ArgValue? {
        guard let i = items.indices.first(where: { !used.contains($0) && items[$0].label == nil && items[$0].value.isClosure }) else { return nil }
        used.insert(i)
        return items[i]
    }

    /// Reports the first argument nobody read: an unknown label or one too many.
    package func finish(known: [String]) throws {
        guard let i = items.indices.first(where: { !used.contains($0) }) else { return }
        let arg = items[i]
        if let label = arg.label {
            throw EvalError(.unknownParameter(label, callee: callee, suggestion: Suggestions.closest(to: label, in: known)),
                            at: arg.location)
        }
        throw EvalError(.extraArgument(callee: callee), at: arg.location)
    }

    package func wrongType(_ arg: ArgValue, expected: String) -> EvalError {
        EvalError(.wrongArgumentType(parameter: arg.label.map { $0 + ":" } ?? "_", callee: callee,
                                     expected: expected, found: arg.value.kindDescription), at: arg.location)
    }

    package mutating func double(_ label: String?) throws -> Double? {
        guard let arg = take(label) else { return nil }
        switch arg.value {
        case let .int(i): return arg.floatingValue ?? Double(i)
        case let .double(d): return d
        case .enumCase("infinity", _): return .infinity
        case .enumCase("pi", _): return .pi
        default: throw wrongType(arg, expected: "a number")
        }
    }

    /// A number for an optional parameter (`frame(width: CGFloat? = nil)`): `nil` written is
    /// the same as the argument left out.
    package mutating func optionalDouble(_ label: String?) throws -> Double? {
        if let arg = items.first(where: { $0.label == label }), arg.value.isNone { _ = take(label); return nil }
        return try double(label)
    }

    package mutating func int(_ label: String?) throws -> Int? {
        guard let arg = take(label) else { return nil }
        guard case let .int(i) = arg.value else { throw wrongType(arg, expected: "an 'Int'") }
        return i
    }

    package mutating func bool(_ label: String?) throws -> Bool? {
        guard let arg = take(label) else { return nil }
        guard case let .bool(b) = arg.value else { throw wrongType(arg, expected: "a 'Bool'") }
        return b
    }

    package mutating func string(_ label: String?) throws -> String? {
        guard let arg = take(label) else { return nil }
        guard case let .string(s) = arg.value else { throw wrongType(arg, expected: "a 'String'") }
        return s
    }

    /// A leading-dot name, such as `.leading` or `.continuous`, among `allowed`.
    package mutating func name(_ label: String?, allowed: [String]) throws -> String? {
        guard let arg = take(label) else { return nil }
        guard case let .enumCase(name, _) = arg.value else {
            throw wrongType(arg, expected: "one of " + allowed.map { "'.\($0)'" }.joined(separator: ", "))
        }
        guard allowed.contains(name) else {
            throw EvalError(.unknownMember(name, type: "'\(label ?? callee)'", suggestion: Suggestions.closest(to: name, in: allowed)),
                            at: arg.location)
        }
        return name
    }

    package mutating func required<T>(_ label: String?, _ read: (inout Arguments, String?) throws -> T?) throws -> T {
        if let v = try read(&self, label) { return v }
        throw EvalError(.missingArgument(label.map { $0 + ":" } ?? "_", callee: callee), at: location)
    }
}
