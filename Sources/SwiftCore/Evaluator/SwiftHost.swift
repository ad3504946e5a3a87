/// Swift alone: a host that adds no types, members or calls, keeps its objects in a heap
/// of its own and has no property wrappers or result builders. A program evaluated with it
/// sees only the language and its standard library; SwiftCore's tests evaluate with it.
package final class SwiftHost: Host {
    /// Every object the program made.
    package private(set) var heap = Heap()

    package init() {}

    // MARK: Names

    package func isType(_ name: String) -> Bool { false }
    package var aliases: [String: String] { [:] }
    package func typeNames(ofTupleLabelled labels: [String?]) -> [String] { [] }
    package func standIn(for name: String, at location: SourceLocation, _ it: Interpreter) -> Value? { nil }
    package func unknownCallee(_ name: String, at location: SourceLocation, _ it: Interpreter) -> EvalError? { nil }
    package func implicitMember(_ name: String, _ it: Interpreter) -> Value? { nil }
    package func implicitCall(_ name: String, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func projectionExpected(for parameter: String) -> String { "a projected value" }

    /// `$name` is a closure's own parameter, or nothing: Swift alone has no wrappers to project.
    package func projectedValue(_ name: String, in scope: Scope, at location: SourceLocation, _ it: Interpreter) throws -> Value {
        if let parameter = scope.lookupLocal("$" + name) { return parameter }
        throw EvalError(.unknownIdentifier("$" + name, suggestion: nil), at: location)
    }

    // MARK: Calls

    package func call(_ name: String, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                      at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func instantiate(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func make(_ typeName: String, _ values: [ArgValue], complete: Bool, at location: SourceLocation,
                      _ it: Interpreter) throws -> Value? { nil }
    package func coerce(_ value: Value, to typeName: String, at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func staticCall(_ name: String, of typeName: String, _ values: [ArgValue], at location: SourceLocation,
                            _ it: Interpreter) throws -> Value? { nil }
    package func memberCall(_ name: String, base: Expr, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                            at location: SourceLocation, baseLocation: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func method(_ name: String, on base: Value, baseExpr: Expr?, args: [Argument], trailing: [TrailingClosure],
                        in scope: Scope, at location: SourceLocation, baseLocation: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func methodValue(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation,
                             _ it: Interpreter) throws -> Value? { nil }
    package func callOpaque(_ name: String, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func hasMethod(_ name: String, onSelf box: SelfBox) -> Bool { false }
    package func methodNames(of base: Value) -> [String] { [] }

    // MARK: Members, operators and subscripts

    package func member(_ name: String, of base: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func staticMember(_ name: String, of typeName: String, at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func binary(_ op: String, _ l: Value, _ r: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func subscriptValue(_ base: Value, _ key: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value? { nil }
    package func settingElement(_ key: Value, of container: Value, to value: Value, at location: SourceLocation,
                                _ it: Interpreter) throws -> Value? { nil }
    package func assign(_ value: Value, toMember name: String, of base: Value, at location: SourceLocation, _ it: Interpreter,
                        write: (Value) throws -> Void) throws -> Bool { false }
    package func mutatingMethod(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation,
                                _ it: Interpreter) throws -> (updated: Value, result: Value)? { nil }

    // MARK: Storage

    package func allocate(_ instance: Instance, decl: TypeDecl) -> ObjectRef { heap.allocate(instance, decl: decl) }
    package func location(of value: Value) -> Location? { nil }
    /// Never asked: no value of Swift alone refers to storage.
    package func reference(to location: Location) -> Value { .none }
    package func keepsReference(_ type: TypeRef?) -> Bool { false }
    package func isWrapped(_ property: PropertyDecl) -> Bool { false }
    package func readsThrough(_ property: PropertyDecl) -> Bool { false }
    package func willWrite(_ slot: (any StorageSlot)?, _ it: Interpreter) throws {}
    package func didWrite(_ slot: (any StorageSlot)?, _ it: Interpreter) {}
    package func observes(_ name: String, of decl: TypeDecl) -> Bool { false }

    // MARK: Building

    package func builds(_ type: TypeRef?) -> Bool { false }
    /// Never asked: Swift alone builds nothing.
    package func build(_ body: [Stmt], in scope: Scope, at location: SourceLocation, _ it: Interpreter) throws -> Value {
        try it.run(body, in: scope)
    }
    package func startValue(of property: PropertyDecl, in decl: TypeDecl, _ it: Interpreter) -> Value? { nil }
    package func projectedMember(of property: PropertyDecl, owner: SelfBox, _ it: Interpreter) -> Value? { nil }
    package func didWriteProperty(_ name: String, of object: ObjectRef, _ value: Value, at location: SourceLocation, _ it: Interpreter) {}
    package func defaultValue(_ expr: Expr, of property: PropertyDecl, in decl: TypeDecl, _ it: Interpreter) throws -> Value? { nil }
    package func unsetValue(of property: PropertyDecl) -> Value? { nil }
    package func memberValue(_ arg: ArgValue, for property: PropertyDecl, _ it: Interpreter) throws -> Value? { nil }
    package func isBuilder(_ property: PropertyDecl) -> Bool { false }
    package func filledLater(_ property: PropertyDecl) -> Bool { false }
}
