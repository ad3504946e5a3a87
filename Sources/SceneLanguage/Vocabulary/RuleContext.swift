import SwiftCore
import Drawing
import Geometry
import ViewTree

/// What a vocabulary rule works with: the views and values of its call as SwiftUI reads
/// them, the state of the build, and the diagnostics. It is not the evaluator: through it a
/// rule cannot run the program's statements or reach its scopes, budgets, globals or the
/// host's stores, except by the doors below, each of which some rule needs.
struct RuleContext {
    private let it: Interpreter

    init(_ it: Interpreter) { self.it = it }

    // MARK: The build's state

    /// What the vocabulary learns while trees are built (navigation, buttons, the environment, …).
    var build: BuildContext {
        get { it.build }
        nonmutating _modify { yield &it.build }
    }
    var diagnostics: DiagnosticBag {
        get { it.diagnostics }
        nonmutating _modify { yield &it.diagnostics }
    }
    /// The code running for the scene now (a tap's closure, a timeline step), if any.
    var action: ActionContext? {
        get { it.action }
        nonmutating _modify { yield &it.action }
    }
    var currentPath: Identity { it.currentPath }
    var sceneTime: Double { it.sceneTime }
    /// The scene's `Date()`: its fixed start plus the scene's clock.
    var sceneNow: Double { it.sceneNow }
    var options: SceneCompiler.Options { it.options }
    /// The program's types, by name (a view struct's declaration, a custom layout's).
    var types: [String: TypeDecl] { it.types }
    /// A declared function or method passed where a closure is expected, as that closure.
    func closure(of function: Value, at location: SourceLocation) -> ClosureValue? { it.closure(of: function, at: location) }
    var declaresPresentations: Bool {
        get { it.declaresPresentations }
        nonmutating set { it.declaresPresentations = newValue }
    }

    /// Notes a construct that changes with time, which a scene drives by its timeline.
    func drivesTime(api: String, hint: String, at location: SourceLocation) { it.drivesTime(api: api, hint: hint, at: location) }

    func withPath<T>(_ path: Identity, _ body: () throws -> T) rethrows -> T { try it.withPath(path, body) }

    /// An evaluator of the app's code at layout time (GeometryReader, custom layouts),
    /// which runs closures once sizes are known.
    func layoutTimeEvaluator() -> LayoutTimeEvaluator { it.build.layoutTimeEvaluator(it) }
    func layoutTimeMoment() -> LayoutTimeEvaluator.Moment { it.build.layoutTimeMoment(it) }

    // MARK: Views

    func buildClosure(_ c: ClosureValue, arguments: [Value] = [], base: Identity) throws -> [ViewNode] {
        try it.buildClosure(c, arguments: arguments, base: base)
    }
    func views(from value: Value, at path: Identity, location: SourceLocation) throws -> [ViewNode] {
        try it.views(from: value, at: path, location: location)
    }
    func makeView(_ rule: ViewRule, _ values: [ArgValue], at location: SourceLocation) throws -> ViewNode {
        try it.makeView(rule, values, at: location)
    }
    func colorView(_ value: Value, at location: SourceLocation) throws -> ViewNode { try it.colorView(value, at: location) }
    func buildSingle(_ stmts: [Stmt], in scope: Scope, base: Identity, at location: SourceLocation) throws -> ViewNode {
        try it.buildSingle(stmts, in: scope, base: base, at: location)
    }
    /// The environment's values and objects given to a view struct about to be built.
    func attachEnvironment(_ box: SelfBox) throws { try it.attachEnvironment(box) }
    func navigationStack(path: ArgValue?, root: ClosureValue?, identity: Identity, kind: String = "NavigationStack",
                         at location: SourceLocation) throws -> ViewKind {
        try it.navigationStack(path: path, root: root, identity: identity, kind: kind, at: location)
    }
    func runPathClosure(_ c: ClosureValue, at location: SourceLocation) throws -> PathData { try it.runPathClosure(c, at: location) }

    // MARK: Values as SwiftUI reads them

    func text(_ value: Value) throws -> String { try it.text(value) }
    func number(_ value: Value) -> Double? { it.number(value) }
    func count(ofRange a: Int, _ b: Int, at location: SourceLocation) throws -> Int { try it.count(ofRange: a, b, at: location) }
    func cgPoint(_ arg: ArgValue) throws -> Point { try it.cgPoint(arg) }
    func cgRect(_ arg: ArgValue) throws -> Rect { try it.cgRect(arg) }
    func cgSize(_ arg: ArgValue) throws -> (Double, Double) { try it.cgSize(arg) }
    func proposedSize(_ value: Value, at location: SourceLocation) throws -> ProposedSize { try it.proposedSize(value, at: location) }
    func customAlignment(_ arg: ArgValue, axis: Axis) throws -> CustomAlignment? { try it.customAlignment(arg, axis: axis) }
    func customAlignment(_ arg: ArgValue) throws -> CustomAlignment? { try it.customAlignment(arg) }
    func catalogColor(_ name: String, at location: SourceLocation) throws -> Color { try it.catalogColor(name, at: location) }
    func assetPath(_ name: String, at location: SourceLocation) throws -> String { try it.assetPath(name, at: location) }
    /// A stored value as the program reads it: through a binding, to the value bound.
    func readThrough(_ value: Value, at location: SourceLocation) throws -> Value { try it.readThrough(value, at: location) }
    func formatted(_ value: Value, _ args: inout Arguments, at location: SourceLocation) throws -> String {
        try it.formatted(value, &args, at: location)
    }
    func staticProperty(_ name: String, of decl: TypeDecl, at location: SourceLocation) throws -> Value {
        try it.staticProperty(name, of: decl, at: location)
    }
    func follow(keyPath: String, from root: Value, at location: SourceLocation) throws -> Value {
        try it.follow(keyPath: keyPath, from: root, at: location)
    }

    // MARK: The app's code a rule calls

    func callClosure(_ c: ClosureValue, _ values: [Value], at location: SourceLocation) throws -> Value {
        try it.callClosure(c, values, at: location)
    }
    func callFunction(_ fn: FuncDecl, _ values: [ArgValue], owner: SelfBox?, selfType: String? = nil,
                      at location: SourceLocation) throws -> Value {
        try it.callFunction(fn, values, owner: owner, selfType: selfType, at: location)
    }
    func instantiate(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        try it.instantiate(decl, values, at: location)
    }
    /// A default argument or a value written in a declaration, evaluated where it was written.
    func evaluate(_ expr: Expr, as type: TypeRef? = nil, in scope: Scope) throws -> Value {
        try it.evaluate(expr, as: type, in: scope)
    }
    func withAnimationAction(_ values: [ArgValue], at location: SourceLocation) throws -> Value {
        try it.withAnimationAction(values, at: location)
    }
    func withTransactionAction(_ args: inout Arguments) throws -> Value { try it.withTransactionAction(&args) }
}
