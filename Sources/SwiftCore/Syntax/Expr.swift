
/// An expression as written, with where it starts.
package struct Expr: Sendable {
    package indirect enum Kind: Sendable {
        case int(Int)
        case double(Double)
        case bool(Bool)
        case string([InterpolatedPart])
        case nilLiteral
        case identifier(String)
        /// `$showDetail`, `$0`.
        case dollar(String)
        /// `.center`, `.spring` — resolved by the context that reads it.
        case implicitMember(String)
        case member(Expr, String)
        case call(Expr, [Argument], trailing: [TrailingClosure])
        case subscripted(Expr, [Argument])
        case array([Expr])
        case dictionary([(key: Expr, value: Expr)])
        /// `(a, b: c)`; a single unlabelled element is a parenthesised expression.
        case tuple([Argument])
        case unary(String, Expr)
        case binary(String, Expr, Expr)
        case ternary(Expr, Expr, Expr)
        case forceUnwrap(Expr)
        case optionalChain(Expr)
        case closure(Closure)
        case keyPath(String)
        /// `Color.red.opacity` etc. are members; a generic `Namespace.ID` type in an
        /// expression position is kept as text for messages.
        case typeName(String)
        /// An operator used as a function: `sorted(by: >)`, `reduce(0, +)`.
        case operatorFunction(String)
        /// `x is T`, `x as? T`, `x as! T`, `x as T`.
        case cast(Expr, type: String, kind: String)
        /// `if … { a } else { b }` and `switch` used as a value (Swift 5.9).
        case statementValue(Stmt)
        /// `try? f()`: nil when the app's code throws.
        case optionalTry(Expr)
        /// `a...` (`upper` false) or `..<b` / `...b` (`upper` true): a range open on one side.
        case partialRange(Expr, op: String, upper: Bool)
    }

    package var kind: Kind
    package var location: SourceLocation
    /// For `.member`: where the member's name is written (`onTapGesture` in
    /// `Circle().onTapGesture { … }`), so a message about a modifier points at the modifier.
    package var nameLocation: SourceLocation? = nil

    package init(kind: Kind, location: SourceLocation, nameLocation: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
        self.nameLocation = nameLocation
    }
}

/// A piece of an interpolated string literal.
package enum InterpolatedPart: Sendable {
    case text(String)
    case expr(Expr)
}

/// A call argument: `width: 50`, or an unlabelled `50`.
package struct Argument: Sendable {
    package var label: String?
    package var value: Expr
    package var location: SourceLocation
    /// Written `&value`: passed in, and the callee's final value of the parameter written
    /// back to it when the function returns, as Swift's copy-in copy-out `inout` does.
    package var isInout = false

    package init(label: String? = nil, value: Expr, location: SourceLocation) {
        self.label = label
        self.value = value
        self.location = location
    }
}

/// A trailing closure: the first has no label, later ones do (`label:`).
package struct TrailingClosure: Sendable {
    package var label: String?
    package var closure: Closure

    package init(label: String? = nil, closure: Closure) {
        self.label = label
        self.closure = closure
    }
}

/// `{ item in … }` or `{ … }` (which may use `$0`).
package struct Closure: Sendable {
    /// The parameters' names; `(a, b)` when one parameter is written as a tuple.
    package var parameters: [String]
    package var body: [Stmt]
    package var location: SourceLocation
    /// Whether `$0`, `$1`… are written in its body (or a closure inside it): a closure with no
    /// named parameter may still read its arguments.
    package var readsAnonymousArguments = false
    /// The highest `$n` written in its body (or a closure inside it), -1 for none: a closure
    /// that reads `$1` and is given one tuple takes the tuple's elements apart.
    package var highestAnonymousArgument = -1

    package init(parameters: [String], body: [Stmt], location: SourceLocation) {
        self.parameters = parameters
        self.body = body
        self.location = location
    }
}
