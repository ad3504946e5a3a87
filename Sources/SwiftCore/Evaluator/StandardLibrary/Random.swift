/// Randomness on the scene's seed: `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`,
/// `randomElement()`, `shuffled()` give the same values on every run and machine
/// (SplitMix64, seeded from the scene's file name).
package struct SceneRandom {
    private var state: UInt64

    package init(seed: String) {
        state = SceneRandom.fnv1a(seed) // a stable seed
    }

    /// The 64-bit FNV-1a sum of a text's bytes: the same on every run and machine.
    package static func fnv1a(_ seed: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in seed.utf8 { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// A number in `0..<n` (n > 0).
    package mutating func next(below n: Int) -> Int { Int(next() % UInt64(max(1, n))) }

    /// A number in `0..<1`.
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    package mutating func shuffle(_ items: inout [Value]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) { items.swapAt(i, next(below: i + 1)) }
    }
}

extension Interpreter {
    /// `Int.random(in: 1...6)`, `Double.random(in: 0..<1)`, `Bool.random()`.
    package func randomValue(of type: String, _ values: [ArgValue], at location: SourceLocation) throws -> Value? {
        var a = Arguments(values, callee: type + ".random", at: location)
        switch host.aliases[type] ?? type {
        case "Bool":
            try a.finish(known: [])
            return .bool(random.next() & 1 == 1)
        case "Int":
            guard case let .range(lo, hi, _)? = try a.required("in", { $0.take($1) }).value as Value?, hi > lo else {
                throw EvalError(.invalidRange(lower: 0, upper: 0, op: "..<"), at: location)
            }
            return .int(lo + random.next(below: try count(ofRange: lo, hi, at: location)))
        case "Double":
            let r = try a.required("in") { $0.take($1) }
            switch r.value {
            case let .doubleRange(lo, hi, _): return .double(lo + random.unit() * (hi - lo))
            case let .range(lo, hi, _): return .double(Double(lo) + random.unit() * Double(hi - lo))
            default: throw a.wrongType(r, expected: "a range")
            }
        default:
            return nil
        }
    }
}
