/// A lexical scope: local names, an enclosing scope, and the instance whose properties are
/// in scope (`self`). A class, because closures capture it: a closure run later sees the
/// names of the scope it was written in.
package final class Scope {
    private var locals: [String: Value] = [:]
    package let parent: Scope?
    /// The `self` of a view or data struct body; shared with child scopes.
    private let owner: SelfBox?

    package init(parent: Scope?, owner: SelfBox? = nil) {
        self.parent = parent
        self.owner = owner ?? parent?.owner
    }

    package var selfBox: SelfBox? { owner }

    package func define(_ name: String, _ value: Value) { locals[name] = value }

    /// A function's `inout` parameters and where each argument was written (`&x`), for the
    /// call to write their final values back.
    package var inoutParameters: [(name: String, target: InoutTarget)] = []

    /// `defer { … }` blocks met in this scope, run when it ends (last first).
    package private(set) var deferred: [[Stmt]] = []
    package func `defer`(_ body: [Stmt]) { deferred.append(body) }

    /// This scope's own names and values, to put back later (`restore(_:)`): a scene's
    /// layouts each start from the globals as the file left them.
    package var snapshot: [String: Value] { locals }
    package func restore(_ saved: [String: Value]) { locals = saved }

    package func lookupLocal(_ name: String) -> Value? {
        var scope: Scope? = self
        while let s = scope {
            if let v = s.locals[name] { return v }
            scope = s.parent
        }
        return nil
    }

    /// Assigns to an existing local; false when no local of that name exists.
    package func assignLocal(_ name: String, _ value: Value) -> Bool {
        var scope: Scope? = self
        while let s = scope {
            if s.locals[name] != nil { s.locals[name] = value; return true }
            scope = s.parent
        }
        return false
    }

    /// Every name visible from here, for "did you mean" suggestions.
    package var visibleNames: [String] {
        var names: [String] = []
        var scope: Scope? = self
        while let s = scope { names += s.locals.keys; scope = s.parent }
        if let owner { names += owner.decl.properties.map(\.name) + owner.decl.functions.map(\.name) }
        return names
    }
}
