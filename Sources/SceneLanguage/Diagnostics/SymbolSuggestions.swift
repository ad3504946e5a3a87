import SwiftCore
import Drawing
import ViewTree

extension Suggestions {
    /// A mapped SF Symbol that `name` is a typo of, or nil. A symbol's name is words, and a
    /// one-letter change to a short word is another word ("cart" and "card", "heart" and
    /// "hearts" are not typos of each other): the suggestion must have the same words in the
    /// same order, each within one edit, and the short ones (under six letters) exact; or be
    /// the name with its last word completed ("cart.fil" → "cart.fill"). Never another
    /// meaning: "cart.fill" gets no "heart.fill".
    static func symbol(for name: String) -> String? {
        let words = name.lowercased().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        var best: (String, Int)?
        for candidate in SymbolCatalog.names where candidate != name {
            let other = candidate.lowercased().split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            guard let cost = typoCost(words, other) else { continue }
            if cost < (best?.1 ?? .max) { best = (candidate, cost) }
        }
        return best?.0
    }

    /// The edits turning `words` into `other` when they read as a typo, nil otherwise.
    private static func typoCost(_ words: [String], _ other: [String]) -> Int? {
        guard words.count == other.count, !words.isEmpty else { return nil }
        var total = 0
        for (index, (a, b)) in zip(words, other).enumerated() where a != b {
            let isLast = index == words.count - 1
            if isLast, a.count >= 2, b.hasPrefix(a) || a.hasPrefix(b) {
                total += abs(a.count - b.count)
                continue
            }
            guard min(a.count, b.count) >= 6, distance(a, b) == 1 else { return nil }
            total += 1
        }
        return total <= 3 ? total : nil
    }
}
