import Geometry
import ViewTree

/// Runs a `scene("title") { … }` block: the canvas, the root view, its layouts and its
/// timeline, into a `SceneDescription`.
struct SceneBlock {
    static let commands = ["device", "canvas", "fps", "root", "layout", "timeline"]

    let decl: SceneDecl
    let it: Interpreter

    private struct Layout {
        var name: String
        var body: [Stmt]
        var location: SourceLocation
    }

    func evaluate() throws -> SceneDescription? {
        var canvas = CanvasSpec.iPhone14
        var fps = 60
        var root: (Instance, StructDecl)?
        var layouts: [Layout] = []
        var timeline: [Stmt]?
        for stmt in decl.body {
            do {
                guard case let .expr(e) = stmt.kind, case let .call(callee, argExprs, trailing) = e.kind,
                      case let .identifier(command) = callee.kind else {
                    throw EvalError(.unknownSceneCommand(stmt.kind.commandName, suggestion: nil), at: stmt.location)
                }
                guard SceneBlock.commands.contains(command) else {
                    throw EvalError(.unknownSceneCommand(command, suggestion: Suggestions.closest(to: command, in: SceneBlock.commands)), at: e.location)
                }
                if command == "layout" || command == "timeline" {
                    guard let body = trailing.first?.closure.body else {
                        throw EvalError(.missingArgument("{ … }", callee: command), at: e.location)
                    }
                    if command == "timeline" { timeline = body; continue }
                    var args = Arguments(try it.evaluateArguments(argExprs, [], in: it.globals), callee: command, at: e.location)
                    layouts.append(Layout(name: try args.required(nil) { try $0.string($1) }, body: body, location: e.location))
                    continue
                }
                var args = Arguments(try it.evaluateArguments(argExprs, trailing, in: it.globals), callee: command, at: e.location)
                switch command {
                case "device":
                    let names = Array(CanvasSpec.presets.keys).sorted()
                    let arg = try args.required(nil) { $0.take($1) }
                    guard case let .enumCase(name, _) = arg.value, let preset = CanvasSpec.presets[name] else {
                        throw Enumerations.unknown(arg, "'device'", names).diagnostic.message.id == "unknown-member"
                            ? EvalError(.unknownDevice(arg.value.text, suggestion: Suggestions.closest(to: arg.value.text, in: names)), at: arg.location)
                            : args.wrongType(arg, expected: "a device such as '.iPhone14'")
                    }
                    canvas = preset
                case "canvas":
                    let w = try args.required("width") { try $0.double($1) }
                    let h = try args.required("height") { try $0.double($1) }
                    let scale = try args.double("scale") ?? 2
                    var insets = EdgeInsets.zero
                    if let s = args.take("safeArea") {
                        switch s.value {
                        case let .tuple(items):
                            func v(_ l: String) -> Double { items.first { $0.label == l }.flatMap { it.number($0.value) } ?? 0 }
                            insets = EdgeInsets(top: v("top"), leading: v("leading"), bottom: v("bottom"), trailing: v("trailing"))
                        default:
                            guard let n = it.number(s.value) else { throw args.wrongType(s, expected: "'EdgeInsets(...)' or a number") }
                            insets = EdgeInsets(all: n)
                        }
                    }
                    try args.finish(known: ["width", "height", "scale", "safeArea"])
                    canvas = CanvasSpec(name: "custom", size: Size(width: w, height: h), scale: scale, safeArea: insets)
                case "fps":
                    fps = try args.required(nil) { try $0.int($1) }
                case "root":
                    let arg = try args.required(nil) { $0.take($1) }
                    guard case let .instance(inst) = arg.value, let d = it.structs[inst.typeName], d.isView else {
                        throw EvalError(.rootNotAView(arg.value.kindDescription), at: arg.location)
                    }
                    root = (inst, d)
                default: break
                }
                try args.finish(known: ["width", "height", "scale", "safeArea"])
            } catch let error as EvalError where !error.isFatal {
                it.diagnostics.add(error.diagnostic)
            }
        }
        guard let (instance, rootDecl) = root else {
            if !it.diagnostics.hasErrors { it.diagnostics.add(.sceneMissingRoot(decl.title), at: decl.location) }
            return nil
        }
        return try describe(canvas: canvas, fps: fps, root: instance, rootDecl: rootDecl, layouts: layouts, timeline: timeline)
    }

    private func describe(canvas: CanvasSpec, fps: Int, root: Instance, rootDecl: StructDecl,
                          layouts: [Layout], timeline: [Stmt]?) throws -> SceneDescription? {
        // The root view's `@State` properties are the scene's state; a layout or the timeline
        // assigns them through a scope whose `self` is the root instance.
        let rootPath = Identity.root
        func tree(_ box: Scope.SelfBox, at location: SourceLocation) throws -> ViewNode {
            try it.resolveView(box.instance, at: rootPath, location: location)
        }
        func run(_ stmts: [Stmt], on box: Scope.SelfBox) throws {
            let scope = Scope(parent: it.globals, owner: box)
            for s in stmts { try it.execute(s, in: scope) }
        }
        var named: [NamedLayout] = []
        var layoutStates: [Instance] = []
        for layout in layouts {
            let box = Scope.SelfBox(instance: root, decl: rootDecl)
            try run(layout.body, on: box)
            layoutStates.append(box.instance)
            named.append(NamedLayout(name: layout.name, tree: try tree(box, at: layout.location), location: layout.location))
        }
        let start = Scope.SelfBox(instance: layoutStates.first ?? root, decl: rootDecl)
        let initial = try named.first?.tree ?? tree(start, at: decl.location)
        var changes: [StateChange] = []
        var cursor = 0.0
        if let timeline {
            let scope = Scope(parent: it.globals, owner: start)
            for stmt in timeline {
                if case let .expr(e) = stmt.kind, case let .call(callee, argExprs, trailing) = e.kind,
                   case let .identifier(command) = callee.kind, command == "wait" || command == "withAnimation" {
                    var args = Arguments(try it.evaluateArguments(argExprs, [], in: scope), callee: command, at: e.location)
                    if command == "wait" {
                        cursor += try args.required(nil) { try $0.double($1) }
                        continue
                    }
                    let animArg = args.take(nil)
                    let animation = try animArg.map { try Animations.spec(from: $0.value, at: $0.location) }
                        ?? Animations.spec(from: .enumCase("default", []), at: e.location)
                    for s in trailing.first?.closure.body ?? [] { try it.execute(s, in: scope) }
                    changes.append(StateChange(time: cursor, animation: animation, tree: try tree(start, at: e.location), location: e.location))
                } else {
                    try it.execute(stmt, in: scope)
                    changes.append(StateChange(time: cursor, animation: nil, tree: try tree(start, at: stmt.location), location: stmt.location))
                }
            }
        } else if named.count >= 2 {
            let animation = try Animations.spec(from: .enumCase("default", []), at: decl.location)
            changes.append(StateChange(time: 0, animation: animation, tree: named[1].tree, location: named[1].location))
        }
        return SceneDescription(title: decl.title, file: it.file, canvas: canvas, fps: fps, layouts: named,
                                initial: initial, changes: changes, timelineEnd: cursor)
    }
}

extension Stmt.Kind {
    var commandName: String {
        switch self {
        case let .expr(e): e.kind.shortText
        case .binding: "let"
        case .assign: "="
        case .ifStmt: "if"
        case .switchStmt: "switch"
        case .returnStmt: "return"
        }
    }
}
