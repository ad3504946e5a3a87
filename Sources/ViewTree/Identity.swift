/// The identity SwiftUI would give a view: its structural path, with `ForEach` element ids
/// and explicit `.id(...)` values as path components.
///
/// Two views in two layouts are "the same view" exactly when their identities are equal;
/// Motion pairs views by identity and by matched-geometry key, and by nothing else.
public struct Identity: Hashable, Sendable, Codable, CustomStringConvertible, Comparable {
    public var components: [String]

    public init(_ components: [String]) {
        self.components = components
    }

    public static let root = Identity([])

    public func appending(_ component: String) -> Identity {
        Identity(components + [component])
    }

    public var description: String { components.joined(separator: "/") }

    /// Whether this identity is `ancestor` or lies inside it.
    public func hasPrefix(_ ancestor: Identity) -> Bool {
        let count = ancestor.components.count
        guard components.count >= count else { return false }
        // Identities share their outer components: the innermost ones, compared first, tell
        // siblings apart at once (10,000 `.id`s in a ForEach each test every handler).
        var index = count
        while index > 0 {
            index -= 1
            if components[index] != ancestor.components[index] { return false }
        }
        return true
    }

    public static func < (lhs: Identity, rhs: Identity) -> Bool {
        lhs.description < rhs.description
    }
}
