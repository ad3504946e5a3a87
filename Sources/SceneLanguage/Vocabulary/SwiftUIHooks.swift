import SwiftCore
import Drawing
import Geometry
import ViewTree

/// SwiftUI's answers to the evaluator's questions (SwiftCore's `Host`): its views, values,
/// modifiers and Foundation, UIKit and CoreGraphics stand-ins as types beside Swift's; its
/// bindings as the storage property wrappers refer to; its view builder as the result builder.
extension SwiftUIHost: Host {
    /// Types a name may stand for as a value (`Color.red`, `Date.now`), beside the
    /// vocabulary's views and values.
    static let types: Set<String> = [
        "Color", "Font", "Animation", "AnyTransition", "UUID", "CGFloat", "Timer", "DispatchQueue", "EdgeInsets", "GridItem",
        "Namespace", "UIColor", "NavigationPath", "ScrollViewProxy", "CGPoint", "CGSize", "CGRect", "CGVector", "UIScreen", "URL",
        "Date", "Calendar", "Locale", "TimeInterval", "MainActor", "HorizontalAlignment", "VerticalAlignment", "Alignment",
        "ProposedViewSize", "DynamicTypeSize", "UIApplication",
    ]

    func isType(_ name: String) -> Bool {
        Vocabulary.viewNames.contains(name) || Vocabulary.values[name] != nil || SwiftUIHost.types.contains(name)
    }

    /// CoreGraphics' and Foundation's names for Double (made once: the evaluator asks often).
    static let aliases = ["CGFloat": "Double", "TimeInterval": "Double"]
    var aliases: [String: String] { SwiftUIHost.aliases }

    func standIn(for name: String, at location: SourceLocation, _ it: Interpreter) -> Value? {
        it.skippedEffect(name, at: location)
    }

    func unknownCallee(_ name: String, at location: SourceLocation, _ it: Interpreter) -> EvalError? {
        guard name.first?.isUppercase ?? false else { return nil }
        let suggestion = Suggestions.closest(to: name, in: Vocabulary.viewNames.union(it.types.keys).sorted())
        // A type made where no view is written (`let decoder = JSONDecoder()`) is not a view.
        if location != build.viewPosition, !name.hasSuffix("View"), suggestion == nil {
            return EvalError(.unknownType(name), at: location)
        }
        return EvalError(.unknownView(name, suggestion: suggestion), at: location)
    }

    func implicitMember(_ name: String, _ it: Interpreter) -> Value? { it.implicitStatic(name) }

    func implicitCall(_ name: String, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        if name == "modifier", values.contains(where: { $0.label == "active" }) {
            return .transition(try it.modifierTransition(values, at: location))  // `AnyTransition.modifier(active:identity:)`
        }
        return try it.implicitStaticCall(name, values, at: location)
    }

    func projectedValue(_ name: String, in scope: Scope, at location: SourceLocation, _ it: Interpreter) throws -> Value {
        try it.projectedValue(name, in: scope, at: location)
    }

    func projectionExpected(for parameter: String) -> String {
        "a binding ('ForEach($items) { \(parameter) in … }')"
    }

    // MARK: Calls

    func call(_ name: String, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
              at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        if PlaceholderViews.named[name] != nil {
            return .view(PlaceholderViews.make(name, RuleContext(it), at: location))  // `Map { … }`, unevaluated
        }
        if let rule = Vocabulary.views[name] {
            // A container's content gets the identity of the container being built.
            return .view(try it.makeView(rule, try it.evaluateArguments(args, trailing, in: scope), at: location))
        }
        if let rule = Vocabulary.values[name] {
            let values = try it.evaluateArguments(args, trailing, in: scope)
            // `extension Color { init(hex: Int) { self.init(red: …) } }`: the app's initializer
            // of a SwiftUI type, when it takes these arguments.
            if let ext = it.extensions[name], let fn = ext.extensionInitializers.first(where: { it.accepts($0, values) }) {
                return try it.standardTypeInitializer(fn, of: ext, values, at: location)
            }
            var arguments = Arguments(values, callee: name, at: location)
            return try rule.make(&arguments, RuleContext(it))
        }
        if name == "UUID" {
            _ = try it.evaluateArguments(args, trailing, in: scope)
            return it.nextUUID()
        }
        guard ["URL", "Date", "CGPoint", "CGVector", "CGRect"].contains(name) else { return nil }
        return try it.foundationValue(name, try it.evaluateArguments(args, trailing, in: scope), at: location)
    }

    func instantiate(_ decl: TypeDecl, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        if decl.conformances.contains("Layout"), let view = try it.customLayout(decl, values, at: location) { return .view(view) }
        if Interpreter.isShape(decl) { return .view(try it.customShape(decl, values, at: location)) }
        if PlaceholderViews.isRepresentable(decl) { return .view(PlaceholderViews.representable(decl, values, RuleContext(it), at: location)) }
        return nil
    }

    func make(_ typeName: String, _ values: [ArgValue], complete: Bool, at location: SourceLocation,
              _ it: Interpreter) throws -> Value? {
        guard let rule = Vocabulary.values[typeName] else { return nil }
        var arguments = Arguments(values, callee: typeName, at: location)
        let made = try rule.make(&arguments, RuleContext(it))
        if complete { try arguments.finish(known: []) }
        return made
    }

    func coerce(_ value: Value, to typeName: String, at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        switch typeName {
        case "Color": .color(try Colors.color(from: value, at: location))
        case "Font": .font(try Fonts.font(from: value, at: location))
        case "Animation": .animation(try Animations.spec(from: value, at: location))
        case "AnyTransition": .transition(try Transitions.transition(from: value, at: location))
        default: nil
        }
    }

    func staticCall(_ name: String, of typeName: String, _ values: [ArgValue], at location: SourceLocation,
                    _ it: Interpreter) throws -> Value? {
        try it.swiftUIStaticCall(name, of: typeName, values, at: location)
    }

    func memberCall(_ name: String, base: Expr, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                    at location: SourceLocation, baseLocation: SourceLocation, _ it: Interpreter) throws -> Value? {
        guard let rule = Vocabulary.modifiers[name], let environment = rule.environment else { return nil }
        return try it.environmentModifier(rule, environment, base: base, args: args, trailing: trailing, in: scope,
                                          at: location, baseLocation: baseLocation)
    }

    func method(_ name: String, on base: Value, baseExpr: Expr?, args: [Argument], trailing: [TrailingClosure],
                in scope: Scope, at location: SourceLocation, baseLocation: SourceLocation, _ it: Interpreter) throws -> Value? {
        try it.swiftUIMethod(name, on: base, baseExpr: baseExpr, args: args, trailing: trailing, in: scope, at: location,
                             baseLocation: baseLocation)
    }

    func methodValue(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation,
                     _ it: Interpreter) throws -> Value? {
        try it.swiftUIMethodValue(name, on: base, values, at: location)
    }

    func callOpaque(_ name: String, _ values: [ArgValue], at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        // An environment action: `dismiss()` closes its page or sheet once the code has run.
        if let key = DismissRoute.key(in: name) { action?.effects.dismissals.append(key) }
        return nil
    }

    func methodNames(of base: Value) -> [String] {
        if case .host(SwiftUIValue.attributed) = base { return ["range", "append"] }
        return Array(Vocabulary.modifierNames)
    }

    func hasMethod(_ name: String, onSelf box: SelfBox) -> Bool {
        (box is ValueBox || box.decl.isView) && Vocabulary.modifiers[name] != nil
    }

    // MARK: Members, operators and subscripts

    func member(_ name: String, of base: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        try it.swiftUIMember(name, of: base, at: location)
    }

    func staticMember(_ name: String, of typeName: String, at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        try it.swiftUIStaticMember(name, of: typeName, at: location)
    }

    func binary(_ op: String, _ l: Value, _ r: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        if let compared = DynamicTypeSizes.compare(op, l, r) { return compared }
        switch (l, r) {
        case let (.host(SwiftUIValue.view(a)), .host(SwiftUIValue.view(b))) where op == "+":
            // `Text("a").bold() + Text("b")`: one text whose runs keep their own styles.
            guard let x = Interpreter.styledRuns(of: a), let y = Interpreter.styledRuns(of: b) else {
                throw EvalError(.invalidOperands(op: op, left: l.kindDescription, right: r.kindDescription), at: location)
            }
            var joined = a
            joined.kind = .styledText(x + y)
            joined.modifiers = []
            return .view(joined)
        case let (.host(SwiftUIValue.attributed(a)), .host(SwiftUIValue.attributed(b))) where op == "+":
            return .attributed(a + b)
        default:
            return nil
        }
    }

    func subscriptValue(_ base: Value, _ key: Value, at location: SourceLocation, _ it: Interpreter) throws -> Value? {
        switch (base, key) {
        case let (.host(SwiftUIValue.attributed(text)), .range(a, b, _)):
            return .attributed(text.slice(try it.attributedRange(a, b, in: text, at: location)))
        case let (.host(SwiftUIValue.viewDimensions(d, axis)), .enumCase(name, _)):
            if let guide = Interpreter.guide(name, d, axis) { return .double(guide) }
            throw EvalError(.invalidOperands(op: "[]", left: base.kindDescription, right: "'.\(name)'"), at: location)
        default:
            return nil
        }
    }

    func settingElement(_ key: Value, of container: Value, to value: Value, at location: SourceLocation,
                        _ it: Interpreter) throws -> Value? {
        guard case let (.host(SwiftUIValue.attributed(text)), .range(a, b, _)) = (container, key) else { return nil }
        guard case let .host(SwiftUIValue.attributed(slice)) = value else { throw EvalError(.cannotAssign("[]"), at: location) }
        return .attributed(text.replacing(try it.attributedRange(a, b, in: text, at: location), with: slice))
    }

    func assign(_ value: Value, toMember name: String, of base: Value, at location: SourceLocation, _ it: Interpreter,
                write: (Value) throws -> Void) throws -> Bool {
        switch base {
        case .opaque("UIApplication.shared"):
            // `UIApplication.shared.isIdleTimerDisabled = true`: an effect a scene skips.
            it.diagnostics.add(.effectSkipped(api: "UIApplication"), at: location)
            return true
        case let .opaque(text) where SkippedEffects.api(of: .opaque(text)) != nil:
            return true  // a stand-in's property: its warning was given where it was reached
        case let .host(SwiftUIValue.attributed(text)):
            // `s.foregroundColor = .red`, `s[range].font = .headline`: the changed copy written back.
            try write(try it.settingAttribute(name, of: text, to: value, at: location))
            return true
        default:
            return false
        }
    }

    func mutatingMethod(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation,
                        _ it: Interpreter) throws -> (updated: Value, result: Value)? {
        guard name == "append", case let .host(SwiftUIValue.attributed(text)) = base else { return nil }
        var a = Arguments(values, callee: name, at: location)
        let other = try a.required(nil) { $0.take($1) }.value
        guard case let .host(SwiftUIValue.attributed(more)) = other else {
            throw EvalError(.wrongArgumentType(parameter: "_", callee: "append", expected: "an 'AttributedString'",
                                               found: other.kindDescription), at: location)
        }
        try a.finish(known: [])
        return (.attributed(text + more), .void)
    }

    // MARK: Storage

    func allocate(_ instance: Instance, decl: TypeDecl) -> ObjectRef { heap.allocate(instance, decl: decl) }

    func isWrapped(_ property: PropertyDecl) -> Bool { property.wrapper != nil }

    func location(of value: Value) -> Location? {
        if case let .host(SwiftUIValue.binding(b)) = value { return b.location }
        return nil
    }

    func reference(to location: Location) -> Value { .binding(Binding(location)) }

    func keepsReference(_ type: TypeRef?) -> Bool { type?.text.contains("Binding<") ?? false }

    func readsThrough(_ property: PropertyDecl) -> Bool { property.wrapper?.readsThrough ?? false }

    func willWrite(_ slot: (any StorageSlot)?, _ it: Interpreter) throws { try it.willChangeObserved() }

    func didWrite(_ slot: (any StorageSlot)?, _ it: Interpreter) { it.noteObservedChange(slot: (slot as? StateSlot)?.key) }

    func observes(_ name: String, of decl: TypeDecl) -> Bool { decl.observes(name) }

    // MARK: Building

    func builds(_ type: TypeRef?) -> Bool { type?.text.contains("View") ?? false }

    func build(_ body: [Stmt], in scope: Scope, at location: SourceLocation, _ it: Interpreter) throws -> Value {
        .view(try it.buildSingle(body, in: scope, base: currentPath, at: location))
    }

    func startValue(of property: PropertyDecl, in decl: TypeDecl, _ it: Interpreter) -> Value? {
        guard property.has("Namespace") else { return nil }
        return .namespace(NamespaceID(name: "\(decl.name).\(property.name)", instance: currentPath.appending(decl.name).description))
    }

    /// A view struct is made by its parent's body, and SwiftUI keeps the struct until that
    /// body runs again: while no state of a view above it changed, a view at the same place
    /// keeps the defaults it was made with (`let tabs = [Tab(id: UUID(), …)]` keeps its ids
    /// when only the view's own state changes, so a ForEach over them keeps its identities;
    /// StateStore.mayKeepDefaults).
    func defaultValue(_ expr: Expr, of property: PropertyDecl, in decl: TypeDecl, _ it: Interpreter) throws -> Value? {
        guard decl.isView else { return nil }
        let key = StateKey(view: currentPath.appending(decl.name), property: property.name)
        if state.mayKeepDefaults(of: key.view), let kept = state.madeDefaults[key] {
            state.keepDefault(key)
            return kept
        }
        // A view the default makes (`let icon = Image(…)`) is the property's own: two such
        // properties are two views, not one identity twice.
        let made = try it.withPath(key.view.appending("prop:" + property.name)) {
            try it.evaluate(expr, as: property.type, in: Scope(parent: it.globals))
        }
        state.madeDefaults[key] = made
        state.keepDefault(key)
        return made
    }

    /// `@FocusState var focused: Field?` starts unfocused: nil, or false for a Bool.
    func unsetValue(of property: PropertyDecl) -> Value? {
        guard property.wrapper == .focusState else { return nil }
        return property.type?.baseName == "Bool" ? .bool(false) : .none
    }

    /// A `@Binding` keeps the binding passed; a closure for a `@ViewBuilder` property builds
    /// views (at once when the property holds a view).
    func memberValue(_ arg: ArgValue, for property: PropertyDecl, _ it: Interpreter) throws -> Value? {
        if property.wrapper == .binding {
            if let b = arg.binding { return .binding(b) }
            // `.constant(true)` where a binding is expected.
            if case let .enumCase("constant", values) = arg.value, let v = values.first { return .binding(Binding(.constant(v.value))) }
            return .binding(Binding(.constant(arg.value)))
        }
        guard case var .closure(c) = arg.value, isBuilder(property) else { return nil }
        c.isViewBuilder = true
        if property.type?.isFunction ?? false { return .closure(c) }
        return try it.callClosure(c, [], at: arg.location)
    }

    func isBuilder(_ property: PropertyDecl) -> Bool { property.has("ViewBuilder") || property.buildsViews }

    /// Properties a wrapper fills when the view is built, not when it is made: the
    /// environment's, and a `@StateObject`'s, whose value is made once per view identity.
    func filledLater(_ property: PropertyDecl) -> Bool {
        switch property.wrapper {
        case .environment?, .environmentObject?, .stateObject?: true
        default: false
        }
    }
}

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
        switch base {
        case let .instance(inst):
            if inst.typeName == "Date", case let .double(t)? = inst["timeIntervalSince1970"],
               let v = try dateMethod(name, t, values, at: location) { return v }
            if let gesture = Gestures.method(name, on: inst, values) { return gesture }  // `DragGesture().onChanged { … }`
        case let .opaque(timer) where timer.hasPrefix("Timer.publish") && name == "autoconnect":
            return base
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
