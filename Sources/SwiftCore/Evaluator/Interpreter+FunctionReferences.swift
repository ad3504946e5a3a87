/// Method references: a function named by its labels alone, passed where a closure is
/// expected (`.onChanged(handle(value:))`, `GeometryReader(content: content)`).
extension Interpreter {
    /// `handle(value:)`: the labels alone, with no values, name a function of `self` or of
    /// the file rather than call it, as Swift reads a compound name (`.onChanged(handle(value:))`).
    /// Nil when the arguments have values or no function with those labels is there
    /// (`root(preview:)`, a scene command, stays a call).
    func functionReference(_ name: String, args: [Argument], trailing: [TrailingClosure], in scope: Scope) -> Value? {
        guard trailing.isEmpty, !args.isEmpty,
              args.allSatisfy({ arg in
                  guard arg.label != nil, case .nilLiteral = arg.value.kind else { return false }
                  return arg.value.location == arg.location  // the parser's stand-in: nothing after the label
              }) else { return nil }
        let labels = args.map(\.label)
        let matches: (FuncDecl) -> Bool = { $0.name == name && $0.parameters.map(\.label) == labels }
        guard let box = scope.selfBox, box.decl.functions.contains(where: matches) else {
            return functions[name].map(matches) == true ? Self.forwardingClosure(name, labels: labels, in: scope, at: args[0].location) : nil
        }
        return Self.forwardingClosure(name, labels: labels, in: scope, at: args[0].location)
    }

    /// `{ a0, a1 in name(label0: a0, label1: a1) }` in `scope`: a compound name as the closure
    /// every action, gesture and transform takes (they read closures), calling the function
    /// as the name would where it is written.
    static func forwardingClosure(_ name: String, labels: [String?], in scope: Scope, at location: SourceLocation) -> Value {
        let parameters = labels.indices.map { "__reference\($0)" }
        let call = Expr(kind: .call(Expr(kind: .identifier(name), location: location),
                                    zip(labels, parameters).map { label, parameter in
                                        Argument(label: label, value: Expr(kind: .identifier(parameter), location: location), location: location)
                                    }, trailing: []),
                        location: location)
        let closure = Closure(parameters: parameters, body: [Stmt(kind: .returnStmt(call), location: location)], location: location)
        return .closure(ClosureValue(closure: closure, scope: scope))
    }
}
