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
        "ProposedViewSize", "DynamicTypeSize", "UIApplication", "Bundle", "Data", "JSONDecoder", "JSONEncoder", "DateFormatter", "PassthroughSubject", "CurrentValueSubject",
        "AnyCancellable", "TimeZone",
    ]

    func isType(_ name: String) -> Bool {
        Vocabulary.viewNames.contains(name) || Vocabulary.values[name] != nil || SwiftUIHost.types.contains(name)
    }

    /// CoreGraphics' and Foundation's names for Double (made once: the evaluator asks often).
    static let aliases = ["CGFloat": "Double", "TimeInterval": "Double"]
    var aliases: [String: String] { SwiftUIHost.aliases }

    /// The Core Graphics type a labelled tuple stands for (a `CGRect` is `(x:, y:, width:,
    /// height:)`), so `extension CGRect { var center: CGPoint { … } }` reaches `rect` in a
    /// shape's `path(in:)`.
    func typeNames(ofTupleLabelled labels: [String?]) -> [String] {
        switch labels {
        case ["x", "y", "width", "height"]: ["CGRect"]
        case ["x", "y"]: ["CGPoint"]
        case ["width", "height"]: ["CGSize"]
        case ["dx", "dy"]: ["CGVector"]
        case ["top", "leading", "bottom", "trailing"]: ["EdgeInsets"]
        default: []
        }
    }

    func standIn(for name: String, at location: SourceLocation, _ it: Interpreter) -> Value? {
        it.skippedEffect(name, at: location)
    }

    func unknownCallee(_ name: String, at location: SourceLocation, _ it: Interpreter) -> EvalError? {
        guard name.first?.isUppercase ?? false else { return nil }
        let suggestion = Suggestions.closest(to: name, in: Vocabulary.viewNames.union(it.types.keys).sorted())
        // A type made where no view is written (`let decoder = PropertyListDecoder()`) is not a view.
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
            Availability.check(name, it, at: location)
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
        // Sample data the app ships as a file (BundleResources).
        if name == "Data", it.types[name] == nil { return try it.dataContents(try it.evaluateArguments(args, trailing, in: scope), at: location) }
        if name == "JSONDecoder", it.types[name] == nil {
            _ = try it.evaluateArguments(args, trailing, in: scope)
            return BundleResources.decoder
        }
        if name == "PassthroughSubject" || name == "CurrentValueSubject", it.types[name] == nil {
            return try it.makeSubject(name, try it.evaluateArguments(args, trailing, in: scope), at: location)
        }
        if name == "JSONEncoder", it.types[name] == nil {
            var a = Arguments(try it.evaluateArguments(args, trailing, in: scope), callee: name, at: location)
            try a.finish(known: [])
            return JSONEncoding.encoder
        }
        if name == "DateFormatter", it.types[name] == nil {
            var a = Arguments(try it.evaluateArguments(args, trailing, in: scope), callee: name, at: location)
            try a.finish(known: [])
            return .host(SwiftUIValue.dateFormatter(DateFormatterValue()))
        }
        // `Locale(identifier: "en_US_POSIX")`, `TimeZone(identifier: "UTC")`: what they name.
        if (name == "Locale" || name == "TimeZone"), it.types[name] == nil {
            var a = Arguments(try it.evaluateArguments(args, trailing, in: scope), callee: name, at: location)
            let identifier: String
            if name == "TimeZone", let seconds = try a.double("secondsFromGMT") {
                identifier = seconds == 0 ? "GMT" : "GMT\(seconds < 0 ? "-" : "+")\(abs(seconds) / 3600)"
            } else {
                identifier = try a.required("identifier") { try $0.string($1) }
            }
            try a.finish(known: ["identifier", "secondsFromGMT"])
            return .instance(Instance(typeName: name, names: ["identifier"], fields: ["identifier": .string(identifier)]))
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
        guard let rule = Vocabulary.values[typeName] else {
            // `.init(x:y:width:height:)` where a `CGRect` is expected (`-> Self { .init(…) }` in
            // `extension CGRect`): Foundation's and Core Graphics' values, as `CGRect(…)` makes them.
            guard ["URL", "Date", "CGPoint", "CGVector", "CGRect"].contains(typeName) else { return nil }
            return try it.foundationValue(typeName, values, at: location)
        }
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
        if let dated = Interpreter.dateOperation(op, l, r) { return dated }
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
        case let (.host(SwiftUIValue.geometryProxy(proxy)), .host(SwiftUIValue.anchor(anchor))):
            // `proxy[anchor]`: the anchor in the reader's own space.
            let origin = proxy.globalFrame.origin
            switch anchor {
            case let .bounds(r): return Interpreter.rect(r.minX - origin.x, r.minY - origin.y, r.width, r.height)
            case let .point(p): return Interpreter.point(p.x - origin.x, p.y - origin.y)
            }
        case let (.host(SwiftUIValue.viewDimensions(d, axis)), .enumCase(name, _)):
            if let guide = Interpreter.guide(name, d, axis) { return .double(guide) }
            throw EvalError(.invalidOperands(op: "[]", left: base.kindDescription, right: "'.\(name)'"), at: location)
        case let (.opaque("EnvironmentValues"), .type(name)):
            // `self[AccentKey.self]` in an `EnvironmentValues` extension: the key's default.
            guard let decl = it.types[name], decl.staticProperties.contains(where: { $0.name == "defaultValue" }) else {
                throw EvalError(.invalidOperands(op: "[]", left: "'EnvironmentValues'", right: "'\(name).self', which has no 'defaultValue'"),
                                at: location)
            }
            return try it.staticProperty("defaultValue", of: decl, at: location)
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
        case let .opaque(text) where text.hasPrefix(CombineSubjects.prefix):
            return try it.assignSubject(value, toMember: name, of: base, at: location)
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
        case let .host(SwiftUIValue.dateFormatter(formatter)):
            // `formatter.dateFormat = "MMM d"`: the configured formatter written back.
            guard let changed = try DateFormatters.setting(name, of: formatter, to: value, at: location, it) else { return false }
            try write(.host(SwiftUIValue.dateFormatter(changed)))
            return true
        default:
            return false
        }
    }

    func mutatingMethod(_ name: String, on base: Value, _ values: [ArgValue], at location: SourceLocation,
                        _ it: Interpreter) throws -> (updated: Value, result: Value)? {
        if case let .host(SwiftUIValue.dateFormatter(formatter)) = base,
           let called = try DateFormatters.method(name, of: formatter, values, at: location, it), let updated = called.updated {
            return (.host(SwiftUIValue.dateFormatter(updated)), called.result)
        }
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
        case .environment?, .environmentObject?: true
        // `@StateObject var model: Model` with no value written is a memberwise parameter
        // (`Child(model: Model())`), kept from the first build on, as SwiftUI keeps it.
        case .stateObject?: property.defaultValue != nil
        default: false
        }
    }
}
