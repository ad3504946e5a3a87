import SwiftCore
import ViewTree

/// View builders: statements that produce views, each with SwiftUI's structural identity.
extension Interpreter {
    /// Builds `stmts` as a `@ViewBuilder` body. The statement at index i gets the identity
    /// `base/i`; an `if` adds `if:true` or `if:false`, a `switch` adds `case:k`, so views in
    /// different branches are different views. An error abandons one statement, not the body.
    func build(_ stmts: [Stmt], in scope: Scope, base: Identity) throws -> [ViewNode] {
        var nodes: [ViewNode] = []
        let local = Scope(parent: scope)
        for (i, stmt) in stmts.enumerated() {
            let path = base.appending(String(i))
            do {
                // A failing `guard` ends the builder, as its `return` would.
                if case let .guardStmt(conditions, _) = stmt.kind {
                    if try !conditionsHold(conditions, in: local) { break }
                    continue
                }
                nodes += try buildStatement(stmt, in: local, path: path)
            } catch let error as EvalError where !error.isFatal {
                diagnostics.add(error.diagnostic)
            }
        }
        return nodes
    }

    /// Builds a body into one node: the view itself, or a group of several.
    func buildSingle(_ stmts: [Stmt], in scope: Scope, base: Identity, at location: SourceLocation) throws -> ViewNode {
        let nodes = try build(stmts, in: scope, base: base)
        if nodes.count == 1 { return nodes[0] }
        return ViewNode(kind: nodes.isEmpty ? .empty : .group(nodes), identity: base, location: location)
    }

    private func buildStatement(_ stmt: Stmt, in scope: Scope, path: Identity) throws -> [ViewNode] {
        try tick(stmt.location)
        switch stmt.kind {
        case let .expr(e), let .returnStmt(e?):
            // Where a view is written: a name unknown there is an unknown view (`Circel()`).
            let outer = build.viewPosition
            build.viewPosition = e.location
            defer { build.viewPosition = outer }
            let value = try withPath(path) { try evaluate(e, in: scope) }
            return try views(from: value, at: path, location: e.location)
        case .returnStmt(nil):
            return []
        case .binding, .destructure, .group:
            try execute(stmt, in: scope)
            return []
        case let .ifStmt(conditions, then, otherwise):
            let inner = Scope(parent: scope)
            if try conditionsHold(conditions, in: inner) {
                return try build(then, in: inner, base: path.appending("if:true"))
            } else if let otherwise {
                return try build(otherwise, in: scope, base: path.appending("if:false"))
            }
            return []
        case let .switchStmt(subject, cases):
            guard let (chosen, inner) = try chooseCase(subject, cases, in: scope) else { return [] }
            return try build(cases[chosen].body, in: inner, base: path.appending("case:\(chosen)"))
        case let .assign(target, _, _):
            throw EvalError(.cannotAssign(target.kind.shortText), at: stmt.location)
        case .guardStmt:
            return [] // handled by `build`
        case .forIn, .whileLoop, .repeatWhile, .breakStmt, .continueStmt, .fallthroughStmt, .doCatch, .deferStmt, .throwStmt:
            throw EvalError(.notInViewBuilder(stmt.kind.commandName), at: stmt.location)
        }
    }

    /// The views a builder statement's value stands for.
    func views(from value: Value, at path: Identity, location: SourceLocation) throws -> [ViewNode] {
        switch value {
        case let .host(SwiftUIValue.view(node)) where Interpreter.madeOutsideABody(node.identity) && !path.hasPrefix(node.identity):
            // A view made outside any body (a model's `Image`, a global, a property's default)
            // takes its identity from where it is placed, as SwiftUI's structural identity
            // does: each row's icon is its own view.
            return [node.reidentified(from: node.identity, to: path)]
        case let .host(SwiftUIValue.view(node)): return [node]
        case let .instance(inst) where types[inst.typeName]?.isView ?? false:
            return [try resolveView(inst, at: path, location: location)]
        case .host(SwiftUIValue.color), .host(SwiftUIValue.shapeStyle):
            return [try withPath(path) { try colorView(value, at: location) }]
        case .void: return []
        default: throw EvalError(.notAView(value.kindDescription), at: location)
        }
    }

    /// Evaluates a view struct's `body` with its properties bound; the struct's name is
    /// one identity component, as SwiftUI's view type is part of structural identity. Its
    /// state comes from the store, by that identity; its environment properties from the
    /// environment it is built in.
    func resolveView(_ inst: Instance, at path: Identity, location: SourceLocation) throws -> ViewNode {
        guard let decl = types[inst.typeName] else { throw EvalError(.notAView(Value.instance(inst).kindDescription), at: location) }
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Interpreter.maxCallDepth {
            throw EvalError(.recursionTooDeep(name: decl.name, limit: Interpreter.maxCallDepth), at: location)
        }
        guard let body = decl.properties.first(where: { $0.name == "body" && $0.getter != nil }) else {
            throw EvalError(.missingBody(decl.name), at: decl.location)
        }
        let base = path.appending(decl.name)
        let box = SelfBox(instance: inst, decl: decl)
        try attachState(box, identity: base)
        try attachEnvironment(box)
        let scope = Scope(parent: globals, owner: box)
        return try withPath(base) {
            // A body with `return` is ordinary code, not a view builder.
            let statements = body.getter ?? []
            guard statements.contains(where: { if case .returnStmt = $0.kind { true } else { false } }) else {
                return try buildSingle(statements, in: scope, base: base, at: location)
            }
            let views = try self.views(from: try run(statements, in: scope), at: base, location: location)
            return views.count == 1 ? views[0] : ViewNode(kind: .group(views), identity: base, location: location)
        }
    }

    /// A colour or shape style used as a view (`Color.red`, `.background(Color.blue)`).
    func colorView(_ value: Value, at location: SourceLocation) throws -> ViewNode {
        let style = try Colors.shapeStyle(from: value, at: location)
        return ViewNode(kind: .color(style), identity: currentPath, location: location)
    }

    /// A content closure (`VStack { … }`, `ForEach(…) { item in … }`) built under `base`.
    func buildClosure(_ c: ClosureValue, arguments: [Value] = [], base: Identity) throws -> [ViewNode] {
        let scope = Scope(parent: c.scope)
        // `ForEach(Array(items.enumerated()), id: \.offset) { index, item in … }`, `{ $item in … }`.
        try bindParameters(of: c.closure, to: arguments, in: scope, at: c.closure.location)
        return try build(c.closure.body, in: scope, base: base)
    }
}

extension Interpreter {
    /// Whether a view was made where no body places it: at the root (a global, a model made
    /// by the scene) or by a stored property's default (Instantiation's `prop:` path).
    static func madeOutsideABody(_ identity: Identity) -> Bool {
        identity == .root || identity.components.last?.hasPrefix("prop:") == true
    }
}
