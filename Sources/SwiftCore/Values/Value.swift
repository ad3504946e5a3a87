/// A runtime value of the language: Swift's own values, the program's structs, classes,
/// enums and closures, and one case for the values a host supplies.
package indirect enum Value: Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    /// A `Set`: unique members, kept in insertion order (Swift's order is arbitrary; this
    /// one is the same on every run).
    case set([Value])
    case dictionary([(key: Value, value: Value)])
    /// An integer range, kept half-open as `lower..<upper`: `a...b` is stored as `a..<b+1`
    /// with `closed` true, so it still reads and prints as the closed range it is
    /// (`(0...10).upperBound` is 10).
    case range(Int, Int, closed: Bool = false)
    /// A range of Doubles: `0.5...1.5`, `0..<1.0` (a range with a Double bound).
    case doubleRange(Double, Double, closed: Bool)
    case tuple([(label: String?, value: Value)])
    case none
    case instance(Instance)
    /// An instance of a class: a reference to an object on the heap.
    case object(ObjectRef)
    /// A leading-dot member not yet given a type: `.center`, `.spring(response: 0.5)`.
    /// The place that reads it decides what it means, as Swift's contextual typing does.
    case enumCase(String, [ArgValue])
    case closure(ClosureValue)
    /// A type name used as a value: `Int` in `Int.random(in:)`, a struct's name before `(`.
    case type(String)
    /// A value with no meaning here but accepted (a publisher, a key path).
    case opaque(String)
    /// A case of an enum the program declares, with its associated values.
    case enumValue(EnumValue)
    /// A function used as a value: an operator (`sorted(by: >)`), a declared function
    /// (`items.map(format)`), a method of a value.
    case function(FunctionValue)
    case void
    /// A value of the host's own types. The language knows it only through `HostValue`.
    case host(any HostValue)
}

/// A struct value: its type's name and its stored properties in declaration order.
package struct Instance: Sendable {
    package var typeName: String
    package var names: [String]
    package var fields: [String: Value]

    package init(typeName: String, names: [String], fields: [String: Value]) {
        self.typeName = typeName
        self.names = names
        self.fields = fields
    }

    package subscript(name: String) -> Value? {
        get { fields[name] }
        set { fields[name] = newValue }
    }
}

/// A case of a declared enum: `Tab.home`, `LoadState.loaded(item)`.
package struct EnumValue: Sendable {
    package var typeName: String
    package var caseName: String
    package var associated: [(label: String?, value: Value)]

    package init(typeName: String, caseName: String, associated: [(label: String?, value: Value)] = []) {
        self.typeName = typeName
        self.caseName = caseName
        self.associated = associated
    }
}

/// A function as a value.
package enum FunctionValue: @unchecked Sendable {
    /// `>`, `+`: the binary operator applied to two arguments.
    case operatorFunction(String)
    /// A function the program declares, with the `self` it is a method of.
    case declared(FuncDecl, SelfBox?)
}

/// An evaluated call argument. A projected value passed (`$isOn`) gives its value, read
/// now, and keeps the projection (a host's value) for the parameters that take one.
package struct ArgValue: Sendable {
    package var label: String?
    package var value: Value
    package var location: SourceLocation
    package var projected: (any HostValue)?
    /// Written as a string literal: a host may read it differently from a `String` variable
    /// (a localized key, with Markdown).
    package var isStringLiteral: Bool
    /// Its value where a floating-point number is expected, when it is written as arithmetic of
    /// literals with a division that integers would truncate: Swift types `230 / 255` as a
    /// `Double` where a `Double` is expected (`Color(white: 230 / 255)` is 0.902, not 0).
    package var floatingValue: Double?
    /// For a string literal with interpolations, its text with each interpolated integer
    /// written with thousands separators (`"\(1000) items"` → "1,000 items"), as a localized
    /// string key formats it (SwiftUI's `%lld` specifier in the en_US locale); nil when that is
    /// the text itself.
    package var groupedText: String?
    /// For an argument written `&value`: where the parameter's final value goes back.
    package var inoutTarget: InoutTarget?

    package init(label: String?, value: Value, location: SourceLocation, projected: (any HostValue)? = nil,
                 isStringLiteral: Bool = false) {
        self.label = label
        self.value = value
        self.location = location
        self.projected = projected
        self.isStringLiteral = isStringLiteral
    }
}

/// A closure with the scope it was written in. A closure passed where a host expects a
/// result builder builds its statements' values when it is called.
package struct ClosureValue: @unchecked Sendable {
    package var closure: Closure
    package var scope: Scope
    package var isViewBuilder: Bool

    package init(closure: Closure, scope: Scope, isViewBuilder: Bool = false) {
        self.closure = closure
        self.scope = scope
        self.isViewBuilder = isViewBuilder
    }
}

extension Value {
    /// How a value is named in messages: "a string", "'.center'", "a 'Track'".
    package var kindDescription: String {
        switch self {
        case .int: "an 'Int'"
        case .double: "a 'Double'"
        case .bool: "a 'Bool'"
        case .string: "a 'String'"
        case .array: "an array"
        case .set: "a set"
        case .dictionary: "a dictionary"
        case .range, .doubleRange: "a range"
        case .tuple: "a tuple"
        case .none: "'nil'"
        case let .instance(i): "a '\(i.typeName)'"
        case let .object(o): "a '\(o.instance.typeName)'"
        case let .enumCase(name, _): "'.\(name)'"
        case .closure: "a closure"
        case let .type(name): "the type '\(name)'"
        case let .opaque(name): "a '\(name)'"
        case let .enumValue(e): "'\(e.typeName).\(e.caseName)'"
        case .function: "a function"
        case .void: "'()'"
        case let .host(h): h.kindDescription
        }
    }

    package var isNone: Bool { if case .none = self { true } else { false } }

    /// A stored field of a struct, an object or a tuple: `item.title`, `pair.letter`.
    package func field(_ name: String) -> Value? {
        switch self {
        case let .instance(inst): inst[name]
        case let .object(ref): ref.instance[name]
        case let .tuple(items): items.first { $0.label == name }?.value
        default: nil
        }
    }

    package var isClosure: Bool { if case .closure = self { true } else { false } }
}

/// Where an `inout` argument came from: the expression written after `&` and the scope it
/// was written in, so the callee's final value can be assigned back there.
package final class InoutTarget: @unchecked Sendable {
    package let expr: Expr
    package let scope: Scope

    package init(expr: Expr, scope: Scope) {
        self.expr = expr
        self.scope = scope
    }
}
