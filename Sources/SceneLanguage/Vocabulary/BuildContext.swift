import SwiftCore
import ViewTree

/// What building the screen's trees learns besides the trees: the SwiftUI state that
/// containers and modifiers hand each other while a body is evaluated. Observers and scroll
/// readers belong to one tree (SceneStates starts them afresh for each); buttons and
/// unstyled TabViews are collected over the compilation.
struct BuildContext {
    /// The `NavigationStack`s being built, innermost last: their destinations and the
    /// current page's title.
    var navigation: [NavigationContext] = []
    /// Identities of `Button` nodes, whose label is tinted until `.buttonStyle(.plain)`.
    var buttons: Set<Identity> = []
    /// `TabView`s not (yet) given `.tabViewStyle(.page)`, by location.
    var unstyledTabViews: [SourceLocation] = []
    /// Each `ScrollViewReader` → the scroll view its proxy scrolls.
    var readerScrollViews: [Identity: Identity] = [:]
    /// State observers (`onChange(of:)`) met while building.
    var observers: [ChangeObserver] = []
    /// `.animation(_:value:)` met while building (ImplicitAnimations.swift).
    var implicitAnimations: [ImplicitAnimation] = []
    /// The app's own code a tree holds, to be run by the interactions: a Button's action, a
    /// gesture's closure, `onOpenURL`, `onReceive`, `onAppear`… (`SceneSession.run` runs one).
    /// It, `links`, `accessibility`, `transitionSources` and `redraws` are registered through `register`
    /// and `setAccessibility`, which keep `codeIndex` up to date for `.id` (`reidentifyCode`).
    private(set) var handlers: [Handler] = []
    /// The `NavigationLink`s built, with what a tap on each pushes (Interactions.swift).
    private(set) var links: [LinkHandler] = []
    /// The `DragGesture`s built (Gestures.swift).
    var drags: [DragHandler] = []
    /// What each `dismiss()` closes, by the key its `DismissAction` carries.
    var dismissRoutes: [String: DismissRoute] = [:]
    /// `accessibilityLabel` / `accessibilityIdentifier`, by the identity of the view they modify.
    private(set) var accessibility: [Identity: Accessibility] = [:]
    /// The sheets and covers whose binding is set, in the order met (Presentations.swift),
    /// and the configuration of each presentation being built, innermost last.
    var presentations: [PresentationRequest] = []
    var presentationConfigs: [PresentationConfig] = []
    /// The alerts and dialogs presented, for the timeline's taps (Alerts.swift).
    var alerts: [AlertCode] = []
    /// The `.transaction { … }` modifiers met (Transactions.swift).
    var transactionModifiers: [TransactionModifier] = []
    /// The views marked `matchedTransitionSource`, in build order (ZoomModifiers.swift).
    private(set) var transitionSources: [TransitionSource] = []
    /// Where each of the five lies, by identity.
    private var codeIndex = CodeIndex()
    /// The environment the view being built sees; environment modifiers change it for the
    /// view they modify (`Interpreter.environmentModifier`).
    var environment = EnvironmentValues.system(canvas: .iPhone14)
    /// The lazy container (`LazyVStack`, `LazyHStack`, a lazy grid or `List`) whose content
    /// the views being built are: a large `ForEach` there builds only the elements a frame
    /// shows (ForEachViews).
    var lazyContainer: String?
    /// The views built on a schedule (`TimelineView`, a date text's clock), met in this tree,
    /// and when each appeared, kept while it stays on screen (TimelineRunner forgets the rest).
    private(set) var redraws: [Redraw] = []
    var redrawStarts: [Identity: Double] = [:]
    /// Where the builder statement being evaluated starts: a call there is written as a view.
    var viewPosition: SourceLocation?
    /// The `onGeometryChange` observers met in this tree (TimelineRunner runs them once the
    /// tree is laid out).
    var geometryObservers: [GeometryObserver] = []
    /// The `onPreferenceChange` observers met in this tree (TimelineRunner runs them once the
    /// tree is laid out).
    var preferenceObservers: [PreferenceObserver] = []
    /// The value each `overlayPreferenceValue`/`backgroundPreferenceValue` builds its content
    /// with, by its observer's key: what the last layout found (kept from build to build).
    var preferenceContentValues: [String: Value] = [:]
    /// The state layout-time closures of this tree run in (`layoutTimeMoment`).
    var currentMoment: LayoutTimeEvaluator.Moment?
    /// Runs layout-time closures for Layout, made when the first one is met.
    var layoutTime: LayoutTimeEvaluator?
}

extension BuildContext {
    mutating func register(_ handler: Handler) {
        codeIndex.insert(at: handler.identity) { [n = handlers.count] in $0.handlers.append(n) }
        handlers.append(handler)
    }

    mutating func register(_ link: LinkHandler) {
        codeIndex.insert(at: link.identity) { [n = links.count] in $0.links.append(n) }
        links.append(link)
    }

    mutating func register(_ source: TransitionSource) {
        codeIndex.insert(at: source.identity) { [n = transitionSources.count] in $0.sources.append(n) }
        transitionSources.append(source)
    }

    mutating func register(_ redraw: Redraw) {
        codeIndex.insert(at: redraw.identity) { [n = redraws.count] in $0.redraws.append(n) }
        redraws.append(redraw)
    }

    mutating func setAccessibility(of identity: Identity, _ change: (inout Accessibility) -> Void) {
        if accessibility[identity] == nil { codeIndex.insert(at: identity) { $0.accessibility = true } }
        change(&accessibility[identity, default: Accessibility()])
    }

    /// Forgets the code of the tree built before: the next tree registers its own.
    mutating func clearCode() {
        handlers = []
        links = []
        accessibility = [:]
        transitionSources = []
        redraws = []
        geometryObservers = []
        preferenceObservers = []
        codeIndex = CodeIndex()
    }

    /// `.id(x)` renames a view and what is inside it; the code its views hold follows. Only
    /// the entries under `old` are visited (CodeIndex), so this costs the view's size.
    mutating func reidentifyCode(from old: Identity, to new: Identity) {
        guard old != new, let moved = codeIndex.remove(old) else { return }
        var accessible: [(Identity, Accessibility)] = []
        moved.forEach { below, entries in
            let from = Identity(old.components + below), to = Identity(new.components + below)
            for i in entries.handlers { handlers[i].identity = to }
            for i in entries.links { links[i].identity = to }
            for i in entries.sources { transitionSources[i].identity = to }
            for i in entries.redraws { redraws[i].identity = to }
            if entries.accessibility, let value = accessibility.removeValue(forKey: from) { accessible.append((to, value)) }
        }
        for (identity, value) in accessible where accessibility[identity] == nil { accessibility[identity] = value }
        codeIndex.graft(moved, at: new)
    }
}

/// A closure of the app's a view holds, and when SwiftUI would run it.
struct Handler {
    enum Kind: String {
        /// A `Button`'s action.
        case action
        case tap = "onTapGesture", longPress = "onLongPressGesture", openURL = "onOpenURL", receive = "onReceive"
        case appear = "onAppear", disappear = "onDisappear", task, submit = "onSubmit"
    }

    var kind: Kind
    /// The view it is attached to (a Button's identity, or the modified view's).
    var identity: Identity
    var closure: ClosureValue
    /// What `onReceive` listens to (a timer publisher), or `onTapGesture(count:)`'s count.
    var argument: Value?
    var location: SourceLocation
}

/// `onGeometryChange(for:of:action:)` on a view: Layout reports the view's geometry under
/// `key` (`Modifier.reportsGeometry`), `transform` makes a value of it, and `action` runs
/// with that value when it differs from the one it last ran with (the first time too).
struct GeometryObserver {
    /// The view's identity and where the modifier is written: unique in a tree, and the same
    /// in the next tree while the view stays.
    var key: String
    var transform: ClosureValue
    var action: ClosureValue
    var location: SourceLocation
    /// `onScrollGeometryChange`: the transform reads the scroll view's `ScrollGeometry`.
    var readsScrollGeometry = false
}
