/// What a host adds to Swift: its types and their members, the calls it answers, and the
/// meaning of what the language leaves to it (a property wrapper's storage, a result
/// builder's body, an observed write). The evaluator asks its host at fixed points of each
/// resolution, always after the program's own declarations, and documents each point where
/// it asks. Every hook receives the evaluator, so a host evaluates arguments and closures
/// with the language's own rules. A hook returns nil for what the host does not answer.
package protocol Host: AnyObject {
    // MARK: Names

    /// Whether `name` is a type the host provides (`VStack`, `Color`, `Date`).
    func isType(_ name: String) -> Bool
    /// The host's names for the standard library's types (`CGFloat` for `Double`).
    var aliases: [String: String] { get }
    /// The host's types a labelled tuple stands for (`CGRect` for `(x:, y:, width:,
    /// height:)`), so an extension of one reaches it.
    func typeNames(ofTupleLabelled labels: [String?]) -> [String]
    /// A value for a name nothing declares, as the host stands in for it (an API whose
    /// effect a render skips); it reports what it stands in for.
    func standIn(for name: String, at location: SourceLocation, _ it: Interpreter) -> Value?
    /// The error for a call of a name nothing declares or provides (`Foo(…)`); nil: the
    /// core's "cannot find … in scope".
    func unknownCallee(_ name: String, at location: SourceLocation, _ it: Interpreter) -> EvalError?
    /// `.name` where no type is known: a static member of the host's types that an extension
    /// of the program declares (`.brand` on `extension Color`).
    func implicitMember(_ name: String, _ it: Interpreter) -> Value?
    /// `.name(…)` where no type is known, after the core's own (`.random(in:)`).
    func implicitCall(_ name: String, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// What a closure's `$item` parameter must be given, in its message (a binding).
    func projectionExpected(for parameter: String) -> String
    /// `$name`: the projection of a property wrapper, or of a closure's `$item` parameter.
    func projectedValue(_ name: String, in scope: Scope, at location: SourceLocation, _ it: Interpreter) throws -> Value

    // MARK: Calls

    /// `Name(…)` for a name the program does not declare, after its locals, functions and
    /// types, before its globals: the host's views and values.
    func call(_ name: String, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
              at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `Decl(…)` for a type the program declares that the host gives a meaning by its
    /// conformances (a custom `Layout`, `Shape`, a representable); nil: an instance.
    func instantiate(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `.init(…)` of a host type where its type is known (`complete`: every argument must be
    /// taken), and `self.init(…)` inside an extension's initializer of one.
    func make(_ typeName: String, _ values: [ArgValue], complete: Bool, at location: SourceLocation,
              _ it: Interpreter) throws -> Value?
    /// A leading-dot value (`.red`, `.spring`) where a host type is expected, after the
    /// program's extensions, before its own types.
    func coerce(_ value: Value, to typeName: String, at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `Type.name(…)` on a type the program does not declare, after the core's own.
    func staticCall(_ name: String, of typeName: String, _ values: [ArgValue], at location: SourceLocation,
                    _ it: Interpreter) throws -> Value?
    /// `base.name(…)` before its base is evaluated (a modifier that sets the environment
    /// builds its view inside the changed environment).
    func memberCall(_ name: String, base: Expr, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                    at location: SourceLocation, baseLocation: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `base.name(…)` with its base evaluated and its arguments not, before the core's
    /// methods and the program's extensions (a view's modifiers). Receives the base's
    /// expression, for methods that write back where the value came from.
    func method(_ name: String, on base: Value, baseExpr: Expr?, args: [Argument], trailing: [TrailingClosure],
                in scope: Scope, at location: SourceLocation, baseLocation: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `base.name(…)` with its arguments evaluated, after the core's methods found none.
    func methodValue(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation,
                     _ it: Interpreter) throws -> Value?
    /// `f(…)` where `f` is a host's opaque value (an environment action such as `dismiss`).
    func callOpaque(_ name: String, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// Whether `name`, called with no base inside a method of `box`'s type, is a host's
    /// method of `self` (a modifier inside an extension of `View`).
    func hasMethod(_ name: String, onSelf box: SelfBox) -> Bool
    /// The names `base` answers to as methods, for "did you mean", when the core has none.
    func methodNames(of base: Value) -> [String]

    // MARK: Members, operators and subscripts

    /// `base.name` before the core's members, after the program's extensions.
    func member(_ name: String, of base: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `Type.name` for a type the program does not declare (after its extensions), before
    /// the core's (`Double.pi`).
    func staticMember(_ name: String, of typeName: String, at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `l op r` after the program's operators, before the core's arithmetic.
    func binary(_ op: String, _ l: Value, _ r: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `base[key]` for what the core does not subscript.
    func subscriptValue(_ base: Value, _ key: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value?
    /// `container[key] = value` on a copy, for what the core does not subscript.
    func settingElement(_ key: Value, of container: Value, to value: Value, at location: SourceLocation,
                        _ it: Interpreter) throws -> Value?
    /// `base.name = value` for a host value; false: it cannot be assigned. `write` stores a
    /// changed copy back where `base` came from.
    func assign(_ value: Value, toMember name: String, of base: Value, at location: SourceLocation, _ it: Interpreter,
                write: (Value) throws -> Void) throws -> Bool
    /// `base.name(…)` that changes a host value of the standard kinds in place (`text.append`):
    /// the changed value and the call's result.
    func mutatingMethod(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation,
                        _ it: Interpreter) throws -> (updated: Value, result: Value)?

    // MARK: Storage

    /// An object of one of the program's classes, kept by the host (whose objects a view's
    /// state may observe).
    func allocate(_ instance: Instance, decl: TypeDecl) -> ObjectRef
    /// The storage a value refers to, when it is a reference the host makes (a binding).
    func location(of value: Value) -> Location?
    /// A reference to storage, as the host's values carry it.
    func reference(to location: Location) -> Value
    /// Whether a parameter of this type keeps the reference an argument was projected from
    /// (`isOn: Binding<Bool>` given `$isOn`).
    func keepsReference(_ type: TypeRef?) -> Bool
    /// Whether a stored property has a property wrapper the host provides (`@State`): `_name`
    /// then names the wrapper itself.
    func isWrapped(_ property: PropertyDecl) -> Bool
    /// Whether a stored property keeps a reference through which it is read and written
    /// (a property wrapper's storage).
    func readsThrough(_ property: PropertyDecl) -> Bool
    /// Before and after a write to storage the host keeps (`StorageSlot`), or to a property
    /// of an object the host observes.
    func willWrite(_ slot: (any StorageSlot)?, _ it: Interpreter) throws
    func didWrite(_ slot: (any StorageSlot)?, _ it: Interpreter)
    /// After a write to the property `name` of an object the host observes, with the value
    /// written: what the host's own publishers of it send.
    func didWriteProperty(_ name: String, of object: ObjectRef, _ value: Value, at location: SourceLocation, _ it: Interpreter)
    /// Whether a write to `name` of an object of `decl` is observed.
    func observes(_ name: String, of decl: TypeDecl) -> Bool

    // MARK: Building

    /// Whether a body returning `type` is built by the host's result builder when it has no
    /// `return` (`var body: some View { … }`).
    func builds(_ type: TypeRef?) -> Bool
    /// A result builder's body built into a value.
    func build(_ body: [Stmt], in scope: Scope, at location: SourceLocation, _ it: Interpreter) throws -> Value
    /// A stored property's value before any argument or default, when the host gives it one
    /// (a namespace).
    func startValue(of property: PropertyDecl, in decl: TypeDecl, _ it: Interpreter) -> Value?
    /// `value.$name` on a stored property outside the view that owns it: its wrapper's
    /// projected value, or nil when its wrapper has none here.
    func projectedMember(of property: PropertyDecl, owner: SelfBox, _ it: Interpreter) -> Value?
    /// A stored property's default as the host makes it (a view's default, kept while its
    /// parent does not rebuild it); nil: its default expression, evaluated.
    func defaultValue(_ expr: Expr, of property: PropertyDecl, in decl: TypeDecl, _ it: Interpreter) throws -> Value?
    /// The value of a stored property with no default that the host starts (`@FocusState`).
    func unsetValue(of property: PropertyDecl) -> Value?
    /// What a memberwise argument stores, when the host decides (a `@Binding` keeps the
    /// reference passed; a builder closure builds).
    func memberValue(_ arg: ArgValue, for property: PropertyDecl, _ it: Interpreter) throws -> Value?
    /// Whether a stored property holds what the host's result builder makes of a closure
    /// (`@ViewBuilder let content`): it then takes a trailing closure.
    func isBuilder(_ property: PropertyDecl) -> Bool
    /// Whether a stored property is filled when its value is placed, not when it is made.
    func filledLater(_ property: PropertyDecl) -> Bool
}

/// Storage a host keeps for the program (a view's `@State`): read and written through a
/// `Location`.
package protocol StorageSlot: AnyObject {
    var value: Value { get set }
}
