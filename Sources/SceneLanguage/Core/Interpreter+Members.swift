import SwiftCore
import Drawing
import Geometry
import ViewTree

extension Interpreter {
    /// `base.name` without a call.
    func member(_ name: String, of base: Value, at location: SourceLocation, baseExpr: Expr) throws -> Value {
        if let api = SkippedEffects.api(of: base) { return try skippedMember(name, of: api, isCall: false, at: location) }
        if let (prop, ext) = extensionProperty(name, for: base) { return try computed(prop, of: ValueBox(base, decl: ext), at: location) }
        if let value = Colors.member(name, of: base) { return value }
        if name == "hashValue", let hash = try synthesizedHashValue(of: base) { return hash }
        if let size = DynamicTypeSizes.member(name, of: base) { return size }  // `size.isAccessibilitySize`
        if let phase = ScrollTransitions.member(name, of: base) { return phase }  // `phase.isIdentity`
        // `bezier.cgPath`: a UIBezierPath is the path it stands for (UIBezierPaths).
        if name == "cgPath", PathViews.pathData(base) != nil { return base }
        switch base {
        case .none:
            return .none // reached only through `?.`; a plain `.` on nil is reported by `!`
        case let .type(typeName):
            return try staticMember(name, of: typeName, at: location)
        case let .instance(inst):
            return try instanceMember(name, of: SelfBox(instance: inst, decl: types[inst.typeName] ?? TypeDecl.unknown(inst.typeName)),
                                      at: location)
        case let .object(ref):
            return try instanceMember(name, of: ref, at: location)
        case let .host(SwiftUIValue.binding(b)):
            return try bindingMember(name, of: b, at: location)
        case let .enumValue(e):
            return try enumMember(name, of: e, at: location)
        case let .array(items): if let v = arrayProperty(name, items) { return v }
        case let .set(members): if let v = setProperty(name, members) { return v }
        case let .string(s): if let v = stringProperty(name, s) { return v }
        case let .host(SwiftUIValue.attributed(text)): if let v = attributedProperty(name, text) { return v }
        case let .int(i): if let v = intProperty(name, i) { return v }
        case let .double(d): if let v = doubleProperty(name, d) { return v }
        case let .range(a, b):
            switch name {
            case "count": return .int(try count(ofRange: a, b, at: location))
            case "lowerBound": return .int(a)
            case "upperBound": return .int(b)
            case "isEmpty": return .bool(a >= b)
            case "first": return a < b ? .int(a) : .none
            case "last": return a < b ? .int(b - 1) : .none
            default: break
            }
        case let .doubleRange(a, b, _):
            switch name {
            case "lowerBound": return .double(a)
            case "upperBound": return .double(b)
            default: break
            }
        case let .tuple(items):
            if let v = items.first(where: { $0.label == name })?.value { return v }
            if let i = Int(name), items.indices.contains(i) { return items[i].value }
            // An unlabelled tuple inside a function returning `[(letter: String, …)]` has
            // the return type's labels, as Swift infers them.
            if items.allSatisfy({ $0.label == nil }), let labels = tupleLabels.last, labels.count == items.count,
               let i = labels.firstIndex(of: name) {
                return items[i].value
            }
            if let v = geometryMember(name, items) { return v }
        case let .host(SwiftUIValue.geometryProxy(proxy)):
            if let v = Interpreter.proxyMember(name, proxy) { return v }
        case .host(SwiftUIValue.layoutSubview) where name == "priority":
            return .double(0)
        case let .host(SwiftUIValue.viewDimensions(d, _)):
            if name == "width" { return .double(d.size.width) }
            if name == "height" { return .double(d.size.height) }
        case let .dictionary(pairs): if let v = dictionaryProperty(name, pairs) { return v }
        case let .host(SwiftUIValue.uuid(u)) where name == "uuidString":
            return .string(u)
        case let .enumCase(phase, values) where AsyncImageViews.phases.contains(phase) && (name == "image" || name == "error"):
            // `phase.image` on an `AsyncImagePhase`.
            if let v = AsyncImageViews.member(name, of: phase, values) { return v }
        case let .enumCase(first, args) where args.isEmpty && SymbolVariants(dotted: first + "." + name) != nil:
            // `.circle.fill`: the symbol variants chained, kept whole.
            return .enumCase(first + "." + name, [])
        case .enumCase("init", _):
            // `.init(…)` whose type nothing gave: reading its member would make up a value.
            throw EvalError(.unresolvedMember("init", type: nil), at: location)
        case let .enumCase(caseName, _):
            // A member a case does not have is an error naming it: reading it must never make
            // up a value (`colorScheme.title` once showed the text "title"; issue 30, item 2).
            throw EvalError(.unknownMember(name, type: "'.\(caseName)'", suggestion: nil), at: location)
        case let .opaque(what) where what == "DispatchQueue" && name == "main":
            return .opaque("DispatchQueue.main")
        case .opaque("UIScreen.main"):
            if let v = screenMember(name) { return v }
        case .opaque("UIApplication.shared"):
            return applicationMember(name, at: location)
        default: break
        }
        throw EvalError(.unknownMember(name, type: base.kindDescription, suggestion: nil), at: location)
    }

    /// `value.name` on a struct or an object: a stored property (read through its wrapper),
    /// else a computed one.
    func instanceMember(_ name: String, of box: SelfBox, at location: SourceLocation) throws -> Value {
        let decl = box.decl
        if let v = box.instance[name] { return try fieldValue(v, name, of: decl, at: location) }
        if let prop = decl.properties.first(where: { $0.name == name && !$0.isStatic }) {
            if prop.getter != nil { return try computed(prop, of: box, at: location) }
            if let v = try lazyValue(prop, of: box, at: location) { return v }
        }
        let names = box.instance.names + decl.properties.map(\.name)
        throw EvalError(.unknownMember(name, type: "'\(box.instance.typeName)'", suggestion: Suggestions.closest(to: name, in: names)),
                        at: location)
    }

    /// `Color.red`, `Font.title`, `Animation.easeIn`, `AnyTransition.opacity`, `Double.infinity`.
    func staticMember(_ name: String, of typeName: String, at location: SourceLocation) throws -> Value {
        if name == "self" { return .type(typeName) } // `Item.self` in `navigationDestination(for:)`
        if let value = try extensionStatic(name, of: typeName, at: location) { return value }
        if let value = foundationStatic(name, of: typeName) { return value }
        if let decl = types[typeName] {
            if decl.staticProperties.contains(where: { $0.name == name }) { return try staticProperty(name, of: decl, at: location) }
            if decl.isEnum {
                if let c = decl.cases.first(where: { $0.name == name }), c.parameters.isEmpty { return try enumCase(name, of: decl, [], at: location) }
                if name == "allCases" { return allCases(decl) }
            }
            if types[typeName + "." + name] != nil { return .type(typeName + "." + name) }
        }
        switch typeName {
        case "Color", "UIColor": return .color(try Colors.color(from: .enumCase(name, []), at: location))
        case "Font": return .font(try Fonts.font(from: .enumCase(name, []), at: location))
        case "Animation": return .animation(try Animations.spec(from: .enumCase(name, []), at: location))
        case "AnyTransition": return .transition(try Transitions.transition(from: .enumCase(name, []), at: location))
        case "Double", "CGFloat":
            switch name {
            case "infinity": return .double(.infinity)
            case "pi": return .double(.pi)
            case "nan": return .double(.nan)
            case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
            case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
            case "zero": return .double(0)
            default: break
            }
        case "Int":
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            default: break
            }
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
        throw EvalError(.unknownMember(name, type: "'\(typeName)'", suggestion: nil), at: location)
    }

    /// `base.name(args)`: a modifier on a view, a method of a struct, a style's method.
    /// `location` is where the method's name is written (messages point there);
    /// `baseLocation` where the expression it is called on starts.
    func method(_ name: String, on base: Value, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                at location: SourceLocation, baseLocation: SourceLocation) throws -> Value {
        if let api = SkippedEffects.api(of: base) { return try skippedMember(name, of: api, isCall: true, at: location) }
        if case .opaque("UIApplication.shared") = base {
            // `UIApplication.shared.open(url)`, `.sendAction(…)`: effects a scene skips.
            diagnostics.add(.effectSkipped(api: "UIApplication"), at: location)
            return try skippedMember(name, of: "UIApplication", isCall: true, at: location)
        }
        // Views first: their arguments are evaluated with the modifier's identity path,
        // so a view inside `.background(…)` is a child of the view it decorates.
        if let (fn, ext) = extensionFunction(name, for: base), Vocabulary.modifiers[name] == nil || Interpreter.labelled(fn, args, trailing) {
            return try callExtension(fn, of: ext, on: base, try evaluateArguments(args, trailing, in: scope), at: location)
        }
        if let node = try viewIfModifiable(base, modifier: name, at: baseLocation) {
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
        let values = try evaluateArguments(args, trailing, in: scope)
        switch base {
        case let .instance(inst):
            if let decl = types[inst.typeName], let fn = decl.functions.first(where: { $0.name == name }) {
                return try callFunction(fn, values, owner: SelfBox(instance: inst, decl: decl), at: location)
            }
            if inst.typeName == "Date", case let .double(t)? = inst["timeIntervalSince1970"],
               let v = try dateMethod(name, t, values, at: location) { return v }
            if let gesture = Gestures.method(name, on: inst, values) { return gesture }  // `DragGesture().onChanged { … }`
            if let field = inst[name] { return try callValue(field, values, at: location) }
        case let .object(ref):
            if let fn = ref.decl.functions.first(where: { $0.name == name && !$0.isStatic }) {
                return try callFunction(fn, values, owner: ref, at: location)
            }
            if let field = ref.instance[name] { return try callValue(field, values, at: location) }
        case let .enumValue(e):
            if let decl = types[e.typeName], let fn = decl.functions.first(where: { $0.name == name && !$0.isStatic }) {
                return try callFunction(fn, values, owner: ValueBox(base, decl: decl), at: location)
            }
        case let .type(typeName):
            if let ext = extensions[typeName], let fn = ext.functions.first(where: { $0.name == name && $0.isStatic }) {
                return try callFunction(fn, values, owner: nil, selfType: typeName, at: location)
            }
            if let decl = types[typeName] {
                if let fn = decl.functions.first(where: { $0.name == name && $0.isStatic }) {
                    return try callFunction(fn, values, owner: nil, selfType: typeName, at: location)
                }
                if name == "init" { return try instantiate(decl, values, at: location) }
                if decl.isEnum, decl.cases.contains(where: { $0.name == name }) { return try enumCase(name, of: decl, values, at: location) }
                if types[typeName + "." + name] != nil { return try instantiate(types[typeName + "." + name]!, values, at: location) }
            }
            return try staticCall(name, of: typeName, values, at: location)
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
        case let .dictionary(pairs):
            if let v = try dictionaryMethod(name, pairs, values, at: location) { return v }
        case .enumCase, .host(SwiftUIValue.font), .host(SwiftUIValue.animation), .host(SwiftUIValue.transition), .host(SwiftUIValue.color), .host(SwiftUIValue.shapeStyle):
            let result = try Styles.method(name, on: base, values, at: location)
            if name == "smallCaps", case .host(SwiftUIValue.font) = result { Fonts.reportSmallCaps(at: location, to: &diagnostics) }
            if name == "animation", case .host(SwiftUIValue.transition) = result {
                diagnostics.add(.notDrawn("animation", what: "a transition's own animation",
                                          hint: "the change's animation times the transition; pass the curve to withAnimation"), at: location)
            }
            return result
        case let .array(items):
            if let v = try arrayMethod(name, items, values, at: location) { return v }
        case let .set(members):
            if let v = try setMethod(name, members, values, at: location) { return v }
        case let .range(a, b):
            // A range's methods are those of the array of its elements.
            if name == "contains", let v = values.first, values.count == 1, let n = number(v.value) {
                return .bool(n >= Double(a) && n < Double(b))
            }
            self.location = location
            let n = try count(ofRange: a, b, at: location)
            try allocate(n)
            if let v = try arrayMethod(name, (a..<(a + n)).map { .int($0) }, values, at: location) { return v }
        case let .doubleRange(lo, hi, closed) where name == "contains":
            guard let n = values.first.flatMap({ number($0.value) }) else { break }
            return .bool(n >= lo && (closed ? n <= hi : n < hi))
        case let .string(s):
            if let v = try stringMethod(name, s, values, at: location) { return v }
        case let .host(SwiftUIValue.attributed(text)):
            if let v = try attributedMethod(name, text, values, at: location) { return v }
        case .int, .double:
            if let v = try numberMethod(name, base, values, at: location) { return v }
        case let .tuple(items):
            if let v = try geometryMethod(name, items, values, at: location) { return v }
        case .host(SwiftUIValue.uuid) where name == "uuidString":
            return .string(base.scalarText)
        default: break
        }
        if case .none = base { return .none } // `optional?.method()` on nil
        let known = Interpreter.methodNames(of: base)
        throw EvalError(.unknownMember(name, type: base.kindDescription,
                                       suggestion: Suggestions.closest(to: name, in: known)), at: location)
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
    func staticCall(_ name: String, of typeName: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value {
        if name == "random", let v = try randomValue(of: typeName, values, at: location) { return v }
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
            throw EvalError(.unknownMember(name, type: "'\(typeName)'", suggestion: nil), at: location)
        }
    }

    /// A closure's result used as a condition (`filter`, `sorted(by:)`); `location` is the closure's.
    func truth(_ v: Value, at location: SourceLocation) throws -> Bool {
        if case let .bool(b) = v { return b }
        throw EvalError(.conditionNotBool(found: v.kindDescription), at: location)
    }

    /// Seconds in `.now() + 2` or a plain number, for messages.
    static func seconds(in value: Value) -> Double? {
        switch value {
        case let .int(i): Double(i)
        case let .double(d): d
        default: nil
        }
    }

    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e9 ? String(Int(d)) : String(d)
    }

    /// Whether a call's labels are exactly those `fn` declares (its defaulted parameters may
    /// be left out), one of them written: the app's `func offset(offset:)` in an extension of
    /// `View` is what `.offset(offset: $y)` calls, though SwiftUI has an `offset` modifier.
    static func labelled(_ fn: FuncDecl, _ args: [Argument], _ trailing: [TrailingClosure]) -> Bool {
        let written = args.map(\.label) + trailing.map(\.label)
        guard written.contains(where: { $0 != nil }) else { return false }
        var i = 0
        for p in fn.parameters {
            if i < written.count, written[i] == p.label { i += 1; continue }
            if p.defaultValue != nil { continue }
            return false
        }
        return i == written.count
    }
}
