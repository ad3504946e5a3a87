import SwiftCore
import Foundation
import Drawing
import Geometry
import ViewTree

/// The view a scene shows: `root(…)` of a view struct, any view, or one of the app's previews.
extension SceneBlock {
    /// `root(ContentView())`, or with environment modifiers around the view
    /// (`root(ContentView().environmentObject(Store()))`): the view, evaluated once, and the
    /// environment it is shown in, whose objects are made once for the whole scene, and what
    /// those modifiers draw with (a `preferredColorScheme` darkens the whole screen, as it does
    /// written inside the view), innermost first.
    func rootView(_ args: [Argument], canvas: CanvasSpec, at location: SourceLocation) throws -> ((Instance, TypeDecl), EnvironmentValues, [Modifier]) {
        if args.count == 1, args[0].label == "preview" { return (try previewRoot(args[0]), EnvironmentValues.system(canvas: canvas), []) }
        guard args.count == 1, args[0].label == nil else {
            throw EvalError(args.isEmpty ? .missingArgument("_", callee: "root") : .extraArgument(callee: "root"), at: args.last?.location ?? location)
        }
        var expr = args[0].value
        var modifiers: [(ModifierRule, [Argument], [TrailingClosure], SourceLocation)] = []
        while case let .call(callee, a, t) = expr.kind, case let .member(base, name) = callee.kind,
              let rule = Vocabulary.modifiers[name], rule.environment != nil {
            modifiers.insert((rule, a, t, callee.nameLocation ?? expr.location), at: 0)
            expr = base
        }
        var value = try it.evaluate(expr, in: it.globals)
        if case .host(SwiftUIValue.view) = value {
            // `root(VStack { A(); B() })`, `root(Card_Previews.previews)`: a built-in view is the
            // body of a view the scene makes for it, built again each time, as a struct's is.
            value = .instance(try expressionRoot(expr).0)
        }
        guard case let .instance(inst) = value, let d = it.types[inst.typeName], d.isView else {
            let found = if case let .host(SwiftUIValue.view(node)) = value { "'\(IdentityNaming.typeName(node.kind))', a built-in view" } else { value.kindDescription }
            throw EvalError(.rootNotAView(found), at: args[0].location)
        }
        var environment = EnvironmentValues.system(canvas: canvas)
        var drawn: [[Modifier]] = []
        for (rule, a, t, at) in modifiers.reversed() {
            var values = Arguments(try it.evaluateArguments(a, t, in: it.globals), callee: rule.name, at: at)
            // The same arguments, not evaluated again, for what the modifier draws with.
            var call = ModifierCall(node: ViewNode(kind: .group([]), identity: .root), args: values, it: RuleContext(it), name: rule.name, location: at)
            try rule.environment?(&values, &environment, RuleContext(it))
            try values.finish(known: rule.labels ?? [])
            try rule.apply(&call)
            drawn.insert(call.node.modifiers, at: 0)
        }
        return ((inst, d), environment, Array(drawn.joined()))
    }

    /// `root(preview: "Dark")`, or `root(preview: nil)` when the files hold one `#Preview`:
    /// the preview's body becomes the body of a root view named `Preview`.
    /// The view `root(VStack { … })` shows: a struct named `SceneRoot` whose body is the
    /// expression.
    private func expressionRoot(_ expr: Expr) throws -> (Instance, TypeDecl) {
        var body = PropertyDecl(name: "body", isLet: false, attributes: [], type: TypeRef(text: "some View", location: expr.location),
                                defaultValue: nil, getter: [Stmt(kind: .expr(expr), location: expr.location)], location: expr.location)
        body.isStatic = false
        let decl = TypeDecl(kind: .structure, name: "SceneRoot", conformances: ["View"], properties: [body], functions: [], location: expr.location)
        it.types["SceneRoot"] = decl
        return (Instance(typeName: "SceneRoot", names: [], fields: [:]), decl)
    }

    private func previewRoot(_ arg: Argument) throws -> (Instance, TypeDecl) {
        let wanted: String?
        switch arg.value.kind {
        case .nilLiteral: wanted = nil
        case let .string(parts): wanted = Parser.literalText(parts)
        default: throw EvalError(.wrongArgumentType(parameter: "preview:", callee: "root", expected: "a preview's name", found: "an expression"), at: arg.location)
        }
        let previews = it.program.previews
        let chosen = wanted.map { name in previews.first { $0.name == name } } ?? (previews.count == 1 ? previews.first : nil)
        guard let preview = chosen else {
            let names = previews.map { $0.name.map { "'\($0)'" } ?? "unnamed" }
            throw EvalError(.noPreview(wanted, available: names), at: arg.location)
        }
        var body = PropertyDecl(name: "body", isLet: false, attributes: [], type: TypeRef(text: "some View", location: preview.location),
                                defaultValue: nil, getter: preview.body, location: preview.location)
        body.isStatic = false
        // `@Previewable` declarations are the preview view's stored properties (its `@State`).
        let decl = TypeDecl(kind: .structure, name: "Preview", conformances: ["View"], properties: preview.properties + [body],
                            functions: [], location: preview.location)
        let type = it.types["Preview"] ?? decl
        it.types["Preview"] = type
        guard !preview.properties.isEmpty, case let .instance(made) = try it.instantiate(type, [], at: preview.location) else {
            return (Instance(typeName: "Preview", names: [], fields: [:]), type)
        }
        return (made, type)
    }
}
