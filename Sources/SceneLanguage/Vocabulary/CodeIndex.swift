import SwiftCore
import ViewTree

/// Where the code a tree's views hold lies, by identity: a trie of identity components whose
/// nodes list the handlers, links and transition sources registered at that identity, and
/// whether it has accessibility. `.id(x)` moves everything inside a view at once: it finds
/// the view's node and re-identifies only what lies under it, so a grid of 10,000
/// `Button(...).id(i)` costs what its views cost, not what every view so far costs.
struct CodeIndex {
    /// What is registered at one identity: positions in BuildContext's registries.
    struct Entries {
        var handlers: [Int] = []
        var links: [Int] = []
        var sources: [Int] = []
        var redraws: [Int] = []
        var accessibility = false
    }

    private var here = Entries()
    private var children: [String: CodeIndex] = [:]

    /// Notes an entry at `identity`.
    mutating func insert(at identity: Identity, _ note: (inout Entries) -> Void) {
        insert(identity.components[...], note)
    }

    private mutating func insert(_ components: ArraySlice<String>, _ note: (inout Entries) -> Void) {
        guard let first = components.first else { return note(&here) }
        children[first, default: CodeIndex()].insert(components.dropFirst(), note)
    }

    /// Takes out everything at `identity` or inside it, with where each entry was (relative
    /// to `identity`), and leaves nothing there.
    mutating func remove(_ identity: Identity) -> CodeIndex? {
        remove(identity.components[...])
    }

    private mutating func remove(_ components: ArraySlice<String>) -> CodeIndex? {
        guard let first = components.first else {
            defer { self = CodeIndex() }
            return self
        }
        guard var child = children.removeValue(forKey: first) else { return nil }
        let removed = child.remove(components.dropFirst())
        if !child.isEmpty { children[first] = child }
        return removed
    }

    /// Puts a subtree taken out by `remove` back at `identity`, merged with what is there.
    mutating func graft(_ subtree: CodeIndex, at identity: Identity) {
        graft(subtree, identity.components[...])
    }

    private mutating func graft(_ subtree: CodeIndex, _ components: ArraySlice<String>) {
        guard let first = components.first else { return merge(subtree) }
        children[first, default: CodeIndex()].graft(subtree, components.dropFirst())
    }

    private mutating func merge(_ other: CodeIndex) {
        here.handlers += other.here.handlers
        here.links += other.here.links
        here.sources += other.here.sources
        here.accessibility = here.accessibility || other.here.accessibility
        for (key, child) in other.children { children[key, default: CodeIndex()].merge(child) }
    }

    private var isEmpty: Bool {
        here.handlers.isEmpty && here.links.isEmpty && here.sources.isEmpty && !here.accessibility && children.isEmpty
    }

    /// Each entry of this subtree with the components of its identity below the root.
    func forEach(_ body: ([String], Entries) -> Void) {
        var path: [String] = []
        walk(&path, body)
    }

    private func walk(_ path: inout [String], _ body: ([String], Entries) -> Void) {
        body(path, here)
        for (key, child) in children {
            path.append(key)
            child.walk(&path, body)
            path.removeLast()
        }
    }
}
