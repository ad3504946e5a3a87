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
    /// The app's own code a tree holds, to be run by the interactions: a Button's action, a
    /// gesture's closure, `onOpenURL`, `onReceive`, `onAppear`… (`SceneSession.run` runs one).
    var handlers: [Handler] = []
    /// The `NavigationLink`s built, with what a tap on each pushes (Interactions.swift).
    var links: [LinkHandler] = []
    /// The `DragGesture`s built (Gestures.swift).
    var drags: [DragHandler] = []
    /// What each `dismiss()` closes, by the key its `DismissAction` carries.
    var dismissRoutes: [String: DismissRoute] = [:]
    /// `accessibilityLabel` / `accessibilityIdentifier`, by the identity of the view they modify.
    var accessibility: [Identity: Accessibility] = [:]
    /// The sheets and covers whose binding is set, in the order met (Presentations.swift),
    /// and the configuration of each presentation being built, innermost last.
    var presentations: [PresentationRequest] = []
    var presentationConfigs: [PresentationConfig] = []
    /// The views marked `matchedTransitionSource`, in build order (ZoomModifiers.swift).
    var transitionSources: [TransitionSource] = []
    /// The environment the view being built sees; environment modifiers change it for the
    /// view they modify (`Interpreter.environmentModifier`).
    var environment = EnvironmentValues.system(canvas: .iPhone14)
    /// The state layout-time closures of this tree run in (`layoutTimeMoment`).
    var currentMoment: LayoutTimeEvaluator.Moment?
    /// Runs layout-time closures for Layout, made when the first one is met.
    var layoutTime: LayoutTimeEvaluator?
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
