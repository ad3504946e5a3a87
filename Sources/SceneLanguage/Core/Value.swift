import SwiftCore
import Drawing
import Geometry
import ViewTree

/// A runtime value of the scene language.
indirect enum Value: Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    case array([Value])
    /// A `Set`: unique members, kept in insertion order (Swift's order is arbitrary; this
    /// one is the same on every run).
    case set([Value])
    case dictionary([(key: Value, value: Value)])
    /// A half-open integer range `lower..<upper` (`a...b` is stored as `a..<b+1`).
    case range(Int, Int)
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
    /// A type name used as a value: `Color` in `Color.red`, a struct's name before `(`.
    case type(String)
    /// A value with no meaning here but accepted (a `Timer` publisher, a key path).
    case opaque(String)
    /// A case of an enum the file declares, with its associated values.
    case enumValue(EnumValue)
    /// A function used as a value: an operator (`sorted(by: >)`), a declared function
    /// (`items.map(format)`), a method of a value.
    case function(FunctionValue)
    case void
    /// A value of the host's own types: SwiftUI's, and Foundation's and UIKit's as apps see
    /// them (SwiftUIValue). The language knows them only through `HostValue`.
    case host(any HostValue)
}

/// A struct value: its type's name and its stored properties in declaration order.
struct Instance: Sendable {
    var typeName: String
    var names: [String]
    var fields: [String: Value]

    subscript(name: String) -> Value? {
        get { fields[name] }
        set { fields[name] = newValue }
    }
}

/// A case of a declared enum: `Tab.home`, `LoadState.loaded(item)`.
struct EnumValue: Sendable {
    var typeName: String
    var caseName: String
    var associated: [(label: String?, value: Value)] = []
}

/// A function as a value.
enum FunctionValue: @unchecked Sendable {
    /// `>`, `+`: the binary operator applied to two arguments.
    case operatorFunction(String)
    /// A function the file declares, with the `self` it is a method of.
    case declared(FuncDecl, SelfBox?)
}

/// An evaluated call argument. A binding passed (`$isOn`) gives its value, read now, and
/// keeps the binding for the parameters that take one (`@Binding` properties).
struct ArgValue: Sendable {
    var label: String?
    var value: Value
    var location: SourceLocation
    var binding: Binding? = nil
    /// Written as a string literal: `Text("**Hi**")` reads it as a `LocalizedStringKey`,
    /// with Markdown; `Text(name)` shows a String as it is.
    var isStringLiteral = false
}

/// A closure with the scope it was written in. A closure passed where SwiftUI expects a
/// `@ViewBuilder` builds views when it is called.
struct ClosureValue: @unchecked Sendable {
    var closure: Closure
    var scope: Scope
    var isViewBuilder = false
}

extension Value {
    /// How a value is named in messages: "a string", "'.center'", "a 'Track'".
    var kindDescription: String {
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

    var isNone: Bool { if case .none = self { true } else { false } }

    /// A stored field of a struct, an object or a tuple: `item.title`, `pair.letter`.
    func field(_ name: String) -> Value? {
        switch self {
        case let .instance(inst): inst[name]
        case let .object(ref): ref.instance[name]
        case let .tuple(items): items.first { $0.label == name }?.value
        default: nil
        }
    }
    var isClosure: Bool { if case .closure = self { true } else { false } }

    /// A value of the standard library's own types (a Bool, string, array, set, dictionary)
    /// or Foundation's `AttributedString`: what mutating methods change in place.
    var isStandardValue: Bool {
        switch self {
        case .bool, .string, .array, .set, .dictionary, .host(SwiftUIValue.attributed): true
        default: false
        }
    }
}

