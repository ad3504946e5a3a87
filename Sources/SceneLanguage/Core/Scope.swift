import ViewTree

/// A lexical scope: local names, an enclosing scope, and the struct instance whose
/// properties are in scope (`self`). A class, because closures capture it and a layout's
/// assignments write through it to the root view's state.
final class Scope {
    private var locals: [String: Value] = [:]
    let parent: Scope?
    /// The `self` of a view or data struct body; shared with child scopes.
    private let owner: SelfBox?

    final class SelfBox {
        var instance: Instance
        let decl: StructDecl
        init(instance: Instance, decl: StructDecl) {
            self.instance = instance
            self.decl = decl
        }
    }

    init(parent: Scope?, owner: SelfBox? = nil) {
        self.parent = parent
        self.owner = owner ?? parent?.owner
    }

    var selfBox: SelfBox? { owner }

    func define(_ name: String, _ value: Value) { locals[name] = value }

    func lookupLocal(_ name: String) -> Value? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.locals[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// Assigns to an existing local; false when no local of that name exists.
    func assignLocal(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s.locals[name] != nil { s.locals[name] = value; return true }
            scope = s.parent
        }
        return false
    }

    /// Every name visible from here, for "did you mean" suggestions.
    var visibleNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let s = scope { names += s.locals.keys; scope = s.parent }
        if let owner { names += owner.decl.properties.map(\.name) + owner.decl.functions.map(\.name) }
        return names
    }
}

/// An evaluation error: reported as a diagnostic. A fatal one (a limit) stops evaluation;
/// any other abandons one builder statement and evaluation continues with the next.
struct EvalError: Error {
    var diagnostic: Diagnostic
    var isFatal: Bool

    init(_ message: Message, at location: SourceLocation, fatal: Bool = false) {
        self.diagnostic = Diagnostic(message, at: location)
        self.isFatal = fatal
    }
}
