/// Two trees are equal when they show the same views: every kind, modifier, identity and
/// location compares as a value, in one walk that stops at the first difference (the
/// timeline asks this after every change, of screens of up to 10,000 views).
///
/// What the app computes at layout time is code, not a value: a custom `Layout` compares by
/// its type's name, a `GeometryReader` by the proxy its content was built with (the content
/// itself is in the tree and compares as views), and an `alignmentGuide`'s closure does not
/// take part: what it captures from state shows, if at all, in the views around it.
extension LayoutTimeLayout: Equatable {
    public static func == (a: LayoutTimeLayout, b: LayoutTimeLayout) -> Bool { a.name == b.name }
}

extension LayoutTimeViews: Equatable {
    public static func == (a: LayoutTimeViews, b: LayoutTimeViews) -> Bool { a.assumed == b.assumed }
}

extension LayoutTimeNumber: Equatable {
    public static func == (_: LayoutTimeNumber, _: LayoutTimeNumber) -> Bool { true }
}
