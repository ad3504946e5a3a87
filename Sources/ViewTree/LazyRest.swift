/// The elements of a large `ForEach` in a lazy stack that were not built: SwiftUI's lazy
/// stacks make only the rows on screen, and so does Matchcut (docs/scene-language.md, "Lazy
/// containers"). The evaluator builds the first `built` elements and stands this in for the
/// `remaining` others. Layout gives it the length of that many elements as long as the built
/// ones, on average, with their spacing, and reports when a frame shows part of it
/// (`LayoutSnapshot.lazyRowDemands`, by `key`), so the scene is built again with more.
public struct LazyRest: Sendable, Hashable {
    /// Names the `ForEach` in every state and every build: its identity as it was built.
    public var key: String
    /// The elements built before this one, and the elements it stands for.
    public var built: Int
    public var remaining: Int

    public init(key: String, built: Int, remaining: Int) {
        self.key = key
        self.built = built
        self.remaining = remaining
    }
}
