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
}
