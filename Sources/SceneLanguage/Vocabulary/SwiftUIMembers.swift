import SwiftCore
import Drawing
import Geometry
import ViewTree

/// The SwiftUI parts of calls, members and methods, in the order the evaluator asks for them.
extension Interpreter {
    /// A view's modifiers first, with the effects a scene skips: a modifier's arguments are
    /// evaluated with its identity path, so a view inside `.background(…)` is a child of the
    /// view it decorates. A Path's mutations write the changed path back to `baseExpr`.
    func swiftUIMethod(_ name: String, on base: Value, baseExpr: Expr?, args: [Argument], trailing: [TrailingClosure],
                       in scope: Scope, at location: SourceLocation, baseLocation: SourceLocation) throws -> Value? {
        if let api = SkippedEffects.api(of: base) { return try skippedMember(name, of: api, isCall: true, at: location) }
        if case .opaque("UIApplication.shared") = base {
            // `UIApplication.shared.open(url)`, `.sendAction(…)`: effects a scene skips.
            diagnostics.add(.effectSkipped(api: "UIApplication"), at: location)
            return try skippedMember(name, of: "UIApplication", isCall: true, at: location)
        }
        if let baseExpr, PathViews.mutatingNames.contains(name), let path = PathViews.pathData(base) {
            // `path.addLine(to: p)`: the path with the element added goes back where it came from.
            let values = try evaluateArguments(args, trailing, in: scope)
            try assign(.view(ViewNode(kind: .shape(.path(try PathViews.mutate(name, path, values, it: RuleContext(self), at: location)),
                                                   fill: nil, stroke: nil), identity: currentPath, location: baseLocation)),
                       to: baseExpr, in: scope)
            return .void
        }
        if baseExpr != nil, name == "offsetBy", let path = PathViews.pathData(base) {
            let moved = try PathViews.offsetBy(path, try evaluateArguments(args, trailing, in: scope), at: location)
            return .view(ViewNode(kind: .shape(.path(moved), fill: nil, stroke: nil), identity: currentPath, location: baseLocation))
        }
        if baseExpr != nil, name == "path", case let .host(SwiftUIValue.view(node)) = base, case let .shape(kind, _, _) = node.kind {
            // `RoundedRectangle(cornerRadius: 12).path(in: rect)`: the shape's outline as a Path.
            var a = Arguments(try evaluateArguments(args, trailing, in: scope), callee: "path", at: location)
            let rect = try cgRect(try a.required("in") { $0.take($1) })
            try a.finish(known: ["in"])
            guard let path = PathViews.path(of: kind, in: rect) else {
                throw EvalError(.unknownMember("path", type: "a '\(kind.name)'", suggestion: nil), at: location)
            }
            return .view(ViewNode(kind: .shape(.path(path), fill: nil, stroke: nil), identity: currentPath, location: baseLocation))
        }
        if let (fn, ext) = extensionFunction(name, for: base), Vocabulary.modifiers[name] == nil || Interpreter.labelled(fn, args, trailing) {
            return try callExtension(fn, of: ext, on: base, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        guard let node = try viewIfModifiable(base, modifier: name, at: baseLocation) else { return nil }
        if let (fn, ext) = extensionFunction(name, for: .view(node)),
           Vocabulary.modifiers[name] == nil || Interpreter.labelled(fn, args, trailing) {
            return try callExtension(fn, of: ext, on: .view(node), try evaluateArguments(args, trailing, in: scope), at: location)
        }
        if let rule = Vocabulary.modifiers[name], rule.isInert {
            if let note = rule.inertNote { diagnostics.add(note, at: location) }
            return .view(node)
        }
        let values = try withPath(ModifierCall.path(of: node, modifier: name)) {
            try evaluateArguments(args, trailing, in: scope)
        }
        guard let rule = Vocabulary.modifiers[name] else {
            // Reported and skipped, not thrown: the chain goes on, so a chain with five
            // unknown modifiers reports all five in one run (the scene still fails).
            diagnostics.add(.unknownModifier(name, suggestion: Suggestions.closest(to: name, in: Vocabulary.modifierNames.sorted())), at: location)
            return .view(node)
        }
        return .view(try applyModifier(rule, to: node, values, at: location))
    }

    /// Methods of SwiftUI's values, and of Foundation's and CoreGraphics' stand-ins, once their
    /// arguments are evaluated.
    func swiftUIMethodValue(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        if case .opaque = base, let v = try subjectMethod(name, of: base, values, at: location) { return v }
        switch base {
        case let .instance(inst):
            if inst.typeName == "JSONEncoder", name == "encode", types["JSONEncoder"] == nil { return try jsonEncode(inst, values, at: location) }
            if inst.typeName == "Date", case let .double(t)? = inst["timeIntervalSince1970"],
               let v = try dateMethod(name, t, values, at: location) { return v }
            if let gesture = Gestures.method(name, on: inst, values) { return gesture }  // `DragGesture().onChanged { … }`
        case let .opaque(timer) where timer.hasPrefix("Timer.publish") && name == "autoconnect":
            return base
        case .opaque("Bundle.main"):
            if let v = try bundleMethod(name, values, at: location) { return v }
        case .opaque("JSONDecoder") where name == "decode":
            return try jsonDecode(values, at: location)
        case let .host(SwiftUIValue.dateFormatter(formatter)):
            if let called = try DateFormatters.method(name, of: formatter, values, at: location, self), called.updated == nil {
                return called.result
            }
        case .opaque("DispatchQueue.main") where name == "asyncAfter":
            // Run by the scene's clock, `deadline` seconds from now (`.now() + s` reads as s).
            if let seconds = values.first.flatMap({ Interpreter.seconds(in: $0.value) }),
               case let .closure(c)? = values.last(where: { $0.value.isClosure })?.value {
                action?.effects.delayed.append((seconds, c, location))
            }
            return .void
        case let .host(SwiftUIValue.scrollProxy(reader)) where name == "scrollTo":
            return try scrollTo(reader, values, at: location)
        case let .host(SwiftUIValue.layoutSubview(ref)):
            if let v = try subviewMethod(name, ref, values, at: location) { return v }
        case let .host(SwiftUIValue.geometryProxy(proxy)) where name == "frame":
            return try proxyFrame(proxy, values, at: location)
        case .enumCase, .host(SwiftUIValue.font), .host(SwiftUIValue.animation), .host(SwiftUIValue.transition), .host(SwiftUIValue.color), .host(SwiftUIValue.shapeStyle):
            let result = try Styles.method(name, on: base, values, at: location)
            if name == "smallCaps", case .host(SwiftUIValue.font) = result { Fonts.reportSmallCaps(at: location, to: &diagnostics) }
            if name == "animation", case .host(SwiftUIValue.transition) = result {
                diagnostics.add(.notDrawn("animation", what: "a transition's own animation",
                                          hint: "the change's animation times the transition; pass the curve to withAnimation"), at: location)
            }
            return result
        case let .host(SwiftUIValue.attributed(text)):
            if let v = try attributedMethod(name, text, values, at: location) { return v }
        case let .tuple(items):
            if let v = try geometryMethod(name, items, values, at: location) { return v }
        case .host(SwiftUIValue.uuid) where name == "uuidString":
            return .string(base.scalarText)
        default: break
        }
        return nil
    }

    /// Members of SwiftUI's values and of the stand-ins, asked after the program's extensions.
    func swiftUIMember(_ name: String, of base: Value, at location: SourceLocation) throws -> Value? {
        if let api = SkippedEffects.api(of: base) { return try skippedMember(name, of: api, isCall: false, at: location) }
        if let value = Colors.member(name, of: base) { return value }
        if let size = DynamicTypeSizes.member(name, of: base) { return size }  // `size.isAccessibilitySize`
        if let phase = ScrollTransitions.member(name, of: base) { return phase }  // `phase.isIdentity`
        // `bezier.cgPath`: a UIBezierPath is the path it stands for (UIBezierPaths).
        if name == "cgPath", PathViews.pathData(base) != nil { return base }
        switch base {
        case let .host(SwiftUIValue.binding(b)):
            return try bindingMember(name, of: b, at: location)
        case let .host(SwiftUIValue.attributed(text)): return attributedProperty(name, text)
        case let .tuple(items): return geometryMember(name, items)
        case let .host(SwiftUIValue.geometryProxy(proxy)): return Interpreter.proxyMember(name, proxy)
        case .host(SwiftUIValue.layoutSubview) where name == "priority": return .double(0)
        case let .host(SwiftUIValue.viewDimensions(d, _)):
            if name == "width" { return .double(d.size.width) }
            if name == "height" { return .double(d.size.height) }
        case let .host(SwiftUIValue.uuid(u)) where name == "uuidString":
            return .string(u)
        case let .host(SwiftUIValue.dateFormatter(formatter)):
            if let value = DateFormatters.member(name, of: formatter) { return value }
        case let .enumCase(phase, values) where AsyncImageViews.phases.contains(phase) && (name == "image" || name == "error"):
            // `phase.image` on an `AsyncImagePhase`.
            return AsyncImageViews.member(name, of: phase, values)
        case let .enumCase(first, args) where args.isEmpty && SymbolVariants(dotted: first + "." + name) != nil:
            // `.circle.fill`: the symbol variants chained, kept whole.
            return .enumCase(first + "." + name, [])
        case let .opaque(what) where what == "DispatchQueue" && name == "main":
            return .opaque("DispatchQueue.main")
        case .opaque("UIScreen.main"):
            return screenMember(name)
        case let .opaque(text) where text.hasPrefix(CombineSubjects.prefix):
            if let v = subjectMember(name, of: base) { return v }
        case .opaque("UIApplication.shared"):
            return applicationMember(name, at: location)
        default: break
        }
        return nil
    }

    /// `Color.red`, `Font.title`, `Animation.easeIn`, `AnyTransition.opacity`, `Date.now`.
    func swiftUIStaticMember(_ name: String, of typeName: String, at location: SourceLocation) throws -> Value? {
        if let value = foundationStatic(name, of: typeName) { return value }
        switch typeName {
        case "Color", "UIColor": return .color(try Colors.color(from: .enumCase(name, []), at: location))
        case "Font": return .font(try Fonts.font(from: .enumCase(name, []), at: location))
        case "Animation": return .animation(try Animations.spec(from: .enumCase(name, []), at: location))
        case "AnyTransition": return .transition(try Transitions.transition(from: .enumCase(name, []), at: location))
        case "DispatchQueue": if name == "main" { return .opaque("DispatchQueue.main") }
        case "Task": if name == "isCancelled" { return .bool(false) }
        case "DynamicTypeSize": if DynamicTypeSizes.order.contains(name) { return .enumCase(name, []) }
        case "UIApplication":
            // Anything of the application but `shared` (UIKitWindows) is an effect a scene skips.
            diagnostics.add(.effectSkipped(api: "UIApplication"), at: location)
            return SkippedEffects.value("UIApplication")
        // `HorizontalAlignment.center`: the member, read where an alignment is expected.
        case "HorizontalAlignment", "VerticalAlignment", "Alignment", "ProposedViewSize": return .enumCase(name, [])
        default: break
        }
        return nil
    }

    /// The view a modifier applies to, when `base` is a view (or a view struct, or a colour
    /// used as a view) and `name` is a modifier; nil when this is not a modifier call.
    func viewIfModifiable(_ base: Value, modifier name: String, at location: SourceLocation) throws -> ViewNode? {
        switch base {
        case let .host(SwiftUIValue.view(node)): return node
        case let .instance(inst):
            guard let decl = types[inst.typeName], decl.isView,
                  !decl.functions.contains(where: { $0.name == name }) else { return nil }
            return try resolveView(inst, at: currentPath, location: location)
        case .host(SwiftUIValue.color), .host(SwiftUIValue.shapeStyle):
            guard name != "opacity", Vocabulary.modifierNames.contains(name) else { return nil }
            return try colorView(base, at: location)
        default: return nil
        }
    }

    /// `Font.system(size:)`, `Animation.spring(...)`, `Timer.publish(every:on:in:)`.
    func swiftUIStaticCall(_ name: String, of typeName: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        switch typeName {
        case "Binding" where name == "constant":
            var a = Arguments(values, callee: "Binding.constant", at: location)
            let v = try a.required(nil) { $0.take($1) }
            try a.finish(known: [])
            return .binding(Binding(.constant(v.value)))
        case "AnyTransition" where name == "modifier":
            return .transition(try modifierTransition(values, at: location))
        case "Font", "Animation", "AnyTransition", "Color":
            return try Styles.coerce(.enumCase(name, values), toType: typeName, at: location)
        case "Task" where name == "sleep":
            // A sleep the scene's clock cannot pause at (one inside a nested block) passes at once.
            _ = try TaskRun.sleepSeconds(values, at: location)
            return .void
        case "Task" where name == "detached":
            // `Task.detached { … }`: the scene runs on one actor, so a detached task is a task
            // like `Task { … }`, started on the scene's clock once the code that made it has run.
            var a = Arguments(values, callee: "Task.detached", at: location)
            _ = a.take("priority")
            if let body = a.takeClosure(nil) ?? a.takeClosure("operation") { action?.effects.tasks.append((body, location)) }
            try a.finish(known: ["priority", "operation"])
            return .opaque("Task")
        case "MainActor" where name == "run":
            // The scene runs on one actor: `await MainActor.run { … }` runs its body now.
            guard case let .closure(c)? = values.last(where: { $0.value.isClosure })?.value else {
                throw EvalError(.missingArgument("body", callee: "MainActor.run"), at: location)
            }
            return try callClosure(c, [], at: location)
        case "Timer" where name == "publish":
            var a = Arguments(values, callee: "Timer.publish", at: location)
            // Ticks on the scene's clock while an `onReceive` on screen listens (ViewLifecycle).
            let every = (try? a.double("every")).flatMap { $0 }.map { String($0) } ?? "…"
            return .opaque("Timer.publish " + every)
        default:
            return nil
        }
    }

    /// `.brand` where an extension of a style type declares `static let brand`: the leading
    /// dot reaches the file's own static members of `Color`, `ShapeStyle`, `Font`,
    /// `Animation`, `AnyTransition`.
    func implicitStatic(_ name: String) -> Value? {
        for type in Self.styleTypes {
            guard let ext = extensions[type], ext.staticProperties.contains(where: { $0.name == name }) else { continue }
            return try? staticProperty(name, of: ext, at: location)
        }
        return nil
    }

    /// `.lift(40)` where an extension of a style type declares `static func lift(_:)`
    /// (`extension AnyTransition { static func lift(_ y: CGFloat) -> AnyTransition { … } }`).
    func implicitStaticCall(_ name: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        for type in Self.styleTypes {
            guard let ext = extensions[type], let fn = ext.functions.first(where: { $0.name == name && $0.isStatic }) else { continue }
            return try callFunction(fn, values, owner: nil, at: location)
        }
        return nil
    }

    /// The standard types whose static members a leading dot reaches.
    static let styleTypes = ["Color", "ShapeStyle", "Font", "Animation", "AnyTransition", "LinearGradient", "CGFloat", "Double", "Int", "Float"]
}
