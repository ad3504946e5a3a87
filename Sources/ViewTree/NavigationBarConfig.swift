import Geometry

/// Where a toolbar item goes (`ToolbarItemPlacement`): the navigation bar's leading or
/// trailing side, its centre in the title's place, or the bottom toolbar. Keyboard items
/// are never shown in a frame.
public enum ToolbarPlacement: String, Hashable, Sendable {
    case leading, trailing, principal, bottomBar, keyboard
}

/// A toolbar item: `ToolbarItem(placement:) { … }`, each view of a `ToolbarItemGroup`, or a
/// view written straight in `.toolbar { … }`.
public struct ToolbarItemSpec: Sendable, Equatable {
    public var placement: ToolbarPlacement
    public var content: ViewNode

    public init(placement: ToolbarPlacement, content: ViewNode) {
        self.placement = placement
        self.content = content
    }
}

/// What a page says about its navigation bar: `toolbar`, `navigationBarItems`,
/// `toolbarBackground`, `toolbarVisibility` / `toolbar(.hidden)`, `navigationBarHidden`,
/// `navigationBarBackButtonHidden`, `toolbarColorScheme`, `searchable` and, for the page
/// behind it, `containerBackground(_:for: .navigation)`.
public struct NavigationBarConfig: Sendable, Equatable {
    public var items: [ToolbarItemSpec] = []
    public var isHidden = false
    public var backButtonHidden = false
    /// `toolbarBackground(_:for: .navigationBar)`: the bar's colour when it shows a background.
    public var background: ShapeStyle?
    /// `toolbarBackground(.visible/.hidden, for:)`; nil: transparent at the scroll edge.
    public var backgroundVisible: Bool?
    /// `toolbarColorScheme(.dark, for:)`: light titles and items.
    public var isDark = false
    /// `searchable(text:prompt:)`: the search field under the title, with its text or prompt.
    public var search: SearchField?
    /// `containerBackground(_:for: .navigation)`: the page's own background instead of white.
    public var pageBackground: ShapeStyle?

    public init() {}
}

/// `searchable(text:prompt:)`'s field: the text it holds and the prompt shown while empty.
public struct SearchField: Hashable, Sendable {
    public var text: String
    public var prompt: String

    public init(text: String, prompt: String) {
        self.text = text
        self.prompt = prompt
    }
}
