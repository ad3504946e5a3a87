// Strings, and the program's own extensions of the standard library's types.
extension String {
    var initials: String {
        split(separator: " ").compactMap(\.first).map { String($0) }.joined()
    }

    func repeated(_ times: Int) -> String {
        String(repeating: self, count: times)
    }
}

extension Int {
    var isEven: Bool { self % 2 == 0 }
    func clamped(to range: ClosedRange<Int>) -> Int { min(max(self, range.lowerBound), range.upperBound) }
    func bounded(by range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}

extension Array where Element == Int {
    var total: Int { reduce(0, +) }
}

let initials = "Grace Brewster Hopper".initials
let line = "ab".repeated(3)
let evens = (1...6).filter(\.isEven)
let clamped = [-5, 5, 50].map { $0.clamped(to: 0...10) }
let bounded = [-5, 5, 50].map { $0.bounded(by: 1...9) }
let ranges = "\(1...3) \(1..<3) \((1...3).upperBound) \((1..<3).upperBound) \((1...3).count)"
let total = [3, 4, 5].total
let shout = "hello, world".uppercased().replacingOccurrences(of: ",", with: "!")
let words = "one two  three".split(separator: " ").count
let padded = "\(7)".count < 2 ? "0\(7)" : "\(7)"

// expect: initials == GBH
// expect: line == ababab
// expect: evens == [2, 4, 6]
// expect: clamped == [0, 5, 10]
// expect: bounded == [1, 5, 9]
// expect: ranges == 1...3 1..<3 3 3 3
// expect: total == 12
// expect: shout == HELLO! WORLD
// expect: words == 3
// expect: padded == 07
