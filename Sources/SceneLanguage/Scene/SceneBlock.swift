import SwiftCore
import Foundation
import Drawing
import Geometry
import ViewTree

/// Runs a `scene("title") { … }` block: the canvas, the root view, its layouts and its
/// timeline, into a `SceneDescription`.
struct SceneBlock {
    static let commands = ["device", "canvas", "appearance", "dynamicTypeSize", "iOS", "fps", "root", "layout", "timeline", "goldens", "duration", "sources", "assets"]
    /// Limits on what a scene asks to render (docs/scene-language.md, "Limits").
    static let maxCanvasSide = 4096.0
    static let maxScale = 4.0
    static let maxFPS = 240

    /// Whether a scene block has a `timeline { }`, known before anything is evaluated.
    static func hasTimeline(_ decl: SceneDecl) -> Bool {
        decl.body.contains {
            if case let .expr(e) = $0.kind, case let .call(callee, _, _) = e.kind, case .identifier("timeline") = callee.kind { return true }
            return false
        }
    }

    let decl: SceneDecl
    let it: Interpreter

    struct Layout {
        var name: String
        var body: [Stmt]
        var location: SourceLocation
    }

    /// The screen the block's `device(…)` or `canvas(…)` names, and the iOS its `iOS(…)` names
    /// (for `#available`), read before anything else is evaluated so that globals see them
    /// (`UIScreen.main.bounds`); problems are reported later,
    /// when the block runs.
    func declaredCanvas() -> CanvasSpec {
        var canvas = CanvasSpec.iPhone14
        var iosVersion = IOSVersion.pinned
        for stmt in decl.body {
            guard case let .expr(e) = stmt.kind, case let .call(callee, argExprs, _) = e.kind,
                  case let .identifier(command) = callee.kind else { continue }
            if command == "device", let first = argExprs.first, case let .implicitMember(name) = first.value.kind,
               let preset = CanvasSpec.presets[name] {
                canvas = preset
            } else if command == "canvas", var args = try? Arguments(it.evaluateArguments(argExprs, [], in: it.globals), callee: command, at: e.location),
                      let w = try? args.double("width"), let h = try? args.double("height") {
                canvas = CanvasSpec(name: "custom", size: Size(width: w, height: h), scale: (try? args.double("scale")) ?? 2, safeArea: .zero)
            } else if command == "iOS", argExprs.count == 1 {
                let number: Double? = switch argExprs[0].value.kind {
                case let .int(n): Double(n)
                case let .double(d): d
                default: nil
                }
                if let version = number.flatMap(IOSVersion.major) { iosVersion = version }
            }
        }
        canvas.iosVersion = it.options.iosVersion ?? iosVersion
        return canvas
    }

    /// What the scene block says, before any state is evaluated.
    struct Settings {
        var canvas = CanvasSpec.iPhone14
        var fps = 60
        var root: (instance: Instance, decl: TypeDecl)?
        var environment = EnvironmentValues.system(canvas: .iPhone14)
        /// What the root's modifiers draw with (`root(V().preferredColorScheme(.dark))`), put on
        /// the root view's tree as if written at the end of its body.
        var rootModifiers: [Modifier] = []
        var layouts: [Layout] = []
        var timeline: [Stmt]?
        var keyTimes: [Double] = []
        var namedKeys: [NamedKeyFrame] = []
        /// `duration(s)`: how long the scene lasts, however long its app code would run.
        var duration: Double?
    }

    func evaluate() throws -> SceneDescription? {
        let s = try settings()
        guard let (instance, rootDecl) = s.root else {
            if !it.diagnostics.hasErrors { it.diagnostics.add(.sceneMissingRoot(decl.title), at: decl.location) }
            return nil
        }
        // The app's accent colour tints what nothing else tints, outside everything the app writes.
        let accent = it.catalogAccentColor().map { [Modifier.control(.tint(.color($0)))] } ?? []
        var description = try describe(canvas: s.canvas, fps: s.fps, root: instance, rootDecl: rootDecl, environment: s.environment,
                                       rootModifiers: s.rootModifiers + accent,
                                       layouts: s.layouts, timeline: s.timeline, duration: s.duration)
        description?.keyTimes = s.keyTimes
        description?.namedKeys = s.namedKeys
        return description
    }

    /// Runs the scene block's commands: its device, fps, root (with the root's environment),
    /// layouts, timeline and golden times. An error in one command is reported and the
    /// others still run.
    func settings() throws -> Settings {
        var canvas = CanvasSpec.iPhone14
        var fps = 60
        var root: (Instance, TypeDecl)?
        var environment = EnvironmentValues.system(canvas: canvas)
        var rootModifiers: [Modifier] = []
        var layouts: [Layout] = []
        var timeline: [Stmt]?
        var keyTimes: [Double] = []
        var namedKeys: [NamedKeyFrame] = []
        var duration: Double?
        var appearance: ColorScheme?
        var textSize: DynamicTypeSize?
        var iosVersion: (version: IOSVersion, at: SourceLocation)?
        for stmt in decl.body {
            do {
                guard case let .expr(e) = stmt.kind, case let .call(callee, argExprs, trailing) = e.kind,
                      case let .identifier(command) = callee.kind else {
                    throw EvalError(.unknownSceneCommand(stmt.kind.commandName, suggestion: nil), at: stmt.location)
                }
                guard SceneBlock.commands.contains(command) else {
                    throw EvalError(.unknownSceneCommand(command, suggestion: Suggestions.closest(to: command, in: SceneBlock.commands)), at: e.location)
                }
                // Read before evaluation: `sources` by AppSources, `assets` by the asset resolver,
                // which is asked here whether each catalog stays inside the scene's folders
                // (`assets("/")` would otherwise be searched, and watched, whole).
                if command == "assets" {
                    for arg in argExprs {
                        guard arg.label == nil, case let .string(parts) = arg.value.kind, let path = Parser.literalText(parts) else {
                            throw EvalError(.assetsNotLiteral, at: arg.location)
                        }
                        if it.options.assets?.catalogIsOutside(path) == true {
                            throw EvalError(.catalogOutsideFolder(path: path), at: arg.value.location)
                        }
                    }
                }
                if command == "sources" || command == "assets" { continue }
                if command == "layout" || command == "timeline" || command == "goldens" {
                    guard let body = trailing.first?.closure.body else {
                        throw EvalError(.missingArgument("{ … }", callee: command), at: e.location)
                    }
                    if command == "timeline" { timeline = body; continue }
                    if command == "goldens" {
                        let (times, keys) = try goldenKeys(body)
                        keyTimes += times
                        namedKeys += keys
                        continue
                    }
                    var args = Arguments(try it.evaluateArguments(argExprs, [], in: it.globals), callee: command, at: e.location)
                    layouts.append(Layout(name: try args.required(nil) { try $0.string($1) }, body: body, location: e.location))
                    continue
                }
                if command == "root" {
                    let (r, env, modifiers) = try rootView(argExprs, canvas: canvas, at: e.location)
                    (root, environment, rootModifiers) = ((r.0, r.1), env, modifiers)
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
                    for (label, side) in [("width", w), ("height", h)] where !(side >= 1 && side <= SceneBlock.maxCanvasSide) {
                        let at = args.items.first { $0.label == label }?.location ?? e.location
                        throw EvalError(.canvasTooLarge(width: w, height: h, limit: SceneBlock.maxCanvasSide), at: at)
                    }
                    if !(scale > 0 && scale <= SceneBlock.maxScale) {
                        let at = args.items.first { $0.label == "scale" }?.location ?? e.location
                        throw EvalError(.scaleOutOfRange(scale, limit: SceneBlock.maxScale), at: at)
                    }
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
                case "duration":
                    let seconds = try args.required(nil) { try $0.double($1) }
                    guard seconds >= 0, seconds.isFinite else {
                        throw EvalError(.negativeWait(seconds), at: args.items.first?.location ?? e.location)
                    }
                    duration = seconds
                case "fps":
                    let value = try args.required(nil) { try $0.int($1) }
                    if !(1...SceneBlock.maxFPS).contains(value) {
                        throw EvalError(.fpsOutOfRange(value, limit: SceneBlock.maxFPS), at: args.items.first?.location ?? e.location)
                    }
                    fps = value
                case "appearance":
                    // `appearance(.dark)`: the scene in dark mode, as the device's setting.
                    let arg = try args.required(nil) { $0.take($1) }
                    guard case let .enumCase(name, _) = arg.value, let scheme = ColorScheme(rawValue: name) else {
                        throw args.wrongType(arg, expected: "'.light' or '.dark'")
                    }
                    appearance = scheme
                case "dynamicTypeSize":
                    // `dynamicTypeSize(.medium)`: the device's text size setting.
                    let arg = try args.required(nil) { $0.take($1) }
                    guard let size = DynamicTypeSizes.size(arg.value) else {
                        throw Enumerations.unknown(arg, "'DynamicTypeSize'", DynamicTypeSizes.order)
                    }
                    textSize = size
                case "iOS":
                    // `iOS(17)`: the iOS whose measured metrics lists and forms take.
                    let arg = try args.required(nil) { $0.take($1) }
                    guard let number = it.number(arg.value) else { throw args.wrongType(arg, expected: "a version number such as 18") }
                    guard let version = IOSVersion.major(number) else {
                        throw EvalError(.unknownIOSVersion(arg.value.text), at: arg.location)
                    }
                    iosVersion = (version, e.location)
                default: break
                }
                try args.finish(known: ["width", "height", "scale", "safeArea"])
            } catch let error as EvalError where !error.isFatal {
                it.diagnostics.add(error.diagnostic)
            }
        }
        if let appearance = it.options.appearance ?? appearance {
            canvas.appearance = appearance
            // `@Environment(\.colorScheme)` reads the device's appearance unless the root's
            // modifiers set one.
            if !rootModifiers.contains(where: \.setsColorScheme) {
                environment.values["colorScheme"] = .enumCase(appearance.rawValue, [])
            }
        }
        if let version = it.options.iosVersion ?? iosVersion?.version {
            canvas.iosVersion = version
            if version > .iOS18 {
                it.diagnostics.add(.iosVersionPartlyMeasured(version.rawValue), at: iosVersion?.at ?? decl.location)
            }
        }
        if let textSize = it.options.dynamicTypeSize ?? textSize {
            canvas.dynamicTypeSize = textSize
            // The device's setting is outside everything the root's modifiers write.
            rootModifiers.append(.dynamicTypeSize(textSize))
            if !rootModifiers.dropLast().contains(where: \.setsDynamicTypeSize) {
                environment.values["dynamicTypeSize"] = .enumCase(textSize.rawValue, [])
            }
        }
        return Settings(canvas: canvas, fps: it.options.fps ?? fps, root: root.map { ($0.0, $0.1) }, environment: environment, rootModifiers: rootModifiers, layouts: layouts,
                        timeline: timeline, keyTimes: keyTimes, namedKeys: namedKeys, duration: duration)
    }

    /// `goldens { at(0.5); at(1.25) }`: the scene's own golden key frames, in seconds.
    /// The latest golden time: the longest scene the frame limit allows (36,000 frames at 60 fps).
    static let maxGoldenTime = 600.0

    /// The `at(…)` times of a `goldens { }` block. Each names its golden file to the
    /// millisecond (`at-0.500s.png`), so two that name one file are an error at the second.
    /// A `goldens { … }` block: `at(0.5)` (named by its time) and `key("name", transition: 0,
    /// progress: 0.5)` or `key("name", at: 1.2)` (named by the scene).
    private func goldenKeys(_ body: [Stmt]) throws -> ([Double], [NamedKeyFrame]) {
        var named: [String: SourceLocation] = [:]
        var times: [Double] = [], keys: [NamedKeyFrame] = []
        for stmt in body {
            if case let .expr(e) = stmt.kind, case let .call(callee, argExprs, _) = e.kind, case .identifier("key") = callee.kind {
                let key = try namedKey(argExprs, at: e.location)
                if let earlier = named[key.fileName] {
                    throw EvalError(.goldenTimesCollide(file: key.fileName, earlier: "line \(earlier.line)"), at: e.location)
                }
                named[key.fileName] = e.location
                keys.append(key)
                continue
            }
            times.append(try goldenTime(stmt, named: &named))
        }
        return (times, keys)
    }

    /// `key("card-open", transition: 0, progress: 0.5)`, `key("settled", at: 1.2)`: a name a
    /// file may take (letters, digits, `-`, `_`, `.`; not one of Matchcut's own patterns).
    private func namedKey(_ argExprs: [Argument], at location: SourceLocation) throws -> NamedKeyFrame {
        var args = Arguments(try argExprs.map { ArgValue(label: $0.label, value: try it.evaluate($0.value, in: it.globals), location: $0.value.location) },
                             callee: "key", at: location)
        let name = try args.required(nil) { try $0.string($1) }
        let allowed = name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) && $0.isASCII || "-_.".unicodeScalars.contains($0) }
        let own = name.range(of: #"^(t\d+-p\d{3}|at-[0-9.]+s|frame-\d+)$"#, options: .regularExpression) != nil
        guard allowed, !name.isEmpty, name.count <= 64, !name.hasPrefix("."), !own else {
            throw EvalError(.invalidArgument("_", callee: "key", reason: own ? "'\(name)' is a name Matchcut gives key frames itself"
                                             : "'\(name)' is not a golden's name: use letters, digits, '-', '_' and '.', at most 64, not starting with '.'"),
                            at: location)
        }
        if let time = try args.double("at") {
            try args.finish(known: ["at"])
            guard time >= 0, time <= Self.maxGoldenTime else { throw EvalError(.invalidGoldenTime(String(time)), at: location) }
            return NamedKeyFrame(name: name, time: time, location: location)
        }
        let transition = try args.required("transition") { try $0.int($1) }
        let progress = try args.required("progress") { try $0.double($1) }
        try args.finish(known: ["transition", "progress"])
        guard transition >= 0, (0...1).contains(progress) else {
            throw EvalError(.invalidArgument("progress", callee: "key", reason: "a transition counts from 0 and progress runs from 0 to 1"), at: location)
        }
        return NamedKeyFrame(name: name, transition: transition, progress: progress, location: location)
    }

    /// `at(0.5)`: a key frame named by its time.
    private func goldenTime(_ stmt: Stmt, named: inout [String: SourceLocation]) throws -> Double {
        guard case let .expr(e) = stmt.kind, case let .call(callee, argExprs, _) = e.kind,
              case .identifier("at") = callee.kind, argExprs.count == 1 else {
            throw EvalError(.invalidGoldenTime(stmt.kind.commandName), at: stmt.location)
        }
        let value = try it.evaluate(argExprs[0].value, in: it.globals)
        guard let time = it.number(value), time >= 0, time <= Self.maxGoldenTime else {
            throw EvalError(.invalidGoldenTime(value.text), at: argExprs[0].value.location)
        }
        let file = String(format: "at-%.3fs.png", time)
        if let earlier = named[file] {
            throw EvalError(.goldenTimesCollide(file: file, earlier: "line \(earlier.line)"), at: argExprs[0].value.location)
        }
        named[file] = argExprs[0].value.location
        return time
    }
}

private extension Modifier {
    /// Whether it sets the text size `@Environment(\.dynamicTypeSize)` reads.
    var setsDynamicTypeSize: Bool {
        if case .dynamicTypeSize = self { true } else { false }
    }

    /// Whether it sets the appearance `@Environment(\.colorScheme)` reads.
    var setsColorScheme: Bool {
        switch self {
        case .colorScheme, .preferredColorScheme(_?): true
        default: false
        }
    }
}

extension Stmt.Kind {
    var commandName: String {
        switch self {
        case let .expr(e): e.kind.shortText
        case .binding: "let"
        case .assign: "="
        case .ifStmt: "if"
        case .guardStmt: "guard"
        case .switchStmt: "switch"
        case .returnStmt: "return"
        case .destructure: "let"
        case .forIn: "for"
        case .whileLoop: "while"
        case .repeatWhile: "repeat"
        case .breakStmt: "break"
        case .continueStmt: "continue"
        case .fallthroughStmt: "fallthrough"
        case .doCatch: "do"
        case .deferStmt: "defer"
        case .throwStmt: "throw"
        case .group: "let"
        }
    }
}
