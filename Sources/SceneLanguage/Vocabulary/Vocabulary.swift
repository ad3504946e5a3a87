import SwiftCore
import ViewTree

/// The SwiftUI vocabulary: every view, modifier and SwiftUI value a scene can name, as a
/// table of small rules. A rule knows its name, the argument labels it accepts and how it
/// builds; the language core knows none of them. Each family of rules lives in one file
/// (Vocabulary/Views/StackViews.swift, Vocabulary/Modifiers/LayoutModifiers.swift, …) and is
/// listed once below. docs/architecture.md, "Adding a view or modifier", has the recipe.
enum Vocabulary {
    static let viewFamilies: [[ViewRule]] = [
        StackViews.rules, ShapeViews.rules, PathViews.rules, TextViews.rules, ForEachViews.rules, ScrollViews.rules,
        GridViews.rules, TabViews.rules, ListViews.rules, NavigationViews.rules, ButtonViews.rules, ControlViews.rules,
        FieldViews.rules, ToolbarViews.rules, AdaptiveViews.rules, TableGridViews.rules, AsyncImageViews.rules, TimelineViews.rules,
    ]
    static let modifierFamilies: [[ModifierRule]] = [
        LayoutModifiers.rules, DecorationModifiers.rules, TextModifiers.rules, ShapeModifiers.rules,
        ImageModifiers.rules, IdentityModifiers.rules, NavigationModifiers.rules, ContainerModifiers.rules,
        ObserverModifiers.rules, ImplicitAnimations.rules, EnvironmentModifiers.rules, EffectModifiers.rules, AcceptedModifiers.rules,
        InertModifiers.rules, ListModifiers.rules, ControlModifiers.rules,
        NavigationBarModifiers.rules, TabModifiers.rules, AdaptiveModifiers.rules, TextStyleModifiers.rules,
        TableGridModifiers.rules, MaterialModifiers.rules, CustomModifiers.rules, GeometryObservers.rules, PreferenceObservers.rules, ScrollTransitions.rules,
    ] + interactionModifierFamilies
    static let valueFamilies: [[ValueRule]] = [
        ValueConstructors.rules, WrapperValues.rules, Angles.rules, ShapeStyles.rules, Gradients.rules, AttributedStrings.rules,
        CustomAlignments.rules, UIImages.rules, UIBezierPaths.rules, PlaceholderViews.values,
    ] + interactionValueFamilies

    static let views: [String: ViewRule] = table(viewFamilies.joined(), \.name)
    static let modifiers: [String: ModifierRule] = table(modifierFamilies.joined(), \.name)
    static let values: [String: ValueRule] = table(valueFamilies.joined(), \.name)

    static let viewNames: Set<String> = Set(views.keys)
    static let modifierNames: Set<String> = Set(modifiers.keys)

    /// One entry per name; the first rule wins. A name declared twice is a mistake that
    /// VocabularyTests catches.
    private static func table<Rule>(_ rules: some Sequence<Rule>, _ name: KeyPath<Rule, String>) -> [String: Rule] {
        Dictionary(rules.map { ($0[keyPath: name], $0) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A SwiftUI view's initializers: `VStack(alignment:spacing:content:)`, `Image(systemName:)`.
struct ViewRule: Sendable {
    let name: String
    /// The labels the initializers accept (nil is an unlabelled argument, always accepted);
    /// any other label is an error with a suggestion among these.
    let labels: [String]
    let build: @Sendable (inout ViewCall) throws -> ViewNode

    init(_ name: String, labels: [String] = [], build: @escaping @Sendable (inout ViewCall) throws -> ViewNode) {
        self.name = name
        self.labels = labels
        self.build = build
    }
}

/// A modifier: `.padding(_:_:)`, `.matchedGeometryEffect(id:in:…)`. It changes the node it is
/// applied to (usually by appending a `Modifier`).
struct ModifierRule: Sendable {
    let name: String
    /// The labels accepted, or nil when any arguments are accepted (a modifier with no
    /// visual effect takes whatever SwiftUI's signatures take).
    let labels: [String]?
    /// A modifier that changes nothing a frame shows, whose arguments are not even
    /// evaluated: an accessibility value, a drop handler's `UTType`s, a context menu's
    /// buttons are never needed to draw, so nothing in them can stop a render.
    let isInert: Bool
    /// What an inert modifier that SwiftUI would draw with says where it is written (a symbol
    /// effect is drawn at rest).
    let inertNote: Message?
    let apply: @Sendable (inout ModifierCall) throws -> Void
    /// For a modifier that sets the environment (`.environmentObject(_:)`): run with its
    /// arguments before the view it modifies is evaluated, so that view and everything
    /// inside it are built in the changed environment.
    let environment: (@Sendable (inout Arguments, inout EnvironmentValues, RuleContext) throws -> Void)?

    init(_ name: String, labels: [String]? = [],
         environment: (@Sendable (inout Arguments, inout EnvironmentValues, RuleContext) throws -> Void)? = nil,
         apply: @escaping @Sendable (inout ModifierCall) throws -> Void) {
        self.name = name
        self.labels = labels
        self.isInert = false
        self.inertNote = nil
        self.environment = environment
        self.apply = apply
    }

    private init(inert name: String, note: Message? = nil) {
        self.name = name
        self.labels = nil
        self.isInert = true
        self.inertNote = note
        self.environment = nil
        self.apply = { _ in }
    }

    /// A modifier with no effect on any frame (see `isInert`).
    static func inert(_ name: String) -> ModifierRule { ModifierRule(inert: name) }

    /// An inert modifier that says, where it is written, what it would draw (`inertNote`).
    static func inert(_ name: String, note: Message) -> ModifierRule { ModifierRule(inert: name, note: note) }
}

/// A SwiftUI value made by a call: `Color(red:green:blue:)`, `GridItem(.flexible())`,
/// `LinearGradient(colors:startPoint:endPoint:)`, `PlainButtonStyle()`.
struct ValueRule: Sendable {
    let name: String
    let make: @Sendable (inout Arguments, RuleContext) throws -> Value

    init(_ name: String, make: @escaping @Sendable (inout Arguments, RuleContext) throws -> Value) {
        self.name = name
        self.make = make
    }
}

/// What a view rule builds from: the call's arguments, the identity the view gets and
/// where it was written.
struct ViewCall {
    var args: Arguments
    let it: RuleContext
    let identity: Identity
    let location: SourceLocation

    func node(_ kind: ViewKind) -> ViewNode { ViewNode(kind: kind, identity: identity, location: location) }

    /// The content closure (`VStack { … }`, `content:`), built as a `@ViewBuilder` under
    /// this view's identity; no views when there is none.
    mutating func content(_ label: String = "content") throws -> [ViewNode] {
        guard let c = args.takeClosure(nil) ?? args.takeClosure(label) else { return [] }
        return try it.buildClosure(c, base: identity)
    }
}

/// What a modifier rule changes: the node it applies to, with the call's arguments.
struct ModifierCall {
    var node: ViewNode
    var args: Arguments
    let it: RuleContext
    let name: String
    let location: SourceLocation

    mutating func add(_ modifier: Modifier) { node.modifiers.append(modifier) }

    /// The identity of views inside this modifier's arguments (`.background { … }`).
    var path: Identity { Self.path(of: node, modifier: name) }

    /// `<view>/background` for a view's first background; a second one, further out
    /// (`.background(a).padding().background(b)`), is `<view>/background#2`: each is its own
    /// view, as SwiftUI's two modifiers are, so a change that touches neither leaves both.
    static func path(of node: ViewNode, modifier name: String) -> Identity {
        let earlier = node.modifiers.filter { modifier in
            switch (name, modifier) {
            case ("background", .background), ("overlay", .overlay): true
            default: false
            }
        }.count
        return node.identity.appending(earlier == 0 ? name : "\(name)#\(earlier + 1)")
    }

    /// An error for a modifier written on a view it does not apply to (`fill` on a Text).
    var notApplicable: EvalError { EvalError(.unknownModifier(name, suggestion: nil), at: location) }
}

extension Interpreter {
    /// `Name(args)` for a vocabulary view: its rule builds the node, then every argument must
    /// have been read.
    func makeView(_ rule: ViewRule, _ values: [ArgValue], at location: SourceLocation) throws -> ViewNode {
        var call = ViewCall(args: Arguments(values, callee: rule.name, at: location), it: RuleContext(self),
                            identity: currentPath, location: location)
        // A ForEach is a lazy container's own when only Groups (and in a List, Sections)
        // lie between them.
        let lazy = build.lazyContainer
        build.lazyContainer = StackViews.lazyNames.contains(rule.name) ? rule.name
            : ["ForEach", "Group"].contains(rule.name) || (rule.name == "Section" && lazy == "List") ? lazy : nil
        defer { build.lazyContainer = lazy }
        let node = try rule.build(&call)
        try call.args.finish(known: rule.labels)
        return node
    }

    /// `base.name(args)` for a modifier that sets the environment: the arguments first, then
    /// the view it modifies, built in the changed environment, then the modifier itself.
    func environmentModifier(_ rule: ModifierRule,
                             _ setEnvironment: (inout Arguments, inout EnvironmentValues, RuleContext) throws -> Void,
                             base baseExpr: Expr, args: [Argument], trailing: [TrailingClosure], in scope: Scope,
                             at location: SourceLocation, baseLocation: SourceLocation) throws -> Value {
        let values = try evaluateArguments(args, trailing, in: scope)
        var arguments = Arguments(values, callee: rule.name, at: location)
        let saved = build.environment
        defer { build.environment = saved }
        try setEnvironment(&arguments, &build.environment, RuleContext(self))
        try arguments.finish(known: rule.labels ?? [])
        let base = try evaluate(baseExpr, in: scope)
        guard let node = try viewIfModifiable(base, modifier: rule.name, at: baseLocation) else {
            throw EvalError(.unknownMember(rule.name, type: base.kindDescription, suggestion: nil), at: location)
        }
        return .view(try applyModifier(rule, to: node, values, at: location))
    }

    /// `view.name(args)` for a vocabulary modifier.
    func applyModifier(_ rule: ModifierRule, to node: ViewNode, _ values: [ArgValue], at location: SourceLocation) throws -> ViewNode {
        var call = ModifierCall(node: node, args: Arguments(values, callee: rule.name, at: location), it: RuleContext(self),
                                name: rule.name, location: location)
        let lazy = build.lazyContainer
        build.lazyContainer = nil
        defer { build.lazyContainer = lazy }
        Availability.check(rule.name, self, at: location)
        try rule.apply(&call)
        if let labels = rule.labels { try call.args.finish(known: labels) }
        return call.node
    }
}
