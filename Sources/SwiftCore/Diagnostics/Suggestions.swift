/// "Did you mean …?" by edit distance against the names that exist.
public enum Suggestions {
    /// The closest candidate within a distance that still reads as a typo, or nil.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1, min(3, name.count / 3 + 1))
        var best: (String, Int)?
        // Ties go to the first in alphabetical order, so the hint is the same on every run
        // whatever order a dictionary or set gives the candidates.
        for candidate in candidates where candidate != name {
            let d = distance(name.lowercased(), candidate.lowercased())
            if d <= limit, best.map({ d < $0.1 || (d == $0.1 && candidate < $0.0) }) ?? true { best = (candidate, d) }
        }
        return best?.0
    }

    /// Levenshtein distance over characters, two rows of memory.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
