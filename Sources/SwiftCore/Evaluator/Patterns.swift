/// Swift's pattern matching, for `switch`, `if case`, `for case` and `let (a, b) =`.
extension Interpreter {
    /// Whether `value` matches `pattern`; the names the pattern binds are defined in `scope`.
    package func match(_ pattern: Pattern, _ value: Value, into scope: Scope, at location: SourceLocation) throws -> Bool {
        switch pattern {
        case .wildcard:
            return true
        case let .binding(name):
            scope.define(name, value)
            return true
        case let .value(expr):
            let candidate = try evaluate(expr, in: scope)
            // `case 0..<5`: a range pattern contains the value (Swift's `~=`).
            if case let .range(a, b, _) = candidate, let n = number(value), !(value.isRange) {
                return n >= Double(a) && n < Double(b)
            }
            if case let .doubleRange(a, b, closed) = candidate, let n = number(value) {
                return n >= a && (closed ? n <= b : n < b)
            }
            return try equal(candidate, value)
        case let .tuple(patterns):
            guard case let .tuple(items) = value, items.count == patterns.count else { return false }
            for (p, item) in zip(patterns, items) where try !match(p, item.value, into: scope, at: location) { return false }
            return true
        case let .enumCase(name, arguments):
            let associated: [Value]
            switch value {
            case let .enumValue(e) where e.caseName == name: associated = e.associated.map(\.value)
            case let .enumCase(n, args) where n == name: associated = args.map(\.value)
            case .none where name == "none": associated = []
            case _ where name == "some" && !value.isNone: associated = [value]
            default: return false
            }
            guard let arguments else { return true }
            if arguments.count == 1, associated.count > 1 {
                // `case .point(let p)` on a case with several values binds them as a tuple.
                return try match(arguments[0].pattern, .tuple(associated.map { (nil, $0) }), into: scope, at: location)
            }
            guard arguments.count == associated.count else { return false }
            for (a, v) in zip(arguments, associated) where try !match(a.pattern, v, into: scope, at: location) { return false }
            return true
        case let .optional(inner):
            guard !value.isNone else { return false }
            return try match(inner, value, into: scope, at: location)
        case let .type(name, bind):
            guard isInstance(value, of: name) else { return false }
            return try bind.map { try match($0, value, into: scope, at: location) } ?? true
        }
    }

    /// `value is T`: its own type, a protocol its type conforms to, or a type every value has.
    package func isInstance(_ value: Value, of type: String) -> Bool {
        if ["Any", "AnyObject", "AnyHashable"].contains(type) { return type != "AnyObject" || { if case .object = value { true } else { false } }() }
        let own = Interpreter.typeName(of: value)
        if own == type { return true }
        if let decl = types[own] { return conformances(of: decl).contains(type) }
        switch (value, type) {
        case (.int, "Numeric"), (.double, "Numeric"), (.double, "Float"), (.string, "StringProtocol"),
             (.array, "Collection"), (.array, "Sequence"): return true
        case (.double, _): return host.aliases[type] == "Double"
        case let (.host(h), _): return h.typeNames.contains(type)
        default: return false
        }
    }
}

extension Value {
    package var isRange: Bool { if case .range = self { true } else { false } }
}

extension Interpreter {
    /// The type a value has: its declared type's name, the standard type's, or a host
    /// value's own (`type(of:)`, `is`, `navigationDestination(for:)`).
    package static func typeName(of value: Value) -> String {
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
        case let .host(h): h.typeNames.first ?? value.kindDescription
        default: value.kindDescription
        }
    }

    /// An enum's raw-value type (`String`, `Int`, `Double`, `Character`, or a host's name for
    /// one, `CGFloat`), written first among its conformances.
    package func rawType(of decl: TypeDecl) -> String? {
        guard decl.isEnum, let first = decl.conformances.first else { return nil }
        let standard = host.aliases[first] ?? first
        return ["String", "Int", "Double", "Character", "Float", "UInt", "Int64"].contains(standard) ? first : nil
    }
}
